import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { calendarDateProblem, DATE_MSG, dbId, MAX_DB_ID, requiredQueryId, requiredText, sortedPageQuery } from './common.js';
import { PersonRef } from './contacts.js';
import { ServiceLevelSettings, ServiceLevelSettingsChange } from './service-levels.js';

export const CAMPAIGN_MSG = {
  created: 'Se ha creado la Campaña correctamente',
  updated: 'Se ha Actualizado con éxito',
  deleted: 'Se ha eliminado la Campaña',
  deleteConfirm: '¿Estás seguro de que quieres eliminar esta Campaña ?',
  contactsAssigned: 'Se ha asignado al contacto en la Campaña.',
  contactsRemoved: 'Se ha removido al contacto de la Campaña.',
  encargadosAdded: 'Se han agregado los encargados a la Campaña.',
  encargadosRemoved: 'Se han removido los encargados de la Campaña.',
  usersAdded: 'Se han agregado los usuarios a la Campaña.',
  usersRemoved: 'Se han removido los usuarios de la Campaña.',
  nameTaken: 'Ya existe una campaña con este nombre.',
  campaignNotFound: 'La campaña no existe.',
  campaignRequired: 'Seleccione una campaña.',
  encargadoRequired: 'Seleccione al menos un encargado.',
  lastEncargado: 'La campaña debe tener al menos un encargado.',
  campaignFilterForbidden: 'No tiene permiso para filtrar los contactos por campaña.',
  invalidClosingHours: 'Seleccione un cierre de gestión válido: 5, 10, 12, 20 o 24 horas.',
  unknownUsers: (ids: number[]) => `No existen los usuarios: ${ids.join(', ')}.`,
  unknownContacts: (ids: number[]) => `No existen los contactos: ${ids.join(', ')}.`,
  unknownAccount: 'La cuenta no existe.',
  unknownCampaign: (id: number) => `La campaña ${id} no existe.`,
  emptyList: MSG.emptyResults,
  availabilitySaved: 'Se ha guardado la disponibilidad correctamente.',
  availabilitySaveFailed: 'Hubo un error al guardar la disponibilidad. Inténtalo de nuevo.',
  availabilityLoadFailed: 'Hubo un error al cargar los datos de disponibilidad.',
  scheduleDuplicate: 'Este horario ya existe. No se puede agregar duplicados.',
  exceptionDuplicate: 'Esta excepción ya existe. No se puede agregar duplicados.',
  weekdayRequired: 'Seleccione un día de la semana.',
  invalidWeekday: 'Seleccione un día de la semana válido (Lunes a Domingo).',
  dateRequired: 'Seleccione una fecha.',
  pastDate: 'Elija una fecha de hoy en adelante.',
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  invalidTime: 'Introduzca una hora válida (HH:MM).',
  hourOutOfRange: 'La hora debe estar entre las 06:00 y las 22:00.',
  startNotBeforeEnd: 'La hora de inicio debe ser anterior a la hora de fin.',
  maxCitasMin: 'El número máximo de citas debe ser al menos 1.',
  slotNotFound: 'El horario no existe.',
  exceptionNotFound: 'La excepción no existe.',
} as const;

/** Hours after which an open gestión of the campaign expires ('Cierre de Gestión'). */
export const CLOSING_HOURS = [5, 10, 12, 20, 24] as const;
export type ClosingHours = (typeof CLOSING_HOURS)[number];
export const DEFAULT_CLOSING_HOURS: ClosingHours = 24;

/** Normalised weekday names, Monday first. */
export const WEEKDAYS = ['LUNES', 'MARTES', 'MIERCOLES', 'JUEVES', 'VIERNES', 'SABADO', 'DOMINGO'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  LUNES: 'Lunes',
  MARTES: 'Martes',
  MIERCOLES: 'Miércoles',
  JUEVES: 'Jueves',
  VIERNES: 'Viernes',
  SABADO: 'Sábado',
  DOMINGO: 'Domingo',
};

/** A weekday name without accents and in upper case: 'miércoles' → 'MIERCOLES'. */
export function normaliseWeekday(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase();
}

/** Bookable hours of the availability grid and the slot a new selection starts with. */
export const AVAILABILITY = {
  firstHour: 6,
  lastHour: 22,
  defaultStart: '06:00',
  defaultEnd: '07:00',
  minCitas: 1,
} as const;
/** The hours the grid shows: 6 … 22. */
export const AVAILABILITY_HOURS: number[] = Array.from(
  { length: AVAILABILITY.lastHour - AVAILABILITY.firstHour + 1 },
  (_, i) => AVAILABILITY.firstHour + i,
);
/** '6:00 AM' … '10:00 PM', as the manual tab labels hours. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}
/** 'HH:MM' of a whole hour. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

// ---------------------------------------------------------------------------------------------
// Field builders

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const id = () => dbId();
/** PostgreSQL text cannot hold NUL characters: they are dropped before anything else. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);
const campaignText = (max: number) => z.preprocess(withoutNul, requiredText(max));

/** A list of ids; one id alone is taken as a list of one. */
const idList = (min: number, minMessage: string = MSG.required) =>
  z.preprocess((value) => (typeof value === 'number' ? [value] : value), z.array(id()).min(min, minMessage).max(5000));

