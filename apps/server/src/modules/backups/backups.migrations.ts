import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rows, type Database, type Db } from '../../db/client.js';

/** A migration as the archive's manifest names it. */
export interface MigrationRef {
  /** Its position, from 0. */
  numero: number;
  /** Its file name without `.sql`, e.g. `0033_jobs_by_module`. */
  nombre: string;
  /** The time drizzle records for it (`created_at` of `drizzle.__drizzle_migrations`), in milliseconds. */
  creada: number;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
  [key: string]: unknown;
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

const refOf = (entry: JournalEntry): MigrationRef => ({ numero: entry.idx, nombre: entry.tag, creada: entry.when });

/** Every migration this version of the application has, oldest first. */
export function knownMigrations(): MigrationRef[] {
  return readJournal().entries.map(refOf);
}

/** The newest migration applied to the database, or null when none is (an empty database). */
export async function appliedMigration(db: Db): Promise<MigrationRef | null> {
  const [schema] = await rows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!schema?.found) return null;
  const [last] = await rows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  if (!last) return null;
  const when = Number(last.created_at);
  return knownMigrations().find((m) => m.creada === when) ?? { numero: -1, nombre: 'desconocida', creada: when };
}

/**
 * Applies the application's migrations up to `upTo` and no further, through drizzle's own migrator (so its
 * bookkeeping is what a normal start would have written): a copy of the migrations folder whose journal stops there.
 */
export async function migrateUpTo(database: Database, upTo: MigrationRef): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= upTo.creada);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'atiende-migraciones-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await database.migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
