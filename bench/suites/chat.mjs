// The customer chat under load, against the started server (real HTTP and a real WebSocket): signed
// WhatsApp webhooks at a steady rate over many conversations, a share of them delivered twice as Meta
// does, while an agent's queue socket is open; then the queue lists over a large seeded history; then a
// kill -9 while webhooks stream, checking that every delivery answered 200 is still there after restart.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { WebSocket } from 'ws';
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
const APP_SECRET = 'bench-app-secret';
const KEY = randomBytes(32).toString('hex');

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
};

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

function delivery(phoneNumberId, phone, text) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'bench', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
      contacts: [{ profile: { name: `Cliente ${phone.slice(-4)}` }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });
}

function post(agent, port, path, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({
      agent, port, host: '127.0.0.1', method: 'POST', path, timeout: 10_000,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => { req.destroy(); resolve({ status: 'timeout', ms: performance.now() - started }); });
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.end(body);
  });
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
  let frames = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type !== 'message') return;
    frames += 1;
    const queue = pending.get(frame.phone);
    const sentAt = queue?.shift();
    if (sentAt !== undefined) frameMs.push(performance.now() - sentAt);
  });
  const answers = [];
  const sent = [];
  const inFlight = [];
  const total = RATE * SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const repeat = sent.length > 0 && Math.random() < DUPLICATES;
    const item = repeat ? sent[Math.floor(Math.random() * sent.length)] : { phone: phones[i % ADDRESSES], body: delivery(phoneNumberId, phones[i % ADDRESSES], `Mensaje ${i}`) };
    if (!repeat) {
      sent.push(item);
      if (!pending.has(item.phone)) pending.set(item.phone, []);
      pending.get(item.phone).push(performance.now());
    }
    inFlight.push(post(agent, server.port, path, item.body).then((answer) => answers.push({ ...answer, repeat })));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  socket.close();
  agent.destroy();
  const firstOk = answers.filter((a) => !a.repeat && a.status === 200).length;
  return { answers, frameMs, frames, unique: sent.length, firstOk, elapsed, lost: [...pending.values()].reduce((n, q) => n + q.length, 0) };
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

export async function run() {
  const { sql } = await import('drizzle-orm');
  console.log(`\n# chat — ${machine()}`);
  const lines = [];
  for (const kind of kinds()) {
    const phoneNumberId = `bench${Date.now()}`;
    const { database, serverEnv, drop } = await openBenchDatabase(kind, { onDisk: true });
    const seeding = performance.now();
    const channelId = await seed(database, sql, phoneNumberId);
    const seededIn = (performance.now() - seeding) / 1000;
    await database.close();
    const env = { ...serverEnv, CHANNEL_SECRETS_KEY: KEY, CHANNEL_SIMULATOR: 'false' };
    const server = await startServer(env);
    const agentLogin = await request(server.port, 'POST', '/api/auth/login/', { body: { username: 'agente.chat@bench.co', password: ADMIN.password } });
    const agentToken = agentLogin.json().access;
    const lists = await timeLists(server.port, agentToken);
    const loadBefore = os.loadavg()[0];
    const stream = await streamWebhooks(server, channelId, phoneNumberId, agentToken);
    const loadAfter = os.loadavg()[0];
    const stored = await storedInbound(server.port, server.token);
    await server.stop();
    const durability = await killDuringStream(env, channelId, phoneNumberId);
    await drop();
    const webhook = stats(stream.answers.map((a) => a.ms));
    const frame = stats(stream.frameMs);
    const failed = stream.answers.filter((a) => a.status !== 200).length;
    lines.push({ kind, seededIn, lists, webhook, frame, stream, stored, failed, durability, loadBefore, loadAfter });
  }
  console.log(`\n## ${RATE} webhooks firmados por segundo durante ${SECONDS} s sobre ${ADDRESSES.toLocaleString('es-CO')} conversaciones, ${Math.round(DUPLICATES * 100)} % repetidos`);
  console.log('| base | enviados (únicos) | ritmo real | respuesta p50 | p95 | p99 | máx. | no 200 | webhook → socket p50 | p95 | p99 | sin frame | guardados / únicos | carga 1 min antes → después |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of lines) {
    console.log(`| ${l.kind} | ${l.stream.answers.length} (${l.stream.unique}) | ${(l.stream.answers.length / l.stream.elapsed).toFixed(0)}/s | ${fmt(l.webhook.p50)} | ${fmt(l.webhook.p95)} | ${fmt(l.webhook.p99)} | ${fmt(l.webhook.max)} | ${l.failed} | ${fmt(l.frame.p50)} | ${fmt(l.frame.p95)} | ${fmt(l.frame.p99)} | ${l.stream.lost} | ${l.stored} / ${l.stream.unique} | ${l.loadBefore.toFixed(2)} → ${l.loadAfter.toFixed(2)} |`);
  }
  console.log(`\n## Listas de la cola con ${CONVERSATIONS.toLocaleString('es-CO')} conversaciones y ${MESSAGES.toLocaleString('es-CO')} mensajes (200 lecturas cada una, HTTP)`);
  console.log('| base | sembrado | lista | p50 | p95 | p99 | máx. |\n|---|---|---|---|---|---|---|');
  for (const l of lines) {
    for (const [label, s] of Object.entries(l.lists)) console.log(`| ${l.kind} | ${l.seededIn.toFixed(0)} s | ${label} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`);
  }
  console.log('\n## kill -9 mientras llegan webhooks\n| base | respondidos 200 | perdidos tras reiniciar |\n|---|---|---|');
  for (const l of lines) console.log(`| ${l.kind} | ${l.durability.acknowledged} | ${l.durability.missing} |`);
}