const closingHours = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: (issue) => (isBlank(issue.input) ? MSG.required : CAMPAIGN_MSG.invalidClosingHours) })
      .refine((value) => (CLOSING_HOURS as readonly number[]).includes(value), CAMPAIGN_MSG.invalidClosingHours),
  );

/** 'HH:MM' (seconds accepted and dropped) within the bookable hours. */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
export const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isBookable = (time: string) => {
  const minutes = timeToMinutes(time);
  return minutes >= AVAILABILITY.firstHour * 60 && minutes <= AVAILABILITY.lastHour * 60;
};
const slotTime = () =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? MSG.required : CAMPAIGN_MSG.invalidTime) })
    .trim()
    .regex(TIME_PATTERN, CAMPAIGN_MSG.invalidTime)
    .transform((value) => value.slice(0, 5))
    .refine(isBookable, CAMPAIGN_MSG.hourOutOfRange);

const maxCitas = () =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? MSG.required : CAMPAIGN_MSG.maxCitasMin) })
    .int(CAMPAIGN_MSG.maxCitasMin)
    .min(AVAILABILITY.minCitas, CAMPAIGN_MSG.maxCitasMin)
    .max(10_000)
    .default(AVAILABILITY.minCitas);

const weekday = () =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? CAMPAIGN_MSG.weekdayRequired : CAMPAIGN_MSG.invalidWeekday) })
    .transform(normaliseWeekday)
    .refine((value) => value !== '', CAMPAIGN_MSG.weekdayRequired)
    .refine((value) => value === '' || (WEEKDAYS as readonly string[]).includes(value), CAMPAIGN_MSG.invalidWeekday)
    .transform((value) => value as Weekday);

/** A real calendar day: '2026-02-31' is refused with 'La fecha 2026-02-31 no existe.'. */
const calendarDate = () =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? CAMPAIGN_MSG.dateRequired : CAMPAIGN_MSG.invalidDate) })
    .trim()
    .min(1, CAMPAIGN_MSG.dateRequired)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : calendarDateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === DATE_MSG.invalid ? CAMPAIGN_MSG.invalidDate : problem });
    });

const campaignRef = () =>
  z.number({ error: (issue) => (isBlank(issue.input) ? CAMPAIGN_MSG.campaignRequired : undefined) }).int().positive().max(MAX_DB_ID);

/** The start must come before the end; reported on hora_fin. */
const startAfterEndIssue = {
  path: ['hora_fin'],
  message: CAMPAIGN_MSG.startNotBeforeEnd,
};
const isTime = (value: unknown): value is string => typeof value === 'string' && TIME_PATTERN.test(value.trim());
/** Only compared once both times are well formed: a malformed one already has its own error. */
const startsBeforeEnd = (value: { hora_inicio: unknown; hora_fin: unknown }) =>
  !isTime(value.hora_inicio) || !isTime(value.hora_fin) || timeToMinutes(value.hora_inicio.trim()) < timeToMinutes(value.hora_fin.trim());

/** One object is accepted as a list of one. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value),
    z.array(item).min(1, MSG.required).max(500),
  );

// ---------------------------------------------------------------------------------------------
// Campaigns

/** A campaign's data-processing authorization text: may be empty (no question), NUL characters dropped. */
const authorizationText = () => z.preprocess(
  (v) => (v === null ? '' : typeof v === 'string' ? v.replace(/\u0000/g, '') : v),
  z.string().trim().max(5000),
);

export const CampaignIdParam = z.object({ id: dbId() });

export const CampaignRead = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  encargado: z.array(PersonRef),
  users: z.array(PersonRef),
  account: z.number().int().nullable(),
  closing_hours: z.number().int(),
  contacts_count: z.number().int(),
  /** The data-processing authorization text the entry bot sends a new customer who picks this campaign ('' for none). */
  autorizacion_datos: z.string(),
  ...ServiceLevelSettings.shape,
});
export type CampaignRead = z.infer<typeof CampaignRead>;

export const CampaignSaved = CampaignRead.extend({ message: z.string() });
export type CampaignSaved = z.infer<typeof CampaignSaved>;

export const CampaignOption = z.object({ id: z.number().int(), name: z.string() });
export type CampaignOption = z.infer<typeof CampaignOption>;

