import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BackupStatusRead } from '@atiende/shared';
import { buildApp } from '../../app.js';
import { openDatabase, rows, type Database, type Db } from '../../db/client.js';
import { tableTotal } from '../../db/search.js';
import { storeFile } from '../../files/stored-files.js';
import { insertJob, runDueJobs } from '../../jobs/jobs.runner.js';
import { enqueueScheduled } from '../../jobs/jobs.scheduler.js';
import { loadDemo } from '../../demo/load-demo.js';
import { ADMIN, createPostgresDatabase, useStaff, useTestApp } from '../../test/harness.js';
import { applicationTables, type Manifest } from './backups.archive.js';
import { backupsJobs } from './backups.jobs.js';
import { knownMigrations, migrateUpTo } from './backups.migrations.js';
import { RestoreError, restoreArchive, TargetNotEmpty, type RestoreTarget } from './backups.restore.js';
import { writeBackupFile } from './backups.service.js';
import { readTar } from './backups.tar.js';

const t = useTestApp();
const staff = useStaff(t);
const serverRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'atiende-respaldos-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let scratchCounter = 0;
const scratchPath = (name: string) => path.join(scratch, `${(scratchCounter += 1)}-${name}`);

interface FreshTarget extends RestoreTarget {
  /** DATABASE_URL of the target on PostgreSQL. */
  url?: string;
  close(): Promise<void>;
}

/** A new, empty installation of the kind under test: a new PGlite folder, or a new database on the same server. */
async function freshTarget(): Promise<FreshTarget> {
  const dataDir = scratchPath('destino');
  mkdirSync(dataDir, { recursive: true });
  let database: Database;
  let drop = async () => {};
  let url: string | undefined;
  if (t.kind === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    url = created.url;
    drop = created.drop;
    database = await openDatabase({ url, poolSize: 2 });
  } else {
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  }
  return {
    database, dataDir, uploadsDir: path.join(dataDir, 'uploads'), url,
    async close() {
      await database.close();
      await drop();
    },
  };
}

const targets: FreshTarget[] = [];
afterAll(async () => {
  for (const target of targets) await target.close();
});
async function target(): Promise<FreshTarget> {
  const fresh = await freshTarget();
  targets.push(fresh);
  return fresh;
}

/** Every row of every table, as a count and a digest of the rows' JSON in a fixed order. */
async function tableContents(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const found: Record<string, { rows: number; digest: string }> = {};
  for (const name of await applicationTables(db)) {
    const [row] = await rows<{ n: string | number; digest: string }>(db, sql`
      select count(*) as n, md5(coalesce(string_agg(r, E'\n' order by r), '')) as digest
      from (select row_to_json(t)::text as r from ${sql.identifier(name)} t) as all_rows`);
    found[name] = { rows: Number(row!.n), digest: row!.digest };
  }
  return found;
}

