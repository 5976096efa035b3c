import { and, eq, sql } from 'drizzle-orm';
import { LEADS_FRANJAS, LEADS_POR_HORA_LIST_LIMIT, type LeadEstado, type LeadsPorHora, type LeadsPorHoraQuery, type LeadTipo } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { contacts } from '../contacts/contacts.tables.js';
import { contactNameSql, isoText } from '../gestiones/gestiones.names.js';
import { leadsWhere, newestFirst, type LeadFilters, type LeadViewer } from './leads.service.js';
import { leads } from './leads.tables.js';

/** The franja column's value of each bar: 0 for 'antes_8am', else the hour. */
const franjaValue = (index: number) => (index === 0 ? 0 : index + 7);

/**
 * Leads per bar of the day (Bogotá) over the chosen days, every bar in order, with the newest leads of each
 * (up to LEADS_POR_HORA_LIST_LIMIT; `contador` counts them all).
 */
export async function leadsPorHora(db: Db, viewer: LeadViewer, query: LeadsPorHoraQuery): Promise<LeadsPorHora> {
  const filters: LeadFilters = { ...query, tipo_lead: query.type };
  const where = leadsWhere(viewer, filters);
  const counts = await db.select({ franja: leads.franja, total: sql<number>`count(*)::int` }).from(leads).where(where).groupBy(leads.franja);
  const byFranja = new Map(counts.map((row) => [Number(row.franja), Number(row.total)]));
  const lists = await Promise.all(LEADS_FRANJAS.map((_, index) => byFranja.get(franjaValue(index))
    ? db.select({ id: leads.id, contacto: contactNameSql, estado: leads.estado, createdAt: leads.createdAt, type: leads.tipo })
      .from(leads).innerJoin(contacts, eq(contacts.id, leads.contactId))
      .where(and(where, eq(leads.franja, franjaValue(index)))).orderBy(...newestFirst).limit(LEADS_POR_HORA_LIST_LIMIT)
    : Promise.resolve([])));
  const franjas = LEADS_FRANJAS.map((hora, index) => ({
    hora,
    contador: byFranja.get(franjaValue(index)) ?? 0,
    leads: lists[index]!.map((lead) => ({
      id: lead.id, contacto: lead.contacto, estado: lead.estado as LeadEstado, created_date: isoText(lead.createdAt), type: lead.type as LeadTipo,
    })),
  }));
  return { franjas, total_leads: franjas.reduce((sum, franja) => sum + franja.contador, 0) };
}
