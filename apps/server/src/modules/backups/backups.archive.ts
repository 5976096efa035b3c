import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rows, type Database, type Db } from '../../db/client.js';
import { jobs } from '../../jobs/jobs.tables.js';
import { appliedMigration, type MigrationRef } from './backups.migrations.js';
import { TarWriter } from './backups.tar.js';

/**
 * The archive of a whole installation, a gzip-compressed tar:
 *   manifest.json                 what it holds: version, migration, rows per table, when (written first)
 *   base/<tabla>/000001.jsonl     the table's rows, one JSON object per line (row_to_json), ≤ 4 MiB per entry
 *   base/secuencias.json          the sequences' last values, so ids are never handed out twice
 *   archivos/<ruta>               every stored file under DATA_DIR/uploads, at its relative path
 *   claves/channel-secrets-key    the key of the channels' tokens, when it lives in DATA_DIR
 *   fin.json                      written last: rows and files written; without it the archive is incomplete
 */

export const ARCHIVE_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const END_ENTRY = 'fin.json';
export const SEQUENCES_ENTRY = 'base/secuencias.json';
export const TABLE_PREFIX = 'base/';
export const FILE_PREFIX = 'archivos/';
export const KEY_FILE = 'channel-secrets-key';
export const KEY_ENTRY = `claves/${KEY_FILE}`;

/** Rows are read from the snapshot this many at a time. */
const FETCH_ROWS = 1000;
/** A table's rows go into entries of about this size, so memory stays flat whatever the table's size. */
const ENTRY_BYTES = 4 * 1024 * 1024;

export interface Manifest {
  formato: typeof ARCHIVE_FORMAT;
  aplicacion: 'atiende';
  /** The server's version (apps/server/package.json). */
  version: string;
  /** When the snapshot was taken, ISO 8601. */
  creado: string;
  base: Database['kind'];
  migracion: MigrationRef;
  /** Rows of every table of the snapshot, by table name. */
  tablas: Record<string, number>;
}

export interface ArchiveEnd {
  filas: number;
  archivos: number;
  bytes_archivos: number;
  clave_canales: boolean;
}

export interface SequenceValue {
  nombre: string;
  valor: number | null;
}

export interface ArchiveSource {
  database: Database;
  /** DATA_DIR/uploads. */
  uploadsDir: string;
  /** DATA_DIR: where the channels' key file may live. */
  dataDir: string;
  /** Folders under uploadsDir left out (the backups themselves, when someone keeps them there). */
  skip?: string[];
}

export interface ArchiveSummary {
  manifest: Manifest;
  end: ArchiveEnd;
}

