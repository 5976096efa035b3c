import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { dashboardFigures } from '../modules/dashboard/dashboard.service.js';

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
