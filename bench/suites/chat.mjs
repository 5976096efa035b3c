// The customer chat under load, against the started server (real HTTP and a real WebSocket), in parts
// (BENCH_PARTS): the queue lists over a large seeded history (lists); signed WhatsApp webhooks at a steady
// rate over many conversations, a share of them delivered twice as Meta does, while an agent's queue socket
// is open (stream); a wave of first contacts, each creating its contact and conversation, against the same
// rate to existing conversations (wave), and again beside a process burning one core (neighbour); the
// server's database pool held until its time-out fires (pool); many agents' queue sockets on two instances
// (fanout); a kill -9 while webhooks stream, checking that every delivery answered 200 is still there after
// restart (kill).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { WebSocket } from 'ws';
import { fanOut, printFanOut } from '../chat-fanout.mjs';
import {
  APP_SECRET, customerText, delivery, freshPhones, nonOkByStatus, openLoop, post, profileName, sleep, stats, until,
} from '../chat-webhooks.mjs';
import { ADMIN, fmt, kinds, machine, openBenchDatabase, request, serverModule, startServer } from '../lib.mjs';
import { seedContacts } from './contacts.mjs';

const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const ADDRESSES = Number(process.env.BENCH_CHAT_ADDRESSES ?? 2000);
const DUPLICATES = Number(process.env.BENCH_CHAT_DUPLICATES ?? 0.1);
/** The seeded history the queue lists are read over. */
const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 20_000_000);
const CAMPAIGNS = 50;
const CONTACTS = 20_000;
const KEY = randomBytes(32).toString('hex');

/** The first-contact wave: WAVE numbers never seen, at WAVE_RATE a second. */
const WAVE = Number(process.env.BENCH_CHAT_WAVE ?? 2000);
const WAVE_RATE = Number(process.env.BENCH_CHAT_WAVE_RATE ?? 200);
/**
 * Untimed deliveries before the waves (at 50 a second): a server that has just started compiles its code on its first
 * requests, and a wave in its first seconds measures that (BENCHMARKS.md reports both).
 */
const WARM_UP = Number(process.env.BENCH_CHAT_WARM_UP ?? 1000);
/**
 * The wave's target holds on a calm machine: after the seed (a bulk load, its vacuum and checkpoint) the bench
 * waits until the 1-minute load average is below this, or CALM_WAIT_MS have passed, and reports the load it started at.
 */
const CALM_LOAD = Number(process.env.BENCH_CHAT_CALM_LOAD ?? 1);
const CALM_WAIT_MS = 120_000;
/** Pool exhaustion: the server's pool size, the rate of the deliveries while it is held, and how long they go on after. */
const POOL_SIZE = Number(process.env.BENCH_CHAT_POOL_SIZE ?? 2);
const POOL_RATE = Number(process.env.BENCH_CHAT_POOL_RATE ?? 50);
const AFTER_MS = 2000;

const ALL_PARTS = ['lists', 'stream', 'wave', 'neighbour', 'pool', 'fanout', 'kill'];
const PARTS = process.env.BENCH_PARTS?.split(',') ?? ALL_PARTS;
/** Two server processes on one database, a pool to exhaust, 200 new customers a second: PostgreSQL only. */
const POSTGRES_ONLY = ['wave', 'neighbour', 'pool', 'fanout'];

