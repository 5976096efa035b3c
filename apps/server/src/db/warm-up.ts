import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.js';
import { dashboardFigures } from '../modules/reports/dashboard.service.js';

/**
 * The embedded database reads its files the first time a query needs them, and while it reads the
 * whole server waits. Reading what the first screens show (the dashboard and the busy tables) before
 * listening spares the first users after a start several seconds each.
 */
export async function warmUp(db: Db): Promise<void> {
  await dashboardFigures(db);
  for (const table of ['users', 'user_roles', 'role_permissions', 'session_history', 'contacts', 'gestiones', 'gestiones_daily']) {
    await db.execute(sql`select count(*) from ${sql.identifier(table)}`);
  }
}

/** The tables a customer's message writes to, and what each of them reads on the way. */
const BUSY_TABLES = ['conversations', 'chat_messages', 'contacts', 'contact_data', 'channels', 'jobs', 'users', 'table_totals'];

/**
 * PostgreSQL: opens every connection of the pool before listening, and has each read the tables the busiest
 * requests use, so that the first burst after a start (a campaign's customers writing at once) is not served
 * by new backends still starting and reading the catalogue (tens of milliseconds each).
 */
export async function warmUpConnections(database: Database): Promise<void> {
  const reads = BUSY_TABLES.map((table) => sql`select 1 from ${sql.identifier(table)} limit 1`);
  await Promise.all(Array.from({ length: database.connections }, () => database.db.transaction(async (tx) => {
    for (const read of reads) await tx.execute(read);
  })));
}
