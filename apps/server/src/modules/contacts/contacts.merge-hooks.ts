import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContactMerge, MergeCounts } from '@atiende/shared';
import type { Db } from '../../db/client.js';

/*
 * What a contact merge asks of each module that keeps rows of contacts: how many the absorbed contact has (the
 * preview's figures) and to move them to the survivor, inside the merge's transaction. Each module declares its
 * hook next to its tables (`<area>.merge.ts`); `modules/index.ts` collects them, and the merge knows no module.
 */

export interface ContactMergeStep {
  survivorId: number;
  otherId: number;
  keep: ContactMerge['keep'];
}

export interface ContactMergeHook {
  /** The absorbed contact's rows, under the names of the merge preview. */
  counts?: { [K in keyof MergeCounts]?: (db: Db, contactId: number) => Promise<number> };
  /** Moves the module's rows of the absorbed contact to the survivor. */
  move(tx: Db, step: ContactMergeStep): Promise<void>;
}

/** How many rows of `table` name the contact in `column`. */
export async function countNaming(db: Db, table: PgTable, column: PgColumn, contactId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(sql`${column} = ${contactId}`);
  return Number(row?.n ?? 0);
}

/** Rows that only name the contact change hands as they are. */
export async function movePointer(tx: Db, table: PgTable, column: PgColumn, { survivorId, otherId }: ContactMergeStep): Promise<void> {
  await tx.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${survivorId} where ${sql.identifier(column.name)} = ${otherId}`);
}

/** A membership keyed by (something, contact): the survivor joins what it was not in yet, the rest is dropped. */
export async function moveMembership(
  tx: Db, table: PgTable, column: PgColumn, others: PgColumn[], { survivorId, otherId }: Pick<ContactMergeStep, 'survivorId' | 'otherId'>,
): Promise<void> {
  const columns = sql.join(others.map((c) => sql.identifier(c.name)), sql`, `);
  const contactColumn = sql.identifier(column.name);
  await tx.execute(sql`insert into ${table} (${contactColumn}, ${columns})
    select ${survivorId}, ${columns} from ${table} where ${contactColumn} = ${otherId} on conflict do nothing`);
  await tx.execute(sql`delete from ${table} where ${contactColumn} = ${otherId}`);
}
