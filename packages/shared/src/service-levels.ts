import { z } from './zod-spanish.js';
import { MAX_DB_ID } from './common.js';

/** Service levels of a campaign: business hours reply, SLA targets, CSAT at close and automatic assignment. */
export const SERVICE_LEVEL_MSG = {
  outOfHoursTooLong: 'El mensaje fuera de horario admite como máximo 1000 caracteres.',
  outOfHoursText: 'El mensaje fuera de horario debe ser un texto.',
  firstResponseRange: 'Indique los minutos para la primera respuesta: un número entero de 1 a 1440, o déjelo vacío.',
  resolutionRange: 'Indique los minutos para la resolución: un número entero de 1 a 43200, o déjelo vacío.',
  capacityRange: 'Indique cuántas conversaciones abiertas puede tener cada agente: un número entero de 1 a 50.',
  autoAssignBoolean: 'Indique si la asignación es automática: verdadero o falso.',
  surveyInvalid: 'Seleccione una encuesta válida.',
  surveyNotFound: 'La encuesta no existe.',
  surveyOtherCampaign: 'La encuesta de cierre debe ser una encuesta de esta campaña.',
  surveyNotByLink: 'La encuesta de cierre debe responderse por enlace (medio WhatsApp o General).',
} as const;

export const MAX_OUT_OF_HOURS_MESSAGE = 1000;
export const FIRST_RESPONSE_MINUTES = { min: 1, max: 1440 } as const;
export const RESOLUTION_MINUTES = { min: 1, max: 43_200 } as const;
export const AGENT_CAPACITY = { min: 1, max: 50, default: 5 } as const;

/** The text of the out-of-hours reply may name the next opening with this placeholder. */
export const NEXT_OPENING_PLACEHOLDER = '{proxima_apertura}';

/** A campaign's service levels as the campaign reads return them. */
export const ServiceLevelSettings = z.object({
  mensaje_fuera_horario: z.string().nullable(),
  sla_primera_respuesta_min: z.number().int().nullable(),
  sla_resolucion_min: z.number().int().nullable(),
  encuesta_cierre: z.number().int().nullable(),
  asignacion_automatica: z.boolean(),
  capacidad_agente: z.number().int(),
});
export type ServiceLevelSettings = z.infer<typeof ServiceLevelSettings>;

export const DEFAULT_SERVICE_LEVELS: ServiceLevelSettings = {
  mensaje_fuera_horario: null,
  sla_primera_respuesta_min: null,
  sla_resolucion_min: null,
  encuesta_cierre: null,
  asignacion_automatica: false,
  capacidad_agente: AGENT_CAPACITY.default,
};

/** Whole minutes in a range, or null (an empty text counts as null: the form's emptied field). */
const minutesOrNull = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.number({ error: () => message }).int(message).min(range.min, message).max(range.max, message).nullable(),
  );

/** The fields of a campaign's change that set its service levels; each one is optional. */
export const ServiceLevelSettingsChange = z.object({
  mensaje_fuera_horario: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\u0000/g, '').trim() || null : value),
    z.string({ error: () => SERVICE_LEVEL_MSG.outOfHoursText }).max(MAX_OUT_OF_HOURS_MESSAGE, SERVICE_LEVEL_MSG.outOfHoursTooLong).nullable(),
  ).optional(),
  sla_primera_respuesta_min: minutesOrNull(FIRST_RESPONSE_MINUTES, SERVICE_LEVEL_MSG.firstResponseRange).optional(),
  sla_resolucion_min: minutesOrNull(RESOLUTION_MINUTES, SERVICE_LEVEL_MSG.resolutionRange).optional(),
  encuesta_cierre: z.number({ error: () => SERVICE_LEVEL_MSG.surveyInvalid }).int(SERVICE_LEVEL_MSG.surveyInvalid)
    .positive(SERVICE_LEVEL_MSG.surveyInvalid).max(MAX_DB_ID, SERVICE_LEVEL_MSG.surveyInvalid).nullable().optional(),
  asignacion_automatica: z.boolean({ error: () => SERVICE_LEVEL_MSG.autoAssignBoolean }).optional(),
  capacidad_agente: z.number({ error: () => SERVICE_LEVEL_MSG.capacityRange }).int(SERVICE_LEVEL_MSG.capacityRange)
    .min(AGENT_CAPACITY.min, SERVICE_LEVEL_MSG.capacityRange).max(AGENT_CAPACITY.max, SERVICE_LEVEL_MSG.capacityRange).optional(),
});
export type ServiceLevelSettingsChange = z.infer<typeof ServiceLevelSettingsChange>;

// --- Wallboard ---------------------------------------------------------------------------------

export const WallboardAgents = z.object({
  /** Signed in, not paused, under their campaign's capacity of open conversations and on no call. */
  disponibles: z.number().int(),
  en_pausa: z.number().int(),
  /** Signed in but at capacity of open conversations, or on a call. */
  ocupados: z.number().int(),
  desconectados: z.number().int(),
});

export const WallboardCampaign = z.object({
  campaign_id: z.number().int(),
  campaign: z.string(),
  en_espera: z.number().int(),
  /** The longest current wait of the queue in seconds (0 with nobody waiting). */
  espera_max_segundos: z.number().int(),
  en_gestion: z.number().int(),
  agentes: WallboardAgents,
  /** Paused agents by pause reason. */
  pausas: z.array(z.object({ motivo: z.string(), agentes: z.number().int() })),
  /**
   * Share (0–1) of today's conversations whose first answer came within the campaign's target, among those already
   * decided (answered, or unanswered past the target); null without a target or with none decided.
   */
  sla_cumplimiento_hoy: z.number().nullable(),
  /** Conversations unanswered past the first-response target right now. */
  sla_vencidas: z.number().int(),
  /** CSAT today (share of top answers); null while no closing survey was answered today. */
  csat_hoy: z.number().nullable(),
});
export type WallboardCampaign = z.infer<typeof WallboardCampaign>;

export const Wallboard = z.object({ campaigns: z.array(WallboardCampaign) });
export type Wallboard = z.infer<typeof Wallboard>;

// --- SLA of a conversation -----------------------------------------------------------------------

/** EN_TIEMPO; POR_VENCER in the last fifth of a target's time; VENCIDO once a target was missed; CUMPLIDO when every target was met. */
export const SLA_ESTADOS = ['EN_TIEMPO', 'POR_VENCER', 'VENCIDO', 'CUMPLIDO'] as const;
export type SlaEstado = (typeof SLA_ESTADOS)[number];
export const SLA_ESTADO_LABELS: Record<SlaEstado, string> = {
  EN_TIEMPO: 'En tiempo',
  POR_VENCER: 'Por vencer',
  VENCIDO: 'Vencido',
  CUMPLIDO: 'Cumplido',
};

/** A conversation's SLA: when each target falls due (null without that target) and where it stands (null without targets). */
export const ConversationSla = z.object({
  primera_respuesta_vence: z.string().nullable(),
  resolucion_vence: z.string().nullable(),
  estado: z.enum(SLA_ESTADOS).nullable(),
});
export type ConversationSla = z.infer<typeof ConversationSla>;

export const NO_SLA: ConversationSla = { primera_respuesta_vence: null, resolucion_vence: null, estado: null };
