// A small contact centre at work: 50 signed-in users at once for 30 s against the started server
// (real HTTP, keep-alive connections), each looping over what an agent does all day: the contact
// list with and without a search, the dashboard, the gestiones history and saving a gestión. Run on
// the embedded database (the default install) and, with BENCH_DATABASE_URL, on PostgreSQL.
import http from 'node:http';
import os from 'node:os';
import { ADMIN, fmt, kinds, machine, openBenchDatabase, startServer } from '../lib.mjs';
import { seedContacts } from './contacts.mjs';
import { seedGestiones, seedStaff } from './gestiones.mjs';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONTACTS = Number(process.env.BENCH_LOAD_CONTACTS ?? 20_000);
const GESTIONES = Number(process.env.BENCH_LOAD_GESTIONES ?? 100_000);
/** A request still unanswered after this long counts as a time-out, as a browser user would give up. */
const TIMEOUT_MS = Number(process.env.BENCH_LOAD_TIMEOUT_MS ?? 10_000);
const SUPERVISORS = 5;

const FIRST = ['laura', 'maria', 'juan', 'carlos', 'andres', 'camila', 'sofia', 'diego', 'paula', 'ana'];
const LAST = ['gomez', 'rodriguez', 'martinez', 'garcia', 'lopez', 'restrepo', 'ospina', 'zapata', 'castro', 'rojas'];

/** A deterministic random source, so two runs draw the same sequence of requests. */
export function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What a user types into the contacts search: nothing, a name, a surname, three letters or four phone digits. */
export function contactSearch(random) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const page = Math.floor(random() * 5);
  const kinds = [
    () => '',
    () => pick(FIRST),
    () => pick(LAST),
    () => pick(LAST).slice(0, 3),
    () => String(1000 + Math.floor(random() * 9000)),
  ];
  const term = pick(kinds)();
  return `/api/contact/contacto/?limit=30&offset=${page * 30}${term ? `&search=${encodeURIComponent(term)}` : ''}`;
}

/** One user's next step: mostly reading lists, one in seven a saved gestión. */
export function nextStep(random, user) {
  const roll = random();
  if (roll < 0.45) return { kind: 'contactos', method: 'GET', path: contactSearch(random) };
  if (roll < 0.65) return { kind: 'dashboard', method: 'GET', path: '/api/dashboard/' };
  if (roll < 0.85) return { kind: 'historial', method: 'GET', path: `/api/contact/gestionContacto/?limit=30&offset=${Math.floor(random() * 3) * 30}` };
  return {
    kind: 'guardar gestión',
    method: 'POST',
    path: '/api/contact/gestionContacto/',
    body: {
      contacto: user.contactMin + Math.floor(random() * CONTACTS),
      calificacion: user.calificacion,
      descripcion: user.descripcion,
      campaign: [user.campaign],
      observaciones: 'Cliente atendido, solicita información',
    },
  };
}

function send(agent, port, step, token) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = step.body ? JSON.stringify(step.body) : undefined;
    const req = http.request({
      agent, port, host: '127.0.0.1', method: step.method, path: step.path, timeout: TIMEOUT_MS,
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({ status: 'timeout', ms: performance.now() - started });
    });
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.end(payload);
  });
}

async function signInAll(port, usernames, password) {
  const tokens = [];
  for (const username of usernames) {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
    tokens.push((await res.json()).access);
  }
  return tokens;
}

/** Seeds a small contact centre: contacts, 200 agents in 50 campaigns, a year of gestiones; five agents become supervisors. */
export async function seed(database, sql) {
  const exec = (text) => database.db.execute(sql.raw(text));
  const rowsOf = async (text) => (await exec(text)).rows;
  await seedContacts(database.db, sql, CONTACTS);
  const staff = await seedStaff(exec, rowsOf);
  await seedGestiones(database, sql, GESTIONES, staff, { min: staff.contactMin, n: CONTACTS });
  await exec(`update user_roles set role_id = (select id from roles where nombre = 'Supervisor')
    where user_id in (select id from users where username like 'agente%@bench.co' order by id limit ${SUPERVISORS})`);
  const users = await rowsOf(`
    select u.username, cu.campaign_id as campaign,
      (select c.id from calificaciones c where c.campaign_id = cu.campaign_id order by c.id limit 1) as calificacion,
      (select d.id from descripciones d join calificaciones c on c.id = d.calificacion_id where c.campaign_id = cu.campaign_id order by d.id limit 1) as descripcion
    from users u join campaign_users cu on cu.user_id = u.id
    where u.username like 'agente%@bench.co' order by u.id limit ${USERS}`);
  // The seeded agents share the administrator's password.
  return users.map((u) => ({
    username: u.username, campaign: Number(u.campaign), calificacion: Number(u.calificacion), descripcion: Number(u.descripcion),
    contactMin: staff.contactMin,
  }));
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summarise(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    count: results.length,
    p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), p99: percentile(ms, 0.99), max: ms.at(-1) ?? 0,
    timeouts: results.filter((r) => r.status === 'timeout').length,
    errors: results.filter((r) => typeof r.status !== 'number' || r.status >= 400).length,
  };
}

async function runLoad(server, users, tokens) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS });
  const results = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(users.map(async (user, i) => {
    const random = randomSource(1000 + i);
    while (performance.now() < deadline) {
      const step = nextStep(random, user);
      const outcome = await send(agent, server.port, step, tokens[i]);
      results.push({ kind: step.kind, ...outcome });
    }
  }));
  agent.destroy();
  return results;
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# load — ${machine()}`);
  const rows = [];
  for (const kind of kinds()) {
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const users = await seed(database, sql);
    await database.close();
    const server = await startServer(serverEnv);
    const tokens = await signInAll(server.port, users.map((u) => u.username), ADMIN.password);
    const loadBefore = os.loadavg()[0];
    const started = performance.now();
    const results = await runLoad(server, users, tokens);
    const elapsed = (performance.now() - started) / 1000;
    const loadAfter = os.loadavg()[0];
    await server.stop();
    await drop();
    const kindsSeen = [...new Set(results.map((r) => r.kind))];
    rows.push({ kind, label: 'todas', ...summarise(results), rate: results.length / elapsed, loadBefore, loadAfter });
    for (const k of kindsSeen) rows.push({ kind, label: k, ...summarise(results.filter((r) => r.kind === k)), rate: NaN });
  }
  console.log(`\n## ${USERS} usuarios a la vez durante ${SECONDS} s (${CONTACTS.toLocaleString('es-CO')} contactos, ${GESTIONES.toLocaleString('es-CO')} gestiones; time-out ${TIMEOUT_MS / 1000} s)`);
  console.log('| base | solicitudes | total | por segundo | p50 | p95 | p99 | máx. | time-outs | errores | carga 1 min antes → después |\n|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const rate = Number.isNaN(r.rate) ? '' : r.rate.toFixed(0);
    const load = r.loadBefore === undefined ? '' : `${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}`;
    console.log(`| ${r.kind} | ${r.label} | ${r.count} | ${rate} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.timeouts} | ${r.errors} | ${load} |`);
  }
}
