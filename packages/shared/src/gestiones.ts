import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { calendarDay, commaSeparatedIds, dbId, KeysetPageQuery, optionalDbId, PageQuery, refuseReversedRange } from './common.js';

export const GESTION_MSG = {
  created: 'Se ha creado la Gestión con éxito',
  calificacionRequired: 'La calificación es obligatoria',
  descripcionRequired: 'La descripción es obligatoria',
  completeRequired: 'Por favor, complete todos los campos obligatorios.',
  contactRequired: 'El contacto es obligatorio',
  contactNotFound: 'El contacto no existe.',
  calificacionNotFound: 'La calificación seleccionada no existe.',
  descripcionMismatch: 'La descripción no pertenece a la calificación seleccionada.',
  tipoGestionNotFound: 'El tipo de gestión seleccionado no existe.',
  unknownCampaign: (id: number) => `La campaña ${id} no existe.`,
  notOpen: 'Solo se puede modificar una Gestión En Gestión o Pendiente.',
  viewAllRequired: 'No tiene permiso para filtrar las gestiones de otros agentes.',
  invalidAgents: 'Introduzca una lista de identificadores separados por comas.',
  invalidHour: 'Introduzca una hora válida (HH:MM).',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidChoice: 'Seleccione una opción válida.',
  dateRangeRequired: 'Por favor, coloque un rango de fechas. La fecha es requerida.',
  emptyList: MSG.emptyResults,
} as const;

export const GESTION_ESTADOS = ['EN_GESTION', 'PENDIENTE', 'FINALIZADO', 'VENCIDO'] as const;
export type GestionEstado = (typeof GESTION_ESTADOS)[number];
/** Estados in which a gestión can still be edited and expires after the campaign's closing hours. */
export const OPEN_GESTION_ESTADOS = ['EN_GESTION', 'PENDIENTE'] as const;
export const DEFAULT_GESTION_ESTADO: GestionEstado = 'FINALIZADO';
/** A gestión is never created already VENCIDO: only the closing-time job sets it. */
export const GESTION_CREATE_ESTADOS = ['EN_GESTION', 'PENDIENTE', 'FINALIZADO'] as const;
export const GESTION_ESTADO_LABELS: Record<GestionEstado, string> = {
  EN_GESTION: 'En Gestión',
  PENDIENTE: 'Pendiente',
  FINALIZADO: 'Finalizado',
  VENCIDO: 'Vencido',
};
export const GESTION_ESTADO_COLORS: Record<GestionEstado, string> = {
  EN_GESTION: 'purple',
  PENDIENTE: 'yellow',
  FINALIZADO: 'green',
  VENCIDO: 'red',
};

/** Canal de comunicación. */
export const GESTION_TYPES = ['WhatsApp', 'Telegram', 'Facebook', 'Telefonía - Manual'] as const;
export type GestionType = (typeof GESTION_TYPES)[number];
export const DEFAULT_GESTION_TYPE: GestionType = 'Telefonía - Manual';
/** Channels offered by the history and report filters. */
export const GESTION_FILTER_TYPES = ['WhatsApp', 'Telefonía - Manual'] as const;
/** Channels whose open gestiones are conversations in progress. */
export const CONVERSATION_GESTION_TYPES = ['WhatsApp', 'Telegram', 'Facebook'] as const;

export const GESTION_CITIES = ['BOGOTA', 'BUCARAMANGA'] as const;
export const GESTION_CITY_LABELS: Record<(typeof GESTION_CITIES)[number], string> = {
  BOGOTA: 'Bogotá',
  BUCARAMANGA: 'Bucaramanga',
};

export const PROXIMO_CONTACTO_FILTROS = ['hoy', 'manana', 'semana'] as const;
export type ProximoContactoFiltro = (typeof PROXIMO_CONTACTO_FILTROS)[number];
export const REPORT_RANGES = ['hoy', 'semana'] as const;

export const GESTIONES_EXPORT_FILE = 'Gestiones.xlsx';
export const POR_FINALIZAR_LIMIT = 100;
export const POR_HORA_DETALLE_LIMIT = 200;

// ---------------------------------------------------------------------------------------------
// Field builders. The browser sends '' for a cleared field.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
const blankToUndefined = (value: unknown) => (isBlank(withoutNul(value)) ? undefined : withoutNul(value));
const blankToNull = (value: unknown) => (isBlank(withoutNul(value)) ? null : withoutNul(value));

const id = (message?: string) => dbId(message);
const queryId = () => optionalDbId();

const dateText = () => calendarDay(GESTION_MSG.invalidDate);
const hourMinute = () =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, GESTION_MSG.invalidHour)
    .transform((value) => value.slice(0, 5));
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => GESTION_MSG.invalidChoice });

/** A comma separated list of ids ('3,7,9'); blank means no filter. */
const idList = () => commaSeparatedIds(GESTION_MSG.invalidAgents);
const queryBoolean = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: () => GESTION_MSG.invalidChoice })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  );

