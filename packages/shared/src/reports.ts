import { z } from './zod-spanish.js';
import { calendarDay, commaSeparatedIds, optionalDbId, refuseReversedRange } from './common.js';
import { MSG } from './messages.js';
import { GESTION_MSG, GESTION_TYPES } from './gestiones.js';
import { CALL_DIRECTIONS } from './telephony.js';

export const REPORT_MSG = {
  dateRangeRequired: 'Por favor, coloque un rango de fechas. La fecha es requerida.',
  noData: 'No hay datos para mostrar.',
  noCalificacion: 'No hay Calificacion para este resultado.',
  empty: 'No se encontraron resultados',
  invalidChoice: GESTION_MSG.invalidChoice,
} as const;

/** Files the reports' exports are downloaded as. */
export const REPORT_FILES = {
  tipificacion: 'Reporte de tipificación.xlsx',
  campanas: 'Reporte de campañas.xlsx',
  llamadasPorHora: 'Llamadas por hora.xlsx',
  duracionLlamadas: 'Duración de llamadas.xlsx',
  primeraAtencion: 'Tiempo de primera atención.xlsx',
  tiempoContacto: 'Tiempo promedio de contacto.xlsx',
  tiempoPorEstado: 'Tiempo por estado.xlsx',
  sla: 'Cumplimiento de SLA.xlsx',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** A day of the range: missing gives the reports' own message (spec §5), not the generic one. */
const requiredDay = () =>
  z.preprocess(blankToUndefined, z.string({ error: () => REPORT_MSG.dateRangeRequired }).pipe(calendarDay(GESTION_MSG.invalidDate)));
const orderedRange = refuseReversedRange('fecha_inicio', 'fecha_fin');
const agents = () => commaSeparatedIds(GESTION_MSG.invalidAgents);
const gestionType = () => z.preprocess(blankToUndefined, z.enum(GESTION_TYPES, { error: () => REPORT_MSG.invalidChoice }).optional());

/** The filters every report takes: a required range of Bogotá days, agents, a campaign and a channel. */
const reportFields = {
  fecha_inicio: requiredDay(),
  fecha_fin: requiredDay(),
  agents: agents(),
  campaign: optionalDbId(),
  type: gestionType(),
};
export const ReportQuery = z.object(reportFields).refine(orderedRange.check, orderedRange.issue);
export type ReportQuery = z.infer<typeof ReportQuery>;

/** GET contact/gestiones_por_tipificacion/: the spec's three filters. */
export const TipificacionQuery = z.object({
  fecha_inicio: reportFields.fecha_inicio, fecha_fin: reportFields.fecha_fin, agents: reportFields.agents,
}).refine(orderedRange.check, orderedRange.issue);
export type TipificacionQuery = z.infer<typeof TipificacionQuery>;

export const CallReportQuery = z.object({
  fecha_inicio: reportFields.fecha_inicio,
  fecha_fin: reportFields.fecha_fin,
  agents: reportFields.agents,
}).refine(orderedRange.check, orderedRange.issue);
export type CallReportQuery = z.infer<typeof CallReportQuery>;

export const CallDurationQuery = z.object({
  fecha_inicio: reportFields.fecha_inicio,
  fecha_fin: reportFields.fecha_fin,
  agents: reportFields.agents,
  direccion: z.enum(['saliente', 'entrante'] as const satisfies readonly (typeof CALL_DIRECTIONS)[number][], {
    error: (issue) => (issue.input === undefined ? MSG.required : REPORT_MSG.invalidChoice),
  }),
}).refine(orderedRange.check, orderedRange.issue);
export type CallDurationQuery = z.infer<typeof CallDurationQuery>;

const count = () => z.number().int();
/** Seconds, or null when there is nothing to measure. */
const seconds = () => z.number().nullable();
const percent = () => z.number();

// --- Typification --------------------------------------------------------------------------

export const TipificacionCalificacion = z.object({ id: z.number().int(), nombre: z.string(), total: count(), porcentaje: percent() });
export const TipificacionResultado = z.object({
  id: z.number().int(), nombre: z.string(), total: count(),
  /** Of the campaign's typified gestiones. */
  porcentaje: percent(),
  /** Each calificación of the resultado with its gestiones; porcentaje of the resultado's. */
  calificaciones: z.array(TipificacionCalificacion),
});
export const TipificacionCampana = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Gestiones with a resultado. */
  total: count(),
  /** Gestiones of the campaign still without a resultado. */
  sin_resultado: count(),
  resultados: z.array(TipificacionResultado),
});
export const GestionesPorTipificacion = z.object({ campanas: z.array(TipificacionCampana), fecha_inicio: z.string(), fecha_fin: z.string() });
export type GestionesPorTipificacion = z.infer<typeof GestionesPorTipificacion>;

// --- Campaigns -----------------------------------------------------------------------------

