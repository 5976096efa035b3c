import {
  BROADCAST_SEND_ESTADO_LABELS, formatPhone, type BroadcastDetailTipo, type BroadcastRead, type BroadcastSendEstado, type BroadcastStats,
  type ManagementRead, type RecipientStatus,
} from '@atiende/shared';

/** A broadcast is sent once: its send, or null while it has none. */
export function sendOf(broadcast: Pick<BroadcastRead, 'managements'>): ManagementRead | null {
  return broadcast.managements.at(-1) ?? null;
}

/** The Estado of a broadcast's row: its send's course, or 'Sin enviar'. */
export function sendEstado(send: Pick<ManagementRead, 'status' | 'metadata'> | null): { label: string; color: string } {
  if (!send) return { label: 'Sin enviar', color: 'gray' };
  const colors: Record<BroadcastSendEstado, string> = { PENDIENTE: 'yellow', EN_PROCESO: 'blue', FINALIZADO: 'teal' };
  const label = BROADCAST_SEND_ESTADO_LABELS[send.status];
  return { label: send.status === 'EN_PROCESO' ? `${label} ${send.metadata.progreso} %` : label, color: colors[send.status] };
}

/** Share of the contacts, 0 to 100 (rounded), of a figure: count / total_contactos, 0 without contacts. */
export function statShare(count: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((count / total) * 100)));
}

/** The figures the statistics draw as rings, each with the detail list it opens. */
export const STAT_RINGS: { key: keyof BroadcastStats & BroadcastDetailTipo; label: string; color: string }[] = [
  { key: 'exitosos', label: 'Exitosos', color: 'teal' },
  { key: 'fallidos', label: 'Fallidos', color: 'red' },
  { key: 'sin_telefono', label: 'Sin teléfono', color: 'gray' },
  { key: 'multiples_telefonos', label: 'Múltiples teléfonos', color: 'blue' },
];

/** How the detail lists are named in their dialog. */
export const DETAIL_LABELS: Record<BroadcastDetailTipo, string> = {
  exitosos: 'Exitosos',
  fallidos: 'Fallidos',
  multiples_telefonos: 'Múltiple Teléfono',
  sin_telefono: 'Sin teléfono',
  todos: 'Todos',
};

/** A number sent to (E.164 digits, '573101234567') as the app writes phones: '310 123 4567'. */
export function sentPhone(digits: string): string {
  if (!digits) return '';
  return /^\d{11,15}$/.test(digits) ? formatPhone(`+${digits}`) : formatPhone(digits);
}

/** What happened to one number of a contact, beside it in the detail list; null when it went out. */
export function phoneOutcome(status: RecipientStatus, error: string | null): { text: string; color: string } | null {
  switch (status) {
    case 'exitoso':
      return null;
    case 'pendiente':
    case 'enviando':
      return { text: 'Pendiente', color: 'dimmed' };
    case 'sin_telefono':
      return { text: error ?? 'Sin teléfono', color: 'dimmed' };
    default:
      return { text: error ?? 'No se pudo enviar.', color: 'red' };
  }
}
