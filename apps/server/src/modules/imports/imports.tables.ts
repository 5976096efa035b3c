import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATUSES } from '@atiende/shared';

/**
 * A durable background job that imports a spreadsheet. Workers claim PENDIENTE jobs with
 * FOR UPDATE SKIP LOCKED; a job whose heartbeat stopped is claimed again and resumes after
 * `processed_rows`.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('PENDIENTE'),
    filename: text('filename').notNull(),
    filePath: text('file_path').notNull(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    error: text('error'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_status_idx').on(t.status, t.createdAt),
    allowedValues('import_jobs_kind_check', t.kind, IMPORT_KINDS),
    allowedValues('import_jobs_status_check', t.status, IMPORT_STATUSES),
    index('import_jobs_user_id_idx').on(t.userId),
  ],
);

/** One line of an import's result: a created, updated or rejected row and why. */
export const importJobRows = pgTable(
  'import_job_rows',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    contactId: integer('contact_id'),
    data: jsonb('data'),
  },
  (t) => [
    index('import_job_rows_job_idx').on(t.jobId, t.outcome, t.rowNumber),
    allowedValues('import_job_rows_outcome_check', t.outcome, IMPORT_OUTCOMES),
  ],
);
