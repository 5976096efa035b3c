import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A module of the compiled server (npm run build first). */
export const serverModule = (file) => import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);

/** The super admin every bench database is seeded with. */
export const ADMIN = { username: 'admin@atiende.co', password: 'Admin123*' };

/** A throw-away database on the BENCH_DATABASE_URL server, and how to drop it. */
async function createPostgresDatabase() {
  const base = process.env.BENCH_DATABASE_URL;
  const name = `atiende_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/**
 * Opens a fresh database of the given kind with migrations and reference data applied. PGlite lives in
 * memory unless `onDisk`, in a temporary folder that a server process can open afterwards; `serverEnv`
 * points such a process to the same database.
 */
export async function openBenchDatabase(kind, { onDisk = false } = {}) {
  const { openDatabase } = await serverModule('db/client.js');
  const { ensureReferenceData, ensureSuperAdmin } = await serverModule('db/seed.js');
  let database;
  let serverEnv;
  let drop;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    database = await openDatabase({ url: created.url });
    serverEnv = { DATABASE_URL: created.url };
    drop = created.drop;
  } else if (onDisk) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atiende-bench-pglite-'));
    database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    database = await openDatabase({});
    drop = async () => {};
  }
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, ADMIN.username, ADMIN.password);
  return { database, serverEnv, drop };
}

export async function buildBenchApp(database) {
  const { buildApp } = await serverModule('app.js');
  const { loadConfig } = await serverModule('config.js');
  const config = loadConfig({ DATA_DIR: os.tmpdir() + '/atiende-bench', TOKEN_SECRET: 'bench-' + randomBytes(8).toString('hex') });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

/** Signs in through the app (the super admin unless told) and returns the access token. */
export async function signIn(app, username = ADMIN.username, password = ADMIN.password) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });
  return res.json().access;
}

/** GETs `url` through the app and throws unless it answers 200; `label` names the case in the error. */
export async function getOk(app, url, headers, label) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return res;
}

/** GETs `urlPath` from the server on `port` and reads the whole body, timing its first byte and its end. */
export function timedDownload(port, urlPath, token) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: urlPath, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let firstByte = null;
      let bytes = 0;
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, firstByte, total: performance.now() - started, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Recorded statements (`start`, `end`: when each was sent and answered) grouped in waves: those sent
 * while another was still running go in the same wave, to be run concurrently again.
 */
export function waves(statements) {
  const list = [];
  for (const s of statements) {
    const wave = list[list.length - 1];
    if (wave && wave.some((w) => s.start < w.end)) wave.push(s);
    else list.push([s]);
  }
  return list;
}

/** p50 and p95 of a list of times in milliseconds. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/** Runs `fn` `runs` times after a warm-up and returns p50 and p95 in milliseconds. */
export async function measure(fn, runs = 200) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

export function kinds() {
  if (process.env.BENCH_KINDS) return process.env.BENCH_KINDS.split(',');
  return process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function request(port, method, urlPath, { token, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({
      port, host: '127.0.0.1', method, path: urlPath,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
    }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode, json: () => JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The compiled server as its own process (npm start without the web app), on the bench database, so
 * its memory is measured alone; its background worker runs the imports. `nodeArgs` go to its node
 * (after BENCH_SERVER_NODE_ARGS), e.g. `--import` of a module that observes it.
 */
export async function startServer(env, { nodeArgs: extraNodeArgs = [] } = {}) {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'atiende-bench-server-'));
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const nodeArgs = [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...extraNodeArgs];
  const child = spawn(process.execPath, [...nodeArgs, new URL('../apps/server/dist/main.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TOKEN_SECRET: `bench-${randomBytes(8).toString('hex')}`,
      // The daily backup would copy the whole seeded database while requests are timed.
      CHANNEL_SECRETS_KEY: randomBytes(32).toString('hex'), BACKUP_KEEP: '0', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A suite that fails leaves no server behind holding its database.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await request(port, 'GET', '/api/health/')).status === 200) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const login = await request(port, 'POST', '/api/auth/login/', { body: ADMIN });
  return {
    port,
    pid: child.pid,
    token: login.json().access,
    async stop() {
      process.off('exit', killOnExit);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Memory of another process, from /proc (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Samples a process's memory every 50 ms; `stop` gives the peak and the level at each quarter of the time. */
export function sampleMemory(pid) {
  const baseline = rssOf(pid);
  const samples = [];
  const timer = setInterval(() => samples.push(rssOf(pid)), 50);
  return {
    baseline,
    stop: () => {
      clearInterval(timer);
      samples.push(rssOf(pid));
      const quarter = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
      return { peak: Math.max(baseline, ...samples), quarters: [0.25, 0.5, 0.75].map(quarter) };
    },
  };
}
