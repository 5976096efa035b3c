import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COUNT_CAP, ELEVATED_LEAD_FILTERS, LEAD_MSG, PERMISSIONS, type LeadEstado, type LeadExportQuery, type LeadListItem, type LeadRead,
  type LeadTimeline, type LeadTipo,
} from '@atiende/shared';
import { hasPermission } from '../../access.js';
import type { Db } from '../../db/client.js';
import { withinDays } from '../../db/calendar-days.js';
import { cappedCount } from '../../db/search.js';
import { forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import { contactCards } from '../contacts/contacts.queries.js';
import { isoText } from '../gestiones/gestiones.names.js';
import { userNames } from '../users/users.queries.js';
import { leads, leadSteps } from './leads.tables.js';

/** Who is asking: without 'Ver Leads de todos los agentes' a user sees only the leads assigned to them. */
export interface LeadViewer {
  id: number;
  seesAll: boolean;
}

export const leadViewerOf = (user: AuthUser): LeadViewer => ({ id: user.id, seesAll: hasPermission(user, PERMISSIONS.leadsViewAll) });

export type LeadFilters = Partial<LeadExportQuery>;

/** 403 when a user who sees only their own leads filters by agent or campaign. */
export function assertLeadFiltersAllowed(viewer: LeadViewer, filters: LeadFilters): void {
  if (viewer.seesAll) return;
  if (ELEVATED_LEAD_FILTERS.some((name) => filters[name] !== undefined)) throw forbidden(LEAD_MSG.viewAllRequired);
}

const visibleTo = (viewer: LeadViewer): SQL | undefined => (viewer.seesAll ? undefined : eq(leads.agentId, viewer.id));

/** The conditions on `leads` of the list, its export and the hourly report. */
export function leadsWhere(viewer: LeadViewer, filters: LeadFilters): SQL | undefined {
  return and(
    visibleTo(viewer),
    ...withinDays(leads.createdAt, filters.fecha_inicio, filters.fecha_fin),
    filters.tipo_lead === undefined ? undefined : eq(leads.tipo, filters.tipo_lead),
    filters.estado === undefined ? undefined : eq(leads.estado, filters.estado),
    filters.agents === undefined ? undefined : inArray(leads.agentId, filters.agents),
    filters.campaign === undefined ? undefined : eq(leads.campaignId, filters.campaign),
  );
}

/** A scheduled lead still open past its fecha_vencimiento. */
export const overdueSql = sql<boolean>`(${leads.tipo} = 'programado' and ${leads.estado} <> 'FINALIZADO' and ${leads.fechaVencimiento} < now())`;

export const newestFirst = [desc(leads.createdAt), desc(leads.id)];

const itemColumns = {
  id: leads.id,
  tipo: leads.tipo,
  source: leads.source,
  createdAt: leads.createdAt,
  /** created_at as exact text, for reading on after a row (a Date drops the microseconds). */
  cursor: sql<string>`${leads.createdAt}::text`,
  estado: leads.estado,
  contactId: leads.contactId,
  campaignId: leads.campaignId,
  agentId: leads.agentId,
  metadata: leads.metadata,
  observaciones: leads.observaciones,
  fechaVencimiento: leads.fechaVencimiento,
  vencido: overdueSql,
  gestionId: leads.gestionId,
};

/** Leads as the list, a lead's page and the export read them (their contact, campaign and agent by id: see toLeadItems). */
export function selectLeadItems(db: Db) {
  return db.select(itemColumns).from(leads);
}

type ItemRow = Awaited<ReturnType<typeof selectLeadItems>>[number];

/** The names of a page's contacts, campaigns and agents, asked of their modules once for the page. */
interface LeadNames {
  contacts: Awaited<ReturnType<typeof contactCards>>;
  campaigns: Map<number, string>;
  agents: Map<number, string>;
}

const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);

/** The leads as the API shows them, with their contacts, campaigns and agents (three queries for the page). */
export async function toLeadItems(db: Db, rows: ItemRow[]): Promise<LeadListItem[]> {
  const [contactsOf, campaignsOf, agents] = await Promise.all([
    contactCards(db, rows.map((row) => row.contactId)),
    campaignNames(db, present(rows.map((row) => row.campaignId))),
    userNames(db, present(rows.map((row) => row.agentId))),
  ]);
  const names: LeadNames = { contacts: contactsOf, campaigns: campaignsOf, agents };
  return rows.map((row) => toLeadItem(row, names));
}

