import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ELEVATED_GESTION_FILTERS, GESTION_MSG, PERMISSIONS, type GestionExportQuery } from '@atiende/shared';
import { hasPermission } from '../../access.js';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../auth/current-user.js';
import { contactsWhere } from '../contacts/contact-writes.js';
import { contacts } from '../contacts/contacts.tables.js';
import { withinDays } from '../sessions/calendar-days.js';
import { gestiones, gestionesDaily, gestionesHourly } from './gestiones.tables.js';

/** Who is asking: users without gestionesViewAll only see their own gestiones outside a contact's history. */
export interface Viewer {
  id: number;
  seesAll: boolean;
}

export function viewerOf(user: AuthUser): Viewer {
  return { id: user.id, seesAll: hasPermission(user, PERMISSIONS.gestionesViewAll) };
}

export type GestionFilters = Partial<GestionExportQuery> & { search?: string };

/** 403 when a user without gestionesViewAll uses a filter reserved to those who see every agent. */
export function assertFiltersAllowed(viewer: Viewer, filters: GestionFilters): void {
  if (viewer.seesAll) return;
  if (ELEVATED_GESTION_FILTERS.some((name) => filters[name] !== undefined)) throw forbidden(GESTION_MSG.viewAllRequired);
}

/** Whether the viewer is limited to their own gestiones for these filters. */
const limitedToOwn = (viewer: Viewer, filters: GestionFilters) => !viewer.seesAll && filters.contact === undefined;

/** The conditions on `gestiones` for the history list, its export and the reports' detail. */
export function gestionesWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    filters.contact === undefined ? undefined : eq(gestiones.contactId, filters.contact),
    ...withinDays(gestiones.createdAt, filters.fecha_inicio, filters.fecha_fin),
    filters.estado === undefined ? undefined : eq(gestiones.estado, filters.estado),
    filters.agents === undefined ? undefined : inArray(gestiones.agentId, filters.agents),
    filters.campaign === undefined ? undefined : eq(gestiones.campaignId, filters.campaign),
    filters.type === undefined ? undefined : eq(gestiones.type, filters.type),
    filters.is_leads === undefined ? undefined : eq(gestiones.isLead, filters.is_leads),
    limitedToOwn(viewer, filters) ? eq(gestiones.agentId, viewer.id) : undefined,
    search ? inArray(gestiones.contactId, sql`(select ${contacts.id} from ${contacts} where ${contactsWhere(search)})`) : undefined,
  );
}

/** The rollup's own columns for the filters other than dates. */
function rollupKeyConditions(rollup: typeof gestionesHourly | typeof gestionesDaily, viewer: Viewer, filters: GestionFilters): (SQL | undefined)[] {
  return [
    filters.estado === undefined ? undefined : eq(rollup.estado, filters.estado),
    filters.agents === undefined ? undefined : inArray(rollup.agentId, filters.agents),
    filters.campaign === undefined ? undefined : eq(rollup.campaignId, filters.campaign),
    filters.type === undefined ? undefined : eq(rollup.type, filters.type),
    filters.is_leads === undefined ? undefined : eq(rollup.isLead, filters.is_leads),
    limitedToOwn(viewer, filters) ? eq(rollup.agentId, viewer.id) : undefined,
  ];
}

/** Whether a rollup holds every filter: a contact or a search is not among its keys. */
const rollupAnswers = (filters: GestionFilters) => filters.contact === undefined && !filters.search?.trim();

/**
 * The same filters on the hourly rollup, or null when it cannot answer them. Bogotá has a whole-hour
 * offset, so its calendar days are whole UTC hours.
 */
export function hourlyWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined | null {
  if (!rollupAnswers(filters)) return null;
  return and(...withinDays(gestionesHourly.hour, filters.fecha_inicio, filters.fecha_fin), ...rollupKeyConditions(gestionesHourly, viewer, filters));
}

/** The same filters on the daily rollup (Bogotá days), or null when it cannot answer them. */
export function dailyWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined | null {
  if (!rollupAnswers(filters)) return null;
  return and(
    filters.fecha_inicio === undefined ? undefined : gte(gestionesDaily.day, filters.fecha_inicio),
    filters.fecha_fin === undefined ? undefined : lte(gestionesDaily.day, filters.fecha_fin),
    ...rollupKeyConditions(gestionesDaily, viewer, filters),
  );
}
