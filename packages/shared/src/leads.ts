import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { calendarDay, commaSeparatedIds, dbId, optionalDbId, PageQuery, refuseReversedRange } from './common.js';
import { CONTACT_DOCUMENT_TYPES, GENDERS } from './contacts.js';
import { isValidPhone } from './phones.js';

export const LEAD_MSG = {
  required: 'Este campo es requerido',
  authorizationRequired: 'Autoriza el tratamiento de tus datos personales para enviar el formulario.',
  invalidChoice: 'Seleccione una opción válida.',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidDateTime: 'Introduzca una fecha válida (AAAA-MM-DD o AAAA-MM-DD HH:MM).',
  invalidPhone: 'Introduzca un número de teléfono válido.',
  invalidIds: 'Introduzca una lista de identificadores separados por comas.',
  contactOrNew: 'Seleccione un contacto o cree uno nuevo, no ambos.',
  noLeads: 'Agregue al menos una programación.',
  tooManyLeads: (max: number) => `Se pueden programar hasta ${max} leads a la vez.`,
  notFound: 'El lead no existe.',
  contactNotFound: 'El contacto no existe.',
  campaignNotFound: 'La campaña no existe.',
  agentNotFound: 'El agente no existe o no está activo.',
  agentNotInCampaign: 'El agente no pertenece a la campaña seleccionada.',
  gestionRequired: 'Indique la gestión con la que se finaliza el lead.',
  gestionNotFound: 'La gestión no existe.',
  gestionOtherContact: 'La gestión no es del contacto del lead.',
  transitionRefused: (estado: string, accion: string) => `No se puede ${accion === 'INICIAR' ? 'iniciar' : 'finalizar'} un lead en estado ${LEAD_ESTADO_LABELS[estado as LeadEstado] ?? estado}.`,
  notYours: 'Este lead está asignado a otro agente.',
  viewAllRequired: 'No tiene permiso para filtrar los leads de otros agentes.',
  alreadyFinished: 'El lead ya está finalizado: no se puede reasignar.',
  scheduled: (count: number) => (count === 1 ? 'Se programó 1 lead.' : `Se programaron ${count} leads.`),
  assigned: 'Lead asignado.',
  formSent: 'Formulario enviado',
  formTooMany: 'Has enviado demasiados formularios en poco tiempo. Intenta de nuevo en unos minutos.',
  prospectCreated: 'Prospecto creado.',
  uploadNotSpreadsheet: 'El archivo no es una hoja de cálculo válida (.xlsx).',
  uploadOldExcel: 'El archivo está en el formato antiguo .xls: ábralo en Excel y guárdelo como .xlsx.',
  uploadMissingColumns: (columns: string) => `Faltan columnas en el archivo: ${columns}.`,
  uploadEmpty: 'El archivo no tiene filas con datos.',
  uploadTooManyRows: (max: number) => `El archivo tiene más de ${max} filas.`,
  uploadHasErrors: 'El archivo tiene errores; no se programó ningún lead.',
  dateRangeRequired: 'Por favor, coloque un rango de fechas. La fecha es requerida.',
} as const;

export const LEAD_ESTADOS = ['SIN_ASIGNAR', 'PENDIENTE', 'EN_PROCESO', 'FINALIZADO'] as const;
export type LeadEstado = (typeof LEAD_ESTADOS)[number];
export const LEAD_ESTADO_LABELS: Record<LeadEstado, string> = {
  SIN_ASIGNAR: 'Sin Asignar',
  PENDIENTE: 'Pendiente',
  EN_PROCESO: 'En Proceso',
  FINALIZADO: 'Finalizado',
};

/** event: arrived by itself (the public form, a prospect); programado: a follow-up scheduled for an agent. */
export const LEAD_TIPOS = ['event', 'programado'] as const;
export type LeadTipo = (typeof LEAD_TIPOS)[number];

export const LEAD_ACCIONES = ['INICIAR', 'FINALIZAR'] as const;
export type LeadAccion = (typeof LEAD_ACCIONES)[number];

