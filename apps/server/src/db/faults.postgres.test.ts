import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import { buildApp } from '../app.js';
import type { App } from '../app.types.js';
import { loadConfig } from '../config.js';
import { emit } from '../events/events.js';
import { insertJob, startJobRunner, wakeJobRunner, type JobRunner } from '../jobs/jobs.runner.js';
import { ADMIN, createPostgresDatabase, postgresServerUrl, waitUntil } from '../test/harness.js';
import { connectSocket, listen } from '../test/socket-client.js';
import { isDatabaseUnavailable } from './availability.js';
import { notify, openDatabase, rows, type Database } from './client.js';
import { ensureReferenceData, ensureSuperAdmin } from './seed.js';

const SERVER_URL = postgresServerUrl();
const POOL_SIZE = 4;
/** What one process may hold: its pool and the one connection that listens for notices. */
const MAX_CONNECTIONS = POOL_SIZE + 1;
const NOTICE_CHANNEL = 'prueba_fallas';

let name: string;
let drop: () => Promise<void>;
let database: Database;
let app: App;
let runner: JobRunner;
let token: string;
let dataDir: string;
/** A connection to the server outside the app's database, that cuts the app's connections. */
let admin: pg.Client;
/** What would have brought the process down: uncaught exceptions and promises rejected with nobody listening. */
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
/** The app's log lines at warn and above. */
const logs: { msg?: string }[] = [];
/** Jobs the test handler finished; a handler waits while `holdJobs` is set. */
let jobsDone = 0;
let holdJobs: Promise<void> | null = null;
let jobStarted = false;

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  ({ name, drop } = await createPostgresDatabase(SERVER_URL));
  admin = new pg.Client({ connectionString: SERVER_URL });
  admin.on('error', () => undefined);
  await admin.connect();
  database = await openDatabase({ url: databaseUrl(), poolSize: POOL_SIZE });
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, ADMIN.username, ADMIN.password);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-fallas-'));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'secreto-de-pruebas-fallas-0123456789' });
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as { msg?: string }) };
  app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  await app.ready();
  runner = startJobRunner(app, {
    // A job that writes in a transaction, as the real ones do.
    'prueba.transaccion': async () => {
      jobStarted = true;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.05)`);
        await holdJobs;
        await tx.execute(sql`select 1`);
      });
      jobsDone += 1;
    },
  });
  token = (await login()).json().access;
});

afterAll(async () => {
  await runner?.stop();
  await app?.close();
  await database?.close();
  await admin?.query(`alter database ${name} allow_connections true`).catch(() => undefined);
  await admin?.end();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

// Each test answers for what happened during it.
beforeEach(() => {
  crashes.length = 0;
});

function databaseUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const login = () => app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
const listRoles = () => app.inject({ method: 'GET', url: '/api/roles/', headers: { authorization: `Bearer ${token}` } });
const health = () => app.inject({ method: 'GET', url: '/api/health/' });

/** The connections of the app's database (the admin connection is on another one). */
async function backends(): Promise<{ pid: number; query: string }[]> {
  const result = await admin.query<{ pid: number; query: string }>(
    'select pid, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  return result.rows;
}

async function terminate(pids: number[]): Promise<void> {
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
}

async function terminateAll(): Promise<number> {
  const pids = (await backends()).map((b) => b.pid);
  await terminate(pids);
  return pids.length;
}

/** The database stops taking connections and loses the ones it had: a server going away. */
async function refuseConnections(): Promise<void> {
  await admin.query(`alter database ${name} allow_connections false`);
  await terminateAll();
  await waitUntil('the app has no connection left', async () => (await backends()).length === 0);
}

async function acceptConnections(): Promise<void> {
  await admin.query(`alter database ${name} allow_connections true`);
}

function expectUnavailable(res: Awaited<ReturnType<typeof health>>, label: string): void {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(503);
  expect(res.json(), label).toEqual({ detail: MSG.databaseUnavailable });
}

async function expectRecovered(): Promise<void> {
  await waitUntil('the app answers again', async () => (await listRoles()).statusCode === 200);
  expect((await health()).statusCode).toBe(200);
  expect((await login()).statusCode).toBe(200);
}

/** Every connection of the pool came back: as many transactions as the pool holds run at once. */
async function expectWholePool(): Promise<void> {
  const held = await Promise.all(Array.from({ length: POOL_SIZE }, () =>
    app.db.transaction(async (tx) => rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`))));
  expect(new Set(held.map(([row]) => row!.pid)).size).toBe(POOL_SIZE);
}