export function serverVersion(): string {
  // src/modules/backups and dist/modules/backups are both three levels under apps/server.
  const file = path.join(import.meta.dirname, '..', '..', '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/** The ordinary tables of the application's schema, by name. */
export async function applicationTables(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`);
  return found.map((row) => row.name);
}

/** Rows of each table, counted in whatever snapshot `db` reads. */
export async function countRows(db: Db, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [counted] = await rows<{ n: string | number }>(db, sql`select count(*) as n from ${table(name)}`);
    counts[name] = Number(counted?.n ?? 0);
  }
  return counts;
}

/** `entries` numbered 000001, 000002… under the table's folder. */
const tableEntry = (name: string, part: number) => `${TABLE_PREFIX}${name}/${String(part).padStart(6, '0')}.jsonl`;

/** Writes every row of the database from one snapshot; returns the manifest and the rows written. */
async function writeDatabase(database: Database, tar: TarWriter): Promise<{ manifest: Manifest; rowsWritten: number }> {
  const snapshot = async (tx: Db) => {
    const migration = await appliedMigration(tx);
    if (!migration) throw new Error('La base de datos no tiene migraciones aplicadas: no hay nada que respaldar.');
    const tables = await applicationTables(tx);
    const manifest: Manifest = {
      formato: ARCHIVE_FORMAT,
      aplicacion: 'atiende',
      version: serverVersion(),
      creado: new Date().toISOString(),
      base: database.kind,
      migracion: migration,
      tablas: await countRows(tx, tables),
    };
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    let rowsWritten = 0;
    for (const name of tables) {
      await tx.execute(sql`declare respaldo_filas no scroll cursor for select row_to_json(t)::text as r from ${table(name)} t`);
      let lines: Buffer[] = [];
      let bytes = 0;
      let part = 0;
      const flush = async () => {
        if (lines.length === 0) return;
        part += 1;
        await tar.add(tableEntry(name, part), Buffer.concat(lines));
        lines = [];
        bytes = 0;
      };
      for (;;) {
        const batch = await rows<{ r: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from respaldo_filas`));
        for (const row of batch) {
          const line = Buffer.from(row.r + '\n');
          lines.push(line);
          bytes += line.length;
          rowsWritten += 1;
        }
        if (bytes >= ENTRY_BYTES) await flush();
        if (batch.length < FETCH_ROWS) break;
      }
      await flush();
      await tx.execute(sql`close respaldo_filas`);
    }
    const sequences = await rows<{ nombre: string; valor: string | number | null }>(tx, sql`
      select sequencename as nombre, last_value as valor from pg_sequences where schemaname = 'public' order by sequencename`);
    const values: SequenceValue[] = sequences.map((s) => ({ nombre: s.nombre, valor: s.valor === null ? null : Number(s.valor) }));
    await tar.add(SEQUENCES_ENTRY, Buffer.from(JSON.stringify(values) + '\n'));
    if (database.kind === 'pglite') {
      // PGlite serves one transaction at a time: while the snapshot was read, the jobs in hand could not record their
      // heartbeat. They are alive, only waiting; without this a job running more than 15 s would look dead to its runner.
      await tx.update(jobs).set({ heartbeatAt: sql`clock_timestamp()` }).where(sql`${jobs.status} = 'running'`);
    }
    return { manifest, rowsWritten };
  };
  // One REPEATABLE READ transaction: every table is read as of the same instant while requests keep writing.
  return database.kind === 'postgres'
    ? database.db.transaction(snapshot, { isolationLevel: 'repeatable read', accessMode: 'read only' })
    : database.db.transaction(snapshot, { isolationLevel: 'repeatable read' });
}

/** Every regular file under `root`, as paths relative to it with forward slashes, sorted; `skip` folders left out. */
async function storedFiles(root: string, skip: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.some((folder) => path.resolve(folder) === full)) await walk(full);
      } else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(path.resolve(root));
  return found;
}

/**
 * Writes the archive of the installation into `destination` (gzip-compressed tar), streaming: the database from one
 * consistent snapshot, then the stored files as they are on disk. Ends (or destroys) `destination`.
 */
export async function writeArchive(source: ArchiveSource, destination: Writable): Promise<ArchiveSummary> {
  const gzip = createGzip();
  const piped = pipeline(gzip, destination);
  piped.catch(() => undefined);
  const tar = new TarWriter(gzip);
  try {
    const { manifest, rowsWritten } = await writeDatabase(source.database, tar);
    let files = 0;
    let bytes = 0;
    for (const relative of await storedFiles(source.uploadsDir, source.skip ?? [])) {
      const absolute = path.join(source.uploadsDir, relative);
      const stats = await lstat(absolute).catch(() => null);
      // A file removed since the folder was listed is no longer part of the installation.
      if (!stats?.isFile()) continue;
      await tar.addStream(FILE_PREFIX + relative, stats.size, createReadStream(absolute), stats.mtime);
      files += 1;
      bytes += stats.size;
    }
    const keyFile = path.join(source.dataDir, KEY_FILE);
    const withKey = existsSync(keyFile);
    if (withKey) await tar.add(KEY_ENTRY, await readFile(keyFile));
    const end: ArchiveEnd = { filas: rowsWritten, archivos: files, bytes_archivos: bytes, clave_canales: withKey };
    await tar.add(END_ENTRY, Buffer.from(JSON.stringify(end) + '\n'));
    await tar.end();
    gzip.end();
    await piped;
    return { manifest, end };
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    await piped.catch(() => undefined);
    throw error;
  }
}
