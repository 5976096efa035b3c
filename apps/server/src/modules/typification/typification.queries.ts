import { sql, type Column, type SQL } from 'drizzle-orm';
import { calificaciones } from './typification.tables.js';

/** A scalar subquery: the name of Resultado (table calificaciones) `calificacionId`, null without one, for another module's select. */
export function calificacionNameSql(calificacionId: Column): SQL<string | null> {
  return sql<string | null>`(select ca.name from ${calificaciones} ca where ca.id = ${calificacionId})`;
}
