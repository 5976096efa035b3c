import { z } from './zod-spanish.js';
import { USER_STATUSES } from './constants.js';

export const DashboardFigures = z.object({
  contactos_activos: z.number().int(),
  gestiones: z.number().int(),
  campaign: z.number().int(),
  gestiones_semana: z.number().int(),
  gestiones_mes: z.number().int(),
  gestiones_finalizadas_hoy: z.number().int(),
  /** Not among the six fields of the original: feeds the 'Conversaciones en Gestión' card. */
  conversaciones_en_gestion: z.number().int(),
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

export const SupervisorReport = AgentsStatusReport.extend({ en_espera: z.number().int() });
export type SupervisorReport = z.infer<typeof SupervisorReport>;
