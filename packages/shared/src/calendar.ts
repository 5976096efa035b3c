import { z } from './zod-spanish.js';
import { MSG } from './messages.js';

/** The module of the sidebar's 'Calendario' entry. */
export const CALENDAR_MODULE = 'Calendario';

/** The longest range one agenda call may ask for, in days (both ends included): a month grid of 6 weeks fits. */
export const AGENDA_MAX_DAYS = 62;

/** §9: hourly rows of the day and week views, the time line's refresh and the animation. */
export const CALENDAR_ROW_HEIGHT = 50;
export const CALENDAR_TIME_LINE_MS = 60_000;
export const CALENDAR_ANIMATION_MS = 500;
export const CALENDAR_MONTH_WEEKS = 6;

export const CALENDAR_MSG = {
  invalidDate: 'Introduzca una fecha válida (AAAA-MM-DD).',
  reversedRange: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  rangeTooLong: `El rango no puede superar ${AGENDA_MAX_DAYS} días.`,
  yearPlaceholder: 'La vista anual no está disponible.',
  emptyDay: 'No hay actividades para este día.',
  emptyUpcoming: 'No hay actividades próximas.',
  loadFailed: 'No se pudo cargar la agenda.',
} as const;

/** The sources of the agenda: a gestión's next contact, a case's visit and a task's due date. */
export const AGENDA_TYPES = ['gestion', 'caso', 'tarea'] as const;
export type AgendaType = (typeof AGENDA_TYPES)[number];
export const AGENDA_TYPE_LABELS: Record<AgendaType, string> = {
  gestion: 'Próximo contacto',
  caso: 'Visita de caso',
  tarea: 'Tarea',
};

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) &&
  value >= '1900-01-01' && value <= '2100-12-31';

const day = () =>
  z.string({ error: (issue) => (issue.input === undefined ? MSG.required : CALENDAR_MSG.invalidDate) })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .refine(isCalendarDate, CALENDAR_MSG.invalidDate);

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Calendar days in Bogotá, both included; problems with the range are reported under `hasta`. */
export const AgendaQuery = z
  .object({ desde: day(), hasta: day() })
  .superRefine((value, ctx) => {
    const days = daysBetween(value.desde, value.hasta);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['hasta'], message: CALENDAR_MSG.reversedRange });
    else if (days > AGENDA_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['hasta'], message: CALENDAR_MSG.rangeTooLong });
  });
export type AgendaQuery = z.infer<typeof AgendaQuery>;

/**
 * One thing on the agenda. `inicio` and `fin` are instants (ISO, UTC); an entry with `todo_el_dia` has a day
 * but no hour, and its `inicio` is the start of that day in Bogotá. `enlace` is the page of its record.
 */
export const AgendaEntry = z.object({
  tipo: z.enum(AGENDA_TYPES),
  id: z.number().int(),
  titulo: z.string(),
  inicio: z.iso.datetime(),
  fin: z.iso.datetime().optional(),
  todo_el_dia: z.boolean(),
  enlace: z.string(),
});
export type AgendaEntry = z.infer<typeof AgendaEntry>;

export const AgendaRead = z.object({
  desde: z.string(),
  hasta: z.string(),
  results: z.array(AgendaEntry),
});
export type AgendaRead = z.infer<typeof AgendaRead>;
