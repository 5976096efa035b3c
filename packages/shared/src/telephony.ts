import { z } from './zod-spanish.js';
import { digits, requiredText } from './common.js';
import { USER_MSG } from './users.js';

export const MakeCallRequest = z.object({
  number: digits().max(20),
  /** Used only when the user has no extension of their own; absent or blank rings SOFTPHONE_EXTENSION. */
  extension: z.string().trim().regex(/^\d{0,10}$/, USER_MSG.invalidExtension).optional(),
  /** The contact being called, so the finished call can open its typification. */
  contacto: z.number().int().positive().max(2_147_483_647).optional(),
});
export type MakeCallRequest = z.infer<typeof MakeCallRequest>;

export const HangupRequest = z.object({
  channel_id: requiredText(200),
});
export type HangupRequest = z.infer<typeof HangupRequest>;

/** The answer to a call placed through the PBX: the channel to hang up later and the call's id. */
export const MakeCallAnswer = z.object({ data: z.object({ channel_id: z.string(), call_id: z.number().int() }) });
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

/** Spanish messages of click-to-call. */
export const TELEPHONY_MSG = {
  amiDisconnected: 'AMI desconectado',
  callInProgress: 'Ya tiene una llamada en curso: cuélguela antes de marcar otra.',
  callNotFound: 'La llamada no existe o ya terminó.',
  hungUp: 'Llamada colgada.',
  spyNoExtension: 'Configure su extensión en su usuario para escuchar llamadas.',
  spyAgentNoExtension: 'El agente no tiene extensión configurada.',
  spyAgentNotFound: 'El agente no existe.',
  spyYourself: 'No puede supervisar su propia extensión.',
  spyStarted: (mode: SpyMode) => `Su extensión timbrará para ${SPY_MODE_VERBS[mode]} la llamada del agente.`,
} as const;

/** How a supervisor joins an agent's call (Asterisk ChanSpy): only listening, speaking to the agent alone, or to both. */
export const SPY_MODES = ['escuchar', 'susurrar', 'intervenir'] as const;
export type SpyMode = (typeof SPY_MODES)[number];
const SPY_MODE_VERBS: Record<SpyMode, string> = { escuchar: 'escuchar', susurrar: 'susurrarle al agente en', intervenir: 'intervenir en' };

export const SpyRequest = z.object({
  agent: z.number({ error: () => 'Seleccione un agente.' }).int().positive().max(2_147_483_647),
  modo: z.enum(SPY_MODES, { error: () => 'Seleccione escuchar, susurrar o intervenir.' }),
});
export type SpyRequest = z.infer<typeof SpyRequest>;

/** Why a call placed from the CRM did not connect, by the PBX's OriginateResponse Reason. */
export const CALL_FAILURE_REASONS = {
  busy: 'Ocupado',
  noAnswer: 'No contestó',
  congestion: 'Congestión',
  failed: 'Falló la llamada',
} as const;

/** A call placed from the CRM as its agent sees it; `channel_id` is the PBX channel, or the ActionID until the PBX names one. */
export const PhoneCallRead = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  number: z.string(),
  extension: z.string(),
  estado: z.enum(CALL_STATES),
  motivo: z.string().nullable(),
  contacto: z.number().int().nullable(),
  iniciada: z.string(),
  contestada: z.string().nullable(),
  terminada: z.string().nullable(),
});
export type PhoneCallRead = z.infer<typeof PhoneCallRead>;

/** The link to the PBX as the server sees it. */
export const AMI_STATES = ['conectado', 'desconectado', 'no_configurado'] as const;
export type AmiState = (typeof AMI_STATES)[number];

export const TelephonyStatus = z.object({ ami: z.enum(AMI_STATES), llamada: PhoneCallRead.nullable() });
export type TelephonyStatus = z.infer<typeof TelephonyStatus>;

/** What /ws/telephony/ sends: one of the user's calls changed. */
export const CALL_CHANGED_EVENT = 'call.changed';
export interface CallChangedEvent {
  type: typeof CALL_CHANGED_EVENT;
  llamada: PhoneCallRead;
}

export const HangupAnswer = z.object({ detail: z.string() });