function toLeadItem(row: ItemRow, names: LeadNames): LeadListItem {
  const contact = names.contacts.get(row.contactId);
  return {
    id: row.id,
    tipo: row.tipo as LeadTipo,
    source: row.source,
    created_date: isoText(row.createdAt),
    estado: row.estado as LeadEstado,
    contact: {
      id: row.contactId,
      first_name: contact?.firstName ?? '',
      full_name: contact?.name ?? '',
      phone: contact?.phone ? [{ telefono: contact.phone }] : [],
      email: contact?.email ? [{ email: contact.email }] : [],
    },
    campaign: row.campaignId === null ? null : { id: row.campaignId, name: names.campaigns.get(row.campaignId) ?? '' },
    agent: row.agentId === null ? [] : [[names.agents.get(row.agentId) ?? '', row.agentId]],
    metadata: row.metadata ?? {},
    observaciones: row.observaciones,
    fecha_vencimiento: row.fechaVencimiento === null ? null : isoText(row.fechaVencimiento),
    vencido: row.vencido === true,
    gestion_contacto: row.gestionId,
  };
}

/** A page of leads, newest first; the count stops at COUNT_CAP. */
export async function listLeads(
  db: Db, viewer: LeadViewer, filters: LeadFilters, page: { limit: number; offset: number },
): Promise<{ count: number; countCapped: boolean; more: boolean; results: LeadListItem[] }> {
  const where = leadsWhere(viewer, filters);
  const cap = page.offset + COUNT_CAP;
  const [found, counted] = await Promise.all([
    selectLeadItems(db).where(where).orderBy(...newestFirst).limit(page.limit + 1).offset(page.offset),
    cappedCount(db, sql`${leads}`, where, cap),
  ]);
  return {
    count: Math.min(counted, cap),
    countCapped: counted > cap,
    more: found.length > page.limit,
    results: await toLeadItems(db, found.slice(0, page.limit)),
  };
}

/** A lead the viewer may see, or 404 (a lead of another agent is not said to exist). */
export async function loadLead(db: Db, viewer: LeadViewer, id: number): Promise<LeadRead> {
  const [row] = await db.select({ ...itemColumns, referencia: leads.referencia, nombre: leads.nombre, descripcion: leads.descripcion, existencia: leads.existencia })
    .from(leads)
    .where(and(eq(leads.id, id), visibleTo(viewer)));
  if (!row) throw notFound(LEAD_MSG.notFound);
  const [item] = await toLeadItems(db, [row]);
  return { ...item!, referencia: row.referencia, nombre: row.nombre, descripcion: row.descripcion, existencia: row.existencia };
}

const seconds = (from: Date | null, to: Date | null) => (from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null);
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** When the lead was created, assigned, started and finished, how long each part took, and every step with its user. */
export async function leadTimeline(db: Db, viewer: LeadViewer, id: number): Promise<LeadTimeline> {
  const [lead] = await db.select({
    id: leads.id, createdAt: leads.createdAt, asignacion: leads.fechaAsignacion, inicio: leads.fechaInicio, fin: leads.fechaFinalizacion,
  }).from(leads).where(and(eq(leads.id, id), visibleTo(viewer)));
  if (!lead) throw notFound(LEAD_MSG.notFound);
  const stepRows = await db.select({ estado: leadSteps.estado, at: leadSteps.at, userId: leadSteps.userId })
    .from(leadSteps)
    .where(eq(leadSteps.leadId, id)).orderBy(leadSteps.at, leadSteps.id);
  const stepUsers = await userNames(db, present(stepRows.map((step) => step.userId)));
  const steps = stepRows.map(({ userId, ...step }) => ({ ...step, user: userId === null ? null : stepUsers.get(userId) ?? null }));
  const created = asDate(lead.createdAt)!;
  const [asignacion, inicio, fin] = [asDate(lead.asignacion), asDate(lead.inicio), asDate(lead.fin)];
  const finishing = [...steps].reverse().find((step) => step.estado === 'FINALIZADO');
  return {
    lead: lead.id,
    created_date: created.toISOString(),
    fecha_asignacion: asignacion?.toISOString() ?? null,
    duration_asignacion: seconds(created, asignacion),
    fecha_inicio: inicio?.toISOString() ?? null,
    fecha_finalizacion: fin?.toISOString() ?? null,
    duration_gestion: seconds(inicio ?? asignacion, fin),
    total_duration: seconds(created, fin),
    user: finishing?.user ?? null,
    pasos: steps.map((step) => ({ estado: step.estado as LeadEstado, fecha: isoText(step.at), user: step.user })),
  };
}
