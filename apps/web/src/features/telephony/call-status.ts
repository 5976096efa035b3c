import { CALL_FAILURE_REASONS, MSG, SOFTPHONE_PREFIX, TELEPHONY_MSG, type AmiState, type CallState, type PhoneCallRead } from '@atiende/shared';
import type { DialRequest } from '../../app/layout/softphone-dial';
import { dialedNumber } from '../leads/lead-format';

/** States of a call still going: the pad is busy and shows Colgar. */
const IN_PROGRESS: readonly CallState[] = ['marcando', 'timbrando', 'contestada'];

/** The order a call moves through; a finished call never goes back. */
const STATE_ORDER: Record<CallState, number> = { marcando: 0, timbrando: 1, contestada: 2, colgada: 3, fallida: 3 };

const STATE_LABELS: Record<Exclude<CallState, 'fallida'>, string> = {
  marcando: 'Marcando…',
  timbrando: 'Timbrando…',
  contestada: 'En llamada',
  colgada: 'Llamada terminada',
};

export function isCallInProgress(call: Pick<PhoneCallRead, 'estado'> | null | undefined): boolean {
  return !!call && IN_PROGRESS.includes(call.estado);
}

/** What the agent reads about a call: its state, or why it did not connect ('Ocupado', 'No contestó'…). */
export function callLabel(call: Pick<PhoneCallRead, 'estado' | 'motivo'>): string {
  if (call.estado === 'fallida') return call.motivo || CALL_FAILURE_REASONS.failed;
  return STATE_LABELS[call.estado];
}

/** Why no call can be placed now, from the state of the link to the PBX; null when it is up (or not known yet). */
export function linkProblem(ami: AmiState | undefined): string | null {
  if (ami === 'desconectado') return TELEPHONY_MSG.amiDisconnected;
  if (ami === 'no_configurado') return MSG.telephonyNotConfigured;
  return null;
}

/** Seconds of conversation: from the answer to now, or to the end once finished; 0 before the answer. */
export function callSeconds(call: Pick<PhoneCallRead, 'contestada' | 'terminada'>, now: number): number {
  if (!call.contestada) return 0;
  const end = call.terminada ? Date.parse(call.terminada) : now;
  // A browser clock a little behind the server's must not show a negative time.
  return Math.max(0, Math.floor((end - Date.parse(call.contestada)) / 1000));
}

/** The call timer, m:ss. */
export function formatCallTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The call to keep after `incoming` arrives: a newer call replaces the one shown, and the same call only moves
 * forward, so an event that arrives late (or the answer to make_call after the socket's news) never takes it back.
 */
export function laterCall(current: PhoneCallRead | null | undefined, incoming: PhoneCallRead): PhoneCallRead {
  if (!current || incoming.id > current.id) return incoming;
  if (incoming.id < current.id) return current;
  return STATE_ORDER[incoming.estado] >= STATE_ORDER[current.estado] ? incoming : current;
}

/**
 * The contact whose typification opens now that the call changed from `previous` to `next`: a call placed for a
 * contact that was answered and has just been hung up. A failed or unanswered call only shows its reason.
 */
export function contactToTypify(previous: PhoneCallRead | null | undefined, next: PhoneCallRead | null | undefined): number | null {
  if (!next || next.estado !== 'colgada' || !next.contestada || next.contacto === null) return null;
  if (previous?.id === next.id && previous.estado === 'colgada') return null;
  return next.contacto;
}

/** A call placed from the CRM as the server will report it until its first event arrives. */
export function placedCall(answer: { call_id: number; channel_id: string }, number: string, contacto: number | null, now = new Date()): PhoneCallRead {
  return {
    id: answer.call_id, channel_id: answer.channel_id, number, extension: '', estado: 'marcando', motivo: null, contacto,
    iniciada: now.toISOString(), contestada: null, terminada: null,
  };
}

/** A stored phone as the pad shows it and as the PBX dials it: a Colombian number with the 57 prefix, another with all its digits. */
export function phoneDial(phone: string): { shown: string; dialed: string } {
  const number = dialedNumber(phone);
  return { shown: number.digits, dialed: number.national ? `${SOFTPHONE_PREFIX}${number.digits}` : number.digits };
}

/** What a click-to-call asks the softphone for `phone`: the number as shown and dialled, and the contact only when there is one. */
export function callRequest(phone: string, contactId?: number | null): DialRequest {
  return contactId == null ? phoneDial(phone) : { ...phoneDial(phone), contacto: contactId };
}
