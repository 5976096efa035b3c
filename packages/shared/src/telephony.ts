import { z } from './zod-spanish.js';
import { digits, requiredText } from './common.js';

export const MakeCallRequest = z.object({
  number: digits().max(20),
  extension: requiredText(20),
});
export type MakeCallRequest = z.infer<typeof MakeCallRequest>;

export const HangupRequest = z.object({
  channel_id: requiredText(200),
});
export type HangupRequest = z.infer<typeof HangupRequest>;

/** The answer to a call placed through the PBX: the channel to hang up later. */
export const MakeCallAnswer = z.object({ data: z.object({ channel_id: z.string() }) });
export type MakeCallAnswer = z.infer<typeof MakeCallAnswer>;

/** The state of a call placed from the CRM, as the agent's screen shows it. */
export const CALL_STATES = ['marcando', 'timbrando', 'contestada', 'colgada', 'fallida'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** A CDR row's disposition and its Spanish name (spec §4 'Call status'). */
export const CALL_DISPOSITIONS = ['ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED', 'CONGESTION'] as const;
export type CallDisposition = (typeof CALL_DISPOSITIONS)[number];
export const CALL_DISPOSITION_LABELS: Record<CallDisposition, string> = {
  ANSWERED: 'Contestada',
  FAILED: 'Fallida',
  BUSY: 'Ocupado',
  CONGESTION: 'Congestión',
  'NO ANSWER': 'Perdida',
};

/** Which way a call record went: from an agent's extension out, from outside in, or between extensions. */
export const CALL_DIRECTIONS = ['saliente', 'entrante', 'interna'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
