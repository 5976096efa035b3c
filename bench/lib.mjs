import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

const server = (file) => import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);

/** Opens a fresh database of the given kind with migrations and reference data applied. */
export async function openBenchDatabase(kind) {
  const { openDatabase } = await server('db/client.js');
  const { ensureReferenceData, ensureSuperAdmin } = await server('db/seed.js');
  let database;
  let drop = async () => {};
  if (kind === 'postgres') {
    const base = process.env.BENCH_DATABASE_URL;
    const name = `atiende_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({});
  }
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureSuperAdmin(database.db, 'admin@atiende.co', 'Admin123*');
  return { database, drop };
}

export async function buildBenchApp(database) {
  const { buildApp } = await server('app.js');
  const { loadConfig } = await server('config.js');
  const config = loadConfig({ DATA_DIR: os.tmpdir() + '/atiende-bench', TOKEN_SECRET: 'bench-' + randomBytes(8).toString('hex') });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
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
  return process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;
