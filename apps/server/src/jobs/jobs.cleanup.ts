import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { defineJob } from './jobs.runner.js';
import { jobs } from './jobs.tables.js';

/** Finished jobs are kept this long, for whoever looks into what happened. */
const KEEP_DAYS = 7;

const empty = z.object({});

declare module './jobs.runner.js' {
  interface JobPayloads {
    'jobs.cleanup': z.infer<typeof empty>;
  }
}

/** Removes jobs finished more than a week ago. */
export async function removeFinishedJobs(db: Db): Promise<void> {
  await db.delete(jobs).where(sql`${jobs.status} in ('done', 'failed') and ${jobs.finishedAt} < now() - make_interval(days => ${KEEP_DAYS})`);
}

/** The runner's own housekeeping. */
export const jobsCleanup = defineJob({ kind: 'jobs.cleanup', payload: empty, everySeconds: 3600, run: (_payload, { app }) => removeFinishedJobs(app.db) });