/** A few rows of a table by its lowest ids, as JSON text. */
async function sampleRows(db: Db, name: string): Promise<string[]> {
  const found = await rows<{ r: string }>(db, sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t order by 1 limit 5`);
  return found.map((row) => row.r);
}

const sequences = (db: Db) => rows<{ sequencename: string; last_value: string | null }>(db, sql`
  select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`);

/** Every stored file under `dir`, relative path to its SHA-256. */
function fileDigests(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return found;
}

/** The archive as the SuperAdmin downloads it, with the bearer header or, as the browser's link does, `?token=`. */
async function downloadBackup(token: string, viaLink = false): Promise<string> {
  const res = viaLink
    ? await t.app.inject({ method: 'GET', url: `/api/admin/respaldo/?token=${encodeURIComponent(token)}` })
    : await t.request(token, { method: 'GET', url: '/api/admin/respaldo/' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/gzip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="atiende-respaldo-.*\.tar\.gz"$/);
  const file = scratchPath('respaldo.tar.gz');
  writeFileSync(file, res.rawPayload);
  return file;
}

async function manifestOf(file: string): Promise<Manifest> {
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    return JSON.parse((await entry.buffer(1024 * 1024)).toString('utf8')) as Manifest;
  }
  throw new Error('sin manifiesto');
}

let counter = 0;
function contactBody() {
  counter += 1;
  return { first_name: 'Respaldo', last_name: `Prueba ${counter}`, email: `respaldo${counter}@correo.co`, phone: `3157${String(counter).padStart(6, '0')}` };
}

beforeAll(async () => {
  // A contact centre in many tables: users, contacts, campaigns, gestiones, chat, cases with their files, surveys, tasks.
  await loadDemo(t.database.db, { key: t.app.config.channelSecretsKey }, new Date(), t.app.config.uploadsDir);
  // Chat media, a document and a recording beside the cases' files, one of them larger than a tar block many times over.
  await storeFile(t.app.config.uploadsDir, 'chat', '.jpg', randomBytes(300_000));
  await storeFile(t.app.config.uploadsDir, 'chat', '.pdf', Buffer.from('%PDF-1.4 documento'));
  await storeFile(t.app.config.uploadsDir, 'imports', '.xlsx', randomBytes(513));
  mkdirSync(path.join(t.app.config.uploadsDir, 'chat'), { recursive: true });
  writeFileSync(path.join(t.app.config.uploadsDir, 'chat', 'grabación de una llamada con un nombre bastante largo para un archivo tar de los de antes.wav'), Buffer.alloc(70_000, 7));
}, 300_000);

describe('who may back up', () => {
  it('is the SuperAdmin only: 401 without a session, 403 for every other role, Administrador included', async () => {
    for (const url of ['/api/admin/respaldo/', '/api/admin/respaldo/estado/']) {
      expect((await t.request(null, { method: 'GET', url })).statusCode, url).toBe(401);
      for (const user of [staff.administrador, staff.supervisor, staff.operador, staff.agente]) {
        const res = await t.request(user.token, { method: 'GET', url });
        expect(res.statusCode, `${user.username} ${url}`).toBe(403);
      }
    }
  });
});

describe('a backup restored into a fresh installation', () => {
  let archive: string;
  let restored: FreshTarget;

  it('holds every table and file: counts, rows, sequences and files equal the source, and the restored server works', async () => {
    archive = await downloadBackup(t.admin);
    const source = await tableContents(t.database.db);
    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({ formato: 1, aplicacion: 'atiende', base: t.kind, migracion: knownMigrations().at(-1) });
    expect(Object.keys(manifest.tablas).sort()).toEqual(Object.keys(source).sort());
    for (const [name, { rows: n }] of Object.entries(source)) expect(manifest.tablas[name], name).toBe(n);
    const filled = Object.entries(source).filter(([, c]) => c.rows > 0).map(([name]) => name);
    expect(filled.length).toBeGreaterThan(40);
    expect(filled).toEqual(expect.arrayContaining(['contacts', 'gestiones', 'chat_messages', 'cases', 'survey_responses', 'tasks', 'audits']));

    restored = await target();
    const report = await restoreArchive(archive, restored);
    expect(report.migradaA).toEqual(knownMigrations().at(-1));
    const after = await tableContents(restored.database.db);
    for (const name of Object.keys(source)) {
      expect(after[name]?.rows, `filas de ${name}`).toBe(source[name]!.rows);
      expect(after[name]?.digest, `contenido de ${name}`).toBe(source[name]!.digest);
    }
    for (const name of ['contacts', 'gestiones', 'users', 'chat_messages', 'case_images']) {
      expect(await sampleRows(restored.database.db, name), name).toEqual(await sampleRows(t.database.db, name));
    }
    expect(await sequences(restored.database.db)).toEqual(await sequences(t.database.db));
    expect(await tableTotal(restored.database.db, 'contacts')).toBe(await tableTotal(t.database.db, 'contacts'));
    expect(await tableTotal(restored.database.db, 'contacts_connected')).toBe(await tableTotal(t.database.db, 'contacts_connected'));

    const files = fileDigests(t.app.config.uploadsDir);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(5);
    expect(fileDigests(restored.uploadsDir)).toEqual(files);
    expect(report.archivos).toBe(Object.keys(files).length);

    // The restored installation serves: the SuperAdmin signs in with the restored password and sees the same contacts.
    const app = await buildApp({ config: { ...t.app.config, uploadsDir: restored.uploadsDir }, database: restored.database });
    try {
      await app.ready();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
      expect(login.statusCode).toBe(200);
      const list = (token: string, db: typeof app) => db.inject({ method: 'GET', url: '/api/contact/contacto/', headers: { authorization: `Bearer ${token}` } });
      const there = (await list(login.json().access, app)).json();
      const here = (await list(t.admin, t.app)).json();
      expect(there.count).toBe(here.count);
      expect(there.results).toEqual(here.results);
      // A new row takes the next id, never one the source already gave out.
      const created = await app.inject({ method: 'POST', url: '/api/contact/contacto/', payload: contactBody(), headers: { authorization: `Bearer ${login.json().access}` } });
      expect(created.statusCode, created.body).toBe(201);
      const [highest] = await rows<{ id: number }>(t.database.db, sql`select max(id) as id from contacts`);
      expect(created.json().id).toBeGreaterThan(highest!.id);
    } finally {
      await app.close();
    }
  }, 300_000);

  it('is refused into a target that is not empty, unless forced', async () => {
    const before = await tableContents(restored.database.db);
    const refused = restoreArchive(archive, restored);
    await expect(refused).rejects.toThrow(TargetNotEmpty);
    await expect(refused).rejects.toThrow(/^El destino no está vacío: la base de datos ya tiene \d+ tablas \(migración .*\); .* tiene \d+ archivos\. Usa --force/);
    expect(await tableContents(restored.database.db)).toEqual(before);

    writeFileSync(path.join(restored.uploadsDir, 'sobrante.txt'), 'no estaba en el respaldo');
    const report = await restoreArchive(archive, restored, { force: true });
    expect(report.tablas.contacts).toBe((await tableContents(t.database.db)).contacts!.rows);
    expect(existsSync(path.join(restored.uploadsDir, 'sobrante.txt'))).toBe(false);
    expect(fileDigests(restored.uploadsDir)).toEqual(fileDigests(t.app.config.uploadsDir));
  }, 300_000);

  it('refuses an archive cut short or that is not one, and leaves the target untouched', async () => {
    const cut = scratchPath('cortado.tar.gz');
    writeFileSync(cut, readFileSync(archive).subarray(0, Math.floor(statSync(archive).size * 0.8)));
    const empty = await target();
    await expect(restoreArchive(cut, empty)).rejects.toThrow(RestoreError);
    const other = scratchPath('otro.tar.gz');
    writeFileSync(other, 'esto no es un respaldo');
    await expect(restoreArchive(other, empty)).rejects.toThrow(/no es un respaldo de Atiende/);
    expect(await applicationTables(empty.database.db)).toEqual([]);
    truncateSync(cut, 0);
    await expect(restoreArchive(cut, empty)).rejects.toThrow(RestoreError);
  }, 120_000);
});

describe('a backup taken while requests write', () => {
  it('is one consistent instant: every request answers, and each contact comes with all of its rows or none', async () => {
    const [{ n: before }] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from contacts`) as [{ n: number }];
    const answers: number[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing || answers.length < 10) {
        const res = await t.call(t.admin, 'POST', '/api/contact/contacto/', contactBody());
        answers.push(res.statusCode);
      }
    })();
    while (answers.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const reads = Promise.all([1, 2, 3, 4].map(() => t.call(t.admin, 'GET', '/api/contact/contacto/')));
    let archive = '';
    const written = await t.auditsWrittenBy(async () => {
      archive = await downloadBackup(t.admin, true);
    });
    expect(written.filter((a) => a.contentType === 'Respaldo')).toMatchObject([
      { tipoGestion: 'Creación', username: ADMIN.username, descripcion: 'Descargó un respaldo completo de la instalación.' },
    ]);
    writing = false;
    await writer;
    expect((await reads).map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.every((status) => status === 201)).toBe(true);

    const restored = await target();
    const report = await restoreArchive(archive, restored);
    const db = restored.database.db;
    const [{ n: inArchive }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from contacts`) as [{ n: number }];
    expect(inArchive).toBeGreaterThanOrEqual(before + 3);
    expect(inArchive).toBeLessThanOrEqual(before + answers.length);
    expect(report.tablas.contacts).toBe(inArchive);
    // The contact, its e-mail and phone and its audit entry are written in one transaction: a snapshot has all or none.
    const [shape] = await rows<{ contacts: number; data: number; audits: number }>(db, sql`
      select (select count(*)::int from contacts where first_name = 'Respaldo') as contacts,
             (select count(*)::int from contact_data d join contacts c on c.id = d.contact_id where c.first_name = 'Respaldo') as data,
             (select count(*)::int from audits a join contacts c on c.id = a.object_id where c.first_name = 'Respaldo' and a.content_type = 'Contacto') as audits`);
    const [sourceShape] = await rows<{ contacts: number; data: number; audits: number }>(t.database.db, sql`
      select (select count(*)::int from contacts where first_name = 'Respaldo') as contacts,
             (select count(*)::int from contact_data d join contacts c on c.id = d.contact_id where c.first_name = 'Respaldo') as data,
             (select count(*)::int from audits a join contacts c on c.id = a.object_id where c.first_name = 'Respaldo' and a.content_type = 'Contacto') as audits`);
    expect(shape!.data * sourceShape!.contacts).toBe(sourceShape!.data * shape!.contacts);
    expect(shape!.audits * sourceShape!.contacts).toBe(sourceShape!.audits * shape!.contacts);
    expect(await tableTotal(db, 'contacts')).toBe(Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from contacts where deleted_at is null`))[0]!.n));
  }, 300_000);
});

