import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@atiende/shared';
import Fastify from 'fastify';
import { buildApp, errorHandler } from '../app.js';
import type { App } from '../app.types.js';
import { loadConfig } from '../config.js';
import { isDatabaseUnavailable } from './availability.js';
import { openDatabase, rows, type Database } from './client.js';
import { ensureReferenceData, ensureSuperAdmin } from './seed.js';
import { DatabaseUnreachableError, openWhenReachable } from './startup.js';

// The database server is PostgreSQL even on the embedded run: only a server can be out of reach.
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'admin@atiende.co', password: 'Admin123*' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A TCP relay to PostgreSQL that can be cut and restored, standing for a network or server outage. */
class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  constructor(readonly port: number, private target: URL) {}

  static async onFreePort(target: URL): Promise<Relay> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return new Relay(port, target);
  }

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    this.server = null;
  }

  url(database: string): string {
    const url = new URL(this.target);
    url.host = `127.0.0.1:${this.port}`;
    url.pathname = `/${database}`;
    return url.toString();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `atiende_av_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return name;
}

async function appOn(database: Database): Promise<{ app: App; token: string }> {
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, ADMIN.username, ADMIN.password);
  const config = { ...loadConfig({ DATA_DIR: '/tmp/atiende-availability', TOKEN_SECRET: 'secreto-de-pruebas-disponibilidad' }) };
  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
  return { app, token: login.json().access };
}

describe('database unreachable at start', () => {
  it('retries with back-off and one line per attempt, then opens the database once it answers', async () => {
    const relay = await Relay.onFreePort(new URL(SERVER_URL));
    const name = await freshDatabase();
    const lines: string[] = [];
    const delays: number[] = [];
    const database = await openWhenReachable({
      open: () => openDatabase({ url: relay.url(name) }),
      waitSeconds: 60,
      log: (line) => lines.push(line),
      sleep: async (ms) => {
        delays.push(ms);
        if (delays.length === 2) await relay.up();
      },
    });
    cleanups.push(async () => {
      await database.close();
      await relay.down();
    });
    expect(delays).toEqual([1000, 2000]);
    expect(lines.slice(0, 2).every((line) => !line.includes('\n') && line.startsWith('No se puede conectar a la base de datos (') && line.includes('ECONNREFUSED'))).toBe(true);
    expect(lines[2]).toBe('Base de datos disponible / Database reachable.');
    const [found] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    expect(found!.n).toBe(0);
  });

  it('gives up after the configured wait with a one-line message', async () => {
    const relay = await Relay.onFreePort(new URL(SERVER_URL));
    const lines: string[] = [];
    const attempt = openWhenReachable({
      open: () => openDatabase({ url: relay.url('postgres') }),
      waitSeconds: 3,
      log: (line) => lines.push(line),
      sleep: async () => undefined,
    });
    await expect(attempt).rejects.toThrow(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(/^No se pudo conectar a la base de datos tras 3 s \(.*ECONNREFUSED.*\)\. \/ Could not reach the database after 3 s\.$/);
    expect(lines.length).toBeGreaterThan(0);
  });
});

describe('database lost while running', () => {
  it('answers 503 on data routes and reports the database down, then recovers (PostgreSQL)', async () => {
    const relay = await Relay.onFreePort(new URL(SERVER_URL));
    await relay.up();
    const name = await freshDatabase();
    const database = await openDatabase({ url: relay.url(name) });
    await database.migrate();
    const { app, token } = await appOn(database);
    cleanups.push(async () => {
      await app.close();
      await database.close();
      await relay.down();
    });
    const list = () => app.inject({ method: 'GET', url: '/api/roles/', headers: { authorization: `Bearer ${token}` } });
    expect((await list()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({ status: 'ok', database: 'ok' });

    await relay.down();
    const lost = await list();
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ detail: MSG.databaseUnavailable });
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'down', respaldo: null });

    await relay.up();
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('answers 503 once the embedded database is closed', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const { app, token } = await appOn(database);
    cleanups.push(() => app.close());
    await database.close();
    const lost = await app.inject({ method: 'GET', url: '/api/roles/', headers: { authorization: `Bearer ${token}` } });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ detail: MSG.databaseUnavailable });
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
  });
});

/** An error as pg raises it for a message of the server: its SQLSTATE in `code`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** As drizzle throws it: the driver's error in `cause`. */
const asDrizzle = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

const UNREACHABLE: [string, unknown][] = [
  ['connection refused', Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]), { code: 'ECONNREFUSED' })],
  ['connection terminated', new Error('Connection terminated unexpectedly')],
  ['client no longer queryable', new Error('Client has encountered a connection error and is not queryable')],
  ['pool time-out', new Error('timeout exceeded when trying to connect')],
  ['57P01 administrator command', serverError('57P01', 'terminating connection due to administrator command')],
  ['57P02 crash shutdown', serverError('57P02', 'terminating connection because of crash of another server process')],
  ['57P03 cannot connect now', serverError('57P03', 'the database system is starting up')],
  ['53300 too many clients', serverError('53300', 'sorry, too many clients already')],
  ['3D000 database renamed or dropped', serverError('3D000', 'database "atiende" does not exist')],
  ['55000 not accepting connections', serverError('55000', 'database "atiende" is not currently accepting connections')],
  ['wrapped by drizzle', asDrizzle(serverError('57P01', 'terminating connection due to administrator command'))],
];

const QUERY_ERRORS: [string, unknown][] = [
  ['23505 unique violation', asDrizzle(serverError('23505', 'duplicate key value violates unique constraint "roles_nombre_uq"'))],
  ['22P02 invalid text', asDrizzle(serverError('22P02', 'invalid input syntax for type integer: "x"'))],
  ['42P01 missing table', asDrizzle(serverError('42P01', 'relation "nada" does not exist'))],
  ['55P03 lock not available', asDrizzle(serverError('55P03', 'could not obtain lock on row in relation "jobs"'))],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
];

describe('which errors mean the database cannot be reached', () => {
  it.each(UNREACHABLE)('%s: unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(QUERY_ERRORS)('%s: not unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 with the Spanish text for each of them, and 500 for the rest', async () => {
    // The application's error handler alone, behind a route that throws each error.
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    const thrown = [...UNREACHABLE, ...QUERY_ERRORS].map(([, error]) => error);
    app.get('/falla/:n/', async (request) => {
      throw thrown[Number((request.params as { n: string }).n)];
    });
    cleanups.push(() => app.close());
    for (const [index, [label]] of [...UNREACHABLE, ...QUERY_ERRORS].entries()) {
      const res = await app.inject({ method: 'GET', url: `/falla/${index}/` });
      if (index < UNREACHABLE.length) {
        expect(res.statusCode, label).toBe(503);
        expect(res.json(), label).toEqual({ detail: MSG.databaseUnavailable });
        expect(res.headers['x-error-code'], label).toBe('unavailable');
      } else {
        expect(res.statusCode, label).toBe(500);
      }
    }
  });
});