export const CampaignReportRow = z.object({
  campaign_id: z.number().int(),
  campana: z.string(),
  gestiones: count(),
  finalizadas: count(),
  vencidas: count(),
  /** EN_GESTION and PENDIENTE. */
  abiertas: count(),
  /** Gestiones with a resultado. */
  tipificadas: count(),
  /** tipificadas / gestiones, 0-100. */
  tasa_contacto: percent(),
  /** vencidas / (finalizadas + vencidas), 0-100. */
  tasa_vencimiento: percent(),
  /** The campaign's resultados, most frequent first. */
  resultados: z.array(z.object({ nombre: z.string(), total: count() })),
});
export const CampaignReport = z.object({ filas: z.array(CampaignReportRow), totales: CampaignReportRow.omit({ campaign_id: true, campana: true, resultados: true }) });
export type CampaignReport = z.infer<typeof CampaignReport>;

// --- Calls ---------------------------------------------------------------------------------

export const CallsPerHourSlot = z.object({
  hora: z.string(),
  contestadas: count(), perdidas: count(), ocupadas: count(), fallidas: count(), congestion: count(), total: count(),
});
export const CallsPerHour = z.object({ franjas: z.array(CallsPerHourSlot), total: count() });
export type CallsPerHour = z.infer<typeof CallsPerHour>;

/** Count and distribution of a duration in seconds: mean, median and the 90th percentile. */
export const DurationStats = z.object({ cantidad: count(), promedio: seconds(), p50: seconds(), p90: seconds() });
export type DurationStats = z.infer<typeof DurationStats>;

export const CallDurationAgent = DurationStats.extend({
  agent_id: z.number().int().nullable(),
  agente: z.string(),
  /** Every call of the direction, answered or not. */
  llamadas: count(),
  /** Talk time of the answered calls, in seconds. */
  total_segundos: count(),
});
export const CallDuration = z.object({
  direccion: z.enum(CALL_DIRECTIONS),
  resumen: CallDurationAgent.omit({ agent_id: true, agente: true }),
  agentes: z.array(CallDurationAgent),
});
export type CallDuration = z.infer<typeof CallDuration>;

// --- Conversations -------------------------------------------------------------------------

export const AttentionRow = DurationStats.extend({ clave: z.string(), nombre: z.string() });
/** A duration measured over conversations, overall, per channel and per agent. */
export const AttentionReport = z.object({
  resumen: DurationStats.extend({
    /** Conversations the measure could apply to (started by the customer, or with a gestión). */
    conversaciones: count(),
  }),
  canales: z.array(AttentionRow),
  agentes: z.array(AttentionRow),
});
export type AttentionReport = z.infer<typeof AttentionReport>;

// --- Time per state --------------------------------------------------------------------------

export const TimePerStateRow = DurationStats.extend({ estado: z.string() });
export const TimePerState = z.object({
  estados: z.array(TimePerStateRow),
  agentes: z.array(z.object({ agent_id: z.number().int().nullable(), agente: z.string(), estados: z.array(TimePerStateRow) })),
});
export type TimePerState = z.infer<typeof TimePerState>;

// --- SLA compliance --------------------------------------------------------------------------

export const SlaFigures = z.object({
  /** Conversations opened in the range, started by the customer, in campaigns with an SLA target. */
  conversaciones: count(),
  /** First response within the target. */
  dentro_objetivo: count(),
  /** First response late, or none after the target passed. */
  vencidas: count(),
  /** Not decided yet: unanswered and still within the target. */
  pendientes: count(),
  /** dentro_objetivo / (dentro_objetivo + vencidas), in percent with one decimal; null with nothing decided. */
  cumplimiento: z.number().nullable(),
  /** Median seconds from the clock's start to the first answer, of the answered ones. */
  mediana_primera_respuesta: z.number().nullable(),
  /** Resolution (typification) within its target, and missed; counted only where the campaign has one. */
  resolucion_dentro: count(),
  resolucion_vencidas: count(),
  /** Closing surveys answered, and CSAT: the share (%) whose first single-choice question got its first (best) option. */
  encuestas: count(),
  csat: z.number().nullable(),
});
export const SlaRow = SlaFigures.extend({
  dia: z.string(),
  campaign_id: z.number().int(),
  campana: z.string(),
  agent_id: z.number().int().nullable(),
  agente: z.string(),
});
export const SlaReport = z.object({
  resumen: SlaFigures,
  campanas: z.array(SlaFigures.extend({ campaign_id: z.number().int(), campana: z.string() })),
  agentes: z.array(SlaFigures.extend({ agent_id: z.number().int().nullable(), agente: z.string() })),
  /** Per Bogotá day, campaign and agent. */
  filas: z.array(SlaRow),
});
export type SlaReport = z.infer<typeof SlaReport>;