// ---------------------------------------------------------------------------------------------
// Payloads

export const GestionCreate = z.object({
  contacto: z.preprocess(blankToUndefined, id(GESTION_MSG.contactRequired)),
  calificacion: z.preprocess(blankToUndefined, id(GESTION_MSG.calificacionRequired)),
  descripcion: z.preprocess(blankToUndefined, id(GESTION_MSG.descripcionRequired)),
  observaciones: z.preprocess(blankToUndefined, z.string().trim().max(5000).optional().default('')),
  estado: z.preprocess(blankToUndefined, choice(GESTION_CREATE_ESTADOS).optional().default('FINALIZADO')),
  tipo_gestion: z.preprocess(blankToNull, id().nullable()).optional(),
  campaign: z.preprocess((value) => (isBlank(value) ? [] : value), z.array(id()).max(100)).optional().default([]),
  is_leads: z.preprocess((value) => (isBlank(value) ? false : value), z.boolean()).optional().default(false),
  ciudad: z.preprocess(blankToNull, choice(GESTION_CITIES).nullable()).optional(),
  placa: z.preprocess(blankToNull, z.string().trim().max(20).toUpperCase().nullable()).optional(),
  type: z.preprocess(blankToUndefined, choice(GESTION_TYPES).optional().default(DEFAULT_GESTION_TYPE)),
  fecha_proximo_contacto: z.preprocess(blankToNull, dateText().nullable()).optional(),
  hora_proximo_contacto: z.preprocess(blankToNull, hourMinute().nullable()).optional(),
});
export type GestionCreate = z.infer<typeof GestionCreate>;

export const GestionCreated = z.object({ id: z.number().int(), message: z.string() });
export type GestionCreated = z.infer<typeof GestionCreated>;

export const GestionUpdate = z.object({
  estado: z.preprocess(blankToUndefined, choice(GESTION_ESTADOS).optional()),
  calificacion: z.preprocess(blankToUndefined, id().optional()),
  descripcion: z.preprocess(blankToUndefined, id().optional()),
  observaciones: z.preprocess(withoutNul, z.string().trim().max(5000).optional()),
});
export type GestionUpdate = z.infer<typeof GestionUpdate>;

// ---------------------------------------------------------------------------------------------
// Read shapes

const Named = z.object({ id: z.number().int(), name: z.string() });
const Person = z.object({ id: z.number().int(), get_full_name: z.string() });

export const GestionRead = z.object({
  id: z.number().int(),
  created_date: z.string(),
  campaign: Named.nullable(),
  campaigns: z.array(Named),
  type: z.string(),
  calificacion: Named.nullable(),
  descripcion: Named.nullable(),
  tipo_gestion: Named.nullable(),
  agent: Person.nullable(),
  estado: z.string(),
  observaciones: z.string(),
  contacto: z.object({ id: z.number().int(), get_full_name: z.string(), phone: z.string().nullable() }),
  contacto_id: z.number().int(),
  isLead: z.boolean(),
  ciudad: z.string().nullable(),
  placa: z.string().nullable(),
  fecha_finalizacion: z.string().nullable(),
  fecha_proximo_contacto: z.string().nullable(),
  hora_proximo_contacto: z.string().nullable(),
  /** Seconds from creation to finalization, or to now while it is not finalized. */
  duration_gestion: z.number().int(),
});
export type GestionRead = z.infer<typeof GestionRead>;

export const GestionListItem = z.object({
  id: z.number().int(),
  created_date: z.string(),
  campaign: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.string(),
  calificacion: z.string().nullable(),
  descripcion: z.string().nullable(),
  agent: z.string().nullable(),
  estado: z.string(),
  contacto: z.string(),
  contacto_id: z.number().int(),
});
export type GestionListItem = z.infer<typeof GestionListItem>;

/** Filters shared by the history list, its export and the hourly report. */
const gestionFilters = {
  contact: queryId(),
  fecha_inicio: z.preprocess(blankToUndefined, dateText().optional()),
  fecha_fin: z.preprocess(blankToUndefined, dateText().optional()),
  estado: z.preprocess(blankToUndefined, choice(GESTION_ESTADOS).optional()),
  agents: idList(),
  campaign: queryId(),
  type: z.preprocess(blankToUndefined, choice(GESTION_TYPES).optional()),
  is_leads: queryBoolean(),
  /** Only gestiones that went through the bot (true) or that did not (false): the slices of 'Ingresados al Bot'. */
  en_bot: queryBoolean(),
  /** Only conversations in progress: open (EN_GESTION, PENDIENTE) WhatsApp, Telegram and Facebook gestiones. */
  en_curso: queryBoolean(),
};

/** 'Desde' after 'Hasta' is a 400 under fecha_fin rather than an empty list. */
const orderedRange = refuseReversedRange('fecha_inicio', 'fecha_fin');