/** Campaigns, an agent in the first, contacts, and a history of conversations and messages, all in SQL. */
export async function seed(database, sql, phoneNumberId) {
  const exec = (text) => database.db.execute(sql.raw(text));
  await seedContacts(database.db, sql, CONTACTS);
  await exec(`insert into campaigns (name, description) select 'Chat ' || g, 'Cola de chat ' || g from generate_series(1, ${CAMPAIGNS}) g`);
  await exec(`insert into users (username, email, password_hash, first_name, last_name, status)
    select 'agente.chat@bench.co', 'agente.chat@bench.co', password_hash, 'Agente', 'Chat', 'CONECTADO' from users where username = '${ADMIN.username}'`);
  await exec(`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.username = 'agente.chat@bench.co' and r.nombre = 'Agente'`);
  await exec(`insert into campaign_users (campaign_id, user_id) select min(c.id), (select id from users where username = 'agente.chat@bench.co') from campaigns c`);
  const { sealSecrets } = await serverModule('modules/chat/channels.secrets.js');
  const secrets = sealSecrets(Buffer.from(KEY, 'hex'), { access_token: 'bench-token', app_secret: APP_SECRET, verify_token: 'bench' });
  const config = JSON.stringify({ phone_number_id: phoneNumberId, waba_id: 'bench', api_url: 'http://127.0.0.1:9/v21.0' });
  const [channel] = (await exec(`insert into channels (nombre, tipo, campaign_id, config, secrets)
    values ('WhatsApp bench', 'WhatsApp', (select min(id) from campaigns), '${config}'::jsonb, '${secrets}') returning id`)).rows;
  // History: most conversations closed, some in agents' hands, a few waiting, spread over the campaigns and a year.
  await exec(`insert into conversations (channel_id, type, address, contact_id, campaign_id, agent_id, estado, created_at, last_message_at, closed_at, messages_received)
    select ${channel.id}, 'WhatsApp', (573100000000 + g)::text,
      (select min(id) from contacts) + (g % ${CONTACTS}),
      (select min(id) from campaigns) + (g % ${CAMPAIGNS}),
      case when g % 50 = 0 then null else (select id from users where username = 'agente.chat@bench.co') end,
      case when g % 50 = 0 then 'EN_ESPERA' when g % 50 = 1 then 'EN_GESTION' else 'FINALIZADA' end,
      -- Closed conversations spread over a year; open ones from the last hours, as the expiry job keeps it.
      now() - case when g % 50 > 1 then g % 525600 else g % 240 end * interval '1 minute',
      now() - case when g % 50 > 1 then g % 525600 else g % 240 end * interval '1 minute',
      case when g % 50 > 1 then now() - (g % 525600) * interval '1 minute' + interval '20 minutes' end,
      ${Math.max(1, Math.round(MESSAGES / CONVERSATIONS / 2))}
    from generate_series(1, ${CONVERSATIONS}) g`);
  await exec(`insert into chat_messages (conversation_id, channel_id, provider_id, from_me, msg_type, body, status, created_at)
    select (select min(id) from conversations) + (g % ${CONVERSATIONS}), ${channel.id}, 'wamid.seed.' || g, g % 2 = 0, 'text',
      'Mensaje de prueba ' || g, case when g % 2 = 0 then 'read' end, now() - (g % 525600) * interval '1 minute'
    from generate_series(1, ${MESSAGES}) g`);
  // A database in service is not in the middle of a bulk load: vacuum now, not while the webhooks are measured
  // (autovacuum of 20 million fresh rows took one of the two cores for minutes), and write the dirty pages out.
  await exec('vacuum analyze');
  await exec('checkpoint');
  return channel.id;
}

/** Signed deliveries at RATE a second for SECONDS, a share of them repeated; frames timed on the agent's queue socket. */
async function streamWebhooks(server, channelId, phoneNumberId, agentToken) {
  const path = `/api/webhooks/whatsapp/${channelId}/`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const phones = Array.from({ length: ADDRESSES }, (_, i) => String(573200000000 + i));
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws/new_conversation/?token=${agentToken}`);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  const pending = new Map();
  const frameMs = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type !== 'message') return;
    const queue = pending.get(frame.phone);
    const sentAt = queue?.shift();
    if (sentAt !== undefined) frameMs.push(performance.now() - sentAt);
  });
  const sent = [];
  const { answers, elapsed } = await openLoop(RATE, RATE * SECONDS, async (i) => {
    const repeat = sent.length > 0 && Math.random() < DUPLICATES;
    const item = repeat ? sent[Math.floor(Math.random() * sent.length)] : { phone: phones[i % ADDRESSES], body: delivery(phoneNumberId, phones[i % ADDRESSES], `Mensaje ${i}`) };
    if (!repeat) {
      sent.push(item);
      if (!pending.has(item.phone)) pending.set(item.phone, []);
      pending.get(item.phone).push(performance.now());
    }
    return { ...(await post(agent, server.port, path, item.body)), repeat };
  });
  const framesDue = () => [...pending.values()].reduce((n, q) => n + q.length, 0);
  await until(() => framesDue() === 0, 3000);
  socket.close();
  agent.destroy();
  return { answers, frameMs, unique: sent.length, elapsed, lost: framesDue() };
}

/** Messages stored for the streamed phones, through the API the screen uses. */
async function storedInbound(port, token) {
  let stored = 0;
  for (let i = 0; i < ADDRESSES; i++) {
    const phone = String(573200000000 + i);
    let before = '';
    for (;;) {
      const res = await request(port, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${phone}&limit=200${before}`, { token });
      if (res.status !== 200) break;
      const page = res.json();
      stored += page.results.filter((m) => m.role === 'received').length;
      if (!page.before) break;
      before = `&before=${page.before}`;
    }
  }
  return stored;
}