/** Where a lead came from, as the list's Origen column shows it. */
export const LEAD_SOURCES = {
  form: 'Formulario web',
  manual: 'Programación manual',
  upload: 'Archivo de programaciones',
  prospect: 'Prospecto',
} as const;

export const LEADS_EXPORT_FILE = 'Reporte Leads.xlsx';
export const LEADS_SCHEDULE_TEMPLATE_FILE = 'Plantilla Programaciones.xlsx';
export const LEADS_MAX_SCHEDULE = 200;
export const LEADS_UPLOAD_MAX_ROWS = 5_000;
export const LEADS_POR_HORA_LIST_LIMIT = 50;
/** Columns of the scheduling spreadsheet, in the template's order. */
export const LEADS_UPLOAD_COLUMNS = {
  telefono: 'Teléfono',
  nombres: 'Nombres',
  apellidos: 'Apellidos',
  email: 'Email',
  campana: 'Campaña',
  agente: 'Agente',
  observaciones: 'Observaciones',
  vencimiento: 'Fecha de Vencimiento',
} as const;

/** The hours of the leads report: everything before 8 a.m. in one bar, then one bar per hour (Bogotá). */
export const LEADS_FRANJAS = ['antes_8am', ...Array.from({ length: 16 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`)] as const;

// ---------------------------------------------------------------------------------------------
// Field builders. The browser sends '' for a cleared field.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
const blankToUndefined = (value: unknown) => (isBlank(withoutNul(value)) ? undefined : withoutNul(value));
const blankToNull = (value: unknown) => (isBlank(withoutNul(value)) ? null : withoutNul(value));
const requiredError = { error: (issue: { input?: unknown }) => (isBlank(issue.input) ? LEAD_MSG.required : undefined) };

const requiredText = (max: number) => z.preprocess(blankToUndefined, z.string(requiredError).trim().min(1, LEAD_MSG.required).max(max));
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (isBlank(issue.input) ? LEAD_MSG.required : LEAD_MSG.invalidChoice) });
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToUndefined, choice(values));
const requiredEmail = () => z.preprocess(blankToUndefined, z.string(requiredError).trim().toLowerCase().max(254).pipe(z.email(MSG.invalidEmail)));
const requiredPhone = () => z.preprocess(blankToUndefined, z.string(requiredError).trim().max(30).refine(isValidPhone, LEAD_MSG.invalidPhone));
const requiredId = () => z.preprocess(blankToUndefined, dbId(LEAD_MSG.required));
const day = () => calendarDay(LEAD_MSG.invalidDate);

/** 'YYYY-MM-DD' (the end of that day) or 'YYYY-MM-DD HH:MM' / 'YYYY-MM-DDTHH:MM', in Bogotá time. */
export const LEAD_DUE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[T ]([01]\d|2[0-3]):([0-5]\d))?$/;
const dueDate = () => z.preprocess(blankToUndefined, z.string(requiredError).trim().refine((value) => {
  const parts = LEAD_DUE_PATTERN.exec(value);
  return parts !== null && day().safeParse(parts[1]).success;
}, LEAD_MSG.invalidDateTime));

// ---------------------------------------------------------------------------------------------
// Reading

export const LeadContact = z.object({
  id: z.number().int(),
  first_name: z.string(),
  full_name: z.string(),
  phone: z.array(z.object({ telefono: z.string() })),
  email: z.array(z.object({ email: z.string() })),
});

export const LeadListItem = z.object({
  id: z.number().int(),
  tipo: z.enum(LEAD_TIPOS),
  source: z.string(),
  created_date: z.string(),
  estado: z.enum(LEAD_ESTADOS),
  contact: LeadContact,
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** [name, id] of the assigned agent: one pair, or none. */
  agent: z.array(z.tuple([z.string(), z.number().int()])),
  /** What the lead arrived with (the form's message, page, form name…). */
  metadata: z.record(z.string(), z.string()),
  observaciones: z.string(),
  fecha_vencimiento: z.string().nullable(),
  /** A scheduled lead not finished by its fecha_vencimiento. */
  vencido: z.boolean(),
  /** The gestión that finished it. */
  gestion_contacto: z.number().int().nullable(),
});
export type LeadListItem = z.infer<typeof LeadListItem>;

export const LeadRead = LeadListItem.extend({
  referencia: z.string().nullable(),
  nombre: z.string().nullable(),
  descripcion: z.string().nullable(),
  existencia: z.number().int().nullable(),
});
export type LeadRead = z.infer<typeof LeadRead>;

const leadFilters = {
  tipo_lead: z.preprocess(blankToUndefined, choice(LEAD_TIPOS).optional()),
  fecha_inicio: z.preprocess(blankToUndefined, day().optional()),
  fecha_fin: z.preprocess(blankToUndefined, day().optional()),
  estado: z.preprocess(blankToUndefined, choice(LEAD_ESTADOS).optional()),
  agents: commaSeparatedIds(LEAD_MSG.invalidIds),
  campaign: optionalDbId(),
};
const orderedRange = refuseReversedRange('fecha_inicio', 'fecha_fin');

export const LeadListQuery = PageQuery.extend(leadFilters).refine(orderedRange.check, orderedRange.issue);
export type LeadListQuery = z.infer<typeof LeadListQuery>;
export const LeadExportQuery = z.object(leadFilters).refine(orderedRange.check, orderedRange.issue);
export type LeadExportQuery = z.infer<typeof LeadExportQuery>;
/** Filters only users who see every agent's leads may use. */
export const ELEVATED_LEAD_FILTERS = ['agents', 'campaign'] as const;

export const LeadsPorHoraQuery = z.object({
  fecha_inicio: z.preprocess(blankToUndefined, z.string(requiredError).pipe(day())),
  fecha_fin: z.preprocess(blankToUndefined, z.string(requiredError).pipe(day())),
  estado: leadFilters.estado,
  agents: leadFilters.agents,
  campaign: leadFilters.campaign,
  type: leadFilters.tipo_lead,
}).refine(orderedRange.check, orderedRange.issue);
export type LeadsPorHoraQuery = z.infer<typeof LeadsPorHoraQuery>;

export const LeadsPorHoraLead = z.object({
  id: z.number().int(),
  contacto: z.string(),
  estado: z.enum(LEAD_ESTADOS),
  created_date: z.string(),
  type: z.enum(LEAD_TIPOS),
});
export const LeadsPorHora = z.object({
  franjas: z.array(z.object({ hora: z.string(), contador: z.number().int(), leads: z.array(LeadsPorHoraLead) })),
  total_leads: z.number().int(),
});
export type LeadsPorHora = z.infer<typeof LeadsPorHora>;

/** The lead's way from creation to its end; durations in seconds, null until the step happens. */
export const LeadTimeline = z.object({
  lead: z.number().int(),
  created_date: z.string(),
  fecha_asignacion: z.string().nullable(),
  duration_asignacion: z.number().int().nullable(),
  fecha_inicio: z.string().nullable(),
  fecha_finalizacion: z.string().nullable(),
  duration_gestion: z.number().int().nullable(),
  total_duration: z.number().int().nullable(),
  user: z.string().nullable(),
  pasos: z.array(z.object({ estado: z.enum(LEAD_ESTADOS), fecha: z.string(), user: z.string().nullable() })),
});
export type LeadTimeline = z.infer<typeof LeadTimeline>;

// ---------------------------------------------------------------------------------------------
// Writing

export const LeadEstadoChange = z.object({
  accion: requiredChoice(LEAD_ACCIONES),
  gestion: z.preprocess(blankToUndefined, dbId().optional()),
}).superRefine((value, ctx) => {
  if (value.accion === 'FINALIZAR' && value.gestion === undefined) ctx.addIssue({ code: 'custom', path: ['gestion'], message: LEAD_MSG.gestionRequired });
});
export type LeadEstadoChange = z.infer<typeof LeadEstadoChange>;

export const LeadAssign = z.object({ agent: requiredId(), campaign: optionalDbId() });
export type LeadAssign = z.infer<typeof LeadAssign>;

const MAX_EXISTENCIA = 1_000_000_000;

export const LeadUpdate = z.object({
  referencia: optionalText(150),
  nombre: optionalText(150),
  descripcion: optionalText(2000),
  existencia: z.preprocess(blankToNull, z.coerce.number({ error: () => MSG.numericOnly }).int(MSG.numericOnly).min(0, MSG.numericOnly).max(MAX_EXISTENCIA).nullable()).optional(),
});
export type LeadUpdate = z.infer<typeof LeadUpdate>;

export const LeadNewContact = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  email: requiredEmail(),
  phone: requiredPhone(),
});
export type LeadNewContact = z.infer<typeof LeadNewContact>;

export const LeadScheduleItem = z.object({
  contact: z.preprocess(blankToUndefined, dbId().optional()),
  new_contact: LeadNewContact.optional(),
  campaign: requiredId(),
  agent: requiredId(),
  observaciones: requiredText(2000),
  fecha_vencimiento: dueDate(),
}).superRefine((value, ctx) => {
  if ((value.contact === undefined) === (value.new_contact === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['contact'], message: LEAD_MSG.contactOrNew });
  }
});
export type LeadScheduleItem = z.infer<typeof LeadScheduleItem>;

export const LeadScheduleCreate = z.object({
  leads: z.array(LeadScheduleItem, { error: () => LEAD_MSG.noLeads }).min(1, LEAD_MSG.noLeads).max(LEADS_MAX_SCHEDULE, LEAD_MSG.tooManyLeads(LEADS_MAX_SCHEDULE)),
});
export type LeadScheduleCreate = z.infer<typeof LeadScheduleCreate>;

export const LeadScheduleResult = z.object({ message: z.string(), ids: z.array(z.number().int()) });

export const ProspectCreate = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  documentType: requiredChoice(CONTACT_DOCUMENT_TYPES),
  documentNumber: z.preprocess(blankToUndefined, z.string(requiredError).trim().max(30).regex(/^\d+$/, MSG.numericOnly)),
  email: requiredEmail(),
  gender: requiredChoice(GENDERS),
  birthday: z.preprocess(blankToUndefined, z.string(requiredError).pipe(day())),
  city: requiredText(100),
  observations: requiredText(2000),
  /** The agent the lead goes to: the creator when they attend leads themselves and none is chosen. */
  agent: z.preprocess(blankToUndefined, dbId().optional()),
  campaign: z.preprocess(blankToUndefined, dbId().optional()),
});
export type ProspectCreate = z.infer<typeof ProspectCreate>;

export const ProspectCreated = z.object({ message: z.string(), contact: z.number().int(), lead: z.number().int() });

/** The public '¡Contáctanos!' form. `website` is a field people never see: whoever fills it is a robot. */
/**
 * The data-processing authorization (Ley 1581 de 2012) the public form shows beside its required checkbox; the server
 * records these very words with the answer, whatever a client sends.
 */
export const CONTACT_FORM_AUTHORIZATION =
  'Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales para atender mi solicitud y '
  + 'contactarme por teléfono, correo electrónico o WhatsApp, conforme a la Ley 1581 de 2012. Puedo conocer, actualizar, '
  + 'rectificar y suprimir mis datos en cualquier momento.';

export const ContactFormSubmit = z.object({
  name: requiredText(300),
  phone: requiredPhone(),
  email: requiredEmail(),
  message: requiredText(5000),
  cedula: z.preprocess(blankToUndefined, z.string(requiredError).trim().max(30).regex(/^\d+$/, MSG.numericOnly)),
  'form-name': optionalText(150),
  page_name: optionalText(300),
  campaign: z.preprocess(blankToUndefined, dbId().optional()),
  website: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  autorizacion_datos: z.literal(true, { error: () => LEAD_MSG.authorizationRequired }),
});
export type ContactFormSubmit = z.infer<typeof ContactFormSubmit>;

/** Live notice to the chat's Leads tab and the leads screen: a lead arrived or changed. */
export const LEADS_TOPIC_EVENT = 'leads.changed';
export interface LeadsChangedEvent {
  type: typeof LEADS_TOPIC_EVENT;
  lead: number;
  tipo: LeadTipo;
  estado: LeadEstado;
}
