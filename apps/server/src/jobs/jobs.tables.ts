import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work of every kind, run by whichever server instance claims it first. A job that ran
 * and failed waits `run_at` before its next attempt; a running job whose heartbeat stopped (its
 * instance died) is claimed again. `unique_key` makes scheduled work run once per period.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    lastError: text('last_error'),
    uniqueKey: text('unique_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_unique_key_uq').on(t.uniqueKey).where(sql`${t.uniqueKey} is not null`),
  ],
);
