import { and, eq, gte, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import {
  CONVERSATION_GESTION_TYPES, ELEVATED_GESTION_FILTERS, GESTION_MSG, OPEN_GESTION_ESTADOS, PERMISSIONS, type GestionExportQuery,
} from '@atiende/shared';
import { hasPermission } from '../../access.js';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { contactIdsMatching } from '../contacts/contacts.writes.js';
import { campaignsOfUser } from '../campaigns/campaigns.members.js';
import { withinDays } from '../../db/calendar-days.js';
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


/**
 * Who may read a gestión: its agent, whoever holds 'Ver Gestiones de todos los agentes', and the
 * agents and encargados of its campaign (who attend the same customers). Undefined: no limit.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  return or(eq(gestiones.agentId, viewer.id), inArray(gestiones.campaignId, campaignsOfUser(viewer.id)));
}

/** Whether the viewer is limited to their own gestiones for these filters. */
const limitedToOwn = (viewer: Viewer, filters: GestionFilters) => !viewer.seesAll && filters.contact === undefined;

/** The conditions on `gestiones` for the history list, its export and the reports' detail. */
export function gestionesWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    filters.contact === undefined ? undefined : eq(gestiones.contactId, filters.contact),
    filters.contact === undefined ? undefined : visibleTo(viewer),
    ...withinDays(gestiones.createdAt, filters.fecha_inicio, filters.fecha_fin),
    ...keyConditions(gestiones, viewer, filters),
    search ? inArray(gestiones.contactId, contactIdsMatching(search)) : undefined,
  );
}

/**
 * The filters on the columns gestiones and both rollups share (estado, agent, campaign, type, lead),
 * on the given table.
 */
function keyConditions(
  table: typeof gestiones | typeof gestionesHourly | typeof gestionesDaily, viewer: Viewer, filters: GestionFilters,
): (SQL | undefined)[] {
  return [
    filters.estado === undefined ? undefined : eq(table.estado, filters.estado),
    filters.agents === undefined ? undefined : inArray(table.agentId, filters.agents),
    filters.campaign === undefined ? undefined : eq(table.campaignId, filters.campaign),
    filters.type === undefined ? undefined : eq(table.type, filters.type),
    filters.is_leads === undefined ? undefined : eq(table.isLead, filters.is_leads),
    filters.en_bot === undefined ? undefined : eq(table.enBot, filters.en_bot),
    filters.en_curso === undefined ? undefined : inProgress(table, filters.en_curso),
    limitedToOwn(viewer, filters) ? eq(table.agentId, viewer.id) : undefined,
  ];
}

/**
 * Conversations in progress (what the dashboard's 'Conversaciones en Gestión' counts): open gestiones of the
 * messaging channels; `false` is every other gestión.
 */
function inProgress(table: typeof gestiones | typeof gestionesHourly | typeof gestionesDaily, wanted: boolean): SQL {
  const open = and(inArray(table.estado, [...OPEN_GESTION_ESTADOS]), inArray(table.type, [...CONVERSATION_GESTION_TYPES]))!;
  return wanted ? open : not(open);
}

/** Whether a rollup holds every filter: a contact or a search is not among its keys. */
const rollupAnswers = (filters: GestionFilters) => filters.contact === undefined && !filters.search?.trim();

/**
 * The same filters on the hourly rollup, or null when it cannot answer them. Bogotá has a whole-hour
 * offset, so its calendar days are whole UTC hours.
 */
export function hourlyWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined | null {
  if (!rollupAnswers(filters)) return null;
  return and(...withinDays(gestionesHourly.hour, filters.fecha_inicio, filters.fecha_fin), ...keyConditions(gestionesHourly, viewer, filters));
}

/** The same filters on the daily rollup (Bogotá days), or null when it cannot answer them. */
export function dailyWhere(viewer: Viewer, filters: GestionFilters): SQL | undefined | null {
  if (!rollupAnswers(filters)) return null;
  return and(
    filters.fecha_inicio === undefined ? undefined : gte(gestionesDaily.day, filters.fecha_inicio),
    filters.fecha_fin === undefined ? undefined : lte(gestionesDaily.day, filters.fecha_fin),
    ...keyConditions(gestionesDaily, viewer, filters),
  );
}

/** What the gestiones' list, reports and export say of the filters reserved to who sees every agent. */
export const ELEVATED_FILTERS_NOTE = 'Los filtros estado, agents, campaign, type e is_leads requieren "Ver Gestiones de todos los agentes" (403 si no); ' +
  'sin ese permiso y sin contact, solo se ven las gestiones propias. en_bot (las que pasaron por el bot o no) y en_curso ' +
  '(conversaciones de WhatsApp, Telegram o Facebook en gestión o pendientes, lo que cuenta «Conversaciones en Gestión») ' +
  'los usa cualquiera sobre las gestiones que ve: son los detalles de su dashboard.';
