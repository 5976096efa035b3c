import { LEAD_ESTADO_LABELS, TIME_ZONE, type LeadEstado, type LeadListItem, type LeadTimeline } from '@atiende/shared';

/** A duration in seconds as h:mm:ss ('1:02:05'); hours go past 24 rather than turn into days. '—' while unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** How the timeline names each step: the first one, the lead's arrival, reads 'Asignado' (spec §2.5). */
export const LEAD_STEP_LABELS: Record<LeadEstado, string> = {
  SIN_ASIGNAR: 'Asignado',
  PENDIENTE: LEAD_ESTADO_LABELS.PENDIENTE,
  EN_PROCESO: LEAD_ESTADO_LABELS.EN_PROCESO,
  FINALIZADO: LEAD_ESTADO_LABELS.FINALIZADO,
};

export const LEAD_ESTADO_COLORS: Record<LeadEstado, string> = {
  SIN_ASIGNAR: 'gray',
  PENDIENTE: 'yellow',
  EN_PROCESO: 'blue',
  FINALIZADO: 'teal',
};

export interface TimelineStep {
  estado: LeadEstado;
  label: string;
  fecha: string;
  user: string | null;
  /** The durations that end at this step, each with its name. */
  durations: { label: string; value: string }[];
}

/**
 * The timeline's steps in order, each with the durations it closes: the time to assign on the first
 * PENDIENTE, the time of the work and the whole on the FINALIZADO.
 */
export function timelineSteps(timeline: LeadTimeline): TimelineStep[] {
  const firstPending = timeline.pasos.findIndex((step) => step.estado === 'PENDIENTE');
  const lastFinished = timeline.pasos.map((step) => step.estado).lastIndexOf('FINALIZADO');
  return timeline.pasos.map((step, index) => {
    const durations: TimelineStep['durations'] = [];
    if (index === firstPending && timeline.duration_asignacion !== null) {
      durations.push({ label: 'Tiempo de asignación', value: formatDuration(timeline.duration_asignacion) });
    }
    if (index === lastFinished) {
      if (timeline.duration_gestion !== null) durations.push({ label: 'Tiempo de gestión', value: formatDuration(timeline.duration_gestion) });
      if (timeline.total_duration !== null) durations.push({ label: 'Tiempo total', value: formatDuration(timeline.total_duration) });
    }
    return { estado: step.estado, label: LEAD_STEP_LABELS[step.estado], fecha: step.fecha, user: step.user, durations };
  });
}

/** The names of what a lead arrived with, as the 'Detalles Adicionales' dialog shows them. */
const METADATA_LABELS: Record<string, string> = {
  mensaje: 'Mensaje',
  cedula: 'Cédula',
  email: 'Email',
  telefono: 'Teléfono',
  'form-name': 'Formulario',
  page_name: 'Página',
};

/** The lead's metadata as labelled lines, the known ones first in their usual order, then the rest by name. */
export function metadataEntries(metadata: Record<string, string>): { label: string; value: string }[] {
  const known = Object.keys(METADATA_LABELS).filter((key) => key in metadata);
  const others = Object.keys(metadata).filter((key) => !(key in METADATA_LABELS)).sort();
  return [...known, ...others]
    .filter((key) => (metadata[key] ?? '').trim() !== '')
    .map((key) => ({ label: METADATA_LABELS[key] ?? key, value: metadata[key]! }));
}

/** The lead's phone (E.164) or null. */
export const leadPhone = (lead: Pick<LeadListItem, 'contact'>) => lead.contact.phone[0]?.telefono ?? null;

/** The lead's e-mail or null. */
export const leadEmail = (lead: Pick<LeadListItem, 'contact'>) => lead.contact.email[0]?.email ?? null;

/** The assigned agent's name and id, or null. */
export function leadAgent(lead: Pick<LeadListItem, 'agent'>): { name: string; id: number } | null {
  const [pair] = lead.agent;
  return pair ? { name: pair[0], id: pair[1] } : null;
}

const BOGOTA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Bogotá, 'YYYY-MM-DD': the day leads are counted by. */
export const bogotaToday = (now = new Date()) => BOGOTA_DAY.format(now);

/** What the PBX dials for a phone: the national number for a Colombian one (the softphone adds 57), else every digit. */
export function dialedNumber(phone: string): { national: boolean; digits: string } {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+57') && digits.length === 12) return { national: true, digits: digits.slice(2) };
  return { national: false, digits };
}

/** 'antes_8am' and '08:00' as the report's bars name them. */
export const franjaLabel = (hora: string) => (hora === 'antes_8am' ? 'Antes de 8:00' : hora);