export const CampaignCreate = z.object({
  name: campaignText(150),
  description: campaignText(1000),
  encargado: idList(1, CAMPAIGN_MSG.encargadoRequired),
  account: id().nullable().optional(),
  closing_hours: closingHours().default(DEFAULT_CLOSING_HOURS),
  autorizacion_datos: authorizationText().default(''),
  // The closing survey is one of the campaign's own, so it can only be chosen once the campaign exists.
  ...ServiceLevelSettingsChange.omit({ encuesta_cierre: true }).shape,
});
export type CampaignCreate = z.infer<typeof CampaignCreate>;

/** An update sends the fields it changes; name and description may not be emptied. */
export const CampaignUpdate = z.object({
  name: campaignText(150).optional(),
  description: campaignText(1000).optional(),
  account: id().nullable().optional(),
  closing_hours: closingHours().optional(),
  autorizacion_datos: authorizationText().optional(),
  ...ServiceLevelSettingsChange.shape,
});
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;

/** Users or contacts to add to or remove from a campaign; the field is called contact for all of them. */
export const CampaignMembersChange = z.object({ contact: idList(1) });
export type CampaignMembersChange = z.infer<typeof CampaignMembersChange>;

/** An id in a query string: missing or empty reads as missing. */
const queryId = () => requiredQueryId();

export const EncargadosQuery = z.object({ campaign: queryId() });

export const EncargadosChanged = z.object({ detail: z.string(), encargado: z.array(PersonRef) });
export type EncargadosChanged = z.infer<typeof EncargadosChanged>;
export const UsersChanged = z.object({ detail: z.string(), users: z.array(PersonRef) });
export type UsersChanged = z.infer<typeof UsersChanged>;
export const ContactsAssigned = z.object({ detail: z.string(), asignados: z.number().int() });
export type ContactsAssigned = z.infer<typeof ContactsAssigned>;
export const ContactsRemoved = z.object({ detail: z.string(), removidos: z.number().int() });
export type ContactsRemoved = z.infer<typeof ContactsRemoved>;

// ---------------------------------------------------------------------------------------------
// Availability

export const ScheduleSlotRead = z.object({
  id: z.number().int(),
  dia_semana: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string(),
  max_citas: z.number().int(),
});
export type ScheduleSlotRead = z.infer<typeof ScheduleSlotRead>;

export const ScheduleExceptionRead = z.object({
  id: z.number().int(),
  fecha: z.string(),
  motivo: z.string(),
  hora_inicio: z.string(),
  hora_fin: z.string(),
  max_citas: z.number().int(),
  horario_especial: z.boolean(),
});
export type ScheduleExceptionRead = z.infer<typeof ScheduleExceptionRead>;

export const AvailabilityRead = z.object({
  horarios_atencion: z.array(ScheduleSlotRead),
  excepciones_horario: z.array(ScheduleExceptionRead),
});
export type AvailabilityRead = z.infer<typeof AvailabilityRead>;

export const AvailabilityCampaignParam = z.object({ campaignId: dbId() });

export const ScheduleSlotCreate = z
  .object({
    campaign: campaignRef(),
    dia_semana: weekday(),
    hora_inicio: slotTime(),
    hora_fin: slotTime(),
    max_citas: maxCitas(),
  })
  .refine(startsBeforeEnd, startAfterEndIssue);
export type ScheduleSlotCreate = z.infer<typeof ScheduleSlotCreate>;
export const ScheduleSlotsCreate = listOf(ScheduleSlotCreate);

export const ScheduleExceptionCreate = z
  .object({
    campaign: campaignRef(),
    fecha: calendarDate(),
    motivo: z.preprocess((value) => (value === null || value === undefined ? '' : withoutNul(value)), z.string().trim().max(300)),
    hora_inicio: slotTime(),
    hora_fin: slotTime(),
    max_citas: maxCitas(),
    horario_especial: z.boolean().default(false),
  })
  .refine(startsBeforeEnd, startAfterEndIssue);
export type ScheduleExceptionCreate = z.infer<typeof ScheduleExceptionCreate>;
export const ScheduleExceptionsCreate = listOf(ScheduleExceptionCreate);

export const SlotsSaved = z.object({ detail: z.string(), horarios_atencion: z.array(ScheduleSlotRead) });
export type SlotsSaved = z.infer<typeof SlotsSaved>;
export const ExceptionsSaved = z.object({ detail: z.string(), excepciones_horario: z.array(ScheduleExceptionRead) });
export type ExceptionsSaved = z.infer<typeof ExceptionsSaved>;

/** The campaigns list: `ordering` by name (newest first without it). */
export const CAMPAIGN_ORDERING = ['name'] as const;
export const CampaignListQuery = sortedPageQuery(CAMPAIGN_ORDERING);
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;
