import { z } from './zod-spanish.js';
import { dbId, requiredQueryId, requiredText, sortedPageQuery } from './common.js';

/** The module of the sidebar's 'Tareas' entry: projects and their task boards. */
export const TASKS_MODULE = 'Tareas';

/** §9: the labels a task may carry. */
export const TASK_LABELS = ['Urgente', 'Importante', 'Opcional'] as const;
export type TaskLabel = (typeof TASK_LABELS)[number];
export const TASK_LABEL_COLORS: Record<TaskLabel, string> = { Urgente: 'red', Importante: 'orange', Opcional: 'gray' };

/** A task reads 'Completado' once done, 'Pendiente' until then (the list's default). */
export const TASK_STATUSES = ['Pendiente', 'Completado'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const DEFAULT_FLOW_TITLE = 'Nuevo Flujo';
/** Task cards show this many contact avatars, then '+N'. */
export const TASK_CARD_AVATARS = 5;
export const TASK_MAX_CONTACTS = 200;
export const PROJECT_MAX_GROUPS = 50;
export const PROJECT_MAX_CONTACTS = 500;
/** The board lists at most this many of the project's contacts (its own and its groups' members). */
export const BOARD_MAX_CONTACTS = 200;

export const TASK_MSG = {
  projectCreated: 'El proyecto se creó con éxito.',
  projectUpdated: 'El proyecto se actualizó con éxito.',
  projectNotFound: 'El proyecto no existe.',
  flowNotFound: 'El flujo no existe.',
  taskNotFound: 'La tarea no existe.',
  stepNotFound: 'El paso no existe.',
  unknownContact: (id: number) => `El contacto ${id} no existe.`,
  unknownGroup: (id: number) => `El grupo ${id} no existe.`,
  flowOfOtherProject: 'El flujo no pertenece al proyecto de la tarea.',
  invalidDueDate: 'Introduzca una fecha válida (AAAA-MM-DD, con hora opcional HH:MM).',
  invalidLabel: 'Elija etiquetas entre Urgente, Importante y Opcional.',
  invalidContact: 'Envíe el id de un contacto o una lista de ids de contactos.',
  invalidOrder: 'La posición debe ser un número entero desde 1.',
  // §8.5, word for word.
  confirmTitle: '¿Estás seguro?',
  confirmText: 'Esta acción no se puede deshacer.',
  taskDeletedTitle: '¡Eliminada!',
  taskDeleted: 'La tarea ha sido eliminada con éxito.',
  taskDeleteFailed: 'No se pudo eliminar la tarea. Intenta nuevamente.',
  flowDeletedTitle: '¡Eliminado!',
  flowDeleted: 'El flujo ha sido eliminado con éxito.',
  flowDeleteFailed: 'No se pudo eliminar el flujo. Intenta nuevamente.',
  errorTitle: 'Error',
  stepFailed: 'Error al actualizar el step',
  dateFailed: 'Error al actualizar la fecha',
  commentFailed: 'Error al agregar el comentario',
  stepAddFailed: 'Error al agregar el paso',
  labelsFailed: 'Error al actualizar las etiquetas',
  // Ours, in the same voice, for what §8.5 leaves without a text.
  projectDeletedTitle: '¡Eliminado!',
  projectDeleted: 'El proyecto ha sido eliminado con éxito.',
  projectDeleteFailed: 'No se pudo eliminar el proyecto. Intenta nuevamente.',
  moveFailed: 'No se pudo mover la tarea. Intenta nuevamente.',
  updateFailed: 'No se pudo actualizar la tarea. Intenta nuevamente.',
  addFailed: 'No se pudo agregar. Intenta nuevamente.',
  assignNeedsOne: 'Seleccione al menos un contacto.',
  noDescription: 'Sin descripción',
  noDate: 'Sin fecha',
  unassigned: 'Sin contacto',
} as const;

// ---------------------------------------------------------------------------------------------
// Dates. Colombia keeps UTC−5 all year (no daylight saving), so a fixed offset converts exactly.

const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in Bogotá. */
export function bogotaDay(instant: Date): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDaysToDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const DUE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The instant a due date names: 'YYYY-MM-DDTHH:MM' (also with seconds or a space) is Bogotá time unless it
 * carries 'Z' or an offset; a day alone is due at its end, 23:59 in Bogotá. Null for anything else.
 */
export function parseDueDate(text: string): Date | null {
  const match = DUE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const calendar = `${year}-${month}-${day}`;
  const midnight = new Date(`${calendar}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== calendar) return null;
  if (calendar < '2000-01-01' || calendar > '2100-12-31') return null;
  if (hour === undefined) return new Date(Date.parse(`${calendar}T23:59:00Z`) + BOGOTA_OFFSET_MS);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
  const time = `${hour}:${minute}:${second ?? '00'}`;
  const instant = zone ? Date.parse(`${calendar}T${time}${zone}`) : Date.parse(`${calendar}T${time}Z`) + BOGOTA_OFFSET_MS;
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** §4 and §2.8: the board's filter select. */
export const TASK_DUE_FILTERS = ['all', 'today', 'tomorrow', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
export const TASK_DUE_FILTER_LABELS: Record<TaskDueFilter, string> = {
  all: 'Todas las tareas',
  today: 'Vencen hoy',
  tomorrow: 'Vencen mañana',
  week: 'Vencen esta semana',
};

/**
 * The Bogotá days a filter keeps, both included, or null for every task. 'this week' runs from the day after
 * tomorrow through the coming Saturday (the Saturday of the Sunday-to-Saturday week of today: today itself on a
 * Saturday), so it excludes today and tomorrow; on Friday and Saturday it keeps nothing (`from` after `to`).
 */
export function dueFilterDays(filter: TaskDueFilter, now: Date): { from: string; to: string } | null {
  const today = bogotaDay(now);
  if (filter === 'today') return { from: today, to: today };
  if (filter === 'tomorrow') return { from: addDaysToDay(today, 1), to: addDaysToDay(today, 1) };
  if (filter === 'week') return { from: addDaysToDay(today, 2), to: addDaysToDay(today, 6 - weekdayOf(today)) };
  return null;
}

/** Whether a task due at `dueDate` (an ISO instant, or none) passes the filter. */
export function matchesDueFilter(dueDate: string | null, filter: TaskDueFilter, now: Date): boolean {
  const days = dueFilterDays(filter, now);
  if (!days) return true;
  if (!dueDate) return false;
  const day = bogotaDay(new Date(dueDate));
  return day >= days.from && day <= days.to;
}

/** §4 deadline classes of a card. */
export const DEADLINE_CLASSES = ['overdue', 'urgent', 'warning', 'on-time', 'neutral'] as const;
export type DeadlineClass = (typeof DEADLINE_CLASSES)[number];
export const DEADLINE_LABELS: Record<DeadlineClass, string> = {
  overdue: 'Vencida',
  urgent: 'Vence pronto',
  warning: 'Vence en pocos días',
  'on-time': 'A tiempo',
  neutral: 'Sin fecha',
};
export const DEADLINE_COLORS: Record<DeadlineClass, string> = {
  overdue: 'red', urgent: 'orange', warning: 'yellow', 'on-time': 'green', neutral: 'gray',
};

/** Overdue once past, urgent at one day or less, warning at three days or less, on time otherwise; neutral without a date. */
export function deadlineClass(dueDate: string | null, now: Date): DeadlineClass {
  if (!dueDate) return 'neutral';
  const left = new Date(dueDate).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  if (left <= DAY_MS) return 'urgent';
  if (left <= 3 * DAY_MS) return 'warning';
  return 'on-time';
}

/** §9: day/month/year hour:minute AM/PM, in Bogotá. */
export function formatDueDate(dueDate: string): string {
  const local = new Date(new Date(dueDate).getTime() - BOGOTA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = local.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(hour12)}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The 'YYYY-MM-DD' day and 'HH:MM' time of an ISO instant in Bogotá, as the due date inputs hold them. */
export function dueDateParts(dueDate: string | null): { day: string | null; time: string } {
  if (!dueDate) return { day: null, time: '' };
  const local = new Date(new Date(dueDate).getTime() - BOGOTA_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

// ---------------------------------------------------------------------------------------------
// Payloads

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A due date as text (see parseDueDate); '' or null clears it. */
export const DueDateInput = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z.string().trim().refine((text) => parseDueDate(text) !== null, TASK_MSG.invalidDueDate).nullable(),
);

const idList = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? [] : value), z.array(dbId()).max(max).transform((ids) => [...new Set(ids)]));

/** §5: the project form requires name and descriptions; groups and contacts are optional. */
export const ProjectCreate = z.object({
  name: requiredText(150),
  descriptions: requiredText(2000),
  group_contact: idList(PROJECT_MAX_GROUPS).optional().default([]),
  contacts: idList(PROJECT_MAX_CONTACTS).optional().default([]),
});
export type ProjectCreate = z.input<typeof ProjectCreate>;
export type ProjectCreateParsed = z.output<typeof ProjectCreate>;

/** The fields sent change; group_contact and contacts replace the lists. */
export const ProjectUpdate = z.object({
  name: requiredText(150).optional(),
  descriptions: requiredText(2000).optional(),
  group_contact: idList(PROJECT_MAX_GROUPS).optional(),
  contacts: idList(PROJECT_MAX_CONTACTS).optional(),
});
export type ProjectUpdate = z.output<typeof ProjectUpdate>;

/** The projects list: `ordering` by name or creation (newest first without it). */
export const PROJECT_ORDERING = ['name', 'created_date'] as const;
export const ProjectListQuery = sortedPageQuery(PROJECT_ORDERING);
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export const FlowCreate = z.object({
  project: dbId(),
  title: z.preprocess((value) => (isBlank(value) ? undefined : value), z.string().trim().max(100).optional()),
});
export type FlowCreate = z.output<typeof FlowCreate>;

export const FlowUpdate = z.object({ title: requiredText(100) });

export const TaskCreate = z.object({
  flow: dbId(),
  title: requiredText(200),
  dueDate: DueDateInput.optional(),
});
export type TaskCreate = z.output<typeof TaskCreate>;

const order = () => z.number({ error: () => TASK_MSG.invalidOrder }).int({ error: TASK_MSG.invalidOrder })
  .min(1, { error: TASK_MSG.invalidOrder }).max(1_000_000, { error: TASK_MSG.invalidOrder });

/**
 * Each field sent changes the task: `contact` as one id adds that contact, as a list replaces them;
 * `order` (and `flow`) moves it: the position from 1 in its column, the other column renumbered too.
 */
export const TaskUpdate = z.object({
  title: requiredText(200).optional(),
  dueDate: DueDateInput.optional(),
  contact: z.union([dbId(), z.array(dbId()).max(TASK_MAX_CONTACTS)], { error: () => TASK_MSG.invalidContact }).optional(),
  complete: z.boolean().optional(),
  order: order().optional(),
  flow: dbId().optional(),
  labels: z.array(z.enum(TASK_LABELS, { error: () => TASK_MSG.invalidLabel })).max(TASK_LABELS.length)
    .transform((labels) => TASK_LABELS.filter((label) => labels.includes(label))).optional(),
});
export type TaskUpdate = z.output<typeof TaskUpdate>;

export const TaskByContactQuery = z.object({ project_id: requiredQueryId() });

export const StepCreate = z.object({
  task: dbId(),
  title: requiredText(200),
  order: order().optional(),
  dueDate: DueDateInput.optional(),
});
export type StepCreate = z.output<typeof StepCreate>;

export const StepUpdate = z.object({
  title: requiredText(200).optional(),
  complete: z.boolean().optional(),
  dueDate: DueDateInput.optional(),
});
export type StepUpdate = z.output<typeof StepUpdate>;

export const TaskCommentCreate = z.object({ task: dbId(), text: requiredText(2000) });
export const StepCommentCreate = z.object({ step: dbId(), text: requiredText(2000) });

export const TaskIdParam = z.object({ id: dbId() });

// ---------------------------------------------------------------------------------------------
// Answers

export const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

export const ProjectRead = z.object({
  id: z.number().int(),
  name: z.string(),
  descriptions: z.string(),
  /** The creator's name. */
  created_by: z.string().nullable(),
  created_date: z.string(),
  group_contact: z.array(z.number().int()),
  contacts: z.array(z.number().int()),
  /** The same groups and contacts with their names, for the edit form. */
  groups_detail: z.array(NamedRef),
  contacts_detail: z.array(NamedRef),
});
export type ProjectRead = z.infer<typeof ProjectRead>;

export const CommentRead = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The author's name. */
  created_by: z.string().nullable(),
  created_date: z.string(),
});
export type CommentRead = z.infer<typeof CommentRead>;

export const StepRead = z.object({
  id: z.number().int(),
  task: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  complete: z.boolean(),
  dueDate: z.string().nullable(),
  comments: z.array(CommentRead),
});
export type StepRead = z.infer<typeof StepRead>;

export const TaskRead = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An ISO instant, or null. */
  dueDate: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  order: z.number().int(),
  flow: z.number().int(),
  flowTitle: z.string(),
  project: z.number().int(),
  /** The assigned contacts' ids and, in `contacts`, their names. */
  contact: z.array(z.number().int()),
  contacts: z.array(NamedRef),
  complete: z.boolean(),
  labels: z.array(z.enum(TASK_LABELS)),
  steps_total: z.number().int(),
  steps_done: z.number().int(),
  comments_count: z.number().int(),
  created_by: z.string().nullable(),
  created_date: z.string(),
});
export type TaskRead = z.infer<typeof TaskRead>;

export const TaskDetail = TaskRead.extend({
  steps: z.array(StepRead),
  comments: z.array(CommentRead),
});
export type TaskDetail = z.infer<typeof TaskDetail>;

export const FlowRead = z.object({
  id: z.number().int(),
  title: z.string(),
  project: z.number().int(),
  order: z.number().int(),
  tasks: z.array(TaskRead),
});
export type FlowRead = z.infer<typeof FlowRead>;

export const GroupRef = NamedRef.extend({ etiqueta: z.string() });

export const TaskBoard = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), descriptions: z.string() }),
  flow: z.array(FlowRead),
  contacts: z.array(NamedRef),
  group_contact: z.array(GroupRef),
});
export type TaskBoard = z.infer<typeof TaskBoard>;

/** One column of the by-contact view; `contact_id` null holds the tasks without contacts. */
export const ContactTasks = z.object({
  contact_id: z.number().int().nullable(),
  contact_name: z.string(),
  tasks_by_project: z.array(TaskRead),
});
export type ContactTasks = z.infer<typeof ContactTasks>;
