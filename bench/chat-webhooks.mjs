// What the chat suite sends and how it reads the answers: signed WhatsApp deliveries as Meta posts them,
// an open-loop sender, fresh customer numbers and what first-time customers write.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { FIRST, LAST } from './suites/contacts.mjs';

export const APP_SECRET = 'bench-app-secret';

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** How many values, their p50, p95, p99 and maximum. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

/** The answers that were not 200, counted by status ('503: 12, timeout: 3'), or '0'. */
export function nonOkByStatus(answers) {
  const counts = new Map();
  for (const a of answers) if (a.status !== 200) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return counts.size ? [...counts].map(([status, n]) => `${status}: ${n}`).join(', ') : '0';
}

/** One WhatsApp Cloud API delivery of a text message, as Meta posts it to the webhook. */
export function delivery(phoneNumberId, phone, text, name = `Cliente ${phone.slice(-4)}`) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'bench', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
      contacts: [{ profile: { name }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });
}

/**
 * POSTs a delivery signed with the channel's app secret; answers its status ('timeout' past `timeoutMs`,
 * 'error' when the connection failed), the time from sending to the end of the answer, and the error code.
 */
export function post(agent, port, path, body, { timeoutMs = 10_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({
      agent, port, host: '127.0.0.1', method: 'POST', path, timeout: timeoutMs,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}` },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString(), code: res.headers['x-error-code'],
      }));
    });
    req.on('timeout', () => { req.destroy(); resolve({ status: 'timeout', ms: performance.now() - started }); });
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.end(body);
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `send(i)` `count` times at `rate` a second on a fixed schedule: a slow answer does not delay the
 * next request (open loop), as customers do not wait for each other. Answers once every call has, with
 * the rate the requests really went out at (from the first to the last sent) and `elapsed`, the seconds
 * from the first sent to the last answered.
 */
export async function openLoop(rate, count, send) {
  const answers = [];
  const inFlight = [];
  const start = performance.now();
  let lastSentAt = start;
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    lastSentAt = performance.now();
    inFlight.push(send(i).then((answer) => answers.push(answer)));
  }
  await Promise.all(inFlight);
  const sendingMs = lastSentAt - start;
  return { answers, sentPerSecond: sendingMs > 0 ? ((count - 1) * 1000) / sendingMs : rate, elapsed: (performance.now() - start) / 1000 };
}

/** Polls `condition` every 50 ms until it holds (true) or `timeoutMs` passes (false). */
export async function until(condition, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
}

const draw = (items) => items[Math.floor(Math.random() * items.length)];
const drawnPhones = new Set();

/**
 * `n` WhatsApp numbers no customer of the seeded data has written from, drawn at random: Colombian mobiles
 * of the 350 and 351 prefixes, while the seeded contacts and conversations use 300–333. Never the same
 * number twice in a run, so each one's first delivery creates its contact and conversation.
 */
export function freshPhones(n) {
  const phones = [];
  while (phones.length < n) {
    const phone = `57${draw(['350', '351'])}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    if (drawnPhones.has(phone)) continue;
    drawnPhones.add(phone);
    phones.push(phone);
  }
  return phones;
}

const OPENINGS = [
  'Hola, buenas tardes', 'Buenos días, quisiera información', 'Hola, necesito ayuda con mi factura',
  'Quiero saber el estado de mi pedido', '¿Tienen un asesor disponible?', 'Buenas noches, ¿me pueden llamar?',
  'Hola, me interesa el plan que vi en Instagram', 'Tengo un problema con el servicio desde ayer',
  'Quiero cancelar mi suscripción', 'Hola', 'Buenas', '¿Cuál es el horario de atención?',
  'Me llegó un cobro que no reconozco', 'Necesito cambiar la dirección de entrega', 'Gracias por la atención',
];

/** What a customer writes, drawn at random. */
export const customerText = () => draw(OPENINGS);

/** A WhatsApp profile name, drawn at random from common Colombian names. */
export const profileName = () => `${draw(FIRST)} ${draw(LAST)}`;
