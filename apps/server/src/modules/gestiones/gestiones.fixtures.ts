import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rows } from '../../db/client.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { calificaciones, descripciones, tiposGestion } from '../typification/typification.tables.js';
import { gestiones } from './gestiones.tables.js';

/** Test data written straight into the tables of campaigns, typification and gestiones. */

let counter = 0;
const next = () => (counter += 1);

export async function insertCampaign(db: Db, overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(campaigns)
    .values({ name: `Campaña ${n}`, description: `Descripción ${n}`, ...overrides })
    .returning();
  return row!;
}

/** A Resultado of `campaignId` with Calificaciones named after `descripcionNames`. */
export async function insertResultado(db: Db, campaignId: number, descripcionNames = ['Interesado', 'No interesado']) {
  const n = next();
  const [resultado] = await db.insert(calificaciones).values({ campaignId, name: `Resultado ${n}` }).returning();
  const children = await db
    .insert(descripciones)
    .values(descripcionNames.map((name) => ({ calificacionId: resultado!.id, name: `${name} ${n}` })))
    .returning();
  return { ...resultado!, descripciones: children };
}

export async function insertTipoGestion(db: Db) {
  const [row] = await db.insert(tiposGestion).values({ name: `Tipo ${next()}` }).returning();
  return row!;
}

export async function insertContact(db: Db, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(contacts)
    .values({ firstName: 'Laura', lastName: `Gestión ${n}`, phone: `+57 300 ${String(n).padStart(7, '0')}`, ...overrides })
    .returning();
  return row!;
}

/** A gestión as the chat or an import would write it; created now unless `createdAt` says otherwise. */
export async function insertGestion(db: Db, values: Partial<typeof gestiones.$inferInsert> & { contactId: number }) {
  const [row] = await db.insert(gestiones).values(values).returning();
  return row!;
}

export interface RollupRow {
  period: string;
  campaign_id: number;
  agent_id: number;
  type: string;
  estado: string;
  en_bot: boolean;
  is_lead: boolean;
  total: number;
}

export interface TipificacionRollupRow {
  day: string;
  campaign_id: number;
  agent_id: number;
  type: string;
  calificacion_id: number;
  descripcion_id: number;
  total: number;
}

const KEYS = sql`period, campaign_id, agent_id, type, estado, en_bot, is_lead`;

/** Each rollup as stored, and as it should be counted from gestiones, in the same order. */
export async function rollupsAgainstCount(db: Db) {
  const stored = (table: SQL, period: SQL) => rows<RollupRow>(db, sql`
    select ${period}::text as period, campaign_id, agent_id, type, estado, en_bot, is_lead, total from ${table} order by ${KEYS}`);
  const counted = (period: SQL) => rows<RollupRow>(db, sql`
    select ${period}::text as period, coalesce(campaign_id, 0) as campaign_id, coalesce(agent_id, 0) as agent_id,
      type, estado, en_bot, is_lead, count(*)::int as total
    from gestiones group by 1, 2, 3, 4, 5, 6, 7 order by ${KEYS}`);
  return {
    hourly: { stored: await stored(sql`gestiones_hourly`, sql`hour`), counted: await counted(sql`date_trunc('hour', created_at, 'UTC')`) },
    daily: { stored: await stored(sql`gestiones_daily`, sql`day`), counted: await counted(sql`(created_at at time zone 'America/Bogota')::date`) },
    tipificacion: {
      stored: await rows<TipificacionRollupRow>(db, sql`
        select day::text as day, campaign_id, agent_id, type, calificacion_id, descripcion_id, total
        from gestiones_tipificacion_daily order by 1, 2, 3, 4, 5, 6`),
      counted: await rows<TipificacionRollupRow>(db, sql`
        select (created_at at time zone 'America/Bogota')::date::text as day, coalesce(campaign_id, 0) as campaign_id,
          coalesce(agent_id, 0) as agent_id, type, coalesce(calificacion_id, 0) as calificacion_id,
          coalesce(descripcion_id, 0) as descripcion_id, count(*)::int as total
        from gestiones group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`),
    },
  };
}
