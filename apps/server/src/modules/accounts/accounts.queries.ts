import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from './accounts.tables.js';

/** Whether `id` is an account. */
export async function accountExists(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return found !== undefined;
}
