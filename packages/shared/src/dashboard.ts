import { z } from './zod-spanish.js';
import { USER_STATUSES } from './constants.js';
import { GESTION_MSG, GestionReportItem } from './gestiones.js';
import { MAX_DB_ID } from './common.js';

/** Bogotá calendar days, both included, as the history filters take them. */
export const DayRange = z.object({ fecha_inicio: z.string(), fecha_fin: z.string() });
export type DayRange = z.infer<typeof DayRange>;

/** The days each gestiones card counts; its link lists the same days. */
export const DashboardPeriods = z.object({ hoy: DayRange, semana: DayRange, mes: DayRange });
export type DashboardPeriods = z.infer<typeof DashboardPeriods>;

export const DashboardFigures = z.object({
  contactos_activos: z.number().int(),
  gestiones: z.number().int(),
  campaign: z.number().int(),
  gestiones_semana: z.number().int(),
  gestiones_mes: z.number().int(),
  gestiones_finalizadas_hoy: z.number().int(),
  /** Not among the six fields of the original: feeds the 'Conversaciones en Gestión' card. */
  conversaciones_en_gestion: z.number().int(),
  /** Not among the fields of the original: the days behind gestiones, gestiones_semana and gestiones_mes. */
  periodos: DashboardPeriods,
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

export const AgentStatus = z.object({
  id: z.number().int(),
  full_name: z.string(),
  status: z.enum(USER_STATUSES),
});
export type AgentStatus = z.infer<typeof AgentStatus>;

export const AgentsStatusReport = z.object({ agentes: z.array(AgentStatus) });
export type AgentsStatusReport = z.infer<typeof AgentsStatusReport>;

/** Gestiones listed per agent and column of the supervision report; the counts stay exact. */
export const SUPERVISION_LIST_LIMIT = 20;

export const SupervisionQuery = z.object({
  campaign: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: () => GESTION_MSG.invalidChoice })
      .int(GESTION_MSG.invalidChoice)
      .positive(GESTION_MSG.invalidChoice)
      .max(MAX_DB_ID, GESTION_MSG.invalidChoice)
      .optional(),
  ),
});
export type SupervisionQuery = z.infer<typeof SupervisionQuery>;

export const SupervisionGestion = GestionReportItem;
export type SupervisionGestion = z.infer<typeof SupervisionGestion>;

export const SupervisionRow = AgentStatus.extend({
  /** The user whose connection history /sessionList/{contact_id} shows. */
  contact_id: z.number().int(),
  gestiones_en_gestion: z.array(SupervisionGestion),
  gestiones_en_gestion_count: z.number().int(),
  gestiones_finalizadas_hoy: z.array(SupervisionGestion),
  gestiones_finalizadas_hoy_count: z.number().int(),
  /** The agent's open chat conversations (id: the conversation's), as Mis Gestiones lists them. */
  conversaciones_en_gestion: z.array(SupervisionGestion),
  conversaciones_en_gestion_count: z.number().int(),
  last_login: z.string().nullable(),
  /** CSAT today (%) of the agent's conversations whose closing survey was answered today; null with none. */
  csat_hoy: z.number().nullable(),
});
export type SupervisionRow = z.infer<typeof SupervisionRow>;

/** Conversations waiting in one campaign; campaign_id and campaign are null for those without a campaign. */
export const WaitingConversations = z.object({
  campaign_id: z.number().int().nullable(),
  campaign: z.string().nullable(),
  total: z.number().int(),
});
export type WaitingConversations = z.infer<typeof WaitingConversations>;

export const SupervisorReport = z.object({ agentes: z.array(SupervisionRow), en_espera: z.array(WaitingConversations) });
export type SupervisorReport = z.infer<typeof SupervisorReport>;
