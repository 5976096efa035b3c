import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that keeps a column to the values the shared constants list, so the database refuses what
 * TypeScript would. A null passes (nullable columns say "not given").
 */
export function allowedValues(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