describe('connections cut by the server', () => {
  it('survives the server ending a connection lent to a transaction: the transaction fails as unavailable', async () => {
    const attempt = app.db.transaction(async (tx) => {
      const [own] = await rows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      await terminate([own!.pid]);
      await waitUntil('the connection is gone', async () => !(await backends()).some((b) => b.pid === own!.pid));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toSatisfy(isDatabaseUnavailable);
    expect((await listRoles()).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('gets back a connection whose transaction could not even begin', async () => {
    const single = await openDatabase({ url: databaseUrl(), poolSize: 1 });
    try {
      // `begin` refused: as when the server ended the connection while it sat idle in the pool, but every time.
      const refused = single.db.transaction(async () => undefined, { isolationLevel: 'ninguno' as never });
      await expect(refused).rejects.toThrow();
      const [row] = await single.db.transaction((tx) => rows<{ n: number }>(tx, sql`select 1 as n`));
      expect(row!.n).toBe(1);
    } finally {
      await single.close();
    }
  });

  it('listens again with one connection after its LISTEN connection is cut again and again', async () => {
    const dashboard = await connectSocket(await listen(app), `/ws/dashboard/?token=${token}`);
    const heard: string[] = [];
    await database.listen(NOTICE_CHANNEL, (payload) => heard.push(payload));
    const listening = async () => (await backends()).filter((b) => /^LISTEN /i.test(b.query));
    for (let cut = 1; cut <= 4; cut++) {
      await terminate((await listening()).map((b) => b.pid));
      await waitUntil(`notice ${cut} heard after the cut`, async () => {
        await notify(database.db, NOTICE_CHANNEL, String(cut));
        return heard.includes(String(cut));
      });
    }
    expect(await listening()).toHaveLength(1);
    expect((await backends()).length).toBeLessThanOrEqual(MAX_CONNECTIONS);
    // The realtime hub and the domain events ride on the same connection: an open dashboard hears the next change.
    await database.db.transaction((tx) => emit(tx, { type: 'contact.deleted', id: 1 }));
    expect(await dashboard.next()).toEqual({ type: 'contactos', cambios: 1 });
    dashboard.socket.close();
    expect(crashes).toEqual([]);
  });

  it('keeps running when a job ends while the database is away; the job is left to be taken again', async () => {
    let release!: () => void;
    holdJobs = new Promise((resolve) => (release = resolve));
    jobStarted = false;
    await insertJob(database.db, 'prueba.transaccion');
    wakeJobRunner(database.db);
    await waitUntil('the job started', () => jobStarted);
    await refuseConnections();
    release();
    await waitUntil('the runner gave up recording the outcome',
      () => crashes.length > 0 || logs.some((line) => line.msg?.startsWith('job outcome not recorded')));
    holdJobs = null;
    expect(crashes).toEqual([]);
    await acceptConnections();
    await expectRecovered();
  });

  it('answers 503, never 500, while the database refuses connections or is renamed, and recovers alone', async () => {
    await refuseConnections();
    expectUnavailable(await listRoles(), 'list while refused');
    expectUnavailable(await login(), 'sign-in while refused');
    expect((await health()).statusCode).toBe(503);

    // A renamed database answers 3D000 'does not exist' to new connections.
    await admin.query(`alter database ${name} rename to ${name}_fuera`);
    await admin.query(`alter database ${name}_fuera allow_connections true`);
    try {
      expectUnavailable(await listRoles(), 'list while renamed');
      expectUnavailable(await login(), 'sign-in while renamed');
      expect((await health()).statusCode).toBe(503);
    } finally {
      await admin.query(`alter database ${name}_fuera rename to ${name}`);
    }
    await expectRecovered();
    expect(crashes).toEqual([]);
  });

  it('survives its connections cut every 150 ms under traffic: 200 or 503, never more than pool + 1 connections', async () => {
    const statuses = new Set<number>();
    let storming = true;
    const traffic = (async () => {
      while (storming) {
        const answers = await Promise.all([listRoles(), health(), app.inject({ method: 'GET', url: '/api/users/', headers: { authorization: `Bearer ${token}` } })]);
        for (const res of answers) statuses.add(res.statusCode);
        await insertJob(database.db, 'prueba.transaccion').then(() => wakeJobRunner(database.db), () => undefined);
      }
    })();
    let most = 0;
    let cuts = 0;
    const doneBefore = jobsDone;
    const until = Date.now() + 4000;
    while (Date.now() < until) {
      most = Math.max(most, (await backends()).length);
      cuts += await terminateAll();
      // The pace of the outage, not a wait for an outcome.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    storming = false;
    await traffic;
    expect(cuts).toBeGreaterThan(10);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(most).toBeLessThanOrEqual(MAX_CONNECTIONS);
    await expectRecovered();
    await waitUntil('jobs run again', () => jobsDone > doneBefore);
    await expectWholePool();
    expect((await backends()).length).toBeLessThanOrEqual(MAX_CONNECTIONS);
    expect(crashes).toEqual([]);
  });
});
