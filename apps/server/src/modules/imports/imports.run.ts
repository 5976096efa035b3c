import { rm } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_MSG, suggestMapping, type ContactSheetKey } from '@atiende/shared';
import type { App } from '../../app.types.js';
import { rows, type Db } from '../../db/client.js';
import { enqueue, JobAbandoned, type RunOptions } from '../../jobs/jobs.runner.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { userRef } from '../users/users.queries.js';
import { writeContactBatch, type RowResult } from './imports.batch.js';
import { readContactRows, readHeader, rowDataByHeader, type SheetRow } from './imports.sheet.js';
import { importJobRows, importJobs } from './imports.tables.js';
import { storedImportPath } from './imports.files.js';

/**
 * The contact import, run by the job runner (kind `contacts.import`). Its rows are written in batches,
 * each batch in one transaction together with its result rows and the job's counters, so
 * `processed_rows` always says exactly how far it got. When its worker dies, the runner hands the job
 * to another worker within seconds, and it resumes after `processed_rows`.
 */

export const IMPORT_BATCH_SIZE = 500;
const AUDIT_CONTENT_TYPE = 'Importación de contactos';

type ImportJob = typeof importJobs.$inferSelect;

/** Another worker took the job over: this one stops without writing anything more. */
class JobTakenOver extends Error {}

/** The one job of an import: its key. */
export const importJobKey = (importJobId: number) => `contacts.import:${importJobId}`;

/** Queues the import of a stored file, in the transaction that records the import. */
export function enqueueContactsImport(tx: Db, importJobId: number): Promise<number | null> {
  return enqueue(tx, 'contacts.import', { importJobId }, { uniqueKey: importJobKey(importJobId), maxAttempts: 3 });
}

/** The job handler: starts or resumes one import; an import already finished is left alone. */
export async function runContactsImport(app: App, importJobId: number, options: RunOptions): Promise<void> {
  const [job] = await app.db
    .update(importJobs)
    .set({ status: 'PROCESANDO', startedAt: sql`coalesce(${importJobs.startedAt}, now())`, heartbeatAt: new Date() })
    .where(and(eq(importJobs.id, importJobId), inArray(importJobs.status, ['PENDIENTE', 'PROCESANDO'])))
    .returning();
  if (job) await processJob(app, job, options);
}

async function jobActor(db: Db, job: ImportJob): Promise<AuditActor | null> {
  if (job.userId === null) return null;
  return (await userRef(db, job.userId)) ?? null;
}

async function processJob(app: App, job: ImportJob, options: RunOptions): Promise<void> {
  const db = app.db;
  const filePath = storedImportPath(app.config.uploadsDir, job.filePath);
  const actor = await jobActor(db, job);
  let processed = job.processedRows;
  let batches = 0;
  let writing = false;
  try {
    let toSkip = processed;
    let batch: SheetRow[] = [];
    for await (const row of readContactRows(filePath, await jobMapping(job, filePath))) {
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      batch.push(row);
      if (batch.length < IMPORT_BATCH_SIZE) continue;
      writing = true;
      processed = await commitBatch(db, job.id, processed, batch, actor);
      writing = false;
      batch = [];
      batches += 1;
      if (options.batchLimit !== undefined && batches >= options.batchLimit) throw new JobAbandoned();
    }
    writing = true;
    if (batch.length > 0) processed = await commitBatch(db, job.id, processed, batch, actor);
    await finishJob(db, job, processed, actor);
    await rm(filePath, { force: true });
  } catch (error) {
    if (error instanceof JobAbandoned) throw error;
    if (error instanceof JobTakenOver) return;
    app.log.error({ err: error, jobId: job.id }, 'import failed');
    await failJob(db, job, actor, writing ? IMPORT_MSG.jobFailed : IMPORT_MSG.unreadable);
    await rm(filePath, { force: true });
  }
}

/** The job's column mapping; an import queued before mappings existed used the template's headers. */
async function jobMapping(job: ImportJob, filePath: string): Promise<(ContactSheetKey | null)[]> {
  if (Array.isArray(job.mapping)) return job.mapping as (ContactSheetKey | null)[];
  return suggestMapping((await readHeader(filePath)).cells);
}

