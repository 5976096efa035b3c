import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const BACKUP_RUN_STATUSES = ['ok', 'error'] as const;

/**
 * One row per run of the daily backup: when it ran, how it ended, the archive it wrote and what it held.
 * The newest row is what `/api/health/` and the SuperAdmin's backup status show.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: BACKUP_RUN_STATUSES }).notNull(),
    /** The archive's full path; null when the run failed before writing it. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    rowCount: bigint('row_count', { mode: 'number' }),
    fileCount: integer('file_count'),
    /** Older archives removed to keep BACKUP_KEEP. */
    removed: integer('removed').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    check('backup_runs_status_check', sql`${t.status} in ('ok', 'error')`),
    index('backup_runs_finished_idx').on(t.finishedAt),
  ],
);
