import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Locks the row that owns a list about to be replaced (delete then insert), so that parallel
 * replacements of the same list run one after the other instead of colliding on its unique key.
 * Call it inside the transaction that replaces the list.
 */
export async function lockListOwner(tx: Db, idColumn: AnyPgColumn, id: number): Promise<void> {
  await tx.execute(sql`select 1 from ${idColumn.table} where ${idColumn} = ${id} for no key update`);
}
