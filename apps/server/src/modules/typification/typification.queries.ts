import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { calificaciones, descripciones, tiposGestion } from './typification.tables.js';

/** A scalar subquery: the name of Resultado (table calificaciones) `calificacionId`, null without one, for another module's select. */
export function calificacionNameSql(calificacionId: Column): SQL<string | null> {
  return sql<string | null>`(select ca.name from ${calificaciones} ca where ca.id = ${calificacionId})`;
}

/** A scalar subquery: the name of tipo de gestión `tipoGestionId`, null without one, for another module's select. */
export function tipoGestionNameSql(tipoGestionId: Column): SQL<string | null> {
  return sql<string | null>`(select tg.name from ${tiposGestion} tg where tg.id = ${tipoGestionId})`;
}

/** The campaign of Resultado (table calificaciones) `id`; undefined when there is no such Resultado. */
export async function campaignOfCalificacion(db: Db, id: number): Promise<number | undefined> {
  const [found] = await db.select({ campaignId: calificaciones.campaignId }).from(calificaciones).where(eq(calificaciones.id, id));
  return found?.campaignId;
}

/** Whether Calificación (table descripciones) `descripcionId` is one of Resultado `calificacionId`'s. */
export async function isDescripcionOf(db: Db, descripcionId: number, calificacionId: number): Promise<boolean> {
  const [found] = await db.select({ id: descripciones.id }).from(descripciones)
    .where(and(eq(descripciones.id, descripcionId), eq(descripciones.calificacionId, calificacionId)));
  return found !== undefined;
}

/** Whether `id` is a tipo de gestión. */
export async function isTipoGestion(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: tiposGestion.id }).from(tiposGestion).where(eq(tiposGestion.id, id));
  return found !== undefined;
}

/**
 * Left-joins each row's Resultado (table calificaciones, by `calificacionId`) to another module's select, whose fields
 * may then read joinedCalificacionNameSql: one statement, a page of rows joined by the primary key.
 */
export function leftJoinCalificacion<T extends PgSelect>(query: T, calificacionId: Column): T {
  // A join adds no field to a partial select (the caller's fields read it): the rows keep their type.
  return query.leftJoin(calificaciones, eq(calificaciones.id, calificacionId)) as unknown as T;
}

/** The name of the Resultado leftJoinCalificacion joined beside a row; null when the row has none. */
export const joinedCalificacionNameSql: SQL<string | null> = sql<string | null>`${calificaciones.name}`;

/**
 * Left-joins each row's Calificación (table descripciones, by `descripcionId`) to another module's select, whose fields
 * may then read joinedDescripcionNameSql: one statement, a page of rows joined by the primary key.
 */
export function leftJoinDescripcion<T extends PgSelect>(query: T, descripcionId: Column): T {
  // A join adds no field to a partial select (the caller's fields read it): the rows keep their type.
  return query.leftJoin(descripciones, eq(descripciones.id, descripcionId)) as unknown as T;
}

/** The name of the Calificación leftJoinDescripcion joined beside a row; null when the row has none. */
export const joinedDescripcionNameSql: SQL<string | null> = sql<string | null>`${descripciones.name}`;
