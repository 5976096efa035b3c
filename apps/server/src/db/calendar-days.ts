import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TIME_ZONE } from '@atiende/shared';

/**
 * Conditions keeping `column` (a timestamptz) between two calendar days, both included. The bounds are
 * turned into instants so that an index on the column still serves the filter.
 */
export function withinDays(column: SQLWrapper, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= (${from}::date::timestamp at time zone ${TIME_ZONE})`);
  if (to) conditions.push(sql`${column} < ((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  return conditions;
}