describe('an archive of an older version', () => {
  it('restores at its own migration and migrates forward; the kept totals are right', async () => {
    const old = knownMigrations().find((m) => m.nombre.startsWith('0027_'))!;
    const dataDir = scratchPath('antigua');
    const older = await freshTarget();
    try {
      await migrateUpTo(older.database, old);
      await older.database.db.execute(sql`insert into users (username, password_hash) values ('antigua@atiende.co', 'x')`);
      await older.database.db.execute(sql`insert into contacts (first_name, last_name, status, deleted_at) values
        ('Ana', 'Uno', 'ACTIVO', null), ('Beto', 'Dos', 'ACTIVO', null), ('Carla', 'Tres', 'DESCONECTADO', null),
        ('Dora', 'Cuatro', 'DESCONECTADO', null), ('Eva', 'Cinco', 'ACTIVO', null), ('Fabio', 'Seis', 'ACTIVO', now())`);
      mkdirSync(dataDir, { recursive: true });
      const written = await writeBackupFile({ database: older.database, uploadsDir: path.join(dataDir, 'uploads'), dataDir }, dataDir);
      expect(written.summary.manifest.migracion).toEqual(old);
      expect(written.summary.manifest.tablas).not.toHaveProperty('backup_runs');

      const restored = await target();
      const report = await restoreArchive(written.file, restored);
      expect(report.migradaA).toEqual(knownMigrations().at(-1));
      expect(report.tablas).toMatchObject({ contacts: 6, users: 1, backup_runs: 0 });
      expect(await tableTotal(restored.database.db, 'contacts')).toBe(5);
      expect(await tableTotal(restored.database.db, 'contacts_connected')).toBe(3);
    } finally {
      await older.close();
    }
  }, 300_000);
});

