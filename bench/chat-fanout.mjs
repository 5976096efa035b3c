// Many agents on two server instances over one PostgreSQL database: each agent signed in and holding the
// queue socket (/ws/new_conversation/) of the channel's campaign, half on each instance. Deliveries go to
// instance A only; every instance hears of each message through PostgreSQL and tells its own sockets, so
// the time from the webhook to the frame is measured on the sockets of both.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { WebSocket } from 'ws';
import { ADMIN, fmt, request, startServer } from './lib.mjs';
import { customerText, delivery, freshPhones, nonOkByStatus, openLoop, post, profileName, stats, until } from './chat-webhooks.mjs';

const AGENTS = Number(process.env.BENCH_CHAT_AGENTS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_FANOUT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_FANOUT_SECONDS ?? 30);
/** Conversations the deliveries go round: each gets one every ADDRESSES / RATE seconds, so its frames come in order. */
const ADDRESSES = Number(process.env.BENCH_CHAT_FANOUT_ADDRESSES ?? 100);
/** Sign-ins at once per instance: each hashes a password (~60 ms of CPU). */
const SIGN_IN_CONCURRENCY = 4;
const SOCKETS_AT_ONCE = 50;
/** How long the frames may keep coming after the last delivery is answered. */
const QUIET_MS = 3000;

const usernameOf = (g) => `agente.multi.${g}@bench.co`;

/** AGENTS agents with the super admin's password, in the campaign of the channel, straight in the database. */
async function seedAgents(url, channelId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`insert into users (username, email, password_hash, first_name, last_name, status)
      select 'agente.multi.' || g || '@bench.co', 'agente.multi.' || g || '@bench.co', admin.password_hash, 'Agente', g::text, 'DESCONECTADO'
      from generate_series(1, $1::int) g, users admin where admin.username = $2`, [AGENTS, ADMIN.username]);
    await client.query(`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.username like 'agente.multi.%' and r.nombre = 'Agente'`);
    await client.query(`insert into campaign_users (campaign_id, user_id)
      select (select campaign_id from channels where id = $1), u.id from users u where u.username like 'agente.multi.%'`, [channelId]);
  } finally {
    await client.end();
  }
  return Array.from({ length: AGENTS }, (_, i) => usernameOf(i + 1));
}

