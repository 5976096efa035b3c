import { createHash } from 'node:crypto';
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

/**
 * Spaces of transaction-scoped advisory locks taken by key (the first number of a two-number lock, apart
 * from the one-number locks taken elsewhere): the same number in two spaces is two locks.
 */
export const LOCK_SPACES = {
  /** One key of the duplicate rule of contacts: a document number, an e-mail or a phone. */
  contactKey: 1,
  /** Every key of that rule at once: held shared by a form, exclusively by an import batch. */
  everyContactKey: 2,
} as const;
type LockSpace = (typeof LOCK_SPACES)[keyof typeof LOCK_SPACES];

const keyNumber = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

/**
 * Makes transactions that write or check the same keys run one after the other, until each commits or
 * rolls back. The locks are taken in ascending order, so two transactions sharing several keys wait
 * instead of deadlocking; two keys with the same hash only make unrelated writers wait for each other.
 */
export async function lockKeys(tx: Db, space: LockSpace, keys: string[]): Promise<void> {
  const numbers = [...new Set(keys.map(keyNumber))].sort((a, b) => a - b);
  for (const number of numbers) await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${number}::int)`);
}

/** Locks a whole space: `shared` beside other holders of single keys, `exclusive` against all of them. */
export async function lockSpace(tx: Db, space: LockSpace, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(mode === 'shared'
    ? sql`select pg_advisory_xact_lock_shared(${space}::int, 0)`
    : sql`select pg_advisory_xact_lock(${space}::int, 0)`);
}
