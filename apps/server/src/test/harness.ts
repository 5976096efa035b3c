import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt, max, sql } from 'drizzle-orm';
import pg from 'pg';
import type { RoleName } from '@atiende/shared';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, rows, type Database } from '../db/client.js';
import { ensureReferenceData, ensureSuperAdmin } from '../db/seed.js';
import { audits, roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';

export const ADMIN = { username: 'admin@atiende.co', password: 'Admin123*' };
export const PASSWORD = 'Clave1234*';

type InjectOptions = import('fastify').InjectOptions;

export interface TestApp {
  app: App;
  database: Database;
  /** `pglite` or `postgres`: the database this run of the suite is proving. */
  kind: Database['kind'];
  /** Signs in and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  /** Creates a user with the given role (none for a self-registered one) and signs it in. */
  userWithRole(role: RoleName | null, overrides?: Partial<typeof users.$inferInsert>): Promise<{ id: number; username: string; token: string }>;
  /** A JSON call with the bearer token of `token` (none when null). */
  call(token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<import('fastify').LightMyRequestResponse>;
  /** Runs a change and returns the audit rows it wrote. */
  auditsWrittenBy(change: () => Promise<unknown>): Promise<(typeof audits.$inferSelect)[]>;
  roleId(nombre: string): Promise<number>;
  /** `app.inject` with the bearer token of `token`. */
  request(token: string | null, options: InjectOptions): Promise<import('fastify').LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = `atiende_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let userCounter = 0;

export async function createTestApp(): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-test-'));
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, ADMIN.username, ADMIN.password);
  const config = { ...loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'secreto-de-pruebas-' + randomBytes(8).toString('hex') }) };
  const app = await buildApp({ config, database });
  await app.ready();

  const login = async (username: string, password = PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username} -> ${res.statusCode} ${res.body}`);
    return (res.json() as { access: string }).access;
  };

  return {
    app,
    database,
    kind: database.kind,
    login,
    async userWithRole(role, overrides = {}) {
      userCounter += 1;
      const username = overrides.username ?? `${(role ?? 'sinrol').toLowerCase()}${userCounter}@atiende.co`;
      const [user] = await database.db
        .insert(users)
        .values({ username, email: username, passwordHash: await hashPassword(PASSWORD), firstName: role ?? 'Sin', lastName: 'Prueba', ...overrides })
        .returning({ id: users.id });
      if (role) {
        const [r] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, role));
        await database.db.insert(userRoles).values({ userId: user!.id, roleId: r!.id });
      }
      return { id: user!.id, username, token: await login(username) };
    },
    call(token, method, url, payload) {
      return app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    },
    async auditsWrittenBy(change) {
      const [last] = await database.db.select({ id: max(audits.id) }).from(audits);
      await change();
      return database.db.select().from(audits).where(gt(audits.id, last?.id ?? 0));
    },
    async roleId(nombre) {
      const [role] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, nombre));
      if (!role) throw new Error(`No existe el rol ${nombre}`);
      return role.id;
    },
    request(token, options) {
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the same PostgreSQL database and configuration as `t`, as a second instance
 * behind a load balancer would be. Close it before `t`.
 */
/**
 * A second server instance on the same database, as behind a load balancer. On PostgreSQL it has its
 * own connection pool; on PGlite, which one process owns, both instances share the connection, so
 * events still travel through NOTIFY from one instance's hub to the other's.
 */
export async function openSecondInstance(t: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  const database = t.kind === 'postgres' ? await openDatabase({ url: await currentDatabaseUrl(t) }) : t.database;
  const app = await buildApp({ config: t.app.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

async function currentDatabaseUrl(t: TestApp): Promise<string> {
  const [current] = await rows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current!.name}`;
  return url.toString();
}
