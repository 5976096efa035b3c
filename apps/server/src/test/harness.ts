import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt, max, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { MSG, type PermissionName, type RoleName } from '@atiende/shared';
import { buildApp, type BuildOptions } from '../app.js';
import type { App } from '../app.types.js';
import { loadConfig } from '../config.js';
import { openDatabase, rows, type Database } from '../db/client.js';
import { ensureReferenceData, ensureSuperAdmin } from '../db/seed.js';
import { audits, modulos, roles, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/auth.passwords.js';

export const ADMIN = { username: 'admin@atiende.co', password: 'Admin123*' };
export const PASSWORD = 'Clave1234*';

type InjectOptions = import('fastify').InjectOptions;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestUser {
  id: number;
  username: string;
  token: string;
}

export interface TestApp {
  app: App;
  database: Database;
  /** `pglite` or `postgres`: the database this run of the suite is proving. */
  kind: Database['kind'];
  /** Signs in and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  /** Creates a user with the given role (none for a self-registered one) and signs it in. */
  userWithRole(role: RoleName | null, overrides?: Partial<typeof users.$inferInsert>): Promise<TestUser>;
  /** A JSON call with the bearer token of `token` (none when null). */
  call(token: string | null, method: Method, url: string, payload?: object): Promise<import('fastify').LightMyRequestResponse>;
  /** Sends `text` unchanged as a JSON body, for malformed or oversized JSON, with the bearer token of `token`. */
  callWithJsonText(token: string | null, method: Method, url: string, text: string): Promise<import('fastify').LightMyRequestResponse>;
  /** Runs a change and returns the audit rows it wrote. */
  auditsWrittenBy(change: () => Promise<unknown>): Promise<(typeof audits.$inferSelect)[]>;
  roleId(nombre: string): Promise<number>;
  /** Runs `check` with the module `name` off, and turns it back on afterwards even when the check fails. */
  withModuleOff(name: string, check: () => Promise<void>): Promise<void>;
  /** `app.inject` with the bearer token of `token`. */
  request(token: string | null, options: InjectOptions): Promise<import('fastify').LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => {} };
  const { url, drop } = await createPostgresDatabase(serverUrl);
  return { database: await openDatabase({ url }), drop };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its address, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `atiende_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The PostgreSQL server of a `*.postgres.test.ts` file: what it proves (several instances, connections cut by the
 * server) only exists on a server. The suite leaves these files out unless TEST_DATABASE_URL is set (vitest.config.ts).
 */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Esta prueba corre solo sobre PostgreSQL: define TEST_DATABASE_URL (ver README, Pruebas).');
  return url;
}

/** Resolves once `check` is true, asking every 50 ms; fails with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let userCounter = 0;

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** `logger`: where the app writes its log (none by default). */
export async function createTestApp({ logger }: Pick<BuildOptions, 'logger'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-test-'));
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, ADMIN.username, ADMIN.password);
  const config = { ...loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: 'secreto-de-pruebas-' + randomBytes(8).toString('hex') }) };
  const app = await buildApp({ config, database, logger });
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
      return app.inject({ method, url, payload, headers: bearer(token) });
    },
    callWithJsonText(token, method, url, text) {
      return app.inject({ method, url, payload: text, headers: { ...bearer(token), 'content-type': 'application/json' } });
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
    async withModuleOff(name, check) {
      const setActive = (active: boolean) => database.db.update(modulos).set({ active }).where(eq(modulos.name, name));
      await setActive(false);
      try {
        await check();
      } finally {
        await setActive(true);
      }
    },
    request(token, options) {
      return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(token) } });
    },
    async close() {
      await app.close();
      // pg's Pool.end() does not wait for its idle connections to close; one still closing when the test
      // database is dropped reports an error on the pool, which must not count as a failure of the file.
      if (database.kind === 'postgres') (database.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedInTestApp extends TestApp {
  /** The super admin's access token. */
  admin: string;
}

/**
 * Opens a test app and signs in the super admin before the file's tests, and closes the app after them.
 * The object is filled in once the app is open: read it inside tests and hooks, not while the file loads.
 */
export function useTestApp(): SignedInTestApp {
  const t = {} as SignedInTestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    t.admin = await t.login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());
  return t;
}

/** A signed-in user whose only role is a new one holding exactly these permissions. */
export async function userWithPermissions(t: SignedInTestApp, names: PermissionName[]): Promise<TestUser> {
  const role = await t.call(t.admin, 'POST', '/api/roles/', { nombre: `Rol a medida ${randomUUID().slice(0, 8)}` });
  expect(role.statusCode, role.body).toBe(201);
  const found = await rows<{ id: number; name: string }>(t.app.db, sql`select id, name from permissions`);
  const ids = found.filter((p) => (names as string[]).includes(p.name)).map((p) => p.id);
  expect(ids).toHaveLength(names.length);
  expect((await t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: role.json().id, permission: ids })).statusCode).toBe(201);
  const user = await t.userWithRole(null);
  expect((await t.call(t.admin, 'PATCH', `/api/users/${user.id}/`, { roles: [role.json().id] })).statusCode).toBe(200);
  return user;
}

type StaffRole = 'administrador' | 'supervisor' | 'operador' | 'agente';
type Staff = Record<StaffRole, TestUser>;

const STAFF_ROLES: [StaffRole, RoleName][] = [
  ['administrador', 'Administrador'], ['supervisor', 'Supervisor'], ['operador', 'Operador'], ['agente', 'Agente'],
];

/**
 * One new signed-in user of each role, created before the file's tests (after `useTestApp`'s hook);
 * `names` gives some of them a first and last name. Read it inside tests and hooks.
 */
export function useStaff(t: TestApp, names: Partial<Record<StaffRole, { firstName: string; lastName: string }>> = {}): Staff {
  const staff = {} as Staff;
  beforeAll(async () => {
    for (const [key, role] of STAFF_ROLES) staff[key] = await t.userWithRole(role, names[key]);
  });
  return staff;
}

/** The answer of any route of a module that is off: 403 with the module-disabled detail. */
export function expectModuleDisabled(res: import('fastify').LightMyRequestResponse, label?: string): void {
  expect(res.statusCode, label).toBe(403);
  expect(res.json(), label).toEqual({ detail: MSG.moduleDisabled });
}

type TestRequest = readonly [method: Method, url: string, payload?: object];

/** Sends each request as the super admin while the module `name` is off; every one must be refused as disabled. */
export async function expectClosedWhileOff(t: SignedInTestApp, name: string, requests: readonly TestRequest[]): Promise<void> {
  await t.withModuleOff(name, async () => {
    for (const [method, url, payload] of requests) expectModuleDisabled(await t.call(t.admin, method, url, payload), `${method} ${url}`);
  });
}

/**
 * A second server instance on the same database and configuration as `t`, as behind a load balancer.
 * On PostgreSQL it has its own connection pool; on PGlite, which one process owns, both instances share
 * the connection, so events still travel through NOTIFY from one instance's hub to the other's. Close
 * it before `t`.
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
