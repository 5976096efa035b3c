import { createReadStream, createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Database, type Db } from '../../db/client.js';
import { storedFilePath } from '../../files/stored-files.js';
import {
  applicationTables, ARCHIVE_FORMAT, countRows, END_ENTRY, FILE_PREFIX, KEY_ENTRY, KEY_FILE, MANIFEST_ENTRY, SEQUENCES_ENTRY,
  type ArchiveEnd, type Manifest, type SequenceValue,
} from './backups.archive.js';
import { appliedMigration, knownMigrations, migrateUpTo, type MigrationRef } from './backups.migrations.js';
import { readTar, TarError, type TarEntry } from './backups.tar.js';

/** A restore that cannot go on; the message says why in the user's words. */
export class RestoreError extends Error {}

/** The target already holds an installation and `--force` was not given. */
export class TargetNotEmpty extends RestoreError {}

export interface RestoreTarget {
  database: Database;
  /** DATA_DIR/uploads of the target. */
  uploadsDir: string;
  /** DATA_DIR of the target, where the channels' key file goes. */
  dataDir: string;
}

export interface RestoreOptions {
  /** Replaces whatever the target holds. */
  force?: boolean;
  /** CHANNEL_SECRETS_KEY of the target's servers, when they use one: compared with the archive's key file. */
  channelKeyFromEnv?: Buffer;
}

export interface RestoreReport {
  manifest: Manifest;
  end: ArchiveEnd;
  /** The migration the database stands at once the archive's data was migrated forward. */
  migradaA: MigrationRef;
  /** Rows of each table once restored (and migrated forward). */
  tablas: Record<string, number>;
  archivos: number;
  bytesArchivos: number;
  /** Things worth knowing that did not stop the restore. */
  avisos: string[];
}

/** Table entries above this size are refused: the writer makes them of about 4 MiB. */
const MAX_TABLE_ENTRY = 64 * 1024 * 1024;
/** Rows inserted per statement. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 2 * 1024 * 1024;

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

function entriesOf(file: string): AsyncGenerator<TarEntry> {
  return readTar(createReadStream(file).pipe(createGunzip()));
}

/** The table an entry `base/<tabla>/000001.jsonl` belongs to, or null for another entry. */
function tableOf(name: string): string | null {
  const match = /^base\/([^/]+)\/\d+\.jsonl$/.exec(name);
  return match ? match[1]! : null;
}

const lineCount = (data: Buffer) => {
  let count = 0;
  for (let at = data.indexOf(10); at >= 0; at = data.indexOf(10, at + 1)) count += 1;
  return count;
};

function parseJson<T>(data: Buffer, what: string): T {
  try {
    return JSON.parse(data.toString('utf8')) as T;
  } catch {
    throw new RestoreError(`El archivo no es un respaldo de Atiende: ${what} no es JSON válido.`);
  }
}

function describeFailure(error: unknown): never {
  if (error instanceof RestoreError) throw error;
  if (error instanceof TarError) throw new RestoreError(error.message);
  if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR' || (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR') {
    throw new RestoreError('El archivo no es un respaldo de Atiende o está dañado (no es un .tar.gz válido).');
  }
  throw error;
}

/**
 * Reads the whole archive once before anything is touched: its manifest, that every table has the rows the manifest
 * counts, and that it ends with `fin.json` (an archive cut short is refused). Returns the manifest and the end record.
 */
export async function verifyArchive(file: string): Promise<{ manifest: Manifest; end: ArchiveEnd; migration: MigrationRef }> {
  if (!existsSync(file)) throw new RestoreError(`No existe el archivo ${file}.`);
  try {
    let manifest: Manifest | null = null;
    let end: ArchiveEnd | null = null;
    const lines: Record<string, number> = {};
    let files = 0;
    let first = true;
    for await (const entry of entriesOf(file)) {
      if (first && entry.name !== MANIFEST_ENTRY) throw new RestoreError('El archivo no es un respaldo de Atiende: no empieza con manifest.json.');
      first = false;
      if (end) throw new RestoreError('El archivo tiene entradas después de fin.json.');
      const tableName = tableOf(entry.name);
      if (entry.name === MANIFEST_ENTRY) manifest = parseJson<Manifest>(await entry.buffer(MAX_TABLE_ENTRY), 'manifest.json');
      else if (entry.name === END_ENTRY) end = parseJson<ArchiveEnd>(await entry.buffer(MAX_TABLE_ENTRY), 'fin.json');
      else if (tableName) lines[tableName] = (lines[tableName] ?? 0) + lineCount(await entry.buffer(MAX_TABLE_ENTRY));
      else if (entry.name.startsWith(FILE_PREFIX)) files += 1;
    }
    if (!manifest) throw new RestoreError('El archivo está vacío.');
    if (manifest.aplicacion !== 'atiende' || manifest.formato !== ARCHIVE_FORMAT || !manifest.migracion || !manifest.tablas) {
      throw new RestoreError(`El archivo no es un respaldo de Atiende de formato ${ARCHIVE_FORMAT}.`);
    }
    if (!end) throw new RestoreError('El respaldo está incompleto: falta fin.json (se cortó mientras se escribía o se copiaba).');
    for (const [name, count] of Object.entries(manifest.tablas)) {
      if ((lines[name] ?? 0) !== count) {
        throw new RestoreError(`El respaldo está dañado: la tabla ${name} trae ${lines[name] ?? 0} filas y el manifiesto dice ${count}.`);
      }
    }
    const extra = Object.keys(lines).find((name) => !(name in manifest!.tablas));
    if (extra) throw new RestoreError(`El respaldo está dañado: trae filas de la tabla ${extra}, que el manifiesto no nombra.`);
    if (files !== end.archivos) throw new RestoreError(`El respaldo está dañado: trae ${files} archivos y fin.json dice ${end.archivos}.`);
    const migration = knownMigrations().find((m) => m.creada === manifest!.migracion.creada);
    if (!migration) {
      throw new RestoreError(
        `El respaldo es de una versión de Atiende que esta no conoce (Atiende ${manifest.version}, migración ${manifest.migracion.nombre}): `
          + 'actualiza Atiende a esa versión o a una posterior y restaura de nuevo.',
      );
    }
    return { manifest, end, migration };
  } catch (error) {
    return describeFailure(error);
  }
}

