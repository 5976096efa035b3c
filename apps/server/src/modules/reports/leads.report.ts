import { and, between, eq, sql } from 'drizzle-orm';
import { LEADS_FRANJAS, LEADS_POR_HORA_LIST_LIMIT, type LeadEstado, type LeadsPorHora, type LeadsPorHoraQuery, type LeadTipo } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { contacts } from '../contacts/contacts.tables.js';
import { contactNameSql, isoText } from '../gestiones/gestiones.names.js';
import { leadsWhere, type LeadFilters, type LeadViewer } from '../leads/leads.service.js';
import { leads, leadsFranjaCounts } from '../leads/leads.tables.js';

/** The franja column's value of each bar: 0 for 'antes_8am', else the hour. */
const franjaValue = (index: number) => (index === 0 ? 0 : index + 7);

interface BarLead {
  franja: number;
  id: number;
  contacto: string;
  estado: string;
  created_at: Date | string;
  tipo: string;
}

/**
 * Each bar's count: from the kept per-day counts when every agent's leads are counted (the question over a year
 * reads some thousands of counts instead of a row per lead), else from the leads of those agents or that campaign.
 */
function countPerFranja(db: Db, viewer: LeadViewer, query: LeadsPorHoraQuery, where: ReturnType<typeof leadsWhere>) {
  const fromKeptCounts = viewer.seesAll && query.agents === undefined && query.campaign === undefined;
  if (!fromKeptCounts) {
    return db.select({ franja: leads.franja, total: sql<number>`count(*)::int` }).from(leads).where(where).groupBy(leads.franja);
  }
  return db.select({ franja: leadsFranjaCounts.franja, total: sql<number>`coalesce(sum(${leadsFranjaCounts.n}), 0)::int` })
    .from(leadsFranjaCounts)
    .where(and(
      between(leadsFranjaCounts.dia, query.fecha_inicio, query.fecha_fin),
      query.type === undefined ? undefined : eq(leadsFranjaCounts.tipo, query.type),
      query.estado === undefined ? undefined : eq(leadsFranjaCounts.estado, query.estado),
    ))
    .groupBy(leadsFranjaCounts.franja);
}

/**
 * Leads per bar of the day (Bogotá) over the chosen days, every bar in order, with the newest leads of each
 * (up to LEADS_POR_HORA_LIST_LIMIT; `contador` counts them all): one statement counts, another reads every
 * bar's newest from the (franja, created_at) index at once.
 */
export async function leadsPorHora(db: Db, viewer: LeadViewer, query: LeadsPorHoraQuery): Promise<LeadsPorHora> {
  const filters: LeadFilters = { ...query, tipo_lead: query.type };
  const where = leadsWhere(viewer, filters);
  const franjaValues = LEADS_FRANJAS.map((_, index) => franjaValue(index));
  const [counts, newest] = await Promise.all([
    countPerFranja(db, viewer, query, where),
    rows<BarLead>(db, sql`
      select bar.franja, l.id, l.contacto, l.estado, l.created_at, l.tipo
      from unnest(${`{${franjaValues.join(',')}}`}::smallint[]) as bar(franja)
      cross join lateral (
        select ${leads.id} as id, ${contactNameSql} as contacto, ${leads.estado} as estado, ${leads.createdAt} as created_at, ${leads.tipo} as tipo
        from ${leads} join ${contacts} on ${contacts.id} = ${leads.contactId}
        where ${leads.franja} = bar.franja and ${where ?? sql`true`}
        order by ${leads.createdAt} desc, ${leads.id} desc
        limit ${LEADS_POR_HORA_LIST_LIMIT}
      ) l`),
  ]);
  const byFranja = new Map(counts.map((row) => [Number(row.franja), Number(row.total)]));
  const franjas = LEADS_FRANJAS.map((hora, index) => ({
    hora,
    contador: byFranja.get(franjaValue(index)) ?? 0,
    leads: newest.filter((lead) => Number(lead.franja) === franjaValue(index)).map((lead) => ({
      id: Number(lead.id), contacto: lead.contacto, estado: lead.estado as LeadEstado, created_date: isoText(lead.created_at), type: lead.tipo as LeadTipo,
    })),
  }));
  return { franjas, total_leads: franjas.reduce((sum, franja) => sum + franja.contador, 0) };
}
