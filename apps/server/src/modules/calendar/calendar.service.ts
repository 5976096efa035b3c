import { sql } from 'drizzle-orm';
import { CASES_MODULE, PERMISSIONS, TASKS_MODULE, TIME_ZONE, type AgendaEntry, type AgendaQuery, type PermissionName } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { listDueTasksForUser } from '../tasks/tasks.service.js';
import { hasPermission } from '../../access.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { activeContactListNames } from '../contacts/contacts.queries.js';
import { findActiveContact } from '../contacts/contacts.writes.js';
import { caseViewer, caseVisitsBetween } from '../cases/cases.service.js';
import { isoText } from '../gestiones/gestiones.names.js';
import { viewerOf as gestionViewerOf } from '../gestiones/gestiones.filters.js';
import { scheduledNextContacts } from '../gestiones/gestiones.queries.js';

/**
 * Whose agenda: the signed-in user's own (their gestiones' next contacts, the visits of the cases they
 * are an agent of, their tasks), or one contact's, as far as the user may see that contact's records.
 */
export interface AgendaScope {
  user: AuthUser;
  contactId?: number;
}

/** One source of the agenda: its entries between two Bogotá days, both included. */
type AgendaSource = (db: Db, scope: AgendaScope, range: AgendaQuery) => Promise<AgendaEntry[]>;

/** The module of the contacts' pages, where a gestión opens. */
const CONTACTS_MODULE = 'Contactos';

/** Entries past this many from one source are left out; a person's agenda of a few weeks is far below it. */
export const AGENDA_SOURCE_LIMIT = 1000;

/** Whether the user may open the records of a source: the permission and the module its pages need. */
const mayOpen = (user: AuthUser, permission: PermissionName, module: string) =>
  hasPermission(user, permission) && user.activeModules.has(module);


/** The next contact of gestiones: the user's own, or a contact's the user may read. */
async function gestionEntries(db: Db, scope: AgendaScope, range: AgendaQuery): Promise<AgendaEntry[]> {
  if (!mayOpen(scope.user, PERMISSIONS.contactsView, CONTACTS_MODULE)) return [];
  const whose = scope.contactId === undefined
    ? { agentId: scope.user.id }
    : { contactId: scope.contactId, viewer: gestionViewerOf(scope.user) };
  const found = await scheduledNextContacts(db, whose, range.desde, range.hasta, AGENDA_SOURCE_LIMIT);
  const names = await activeContactListNames(db, found.map((row) => row.contactId));
  return found.map((row) => ({
    tipo: 'gestion' as const,
    id: row.id,
    titulo: `Próximo contacto: ${names.get(row.contactId) ?? ''}`,
    inicio: isoText(row.inicio),
    todo_el_dia: row.todoElDia,
    enlace: `/gestionContacto/${row.contactId}?gestion=${row.id}`,
  }));
}

/** Case visits on their assigned day: the cases the user is an agent of, or a contact's the user may see. */
async function caseEntries(db: Db, scope: AgendaScope, range: AgendaQuery): Promise<AgendaEntry[]> {
  if (!mayOpen(scope.user, PERMISSIONS.casesView, CASES_MODULE)) return [];
  const whose = scope.contactId === undefined
    ? { agentId: scope.user.id }
    : { contactId: scope.contactId, viewer: caseViewer(scope.user) };
  const found = await caseVisitsBetween(db, whose, range.desde, range.hasta, AGENDA_SOURCE_LIMIT);
  return found.map((row) => ({
    tipo: 'caso' as const,
    id: row.id,
    titulo: `Visita ${row.name} · ${row.tipoVisita}`,
    inicio: isoText(row.inicio),
    ...(row.fin === null ? {} : { fin: isoText(row.fin) }),
    todo_el_dia: row.todoElDia,
    enlace: `/casos/view/${row.id}`,
  }));
}

/**
 * Tasks and their steps due in the range that the user created or is assigned to (through the user's own
 * contact), each opening its project's board. Tasks belong to no contact's agenda.
 */
async function taskEntries(db: Db, scope: AgendaScope, range: AgendaQuery): Promise<AgendaEntry[]> {
  if (scope.contactId !== undefined || !mayOpen(scope.user, PERMISSIONS.tasksView, TASKS_MODULE)) return [];
  const [from, to] = await rows<{ from: Date | string; to: Date | string }>(db, sql`
    select (${range.desde}::date at time zone ${TIME_ZONE}) as from, ((${range.hasta}::date + 1) at time zone ${TIME_ZONE}) as to`)
    .then(([bounds]) => [new Date(bounds!.from), new Date(bounds!.to)]);
  const due = await listDueTasksForUser(db, scope.user.id, from!, to!);
  return due.slice(0, AGENDA_SOURCE_LIMIT).map((item) => ({
    tipo: 'tarea' as const,
    id: item.id,
    titulo: `${item.kind === 'step' ? 'Paso' : 'Tarea'}: ${item.title} · ${item.projectName}`,
    inicio: item.dueDate,
    todo_el_dia: false,
    enlace: `/tasks/${item.projectId}`,
  }));
}

const SOURCES: AgendaSource[] = [gestionEntries, caseEntries, taskEntries];

/** Everything on the agenda between two Bogotá days, soonest first. */
export async function agenda(db: Db, scope: AgendaScope, range: AgendaQuery): Promise<AgendaEntry[]> {
  if (scope.contactId !== undefined) await findActiveContact(db, scope.contactId);
  const lists = await Promise.all(SOURCES.map((source) => source(db, scope, range)));
  return lists.flat().sort((a, b) => compareText(a.inicio, b.inicio) || compareText(a.tipo, b.tipo) || a.id - b.id);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
