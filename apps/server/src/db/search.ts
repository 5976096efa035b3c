import { Placeholder, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { preparedOn } from './prepared.js';
import { foldTerm } from './folded.js';
import { tableTotals } from './search.tables.js';
import { likePattern } from '../http/paging.js';

/**
 * `text` contains `term`, ignoring accents and case. Where a trigram index on `fold_text(text)` exists
 * (migration 0022), the condition uses it.
 */
export function containsFolded(text: SQL, term: string): SQL {
  return sql`fold_text(${text}) like ${likePattern(foldTerm(term))}`;
}

/**
 * `column` is one of `ids`, sent as one array parameter: the statement's text is the same for any number
 * of ids (and cheaper to build than a list of parameters).
 */
export function isAnyOf(column: Column, ids: number[] | Placeholder): SQL {
  return sql`${column} = any(${ids instanceof Placeholder ? ids : sql.param(ids)}::int[])`;
}


const totalNamed = preparedOn((db) => db.select({ total: sql<string | number | null>`sum(${tableTotals.total})` }).from(tableTotals)
  .where(sql`${tableTotals.name} = ${sql.placeholder('name')}`).prepare('table_total'));

export async function tableTotal(db: Db, name: 'contacts' | 'contacts_connected'): Promise<number> {
  const [row] = await totalNamed(db).execute({ name });
  return Number(row?.total ?? 0);
}

/** How many rows match, counting no further than `cap` + 1. */
export async function cappedCount(db: Db, from: SQL, where: SQL | undefined, cap: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${from} where ${where ?? sql`true`} limit ${cap + 1}) as matches`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Runs a query that must walk an index in order and stop at a page: a broad search already known to match
 * more than COUNT_CAP rows, read newest first. The planner cannot tell that such a walk stops after a few
 * thousand rows: for a term it expects to be rare ('rodriguez', 'valentina') it prefers to read the whole
 * table, fold every row's text and sort (600 ms at 100,000 contacts on PGlite), and for a common one it starts
 * a parallel worker that costs more than the walk. Inside this transaction it may neither read the table
 * whole, nor sort, nor start workers.
 */
export function walkingIndexInOrder<T>(db: Db, query: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', 'off', true),
      set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
    return query(tx);
  });
}

/**
 * Runs a search known to match at most COUNT_CAP rows through its trigram index, then sorts the matches. The
 * planner, expecting a rare-looking term to match hundreds of rows spread over the table, would rather walk the
 * id index until a page is full, and when the matches are few or old that walk reads the whole table (285 ms
 * for a document prefix with 548 matches at 1,000,000 contacts, 1.3 s for rarer ones).
 */
export function throughSearchIndex<T>(db: Db, query: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
    return query(tx);
  });
}
