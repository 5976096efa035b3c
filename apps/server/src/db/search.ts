import { sql, type SQL } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { likePattern } from '../http/paging.js';

/** Text as searches compare it: lower case and without accents (`fold_text`, immutable so it can be indexed). */
export const folded = (text: SQL): SQL => sql`fold_text(${text})`;

/** A search term folded the way `fold_text` folds the searched text. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}

/**
 * `text` contains `term`, ignoring accents and case. Where a trigram index on `fold_text(text)` exists
 * (migration 0022), the condition uses it.
 */
export function containsFolded(text: SQL, term: string): SQL {
  return sql`fold_text(${text}) like ${likePattern(foldTerm(term))}`;
}

/** Row totals kept by triggers as rows change (migration 0019), read instead of counting a large table. */
export const tableTotals = pgTable('table_totals', {
  name: text('name').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

export async function tableTotal(db: Db, name: 'contacts'): Promise<number> {
  const [row] = await db.select({ total: tableTotals.total }).from(tableTotals).where(sql`${tableTotals.name} = ${name}`);
  return row?.total ?? 0;
}

/** How many rows match, counting no further than `cap` + 1. */
export async function cappedCount(db: Db, from: SQL, where: SQL | undefined, cap: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${from} where ${where ?? sql`true`} limit ${cap + 1}) as matches`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Runs a query that walks an index in order and stops at a page without parallel workers: starting a
 * worker costs more than the few thousand rows such a walk reads, and the planner cannot tell it stops early.
 */
export function withoutParallelWorkers<T>(db: Db, query: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return query(tx);
  });
}