/** Locks the job row and checks no other worker moved it on since this one last wrote. */
async function guardProgress(tx: Db, jobId: number, processed: number): Promise<void> {
  const [current] = await rows<{ processed_rows: number; status: string }>(tx, sql`
    select processed_rows, status from ${importJobs} where id = ${jobId} for update`);
  if (!current || current.status !== 'PROCESANDO' || Number(current.processed_rows) !== processed) throw new JobTakenOver();
}

async function saveResults(tx: Db, jobId: number, results: RowResult[]): Promise<void> {
  const list = results.map((r) => ({ row_number: r.rowNumber, outcome: r.outcome, reason: r.reason, contact_id: r.contactId, data: r.data }));
  await tx.execute(sql`
    insert into ${importJobRows} (job_id, row_number, outcome, reason, contact_id, data)
    select ${jobId}, r.row_number, r.outcome, r.reason, r.contact_id, r.data
    from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(row_number int, outcome text, reason text, contact_id int, data jsonb)`);
  const count = (outcome: RowResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  await tx
    .update(importJobs)
    .set({
      processedRows: sql`${importJobs.processedRows} + ${results.length}`,
      createdRows: sql`${importJobs.createdRows} + ${count('created')}`,
      updatedRows: sql`${importJobs.updatedRows} + ${count('updated')}`,
      rejectedRows: sql`${importJobs.rejectedRows} + ${count('rejected')}`,
      duplicateRows: sql`${importJobs.duplicateRows} + ${count('duplicate')}`,
      heartbeatAt: new Date(),
    })
    .where(eq(importJobs.id, jobId));
}

/**
 * Writes one batch in one transaction. Should the batch fail as a whole (a row the checks let
 * through but the database refuses), its rows are written again one per transaction, so that only
 * the failing row is rejected and no row is ever half-written.
 */
async function commitBatch(db: Db, jobId: number, processed: number, batch: SheetRow[], actor: AuditActor | null): Promise<number> {
  try {
    await db.transaction(async (tx) => {
      await guardProgress(tx, jobId, processed);
      await saveResults(tx, jobId, await writeContactBatch(tx, jobId, batch, actor));
    });
    return processed + batch.length;
  } catch (error) {
    if (error instanceof JobTakenOver || batch.length === 1) throw error;
  }
  let done = processed;
  for (const row of batch) {
    try {
      await db.transaction(async (tx) => {
        await guardProgress(tx, jobId, done);
        await saveResults(tx, jobId, await writeContactBatch(tx, jobId, [row], actor));
      });
    } catch (error) {
      if (error instanceof JobTakenOver) throw error;
      await db.transaction(async (tx) => {
        await guardProgress(tx, jobId, done);
        await saveResults(tx, jobId, [rejectedRow(row)]);
      });
    }
    done += 1;
  }
  return done;
}

function rejectedRow(row: SheetRow): RowResult {
  return { rowNumber: row.number, outcome: 'rejected', reason: IMPORT_MSG.rowNotSaved, contactId: null, data: rowDataByHeader(row.values) };
}

async function finishJob(db: Db, job: ImportJob, processed: number, actor: AuditActor | null): Promise<void> {
  await db.transaction(async (tx) => {
    await guardProgress(tx, job.id, processed);
    const [done] = await tx
      .update(importJobs)
      .set({ status: 'COMPLETADO', totalRows: processed, finishedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(importJobs.id, job.id))
      .returning();
    await recordAudit(tx, actor, {
      contentType: AUDIT_CONTENT_TYPE, action: 'Creación', objectId: job.id,
      descripcion: IMPORT_MSG.auditSummary(job.filename, done!.createdRows, done!.updatedRows, done!.rejectedRows, done!.duplicateRows),
    });
  });
}

async function failJob(db: Db, job: ImportJob, actor: AuditActor | null, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(importJobs)
      .set({ status: 'FALLIDO', error: reason, finishedAt: new Date() })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'PROCESANDO')))
      .returning({ id: importJobs.id });
    if (!failed) return;
    await recordAudit(tx, actor, {
      contentType: AUDIT_CONTENT_TYPE, action: 'Creación', objectId: job.id, estado: 'Fallido',
      descripcion: IMPORT_MSG.auditFailed(job.filename, reason),
    });
  });
}
