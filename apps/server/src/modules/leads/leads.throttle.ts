import { sql } from 'drizzle-orm';
import { LEAD_MSG } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { leadFormAttempts } from './leads.tables.js';

/** Submissions of the public form one address may make in a window. */
export const FORM_LIMIT = 5;
export const FORM_WINDOW_MINUTES = 10;

/**
 * Counts a submission of the public form from `address` and refuses it (429) past the limit of its window,
 * across every instance. The count is taken before anything is written, so a refused one changes nothing else.
 */
export async function chargeFormSubmission(db: Db, address: string): Promise<void> {
  const expired = sql`${leadFormAttempts.windowStart} < now() - make_interval(mins => ${FORM_WINDOW_MINUTES})`;
  const [counted] = await rows<{ count: number }>(db, sql`
    insert into ${leadFormAttempts} (address, window_start, count) values (${address}, now(), 1)
    on conflict (address) do update set
      count = case when ${expired} then 1 else ${leadFormAttempts.count} + 1 end,
      window_start = case when ${expired} then now() else ${leadFormAttempts.windowStart} end
    returning count`);
  if (Number(counted!.count) > FORM_LIMIT) throw new AppError(429, LEAD_MSG.formTooMany, undefined, 'rate_limited');
}

/** Windows long past count nothing any more. */
export async function forgetOldSubmissions(db: Db): Promise<void> {
  await db.delete(leadFormAttempts).where(sql`${leadFormAttempts.windowStart} < now() - interval '1 day'`);
}
