import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATUSES } from '@atiende/shared';

/** What a row is matched by, as the duplicate rules of contacts compare them. */
export const IMPORT_KEY_KINDS = ['document', 'email', 'phone'] as const;
export type ImportKeyKind = (typeof IMPORT_KEY_KINDS)[number];

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
    /** Rows that repeated an earlier row of the same file. */
    duplicateRows: integer('duplicate_rows').notNull().default(0),
    /** The field of each column of the file (null: not imported); null for imports queued before mappings existed. */
    mapping: jsonb('mapping'),
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

/** One line of an import's result: a created, updated, rejected or duplicate row and why. */
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

/**
 * The contacts an import's rows brought, by what identifies them (kind: document, email or phone; key:
 * the normalised value): the first row of the file to bring a key keeps it, so a later row with the
 * same key is reported as a duplicate of that row. Written with the rows' results, so a resumed import
 * still knows them.
 */
export const importJobKeys = pgTable(
  'import_job_keys',
  {
    jobId: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    rowNumber: integer('row_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.kind, t.key] }), allowedValues('import_job_keys_kind_check', t.kind, IMPORT_KEY_KINDS)],
);