/** Runs `work` over `items`, `concurrency` at a time, and answers the results in order. */
async function inBatches(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function signInAgent(server, username) {
  const res = await request(server.port, 'POST', '/api/auth/login/', { body: { username, password: ADMIN.password } });
  if (res.status !== 200) throw new Error(`No se pudo iniciar sesión como ${username}: ${res.status}`);
  return res.json().access;
}

function openQueueSocket(server, token) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws/new_conversation/?token=${token}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Frames of the queue sockets matched to the deliveries that caused them: a socket receives the messages of
 * one conversation in the order they were sent, so its k-th frame for a phone is the k-th delivery to it.
 */
function frameTracker(primingPhone) {
  const sentAt = new Map();
  const primed = new Set();
  const latencies = { A: [], B: [] };
  let lastFrameAt = performance.now();
  return {
    primed,
    latencies,
    get lastFrameAt() { return lastFrameAt; },
    sent(phone) {
      if (!sentAt.has(phone)) sentAt.set(phone, []);
      sentAt.get(phone).push(performance.now());
    },
    listen(socket, instance) {
      const seen = new Map();
      socket.on('message', (data) => {
        const arrived = performance.now();
        const frame = JSON.parse(String(data));
        if (frame.type !== 'message') return;
        lastFrameAt = arrived;
        if (frame.phone === primingPhone) {
          primed.add(socket);
          return;
        }
        const k = seen.get(frame.phone) ?? 0;
        seen.set(frame.phone, k + 1);
        const sent = sentAt.get(frame.phone)?.[k];
        if (sent !== undefined && primed.has(socket)) latencies[instance].push(arrived - sent);
      });
    },
  };
}

/** Signs the agents in on `server` and opens their queue sockets there. */
async function connectAgents(server, usernames, instance, tracker) {
  const tokens = await inBatches(usernames, SIGN_IN_CONCURRENCY, (username) => signInAgent(server, username));
  return inBatches(tokens, SOCKETS_AT_ONCE, async (token) => {
    const socket = await openQueueSocket(server, token);
    tracker.listen(socket, instance);
    return { socket, instance };
  });
}

/**
 * Seeds the agents, starts instances A and B on the same database and secrets, connects half of the agents
 * to each, waits until every socket has received a first message (the subscription is in place), then sends
 * RATE deliveries a second for SECONDS to A and times each frame on every socket.
 */
export async function fanOut(env, channelId, phoneNumberId) {
  const usernames = await seedAgents(env.DATABASE_URL, channelId);
  const shared = { ...env, TOKEN_SECRET: `bench-${randomBytes(8).toString('hex')}` };
  const servers = { A: await startServer(shared), B: await startServer(shared) };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sockets = [];
  try {
    const [primingPhone, ...phones] = freshPhones(ADDRESSES + 1);
    const tracker = frameTracker(primingPhone);
    const half = Math.ceil(usernames.length / 2);
    sockets.push(...(await connectAgents(servers.A, usernames.slice(0, half), 'A', tracker)));
    sockets.push(...(await connectAgents(servers.B, usernames.slice(half), 'B', tracker)));
    const path = `/api/webhooks/whatsapp/${channelId}/`;
    const send = (phone) => post(agent, servers.A.port, path, delivery(phoneNumberId, phone, customerText(), profileName()));
    const priming = await send(primingPhone);
    if (priming.status !== 200) throw new Error(`La entrega inicial respondió ${priming.status}: ${priming.body}`);
    await until(() => tracker.primed.size === sockets.length, 30_000);

    const loadBefore = os.loadavg()[0];
    const { answers, sentPerSecond } = await openLoop(RATE, RATE * SECONDS, (i) => {
      const phone = phones[i % phones.length];
      tracker.sent(phone);
      return send(phone);
    });
    const delivered = answers.filter((a) => a.status === 200).length;
    const subscribed = (instance) => sockets.filter((s) => s.instance === instance && tracker.primed.has(s.socket)).length;
    const expected = () => delivered * (subscribed('A') + subscribed('B'));
    const received = () => tracker.latencies.A.length + tracker.latencies.B.length;
    await until(() => received() >= expected() || performance.now() - tracker.lastFrameAt > QUIET_MS, 120_000);
    const loadAfter = os.loadavg()[0];

    const instanceRow = (instance) => {
      const n = subscribed(instance);
      return { instance, sockets: sockets.filter((s) => s.instance === instance).length, subscribed: n, expected: delivered * n, frames: stats(tracker.latencies[instance]) };
    };
    const both = {
      instance: 'A + B', sockets: sockets.length, subscribed: subscribed('A') + subscribed('B'), expected: expected(),
      frames: stats([...tracker.latencies.A, ...tracker.latencies.B]),
    };
    return {
      agents: usernames.length, sent: answers.length, rate: sentPerSecond, webhook: stats(answers.map((a) => a.ms)),
      nonOk: nonOkByStatus(answers), rows: [instanceRow('A'), instanceRow('B'), both], loadBefore, loadAfter,
    };
  } finally {
    for (const { socket } of sockets) socket.terminate();
    agent.destroy();
    await servers.A.stop();
    await servers.B.stop();
  }
}

export function printFanOut(lines) {
  if (!lines.length) return;
  console.log(`\n## ${AGENTS.toLocaleString('es-CO')} agentes en dos instancias (mitad en cada una), ${RATE} entregas por segundo a la instancia A durante ${SECONDS} s sobre ${ADDRESSES} conversaciones`);
  console.log('| base | instancia | sockets (suscritos) | frames esperados | recibidos | faltan | webhook → frame p50 | p95 | p99 | máx. | entregas (ritmo de envío) | respuesta p95 | no 200 | carga 1 min antes → después |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of lines) {
    for (const r of l.fanout.rows) {
      console.log(`| ${l.kind} | ${r.instance} | ${r.sockets} (${r.subscribed}) | ${r.expected} | ${r.frames.n} | ${r.expected - r.frames.n} | ${fmt(r.frames.p50)} | ${fmt(r.frames.p95)} | ${fmt(r.frames.p99)} | ${fmt(r.frames.max)} | `
        + `${l.fanout.sent} (${l.fanout.rate.toFixed(0)}/s) | ${fmt(l.fanout.webhook.p95)} | ${l.fanout.nonOk} | ${l.fanout.loadBefore.toFixed(2)} → ${l.fanout.loadAfter.toFixed(2)} |`);
    }
  }
}