describe('the daily backup', () => {
  const status = async () => (await t.call(t.admin, 'GET', '/api/admin/respaldo/estado/')).json() as BackupStatusRead;
  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health/' })).json();
  const runDaily = async () => {
    await insertJob(t.database.db, 'backups.daily', {}, { maxAttempts: 1 });
    return runDueJobs(t.app, backupsJobs);
  };

  it('is scheduled once a day at 03:00 in Bogotá', async () => {
    expect(await enqueueScheduled(t.database.db, backupsJobs, new Date('2031-03-10T07:59:59Z'))).toBe(1);
    expect(await enqueueScheduled(t.database.db, backupsJobs, new Date('2031-03-09T09:00:00Z'))).toBe(0);
    expect(await enqueueScheduled(t.database.db, backupsJobs, new Date('2031-03-10T08:00:00Z'))).toBe(1);
    expect(await enqueueScheduled(t.database.db, backupsJobs, new Date('2031-03-11T07:59:00Z'))).toBe(0);
    await t.database.db.execute(sql`delete from jobs where kind = 'backups.daily'`);
  });

  it('writes archives into BACKUP_DIR and keeps the BACKUP_KEEP newest; its last result shows in health and to the SuperAdmin', async () => {
    expect((await status()).estado).toBe('pendiente');
    expect((await health()).respaldo).toEqual({ ultimo: null, estado: 'pendiente', archivo: null });
    t.app.config.backupKeep = 2;
    for (let run = 0; run < 3; run += 1) expect(await runDaily()).toBe(1);
    const kept = readdirSync(t.app.config.backupDir).filter((name) => name.endsWith('.tar.gz'));
    expect(kept).toHaveLength(2);
    const shown = await status();
    expect(shown).toMatchObject({ estado: 'ok', carpeta: t.app.config.backupDir, conservar: 2 });
    expect(shown.archivos.map((a) => a.nombre)).toEqual([...kept].sort().reverse());
    expect(shown.ultimo).toMatchObject({ estado: 'ok', eliminados: 1, error: null, archivo: path.join(t.app.config.backupDir, shown.archivos[0]!.nombre) });
    expect(shown.ultimo!.filas).toBeGreaterThan(1000);
    expect((await health()).respaldo).toEqual({ ultimo: shown.ultimo!.fin, estado: 'ok', archivo: shown.archivos[0]!.nombre });

    // The newest kept archive restores like a downloaded one.
    const restored = await target();
    const report = await restoreArchive(path.join(t.app.config.backupDir, shown.archivos[0]!.nombre), restored);
    expect(report.tablas.gestiones).toBe((await tableContents(t.database.db)).gestiones!.rows);
  }, 300_000);

  it('records a failure, which health shows without its details, and is off with BACKUP_KEEP=0', async () => {
    const realDir = t.app.config.backupDir;
    const blocked = scratchPath('no-es-carpeta');
    writeFileSync(blocked, 'un archivo donde debería ir la carpeta');
    t.app.config.backupDir = blocked;
    try {
      await runDaily();
      const shown = await status();
      expect(shown.estado).toBe('error');
      expect(shown.ultimo).toMatchObject({ estado: 'error', archivo: null });
      expect(shown.ultimo!.error).toMatch(/EEXIST|ENOTDIR/);
      expect((await health()).respaldo).toEqual({ ultimo: shown.ultimo!.fin, estado: 'error', archivo: null });
      const [job] = await rows<{ status: string }>(t.database.db, sql`select status from jobs where kind = 'backups.daily' order by id desc limit 1`);
      expect(job!.status).toBe('failed');
    } finally {
      t.app.config.backupDir = realDir;
    }
    t.app.config.backupKeep = 0;
    const before = readdirSync(realDir).length;
    await runDaily();
    expect(readdirSync(realDir)).toHaveLength(before);
    expect((await status()).estado).toBe('desactivado');
    expect((await health()).respaldo.estado).toBe('desactivado');
    t.app.config.backupKeep = 7;
  }, 120_000);
});

