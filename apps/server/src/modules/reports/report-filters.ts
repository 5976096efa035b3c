import { and, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '@atiende/shared';

/** The Bogotá days from fecha_inicio to fecha_fin (both included) on a timestamp column, as an index-friendly range. */
export function withinDays(column: AnyPgColumn | SQLWrapper, fechaInicio: string, fechaFin: string): SQL {
  return sql`${column} >= (${fechaInicio}::date)::timestamp at time zone ${TIME_ZONE}
    and ${column} < ((${fechaFin}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
}

/** The same days on a rollup's `day` column. */
export function withinDayColumn(column: AnyPgColumn, fechaInicio: string, fechaFin: string): SQL {
  return and(gte(column, fechaInicio), lte(column, fechaFin))!;
}

/** Only the chosen agents (none chosen: everyone). */
export function ofAgents(column: AnyPgColumn, agents: number[] | undefined): SQL | undefined {
  return agents && agents.length > 0 ? inArray(column, agents) : undefined;
}

/** Mean, median and 90th percentile of a duration in seconds over the rows a query selects. */
export function durationStatsSql(seconds: SQL) {
  return {
    cantidad: sql<number>`count(${seconds})::int`,
    promedio: sql<number | null>`round(avg(${seconds})::numeric, 1)::float8`,
    p50: sql<number | null>`round(percentile_cont(0.5) within group (order by ${seconds})::numeric, 1)::float8`,
    p90: sql<number | null>`round(percentile_cont(0.9) within group (order by ${seconds})::numeric, 1)::float8`,
  };
}

/** A row's duration figures as numbers (drivers may hand numerics back as text). */
export function durationStats(row: { cantidad: unknown; promedio: unknown; p50: unknown; p90: unknown }) {
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { cantidad: Number(row.cantidad), promedio: num(row.promedio), p50: num(row.p50), p90: num(row.p90) };
}