/** What the target already holds, in words; empty when there is nothing to overwrite. */
export async function targetContents(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  const tables = await applicationTables(target.database.db);
  const migration = await appliedMigration(target.database.db);
  if (tables.length > 0 || migration) {
    found.push(`la base de datos ya tiene ${tables.length} tablas${migration ? ` (migración ${migration.nombre})` : ''}`);
  }
  const files = await countFiles(target.uploadsDir);
  if (files > 0) found.push(`${target.uploadsDir} tiene ${files} archivos`);
  return found;
}

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) if (entry.isFile()) count += 1;
  return count;
}

/** Empties the target: the application's schema and the migrations' bookkeeping, and the stored files. */
async function clearTarget(target: RestoreTarget): Promise<void> {
  await target.database.db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema if exists public cascade`);
    await tx.execute(sql`create schema public`);
  });
  await rm(target.uploadsDir, { recursive: true, force: true });
}

/** The columns a row is inserted with: every column but the generated ones, which the database computes. */
async function insertableColumns(db: Db, name: string): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql`
    select attname as name from pg_attribute
    where attrelid = ${`public.${quoteIdent(name)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`);
  return found.map((row) => row.name);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows given as JSON lines (row_to_json) into the table, a batch per statement. */
async function insertLines(db: Db, name: string, columns: string[], data: Buffer): Promise<void> {
  const list = sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
  const text = data.toString('utf8');
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    await db.execute(sql`insert into ${table(name)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${table(name)}, ${json}::json)`);
    batch = [];
    bytes = 0;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  }
  await flush();
}

/** Sets every sequence to its archived value, and never below the largest id its column holds. */
async function restoreSequences(db: Db, values: SequenceValue[]): Promise<void> {
  for (const { nombre, valor } of values) {
    if (valor !== null) await db.execute(sql`select setval(${`public.${quoteIdent(nombre)}`}::regclass, ${valor}, true)`);
  }
  const owned = await rows<{ seq: string; tbl: string; col: string }>(db, sql`
    select s.relname as seq, t.relname as tbl, a.attname as col
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')`);
  for (const { seq, tbl, col } of owned) {
    const sequence = sql.raw(`public.${quoteIdent(seq)}`);
    await db.execute(sql`select setval(${`public.${quoteIdent(seq)}`}::regclass, m)
      from (select max(${sql.identifier(col)}) as m from ${table(tbl)}) as highest
      where m is not null and m > (select case when is_called then last_value else last_value - 1 end from ${sequence})`);
  }
}

/**
 * The totals kept by triggers (migrations 0019, 0028, 0032) counted again from the rows: the archive's own are
 * consistent with its snapshot, and this makes them right whatever the archive held.
 */
export async function recountTableTotals(db: Db): Promise<void> {
  const totals: [name: string, counted: SQL][] = [
    ['contacts', sql`select count(*) from contacts where deleted_at is null`],
    ['contacts_connected', sql`select count(*) from contacts where deleted_at is null and status <> 'DESCONECTADO'`],
  ];
  await db.transaction(async (tx) => {
    for (const [name, counted] of totals) {
      const [kept] = await rows<{ matches: boolean }>(tx, sql`
        select coalesce((select sum(total) from table_totals where name = ${name}), -1) = (${counted}) as matches`);
      if (kept?.matches) continue;
      await tx.execute(sql`delete from table_totals where name = ${name}`);
      await tx.execute(sql`insert into table_totals (name, slot, total) select ${name}, 0, (${counted})`);
    }
  });
}

function isPermissionDenied(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '42501' || cause?.code === '42501';
}

