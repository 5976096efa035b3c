import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { BACKUP_SCHEDULE_TEXT, type BackupFileRead, type BackupRunRead, type BackupState, type BackupStatusRead, type HealthBackup } from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { writeArchive, type ArchiveSource, type ArchiveSummary } from './backups.archive.js';
import { backupRuns } from './backups.tables.js';

/** `atiende-respaldo-2026-05-01T08-00-00-000Z.tar.gz`: names sort as their times do. */
export function backupFileName(at: Date): string {
  return `atiende-respaldo-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

const BACKUP_FILE = /^atiende-respaldo-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** What an archive of this server holds: its database, its stored files and its channels' key. */
export function archiveSourceOf(app: App): ArchiveSource {
  return {
    database: app.database,
    uploadsDir: app.config.uploadsDir,
    dataDir: app.config.dataDir,
    skip: [app.config.backupDir],
  };
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  summary: ArchiveSummary;
}

/**
 * Writes an archive into `dir` under its dated name. It is written under a hidden partial name and renamed once
 * complete, so a file with a backup's name is always a whole archive. Only the server's user may read it.
 */
export async function writeBackupFile(source: ArchiveSource, dir: string, at: Date = new Date()): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true });
  const name = backupFileName(at);
  const file = path.join(dir, name);
  const partial = path.join(dir, `.${name}.parcial`);
  try {
    const summary = await writeArchive(source, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, summary };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The archives in `dir` named as the daily backup names them, newest first. */
export async function keptBackups(dir: string): Promise<BackupFileRead[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_FILE.test(name)).sort().reverse();
  const found: BackupFileRead[] = [];
  for (const nombre of names) {
    const stats = await stat(path.join(dir, nombre)).catch(() => null);
    if (stats?.isFile()) found.push({ nombre, bytes: stats.size, fecha: stats.mtime.toISOString() });
  }
  return found;
}

/** Removes all but the `keep` newest archives of `dir`; returns how many it removed. */
export async function pruneBackups(dir: string, keep: number): Promise<number> {
  const old = (await keptBackups(dir)).slice(keep);
  for (const archive of old) await rm(path.join(dir, archive.nombre), { force: true });
  return old.length;
}

/**
 * The daily backup: an archive in BACKUP_DIR, the oldest beyond BACKUP_KEEP removed, and the outcome recorded for
 * the health check and the SuperAdmin. Off with BACKUP_KEEP=0. A failure is recorded and then raised to the runner.
 */
export async function runScheduledBackup(app: App): Promise<void> {
  const { backupDir, backupKeep } = app.config;
  if (backupKeep === 0) return;
  const startedAt = new Date();
  try {
    const written = await writeBackupFile(archiveSourceOf(app), backupDir, startedAt);
    const removed = await pruneBackups(backupDir, backupKeep);
    await app.db.insert(backupRuns).values({
      startedAt, status: 'ok', file: written.file, bytes: written.bytes,
      rowCount: written.summary.end.filas, fileCount: written.summary.end.archivos, removed,
    });
    app.log.info({ file: written.file, bytes: written.bytes, removed }, 'respaldo diario escrito');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await app.db.insert(backupRuns).values({ startedAt, status: 'error', error: message })
      .catch((failure: unknown) => app.log.error({ err: failure }, 'resultado del respaldo diario no guardado'));
    throw error;
  }
}

async function lastRun(db: Db): Promise<BackupRunRead | null> {
  const [run] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(1);
  if (!run) return null;
  return {
    inicio: run.startedAt.toISOString(),
    fin: run.finishedAt.toISOString(),
    estado: run.status,
    archivo: run.file,
    bytes: run.bytes,
    filas: run.rowCount,
    archivos: run.fileCount,
    eliminados: run.removed,
    error: run.error,
  };
}

const stateOf = (keep: number, run: BackupRunRead | null): BackupState => (keep === 0 ? 'desactivado' : run?.estado ?? 'pendiente');

/** The daily backup as `/api/health/` shows it: no folder and no error text, which only the SuperAdmin sees. */
export async function healthBackup(app: App): Promise<HealthBackup> {
  const run = await lastRun(app.db);
  const lastGood = run?.estado === 'ok' && run.archivo ? path.basename(run.archivo) : null;
  return { ultimo: run?.fin ?? null, estado: stateOf(app.config.backupKeep, run), archivo: lastGood };
}

/** Everything the SuperAdmin sees of the backups. */
export async function backupStatus(app: App): Promise<BackupStatusRead> {
  const run = await lastRun(app.db);
  return {
    estado: stateOf(app.config.backupKeep, run),
    carpeta: app.config.backupDir,
    conservar: app.config.backupKeep,
    programacion: BACKUP_SCHEDULE_TEXT,
    ultimo: run,
    archivos: await keptBackups(app.config.backupDir),
  };
}
