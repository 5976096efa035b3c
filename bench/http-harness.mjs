// How the suites measure a read over real HTTP against the compiled server in its own process, with the
// SQL that very request ran replayed and timed in the same loop (see "How the list part measures" in
// BENCHMARKS.md). The server is started with bench/sql-probe.mjs loaded, which records and replays.
import http from 'node:http';
import os from 'node:os';
import { fmt, freePort, percentiles, request, startServer, waves } from './lib.mjs';

/** Loaded into the server process: records its SQL and replays it there (see the file). */
const PROBE = new URL('./sql-probe.mjs', import.meta.url).pathname;

/** The compiled server with the SQL probe loaded, and `probe(route, body)` to drive it. */
export async function startProbedServer(serverEnv) {
  const probePort = await freePort();
  const server = await startServer({ ...serverEnv, BENCH_SQL_PROBE_PORT: String(probePort) }, { nodeArgs: ['--import', PROBE] });
  const probe = async (route, body = {}) => {
    const answer = await request(probePort, 'POST', route, { body });
    if (answer.status !== 200) throw new Error(`probe ${route}: ${answer.status}`);
    return answer.json();
  };
  return { server, probe };
}

/** GET over the keep-alive `agent` (signed in with `token`, if any), timed from sending the request to the last byte of the answer. */
export function timedGet(agent, port, token, urlPath) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const req = http.get({ agent, port, host: '127.0.0.1', path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) reject(new Error(`GET ${urlPath}: ${res.statusCode} ${text}`));
        else resolve({ ms, json: JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The statement of the access check (the signed-in user with roles, permissions, modules and session). */
export const isAccessStatement = (text) => /^\s*select ("users"\.)?"id", ("users"\.)?"username"/.test(text) && /\bsession_history\b/.test(text);
/** A write: the measured requests only read, so a write (and its transaction) is the server's background work. */
const isWrite = (text) => /^\s*(insert|update|delete)\b/i.test(text);

/** Column types that drizzle's node-postgres session reads as text, so the replay parses rows as the server does. */
const RAW_TYPES = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);

/**
 * Replays recorded statements and answers how long they took. PostgreSQL: on the bench's own pool, as
 * the server sent them (text, parameters, row mode). PGlite: inside the server process on its embedded
 * database, through the probe, timed there.
 */
export async function sqlReplayer(kind, database, probe) {
  if (kind === 'pglite') return async (prepared, part) => (await probe('/replay', { id: prepared.id, indices: prepared[part] })).ms;
  const pg = (await import('pg')).default;
  const types = { getTypeParser: (id, format) => (RAW_TYPES.has(id) ? (value) => value : pg.types.getTypeParser(id, format)) };
  const pool = database.db.$client;
  return async (prepared, part) => {
    const started = process.hrtime.bigint();
    // A prepared statement keeps its name, so that PostgreSQL reuses its plan on each connection as it does for the server.
    const config = (s) => ({ name: s.name, text: s.text, rowMode: s.rowMode, types });
    const run = (s) => pool.query(config(s), s.values);
    // A transaction runs on one connection, in order, from its BEGIN to its COMMIT, as the server ran it.
    const runTransaction = async (entry) => {
      const client = await pool.connect();
      try {
        for (const s of entry.tx) await client.query(config(s), s.values);
      } finally {
        client.release();
      }
    };
    for (const wave of waves(prepared[part].map((i) => prepared.statements[i]))) {
      await Promise.all(wave.map((s) => (s.tx ? runTransaction(s) : run(s))));
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
}

/**
 * For each kind of `drawn` ({ label: [{ path?, user?, … }] }): first every request once over HTTP with
 * the server's SQL recorded (which also warms up the same data for both measurements); then one loop
 * where each iteration times the API call over HTTP, then the SQL that very request ran (the statements
 * `isRequestStatement` picks), then its access-check SQL, then both together as the request ran them
 * (the SQL of the request, which the API is compared with), then the floor: GET /api/health/ over the same
 * connection (no access check, one `select 1`). `resolve(get, request, label)` answers the path to time (by
 * default `request.path`); `request.user` signs in as someone other than the administrator.
 */
export async function benchOverHttp(server, probe, replaySql, drawn, { isRequestStatement, resolve = async (_get, r) => r.path, admin }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows = [];
  for (const [label, requests] of Object.entries(drawn)) {
    // Access tokens last 15 minutes: each is taken again after 10, so a slow kind never times out its own sign-in.
    const tokens = new Map();
    const tokenOf = async (user = admin) => {
      const held = tokens.get(user.username);
      if (!held || Date.now() - held.at > 10 * 60_000) {
        tokens.set(user.username, { at: Date.now(), access: (await request(server.port, 'POST', '/api/auth/login/', { body: user })).json().access });
      }
      return tokens.get(user.username).access;
    };
    const prepared = [];
    let unexpected = 0;
    for (const r of requests) {
      const token = await tokenOf(r.user);
      const get = (urlPath) => timedGet(agent, server.port, token, urlPath);
      const urlPath = await resolve(get, r, label);
      await probe('/start');
      await get(urlPath);
      const { id, statements } = await probe('/stop');
      // A transaction entry belongs to the request when one of its statements does and none writes.
      const matches = (s, test) => (s.tx ? s.tx.some((t) => test(t.text)) && !s.tx.some((t) => isWrite(t.text)) : test(s.text) && !isWrite(s.text));
      const indices = (test) => statements.flatMap((s, i) => (matches(s, test) ? [i] : []));
      const list = indices((text) => isRequestStatement(text) && !isAccessStatement(text));
      const access = indices(isAccessStatement);
      unexpected += statements.length - list.length - access.length;
      if (list.length === 0 || access.length !== 1) {
        const texts = statements.map((s) => (s.tx ? s.tx.map((t) => t.text) : [s.text]).join(' ; ').slice(0, 300));
        throw new Error(`${label}: ${statements.length} statements recorded, ${list.length} of the request, ${access.length} of the access check:\n${texts.join('\n')}`);
      }
      // Everything the request ran, access check first, as the server ran it.
      const all = [...access, ...list].sort((a, b) => a - b);
      prepared.push({ urlPath, user: r.user, id, statements, list, access, all, statementCount: list.length });
    }
    const loadBefore = os.loadavg()[0];
    const api = [];
    const raw = [];
    const check = [];
    const whole = [];
    const floor = [];
    const counts = [];
    for (const p of prepared) {
      const answer = await timedGet(agent, server.port, await tokenOf(p.user), p.urlPath);
      api.push(answer.ms);
      if (typeof answer.json.count === 'number') counts.push({ count: answer.json.count, capped: answer.json.count_capped === true });
      raw.push(await replaySql(p, 'list'));
      check.push(await replaySql(p, 'access'));
      whole.push(await replaySql(p, 'all'));
      floor.push((await timedGet(agent, server.port, null, '/api/health/')).ms);
    }
    const loadAfter = os.loadavg()[0];
    await probe('/clear');
    const statementCounts = prepared.map((p) => p.statementCount).sort((a, b) => a - b);
    rows.push({
      label, counts, unexpected, loadBefore, loadAfter, statements: statementCounts[Math.floor(statementCounts.length / 2)],
      api: percentiles(api), raw: percentiles(raw), access: percentiles(check), all: percentiles(whole), floor: percentiles(floor),
    });
  }
  agent.destroy();
  return rows;
}

const count = (c) => `${c.count.toLocaleString('es-CO')}${c.capped ? '+' : ''}`;

/** The matches of a kind: the median and, when the drawn requests differ, the range. */
function matches(counts) {
  if (counts.length === 0) return '';
  const sorted = [...counts].sort((a, b) => a.count - b.count);
  const median = count(sorted[Math.floor(sorted.length / 2)]);
  const [low, high] = [count(sorted[0]), count(sorted.at(-1))];
  return low === high ? median : `${median} (${low} – ${high})`;
}

/** The table of `benchOverHttp` rows, in Markdown, under a title and a line on how it was measured. */
export function printHttpTable(kind, title, rows, { firstColumn = 'búsqueda', countColumn = 'coincidencias p50 (mín – máx)' } = {}) {
  const where = kind === 'pglite'
    ? 'SQL repetido dentro del proceso del servidor, sobre su PGlite'
    : 'SQL repetido en una conexión propia del benchmark';
  console.log(`\n## ${kind}: ${title}`);
  console.log(`Servidor en su propio proceso (dist/main.js), HTTP real con keep-alive; ${where}; acceso = la consulta del usuario firmado que hace cada petición, repetida; piso = GET /api/health/ (HTTP y un select 1, sin acceso) en la misma conexión.`);
  console.log(`| ${firstColumn} | ${countColumn} | sentencias | API p50 | API p95 | SQL p50 | SQL p95 | SQL de acceso p50 | SQL de la petición p50 | API/SQL de la petición p50 | API/SQL sin acceso p50 | piso HTTP p50 | carga 1 min antes → después |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    console.log(`| ${r.label} | ${matches(r.counts)} | ${r.statements} | ${fmt(r.api.p50)} | ${fmt(r.api.p95)} | ${fmt(r.raw.p50)} | ${fmt(r.raw.p95)} | ${fmt(r.access.p50)} | ${fmt(r.all.p50)} | ${(r.api.p50 / r.all.p50).toFixed(2)}× | ${(r.api.p50 / r.raw.p50).toFixed(2)}× | ${fmt(r.floor.p50)} | ${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)} |`);
  }
  const unexpected = rows.reduce((sum, r) => sum + r.unexpected, 0);
  if (unexpected) console.log(`(${unexpected} sentencias ajenas a la petición, del trabajo en segundo plano del servidor, quedaron fuera del SQL repetido)`);
}