/** Writes the archive's key file into DATA_DIR, keeping a different one that was there under another name. */
function restoreKey(target: RestoreTarget, key: Buffer, options: RestoreOptions, notices: string[]): void {
  const file = path.join(target.dataDir, KEY_FILE);
  if (existsSync(file)) {
    const current = readFileSync(file);
    if (current.equals(key)) return;
    const kept = `${file}.anterior-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    writeFileSync(kept, current, { mode: 0o600 });
    notices.push(`La clave de los canales que había en ${file} se guardó como ${kept}.`);
  }
  writeFileSync(file, key, { mode: 0o600 });
  const text = key.toString('utf8').trim();
  const archived = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (options.channelKeyFromEnv && !options.channelKeyFromEnv.equals(archived)) {
    notices.push(`CHANNEL_SECRETS_KEY no es la clave con la que se cifraron los canales del respaldo: para leerlos, usa el contenido de ${file}.`);
  }
}

/**
 * Restores an archive into the target: refuses a target that holds an installation unless `force`; applies the
 * migrations up to the archive's, loads every table with triggers and foreign-key checks off (rows arrive in any
 * order), sets the sequences, checks every table's count against the manifest (all in one transaction), writes the
 * stored files, then migrates forward to this version and counts the kept totals again.
 */
export async function restoreArchive(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreReport> {
  const present = await targetContents(target);
  if (present.length > 0 && !options.force) {
    throw new TargetNotEmpty(`El destino no está vacío: ${present.join('; ')}. Usa --force para reemplazarlo con el respaldo.`);
  }
  const { manifest, end, migration } = await verifyArchive(file);
  if (present.length > 0) await clearTarget(target);
  const { database } = target;
  const notices: string[] = [];
  try {
    await migrateUpTo(database, migration);
    const entries = entriesOf(file);
    let pending: TarEntry | null = null;
    await database.db.transaction(async (tx) => {
      try {
        await tx.execute(sql`set local session_replication_role = replica`);
      } catch (error) {
        if (!isPermissionDenied(error)) throw error;
        throw new RestoreError('El usuario de DATABASE_URL no puede desactivar los disparadores para cargar las filas '
          + '(SET session_replication_role): restaura con un usuario superusuario, o concédele ese parámetro '
          + '(GRANT SET ON PARAMETER session_replication_role, PostgreSQL 15 o posterior).');
      }
      const tables = await applicationTables(tx);
      const missing = Object.keys(manifest.tablas).find((name) => !tables.includes(name));
      if (missing) throw new RestoreError(`El respaldo trae la tabla ${missing}, que la migración ${migration.nombre} no crea.`);
      if (tables.length > 0) await tx.execute(sql`truncate table ${sql.join(tables.map(table), sql`, `)} restart identity cascade`);
      const columns = new Map<string, string[]>();
      for (;;) {
        const next = await entries.next();
        if (next.done) break;
        const entry = next.value;
        const tableName = tableOf(entry.name);
        if (tableName) {
          if (!columns.has(tableName)) columns.set(tableName, await insertableColumns(tx, tableName));
          await insertLines(tx, tableName, columns.get(tableName)!, await entry.buffer(MAX_TABLE_ENTRY));
        } else if (entry.name === SEQUENCES_ENTRY) {
          await restoreSequences(tx, parseJson<SequenceValue[]>(await entry.buffer(MAX_TABLE_ENTRY), 'secuencias.json'));
        } else if (entry.name !== MANIFEST_ENTRY) {
          pending = entry;
          break;
        }
      }
      const counted = await countRows(tx, Object.keys(manifest.tablas));
      for (const [name, count] of Object.entries(manifest.tablas)) {
        if (counted[name] !== count) throw new RestoreError(`La tabla ${name} quedó con ${counted[name]} filas y el manifiesto dice ${count}.`);
      }
    });
    let files = 0;
    let bytes = 0;
    for (let entry = pending as TarEntry | null; entry; entry = await entries.next().then((n) => (n.done ? null : n.value))) {
      if (entry.name.startsWith(FILE_PREFIX)) {
        const destination = storedFilePath(target.uploadsDir, entry.name.slice(FILE_PREFIX.length));
        if (!destination) throw new RestoreError(`El respaldo trae un archivo fuera de la carpeta de archivos: ${entry.name}.`);
        await mkdir(path.dirname(destination), { recursive: true });
        await pipeline(Readable.from(entry.chunks()), createWriteStream(destination));
        files += 1;
        bytes += entry.size;
      } else if (entry.name === KEY_ENTRY) {
        restoreKey(target, await entry.buffer(1024), options, notices);
      }
    }
    if (files !== end.archivos) throw new RestoreError(`Se restauraron ${files} archivos y el respaldo dice ${end.archivos}.`);
    await database.migrate();
    await recountTableTotals(database.db);
    const migradaA = (await appliedMigration(database.db))!;
    const tables = await applicationTables(database.db);
    return { manifest, end, migradaA, tablas: await countRows(database.db, tables), archivos: files, bytesArchivos: bytes, avisos: notices };
  } catch (error) {
    try {
      describeFailure(error);
    } catch (failure) {
      if (failure instanceof RestoreError) {
        throw new RestoreError(`${failure.message} El destino quedó a medias: corrige la causa y restaura de nuevo con --force.`);
      }
      throw failure;
    }
  }
}