export const GestionListQuery = KeysetPageQuery.extend(gestionFilters).refine(orderedRange.check, orderedRange.issue);
export type GestionListQuery = z.infer<typeof GestionListQuery>;

export const GestionExportQuery = z.object(gestionFilters).refine(orderedRange.check, orderedRange.issue);
export type GestionExportQuery = z.infer<typeof GestionExportQuery>;

/** Filters that only users allowed to see every agent's gestiones may use. */
export const ELEVATED_GESTION_FILTERS = ['estado', 'agents', 'campaign', 'type', 'is_leads'] as const;

export const ProximoContactoQuery = PageQuery.omit({ search: true }).extend({
  filtro: z.preprocess(blankToUndefined, choice(PROXIMO_CONTACTO_FILTROS).optional().default('hoy')),
});
export type ProximoContactoQuery = z.infer<typeof ProximoContactoQuery>;

export const ProximoContactoItem = z.object({
  id: z.number().int(),
  contacto: z.string(),
  contacto_id: z.number().int(),
  phone: z.string().nullable(),
  fecha_proximo_contacto: z.string(),
  hora_proximo_contacto: z.string().nullable(),
  campaign: z.string().nullable(),
  agent: z.string().nullable(),
});
export type ProximoContactoItem = z.infer<typeof ProximoContactoItem>;

export const PorFinalizarItem = z.object({
  contacto_id: z.number().int(),
  name: z.string(),
  /** 'EN GESTION' or 'PENDIENTE'. */
  estado: z.string(),
  phone: z.string().nullable(),
  /** Creation date of that latest open gestión. */
  ultima_gestion: z.string(),
  campaign: z.string().nullable(),
  agent: z.string().nullable(),
  gestion_id: z.number().int(),
});
export type PorFinalizarItem = z.infer<typeof PorFinalizarItem>;

const reportRange = () => z.preprocess(blankToUndefined, choice(REPORT_RANGES).optional());

const porHoraFields = z.object({
  rango: reportRange(),
  fecha_inicio: gestionFilters.fecha_inicio,
  fecha_fin: gestionFilters.fecha_fin,
  estado: gestionFilters.estado,
  agents: gestionFilters.agents,
  campaign: gestionFilters.campaign,
  type: gestionFilters.type,
});
export const GestionesPorHoraQuery = porHoraFields.refine(orderedRange.check, orderedRange.issue);
export type GestionesPorHoraQuery = z.infer<typeof GestionesPorHoraQuery>;

export const GestionesPorHoraDetalleQuery = porHoraFields.extend({
  hora: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: () => GESTION_MSG.invalidHour }).int(GESTION_MSG.invalidHour).min(0, GESTION_MSG.invalidHour).max(23, GESTION_MSG.invalidHour),
  ),
}).refine(orderedRange.check, orderedRange.issue);
export type GestionesPorHoraDetalleQuery = z.infer<typeof GestionesPorHoraDetalleQuery>;

export const GestionesPorHora = z.object({
  /** One slot per hour of the Bogotá day ('HH:00'), in order. */
  slots: z.array(z.object({ hora: z.string(), contador: z.number().int() })),
  total_gestiones: z.number().int(),
});
export type GestionesPorHora = z.infer<typeof GestionesPorHora>;

/** A gestión as the report lists show it: who, which campaign, its estado and channel. */
export const GestionReportItem = z.object({
  id: z.number().int(),
  contacto: z.string(),
  campana: z.string().nullable(),
  estado: z.string(),
  created_date: z.string(),
  type: z.string(),
});
export type GestionReportItem = z.infer<typeof GestionReportItem>;

/** The same filters as the hourly report: a rango (the dashboard) or fecha_inicio and fecha_fin (the report). */
export const GestionesPorBotQuery = porHoraFields.refine(orderedRange.check, orderedRange.issue);
export type GestionesPorBotQuery = z.infer<typeof GestionesPorBotQuery>;

export const GestionesPorBot = z.object({
  gestiones_en_bot: z.number().int(),
  gestiones_fuera_bot: z.number().int(),
  gestiones: z.number().int(),
  gestiones_fuera_bot_list: z.array(GestionReportItem),
  gestiones_en_bot_list: z.array(GestionReportItem),
  /** The Bogotá days counted (both included; '' for an open end): the history lists each slice with these and en_bot. */
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
});
export type GestionesPorBot = z.infer<typeof GestionesPorBot>;

/** Message sent on /ws/dashboard/ when a gestión is created, changed or expires. */
/** What an open dashboard hears, at most one of each kind per half second, with how many changes it stands for. */
export const DashboardEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('gestion'), creadas: z.number().int(), actualizadas: z.number().int(), vencidas: z.number().int() }),
  z.object({ type: z.literal('contactos'), cambios: z.number().int() }),
]);
export type DashboardEvent = z.infer<typeof DashboardEvent>;
export const DASHBOARD_TOPIC = 'dashboard';
