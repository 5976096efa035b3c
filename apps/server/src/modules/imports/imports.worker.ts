import { rm } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_MSG } from '@atiende/shared';
import type { App } from '../../app.js';
import { rows, type Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { users } from '../users/users.tables.js';
import { writeContactBatch, type RowResult } from './imports.batch.js';
import { readContactRows, rowDataByHeader, type SheetRow } from './imports.sheet.js';
import { importJobRows, importJobs } from './imports.tables.js';
import { CONTACTS_IMPORT_KIND, storedImportPath } from './imports.files.js';

/**
 * The durable import worker. A job is claimed with FOR UPDATE SKIP LOCKED, so several workers (or
 * server instances) never take the same one; its rows are written in batches, each batch in one
 * transaction together with its result rows and the job's counters, so `processed_rows` always says
 * exactly how far the job got. A job whose heartbeat stopped for two minutes (its worker died) is
 * claimed again and resumes after `processed_rows`.
 */

export const IMPORT_BATCH_SIZE = 500;
const STALE_AFTER = sql`interval '2 minutes'`;
const HEARTBEAT_MS = 30_000;
const POLL_MS = 2_000;
const AUDIT_CONTENT_TYPE = 'Importación de contactos';

type ImportJob = typeof importJobs.$inferSelect;

export interface RunOptions {
  /** Stop a job after this many batches, leaving it claimed as a worker that died would (for tests). */
  batchLimit?: number;
}

/** Another worker took the job over: this one stops without writing anything more. */
class JobTakenOver extends Error {}

/** Claims and runs import jobs until none is waiting; returns how many it ran. */
export async function runPendingImports(app: App, options: RunOptions = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimNextJob(app.db);
    if (!job) return ran;
    await processJob(app, job, options);
    ran += 1;
    if (options.batchLimit !== undefined) return ran;
  }
}

/** Keyed by the database: route plugins see an encapsulated copy of the app, not the one that started the worker. */
const wakers = new WeakMap<object, () => void>();

/** Starts polling for jobs; `wakeImportWorker` makes it look at once. Returns a function that stops it. */
export function startImportWorker(app: App): () => void {
  let running = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = true;
    runPendingImports(app)
      .catch((error) => app.log.error({ err: error }, 'import worker'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, POLL_MS);
  wakers.set(app.db, () => setImmediate(tick));
  return () => {
    stopped = true;
    clearInterval(timer);
    wakers.delete(app.db);
  };
}

export function wakeImportWorker(app: App): void {
  wakers.get(app.db)?.();
}

export async function claimNextJob(db: Db): Promise<ImportJob | null> {
  const [claimed] = await rows<{ id: number }>(db, sql`
    update ${importJobs} set status = 'PROCESANDO', started_at = coalesce(started_at, now()), heartbeat_at = now()
    where id = (
      select id from ${importJobs}
      where kind = ${CONTACTS_IMPORT_KIND}
        and (status = 'PENDIENTE' or (status = 'PROCESANDO' and (heartbeat_at is null or heartbeat_at < now() - ${STALE_AFTER})))
      order by created_at, id
      limit 1
      for update skip locked)
    returning id`);
  if (!claimed) return null;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, Number(claimed.id)));
  return job ?? null;
}

async function jobActor(db: Db, job: ImportJob): Promise<AuditActor | null> {
  if (job.userId === null) return null;
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, job.userId));
  return user ?? null;
}

async function processJob(app: App, job: ImportJob, options: RunOptions): Promise<void> {
  const db = app.db;
  const filePath = storedImportPath(app.config.uploadsDir, job.filePath);
  const actor = await jobActor(db, job);
  const heartbeat = setInterval(() => {
    db.update(importJobs).set({ heartbeatAt: new Date() }).where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'PROCESANDO')))
      .catch((error) => app.log.warn({ err: error }, 'import heartbeat'));
  }, HEARTBEAT_MS);
  let processed = job.processedRows;
  let batches = 0;
  let writing = false;
  try {
    let toSkip = processed;
    let batch: SheetRow[] = [];
    for await (const row of readContactRows(filePath)) {
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
      if (options.batchLimit !== undefined && batches >= options.batchLimit) return;
    }
    writing = true;
    if (batch.length > 0) processed = await commitBatch(db, job.id, processed, batch, actor);
    await finishJob(db, job, processed, actor);
    await rm(filePath, { force: true });
  } catch (error) {
    if (error instanceof JobTakenOver) return;
    app.log.error({ err: error, jobId: job.id }, 'import failed');
    await failJob(db, job, actor, writing ? IMPORT_MSG.jobFailed : IMPORT_MSG.unreadable);
    await rm(filePath, { force: true });
  } finally {
    clearInterval(heartbeat);
  }
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
      await saveResults(tx, jobId, await writeContactBatch(tx, batch, actor));
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
        await saveResults(tx, jobId, await writeContactBatch(tx, [row], actor));
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
      descripcion: IMPORT_MSG.auditSummary(job.filename, done!.createdRows, done!.updatedRows, done!.rejectedRows),
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
