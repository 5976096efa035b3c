import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row totals kept by triggers as rows change, read instead of counting a large table: 'contacts' (not
 * deleted, migration 0019) and 'contacts_connected' (not deleted and not DESCONECTADO, migration 0028).
 * Each total is split over slots, one per database connection (its backend pid modulo 16, migration 0032):
 * with a single row, every transaction creating a contact waited for the previous one to commit, so a
 * wave of new customers writing at once queued on that row until the pool ran out.
 */
export const tableTotals = pgTable('table_totals', {
  name: text('name').notNull(),
  slot: integer('slot').notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.name, t.slot] })]);
