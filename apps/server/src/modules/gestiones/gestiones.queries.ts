import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { isActiveContactSql } from '../contacts/contacts.queries.js';
import { joinedCalificacionNameSql, joinedDescripcionNameSql, leftJoinCalificacion, leftJoinDescripcion } from '../typification/typification.queries.js';
import { visibleTo, type Viewer } from './gestiones.filters.js';
import { gestionCampaigns, gestiones } from './gestiones.tables.js';

/** The contact of gestión `id`; undefined when there is no such gestión. */
export async function gestionContactId(db: Db, id: number): Promise<number | undefined> {
  const [gestion] = await db.select({ contactId: gestiones.contactId }).from(gestiones).where(eq(gestiones.id, id));
  return gestion?.contactId;
}

/** The contact and the agent of gestión `id`; undefined when there is no such gestión. */
export async function gestionPeople(db: Db, id: number): Promise<{ contactId: number; agentId: number | null } | undefined> {
  const [gestion] = await db.select({ contactId: gestiones.contactId, agentId: gestiones.agentId }).from(gestiones).where(eq(gestiones.id, id));
  return gestion;
}

/** A subquery: the campaigns of gestión `gestionId`, its own and those it was also filed under. */
export function campaignIdsOfGestion(gestionId: number): SQL {
  return sql`(
  select ${gestiones.campaignId} from ${gestiones} where ${gestiones.id} = ${gestionId} and ${gestiones.campaignId} is not null
  union select ${gestionCampaigns.campaignId} from ${gestionCampaigns} where ${gestionCampaigns.gestionId} = ${gestionId})`;
}

/** Marks gestión `id` as made in the entry bot, in the caller's transaction. */
export async function markGestionInBot(tx: Db, id: number): Promise<void> {
  await tx.update(gestiones).set({ enBot: true }).where(eq(gestiones.id, id));
}

/**
 * An `insert` of VENCIDO gestiones closed at `now`, one per row of `source` (a CTE of the caller's statement with the
 * columns gestion_id, contact_id, campaign_id, agent_id, type, via_bot, created_at), for a CTE of that statement.
 */
export function insertExpiredGestionesSql(source: SQL, now: Date, observaciones: string): SQL {
  return sql`insert into ${gestiones} (id, contact_id, campaign_id, agent_id, type, estado, en_bot, created_at, fecha_finalizacion, observaciones)
        select gestion_id, contact_id, campaign_id, agent_id, type, 'VENCIDO', via_bot, created_at, ${now}::timestamptz,
               ${observaciones}
        from ${source}`;
}

/**
 * The next contacts gestiones scheduled between two Bogotá days (both included) whose contact is not deleted: those of
 * agent `whose.agentId`, or of contact `whose.contactId` as far as `whose.viewer` may see them; by day, at most `limit`.
 */
export async function scheduledNextContacts(
  db: Db, whose: { agentId: number } | { contactId: number; viewer: Viewer }, desde: string, hasta: string, limit: number,
) {
  return db
    .select({
      id: gestiones.id,
      contactId: gestiones.contactId,
      inicio: sql<Date | string>`((${gestiones.fechaProximoContacto} + coalesce(${gestiones.horaProximoContacto}, '00:00'::time)) at time zone ${TIME_ZONE})`,
      todoElDia: sql<boolean>`${gestiones.horaProximoContacto} is null`,
    })
    .from(gestiones)
    .where(and(
      between(gestiones.fechaProximoContacto, desde, hasta), isActiveContactSql(gestiones.contactId),
      'agentId' in whose ? eq(gestiones.agentId, whose.agentId) : and(eq(gestiones.contactId, whose.contactId), visibleTo(whose.viewer)),
    ))
    .orderBy(asc(gestiones.fechaProximoContacto), asc(gestiones.id))
    .limit(limit);
}

/** A gestión's typification as another area shows it: its Resultado's and Calificación's names and its observaciones. */
export type GestionTypification = { resultado: string | null; calificacion: string | null; observaciones: string };

/** The typification of each gestión among `ids`: one statement joining the Resultado and Calificación by their owner's helpers. */
export async function gestionTypifications(db: Db, ids: readonly number[]): Promise<Map<number, GestionTypification>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  let query = db
    .select({ id: gestiones.id, resultado: joinedCalificacionNameSql, calificacion: joinedDescripcionNameSql, observaciones: gestiones.observaciones })
    .from(gestiones)
    .$dynamic();
  query = leftJoinCalificacion(query, gestiones.calificacionId);
  query = leftJoinDescripcion(query, gestiones.descripcionId);
  const found = await query.where(inArray(gestiones.id, wanted));
  return new Map(found.map(({ id, ...typification }) => [id, typification]));
}