async function timeLists(port, token) {
  const lists = { 'En Espera': '/api/conversation/get_conversation_new/?limit=30', 'Mis Gestiones': '/api/conversation/get_conversation_gestion/?limit=30' };
  const result = {};
  for (const [label, path] of Object.entries(lists)) {
    const ms = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const res = await request(port, 'GET', `${path}&offset=${(i % 5) * 30}`, { token });
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      ms.push(performance.now() - started);
    }
    result[label] = stats(ms);
  }
  return result;
}

/** Streams deliveries, kills the server with SIGKILL mid-stream, restarts it and counts what was answered 200 but is missing. */
async function killDuringStream(serverEnv, channelId, phoneNumberId) {
  let server = await startServer(serverEnv);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const acknowledged = [];
  const path = `/api/webhooks/whatsapp/${channelId}/`;
  const stop = performance.now() + 3000;
  let i = 0;
  const killer = new Promise((r) => setTimeout(r, 1500)).then(() => process.kill(server.pid, 'SIGKILL'));
  const streams = Array.from({ length: 8 }, async () => {
    while (performance.now() < stop) {
      const phone = String(573300000000 + (i++ % 200));
      const text = `Durable ${randomUUID()}`;
      const answer = await post(agent, server.port, path, delivery(phoneNumberId, phone, text));
      if (answer.status === 200) acknowledged.push({ phone, text });
      if (answer.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  });
  await Promise.all([killer, ...streams]);
  agent.destroy();
  await new Promise((r) => setTimeout(r, 500));
  server = await startServer(serverEnv);
  const found = new Set();
  for (const phone of new Set(acknowledged.map((a) => a.phone))) {
    const res = await request(server.port, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${phone}&limit=200`, { token: server.token });
    if (res.status === 200) for (const m of res.json().results) found.add(`${phone}|${m.body}`);
  }
  await server.stop();
  return { acknowledged: acknowledged.length, missing: acknowledged.filter((a) => !found.has(`${a.phone}|${a.text}`)).length };
}

/** A neighbour on the same machine: a process spinning on one core until stopped. */
function burnOneCore() {
  const child = spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' });
  return {
    started: once(child, 'spawn'),
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Conversations and contacts that exist for `phones` on the channel (one of each per phone after a first-contact wave). */
async function countOpened(url, channelId, phones) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select
      (select count(*) from conversations where channel_id = $1 and address = any($2))::int as conversations,
      (select count(*) from contacts where phone_digits = any($2) and deleted_at is null)::int as contacts`, [channelId, phones]);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** One wave: a delivery from each of `phones` at WAVE_RATE a second, open loop, with the load average around it. */
async function wave(label, phones, send, countFor) {
  const loadBefore = os.loadavg()[0];
  const { answers, sentPerSecond } = await openLoop(WAVE_RATE, phones.length, (i) => send(phones[i]));
  const loadAfter = os.loadavg()[0];
  return { label, sent: answers.length, rate: sentPerSecond, webhook: stats(answers.map((a) => a.ms)), nonOk: nonOkByStatus(answers),
    opened: await countFor(phones), loadBefore, loadAfter };
}

/**
 * The first-contact wave (WAVE numbers never seen, each creating its contact and conversation), the same
 * numbers again now that their conversations exist, and, when asked, another wave of new numbers while a
 * neighbour process burns one core. One server, warmed by WARM_UP untimed deliveries.
 */
async function firstContactWaves(env, channelId, phoneNumberId, { withWave, withNeighbour }) {
  const server = await startServer(env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const path = `/api/webhooks/whatsapp/${channelId}/`;
  const send = (phone) => post(agent, server.port, path, delivery(phoneNumberId, phone, customerText(), profileName()));
  const countFor = (phones) => countOpened(env.DATABASE_URL, channelId, phones);
  const warmUp = freshPhones(WARM_UP);
  await openLoop(50, WARM_UP, (i) => send(warmUp[i]));
  await until(() => os.loadavg()[0] < CALM_LOAD, CALM_WAIT_MS);
  const rows = [];
  if (withWave) {
    const phones = freshPhones(WAVE);
    rows.push(await wave('primer contacto', phones, send, countFor));
    rows.push(await wave('conversación existente', phones, send, countFor));
  }
  if (withNeighbour) {
    const neighbour = burnOneCore();
    await neighbour.started;
    try {
      rows.push(await wave('primer contacto, vecino ocupando un núcleo', freshPhones(WAVE), send, countFor));
    } finally {
      await neighbour.stop();
    }
  }
  agent.destroy();
  await server.stop();
  return rows;
}

/** The server's wait for a pool connection (connectionTimeoutMillis, apps/server/src/db/client.ts), read from the compiled server. */
function poolTimeoutMs() {
  const source = readFileSync(new URL('../../apps/server/dist/db/client.js', import.meta.url), 'utf8');
  const found = /POOL_WAIT_MS\s*=\s*(\d[\d_]*)/.exec(source);
  return found ? Number(found[1].replaceAll('_', '')) : null;
}

/** Requests of the server's pool waiting for the bench's advisory lock. */
async function waitingOnAdvisoryLock(client) {
  const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`);
  return rows[0].n;
}

/** Answers that were not 200, grouped by status, error code and message: '503 unavailable «…»: 12'. */
function refusalKinds(answers) {
  const counts = new Map();
  for (const a of answers.filter((x) => x.status !== 200)) {
    let detail = '';
    try {
      detail = JSON.parse(a.body).detail ?? '';
    } catch { /* no JSON body: a time-out or a dropped connection */ }
    const key = `${a.status}${a.code ? ` ${a.code}` : ''}${detail ? ` «${detail}»` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}: ${n}`);
}

/**
 * Pool exhaustion: the server started with POOL_SIZE connections; the bench holds the advisory lock of one
 * conversation in its own transaction and sends POOL_SIZE deliveries of that conversation, which take every
 * connection of the pool while they wait for the lock. For HOLD_MS, deliveries of other conversations keep
 * coming at POOL_RATE a second and can only wait for a connection until the pool's time-out; then the lock is
 * let go and AFTER_MS more show whether the server serves again.
 */
async function poolExhaustion(env, channelId, phoneNumberId) {
  const poolTimeout = poolTimeoutMs();
  const holdMs = Number(process.env.BENCH_CHAT_POOL_HOLD_MS ?? (poolTimeout ?? 5000) + 3000);
  // Each refused request is logged by the server: hundreds of lines; the answers say what it refused with.
  const server = await startServer({ ...env, DATABASE_POOL_SIZE: String(POOL_SIZE), LOG_LEVEL: 'fatal' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });
  const holder = new pg.Client({ connectionString: env.DATABASE_URL });
  try {
    await holder.connect();
    const path = `/api/webhooks/whatsapp/${channelId}/`;
    const send = (phone, timeoutMs) => post(agent, server.port, path, delivery(phoneNumberId, phone, customerText(), profileName()), { timeoutMs });
    const [blocked] = freshPhones(1);
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`chat:${channelId}:${blocked}`]);
    const stuck = Promise.all(Array.from({ length: POOL_SIZE }, () => send(blocked, holdMs + 30_000)));
    if (!(await until(async () => (await waitingOnAdvisoryLock(holder)) >= POOL_SIZE, 30_000))) {
      throw new Error(`Las ${POOL_SIZE} entregas bloqueadas no llegaron a esperar el bloqueo.`);
    }
    const loadBefore = os.loadavg()[0];
    const released = sleep(holdMs).then(() => holder.query('commit'));
    const duringPhones = freshPhones(Math.round((POOL_RATE * holdMs) / 1000));
    const during = openLoop(POOL_RATE, duringPhones.length, (i) => send(duringPhones[i]));
    await released;
    const afterPhones = freshPhones(Math.round((POOL_RATE * AFTER_MS) / 1000));
    const after = await openLoop(POOL_RATE, afterPhones.length, (i) => send(afterPhones[i]));
    const held = await during;
    const blockedAnswers = await stuck;
    const loadAfter = os.loadavg()[0];
    const alive = await request(server.port, 'GET', '/api/health/').then((r) => r.status === 200, () => false);
    const served = held.answers.filter((a) => a.status === 200);
    return {
      poolTimeout, holdMs, sent: held.answers.length, ok: served.length, nonOk: nonOkByStatus(held.answers),
      refusal: stats(held.answers.filter((a) => a.status !== 200).map((a) => a.ms)), served: stats(served.map((a) => a.ms)),
      kinds: refusalKinds([...held.answers, ...after.answers, ...blockedAnswers]),
      afterSent: after.answers.length, afterNonOk: nonOkByStatus(after.answers), after: stats(after.answers.map((a) => a.ms)),
      blocked: blockedAnswers.map((a) => `${a.status} en ${fmt(a.ms)}`).join(', '), alive, loadBefore, loadAfter,
    };
  } finally {
    await holder.end();
    agent.destroy();
    await server.stop();
  }
}

/** What the parts are run on, and whether there is anything to seed: the new parts need PostgreSQL. */
function partsFor(kind) {
  return kind === 'postgres' ? PARTS : PARTS.filter((part) => !POSTGRES_ONLY.includes(part));
}

export async function run() {
  const { sql } = await import('drizzle-orm');
  const unknown = PARTS.filter((part) => !ALL_PARTS.includes(part));
  if (unknown.length) throw new Error(`Partes desconocidas: ${unknown.join(', ')}. Disponibles: ${ALL_PARTS.join(', ')}`);
  console.log(`\n# chat — ${machine()} — partes: ${PARTS.join(', ')}`);
  const lines = [];
  for (const kind of kinds()) {
    const parts = partsFor(kind);
    if (parts.length < PARTS.length) console.log(`${kind}: ${PARTS.filter((p) => !parts.includes(p)).join(', ')} solo se miden en PostgreSQL.`);
    if (!parts.length) continue;
    const line = { kind };
    const phoneNumberId = `bench${Date.now()}`;
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const seeding = performance.now();
    const channelId = await seed(database, sql, phoneNumberId);
    line.seededIn = (performance.now() - seeding) / 1000;
    await database.close();
    const env = { ...serverEnv, CHANNEL_SECRETS_KEY: KEY, CHANNEL_SIMULATOR: 'false' };
    if (parts.includes('lists') || parts.includes('stream')) {
      const server = await startServer(env);
      const agentLogin = await request(server.port, 'POST', '/api/auth/login/', { body: { username: 'agente.chat@bench.co', password: ADMIN.password } });
      const agentToken = agentLogin.json().access;
      if (parts.includes('lists')) line.lists = await timeLists(server.port, agentToken);
      if (parts.includes('stream')) {
        const loadBefore = os.loadavg()[0];
        const stream = await streamWebhooks(server, channelId, phoneNumberId, agentToken);
        const loadAfter = os.loadavg()[0];
        line.stream = { ...stream, loadBefore, loadAfter, stored: await storedInbound(server.port, server.token) };
      }
      await server.stop();
    }
    if (parts.includes('wave') || parts.includes('neighbour')) {
      line.waves = await firstContactWaves(env, channelId, phoneNumberId, { withWave: parts.includes('wave'), withNeighbour: parts.includes('neighbour') });
    }
    if (parts.includes('pool')) line.pool = await poolExhaustion(env, channelId, phoneNumberId);
    if (parts.includes('fanout')) line.fanout = await fanOut(env, channelId, phoneNumberId);
    if (parts.includes('kill')) line.durability = await killDuringStream(env, channelId, phoneNumberId);
    await drop();
    lines.push(line);
  }
  printStream(lines.filter((l) => l.stream));
  printLists(lines.filter((l) => l.lists));
  printWaves(lines.filter((l) => l.waves));
  printPool(lines.filter((l) => l.pool));
  printFanOut(lines.filter((l) => l.fanout));
  printKill(lines.filter((l) => l.durability));
}

function printStream(lines) {
  if (!lines.length) return;
  console.log(`\n## ${RATE} webhooks firmados por segundo durante ${SECONDS} s sobre ${ADDRESSES.toLocaleString('es-CO')} conversaciones, ${Math.round(DUPLICATES * 100)} % repetidos`);
  console.log('| base | enviados (únicos) | ritmo real | respuesta p50 | p95 | p99 | máx. | no 200 | webhook → socket p50 | p95 | p99 | sin frame | guardados / únicos | carga 1 min antes → después |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, stream: s } of lines) {
    const webhook = stats(s.answers.map((a) => a.ms));
    const frame = stats(s.frameMs);
    const failed = s.answers.filter((a) => a.status !== 200).length;
    console.log(`| ${kind} | ${s.answers.length} (${s.unique}) | ${(s.answers.length / s.elapsed).toFixed(0)}/s | ${fmt(webhook.p50)} | ${fmt(webhook.p95)} | ${fmt(webhook.p99)} | ${fmt(webhook.max)} | ${failed} | ${fmt(frame.p50)} | ${fmt(frame.p95)} | ${fmt(frame.p99)} | ${s.lost} | ${s.stored} / ${s.unique} | ${s.loadBefore.toFixed(2)} → ${s.loadAfter.toFixed(2)} |`);
  }
}

function printLists(lines) {
  if (!lines.length) return;
  console.log(`\n## Listas de la cola con ${CONVERSATIONS.toLocaleString('es-CO')} conversaciones y ${MESSAGES.toLocaleString('es-CO')} mensajes (200 lecturas cada una, HTTP)`);
  console.log('| base | sembrado | lista | p50 | p95 | p99 | máx. |\n|---|---|---|---|---|---|---|');
  for (const l of lines) {
    for (const [label, s] of Object.entries(l.lists)) console.log(`| ${l.kind} | ${l.seededIn.toFixed(0)} s | ${label} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`);
  }
}

function printWaves(lines) {
  if (!lines.length) return;
  console.log(`\n## Oleada de primer contacto: ${WAVE.toLocaleString('es-CO')} números nuevos a ${WAVE_RATE} por segundo (lazo abierto), y los mismos números otra vez`);
  console.log('| base | oleada | enviados | ritmo de envío | respuesta p50 | p95 | p99 | máx. | no 200 | conversaciones / contactos de esos números | carga 1 min antes → después |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of lines) {
    for (const w of l.waves) {
      console.log(`| ${l.kind} | ${w.label} | ${w.sent} | ${w.rate.toFixed(0)}/s | ${fmt(w.webhook.p50)} | ${fmt(w.webhook.p95)} | ${fmt(w.webhook.p99)} | ${fmt(w.webhook.max)} | ${w.nonOk} | ${w.opened.conversations} / ${w.opened.contacts} | ${w.loadBefore.toFixed(2)} → ${w.loadAfter.toFixed(2)} |`);
    }
    const first = l.waves.find((w) => w.label === 'primer contacto');
    const existing = l.waves.find((w) => w.label === 'conversación existente');
    if (first && existing) {
      const ratio = (q) => `${(first.webhook[q] / existing.webhook[q]).toFixed(2)}×`;
      console.log(`\n${l.kind}: costo primer contacto / conversación existente: p50 ${ratio('p50')}, p95 ${ratio('p95')}, p99 ${ratio('p99')}`);
    }
  }
}

function printPool(lines) {
  if (!lines.length) return;
  console.log(`\n## Pool agotado: DATABASE_POOL_SIZE=${POOL_SIZE}, sus ${POOL_SIZE} conexiones esperando un bloqueo que el bench retiene; ${POOL_RATE} entregas por segundo de otras conversaciones`);
  console.log('| base | espera del pool | retención | enviados | 200 | no 200 | rechazo p50 | p95 | máx. | 200 p50 | máx. | tras liberar: enviados | no 200 | p95 | bloqueadas | vivo después | carga 1 min antes → después |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, pool: p } of lines) {
    console.log(`| ${kind} | ${p.poolTimeout === null ? '?' : fmt(p.poolTimeout)} | ${fmt(p.holdMs)} | ${p.sent} | ${p.ok} | ${p.nonOk} | ${fmt(p.refusal.p50)} | ${fmt(p.refusal.p95)} | ${fmt(p.refusal.max)} | ${fmt(p.served.p50)} | ${fmt(p.served.max)} | `
      + `${p.afterSent} | ${p.afterNonOk} | ${fmt(p.after.p95)} | ${p.blocked} | ${p.alive ? 'sí' : 'no'} | ${p.loadBefore.toFixed(2)} → ${p.loadAfter.toFixed(2)} |`);
    for (const k of p.kinds) console.log(`- ${kind}: ${k}`);
  }
}

function printKill(lines) {
  if (!lines.length) return;
  console.log('\n## kill -9 mientras llegan webhooks\n| base | respondidos 200 | perdidos tras reiniciar |\n|---|---|---|');
  for (const l of lines) console.log(`| ${l.kind} | ${l.durability.acknowledged} | ${l.durability.missing} |`);
}