describe('npm run backup and npm run restore', () => {
  const run = (script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) => spawnSync(
    process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'cli', `${script}.ts`), ...args],
    { cwd: serverRoot, encoding: 'utf8', env: { ...process.env, INIT_CWD: scratch, DATABASE_URL: '', ...env }, timeout: 240_000 },
  );

  it('restore an archive, refuse a target in use without --force, and back it up again', async () => {
    const archive = await downloadBackup(t.admin);
    const dataDir = scratchPath('linea-de-comandos');
    const env = { DATA_DIR: path.relative(scratch, dataDir), DATABASE_URL: '' };
    let drop = async () => {};
    if (t.kind === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      env.DATABASE_URL = created.url;
      drop = created.drop;
    }
    try {
      const restored = run('restore', [archive], env);
      expect(restored.status, restored.stderr + restored.stdout).toBe(0);
      expect(restored.stdout).toMatch(/restaurado en (PGlite|PostgreSQL)/);
      expect(restored.stdout).toMatch(/cada tabla tiene las filas que dice el manifiesto/);
      expect(restored.stdout).toMatch(/archivos \(/);

      const refused = run('restore', [archive], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/El destino no está vacío: .*Usa --force/);

      const copy = path.join(scratch, 'desde-la-linea-de-comandos.tar.gz');
      const backedUp = run('backup', [path.basename(copy)], env);
      expect(backedUp.status, backedUp.stderr + backedUp.stdout).toBe(0);
      expect(backedUp.stdout).toMatch(/^Respaldo escrito en .*desde-la-linea-de-comandos\.tar\.gz/);
      const manifest = await manifestOf(copy);
      expect(manifest.tablas.contacts).toBe((await manifestOf(archive)).tablas.contacts);

      const forced = run('restore', [copy, '--force'], env);
      expect(forced.status, forced.stderr + forced.stdout).toBe(0);
    } finally {
      await drop();
    }
  }, 300_000);
});
