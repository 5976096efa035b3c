import { rm } from 'node:fs/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  IMPORT_MSG, ImportMapping, PERMISSIONS, type ContactSheetKey, type ImportJobRead, type ImportOutcome, type ImportPreview,
  type ImportRowRead, type ImportRowsQuery, type ImportStatus,
} from '@atiende/shared';
import { hasPermission } from '../../access.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { readHeader, readPreview, resolveMapping, type SheetHeader } from './imports.sheet.js';
import { CONTACTS_IMPORT_KIND, type ReceivedFile } from './imports.files.js';
import { enqueueContactsImport, importJobKey } from './imports.run.js';
import { STALE_AFTER_SECONDS } from '../../jobs/jobs.runner.js';
import { jobs } from '../../jobs/jobs.tables.js';
import { importJobRows, importJobs } from './imports.tables.js';
import { checkWorkbookSize, detectFileKind, openWorkbook } from '../../spreadsheets/xlsx-zip.js';

type ImportJob = typeof importJobs.$inferSelect;

/**
 * Checks a received file as a contacts spreadsheet: magic bytes (the old .xls format is refused with
 * the way out), zip structure and real uncompressed size, row count and header row. Returns the
 * header and the data rows it holds.
 */
async function checkContactsFile(file: ReceivedFile): Promise<{ header: SheetHeader; dataRows: number }> {
  const kind = await detectFileKind(file.absolutePath);
  if (kind === 'xls') throw badRequest(IMPORT_MSG.oldExcelFormat);
  if (kind !== 'xlsx') throw badRequest(IMPORT_MSG.notSpreadsheet);
  const workbook = await openWorkbook(file.absolutePath);
  const { rows } = await checkWorkbookSize(file.absolutePath, workbook);
  const header = await unlessUnreadable(() => readHeader(file.absolutePath));
  const dataRows = Math.max(0, rows - 1);
  if (dataRows === 0) throw badRequest(IMPORT_MSG.noRows);
  return { header, dataRows };
}

/** Runs a read of the file; anything but our own 400 means the file is not a spreadsheet we can read. */
async function unlessUnreadable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(IMPORT_MSG.notSpreadsheet);
  }
}

/** The mapping field of the upload: JSON of `ImportMapping`, absent to map by the headers. */
export function parseMappingField(text: string | undefined): ImportMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MSG.mappingInvalid);
  }
  const parsed = ImportMapping.safeParse(value);
  if (!parsed.success) throw badRequest(IMPORT_MSG.mappingInvalid);
  return parsed.data;
}

/** The header, suggested mapping and first rows of a received file, which is then deleted. */
export async function previewContactsFile(file: ReceivedFile): Promise<ImportPreview> {
  try {
    const { dataRows } = await checkContactsFile(file);
    return await unlessUnreadable(() => readPreview(file.absolutePath, file.filename, dataRows));
  } finally {
    await rm(file.absolutePath, { force: true });
  }
}

/**
 * Validates the file and its column mapping and queues its import; a refused file is deleted and no
 * job is created. The job keeps the mapping, so a resumed import reads the file the same way.
 */
export async function queueContactsImport(db: Db, file: ReceivedFile, user: AuthUser, sent?: ImportMapping): Promise<ImportJob> {
  try {
    const { header, dataRows: totalRows } = await checkContactsFile(file);
    const mapping: (ContactSheetKey | null)[] = resolveMapping(header, sent);
    return await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(importJobs)
        .values({ kind: CONTACTS_IMPORT_KIND, filename: file.filename, filePath: file.relativePath, totalRows, mapping, userId: user.id })
        .returning();
      await enqueueContactsImport(tx, job!.id);
      return job!;
    });
  } catch (error) {
    await rm(file.absolutePath, { force: true });
    throw error;
  }
}

/** The job, when the user started it or may import contacts. */
export async function findVisibleJob(db: Db, id: number, user: AuthUser): Promise<ImportJob> {
  const [job] = await db.select().from(importJobs).where(and(eq(importJobs.id, id), eq(importJobs.kind, CONTACTS_IMPORT_KIND)));
  if (!job) throw notFound(IMPORT_MSG.jobNotFound);
  if (job.userId !== user.id && !hasPermission(user, PERMISSIONS.contactsImportExport)) throw forbidden();
  return job;
}

/**
 * Whether the import is being resumed: its job is due again or running after a worker that held it
 * died (more than one attempt), so the user sees it pick up again rather than a silent PROCESANDO.
 */
export async function isResuming(db: Db, importJobId: number): Promise<boolean> {
  const [job] = await db
    .select({ attempts: jobs.attempts, status: jobs.status, heartbeatAt: jobs.heartbeatAt })
    .from(jobs)
    .where(eq(jobs.uniqueKey, importJobKey(importJobId)));
  if (!job || job.status === 'done' || job.status === 'failed') return false;
  const stale = job.status === 'running' && job.heartbeatAt !== null && Date.now() - job.heartbeatAt.getTime() > STALE_AFTER_SECONDS * 1000;
  return job.attempts > 1 || stale;
}

export function toImportJobRead(job: ImportJob, reanudando = false): ImportJobRead {
  return {
    reanudando,
    id: job.id,
    status: job.status as ImportStatus,
    filename: job.filename,
    total_rows: job.totalRows,
    processed_rows: job.processedRows,
    created_rows: job.createdRows,
    updated_rows: job.updatedRows,
    rejected_rows: job.rejectedRows,
    duplicate_rows: job.duplicateRows,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** One page of a job's result rows in file order, optionally of one outcome. */
export async function listJobRows(db: Db, jobId: number, query: ImportRowsQuery): Promise<{ count: number; results: ImportRowRead[] }> {
  const where = and(eq(importJobRows.jobId, jobId), query.outcome ? eq(importJobRows.outcome, query.outcome) : undefined);
  const [page, total] = await Promise.all([
    db.select().from(importJobRows).where(where).orderBy(asc(importJobRows.rowNumber), asc(importJobRows.id)).limit(query.limit).offset(query.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(importJobRows).where(where),
  ]);
  return {
    count: total[0]?.count ?? 0,
    results: page.map((row) => ({
      row_number: row.rowNumber,
      outcome: row.outcome as ImportOutcome,
      reason: row.reason,
      contact_id: row.contactId,
      data: (row.data as Record<string, string> | null) ?? null,
    })),
  };
}
