import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRead, ConversationRead, Paged } from '@atiende/shared';
import { ADMIN, createTestApp, type TestApp, type TestUser } from '../test/harness.js';
import { campaignUsers, campaigns } from '../db/schema.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { moduleJobs } from '../modules/index.js';
import { redactSecrets } from './log-redaction.js';

/**
 * The log of a real server while the simulator carries customer messages, agent replies and files both ways,
 * and Meta checks a webhook: every request line and error is written, and no credential may be in any of them.
 */

const BOT_TOKEN = '7654321:AAH-bot-secreto_del-registro';
const ACCESS_TOKEN = 'EAAGraph-token-secreto-del-registro';
const VERIFY_TOKEN = 'verificacion-secreta-del-registro';
const APP_SECRET = 'app-secret-secreto-del-registro';
const WEBHOOK_SECRET = 'webhook_secreto_del_registro';

const log: string[] = [];
let t: TestApp;
let origin: string;
let agent: TestUser;
let admin: string;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: { write: (line: string) => log.push(line) } } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login(ADMIN.username, ADMIN.password);
  agent = await t.userWithRole('Agente');
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `Registro ${randomUUID()}`, description: 'Chat simulado' })
    .returning({ id: campaigns.id });
  await t.database.db.insert(campaignUsers).values({ campaignId: campaign!.id, userId: agent.id });
  waChannel = await createChannel({
    nombre: 'WhatsApp registro', tipo: 'WhatsApp', campaign: campaign!.id,
    config: {
      phone_number_id: 'reg-pnid', waba_id: 'reg-waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: VERIFY_TOKEN,
      api_url: `${origin}/sim/whatsapp/v21.0`,
    },
  });
  tgChannel = await createChannel({
    nombre: 'Telegram registro', tipo: 'Telegram', campaign: campaign!.id,
    config: { bot_token: BOT_TOKEN, webhook_secret: WEBHOOK_SECRET, api_url: `${origin}/sim/telegram` },
  });
});
afterAll(() => t.close());

async function createChannel(body: object): Promise<ChannelRead> {
  const res = await t.call(admin, 'POST', '/api/channels/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function customerSays(channel: ChannelRead, address: string, message: object) {
  const res = await t.call(agent.token, 'POST', '/api/sim/messages/', { channel: channel.id, name: 'Camila Rojas', address, ...message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { file: { url: string } | null };
}

async function agentTakesAndAnswers(address: string, replyPath: string) {
  const queue = await t.call(agent.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
  const waiting = (queue.json() as Paged<ConversationRead>).results.find((c) => c.phone === address)!;
  expect((await t.call(agent.token, 'POST', `/api/conversation/${waiting.id}/assign_agent/`)).statusCode).toBe(200);
  const reply = await t.call(agent.token, 'POST', replyPath, { phone: address, type: 'text', body: 'Con gusto le ayudo' });
  expect(reply.statusCode, reply.body).toBe(201);
}

describe('the log', () => {
  it('holds no bot token, access token, verify token, secret, session token or cookie', async () => {
    // Telegram: a text and a document in (the runner fetches the file by its path with the token), a reply out.
    const chatId = String(randomInt(100_000_000, 999_999_999));
    await customerSays(tgChannel, chatId, { kind: 'text', text: 'Buenas tardes' });
    const document = await customerSays(tgChannel, chatId, {
      kind: 'document', file: { name: 'cedula.pdf', mime_type: 'application/pdf', data: Buffer.from('%PDF cedula').toString('base64') },
    });
    await runDueJobs(t.app, moduleJobs);
    await agentTakesAndAnswers(chatId, '/api/telegram/message/');
    // A customer file read the way an <img src> does, with the session token in the address.
    expect((await fetch(`${origin}${document.file!.url}?token=${agent.token}`)).status).toBe(200);

    // WhatsApp: an image in (fetched by media id with the access token), a reply out, Meta's check of the webhook.
    const phone = `57300${randomInt(1_000_000, 9_999_999)}`;
    await customerSays(waChannel, phone, { kind: 'image', file: { name: 'foto.png', mime_type: 'image/png', data: 'iVBORw0KGgo=' } });
    await runDueJobs(t.app, moduleJobs);
    await agentTakesAndAnswers(phone, '/api/whatsapp/message/');
    const check = await fetch(`${origin}/api/webhooks/whatsapp/${waChannel.id}/?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=42`);
    expect(await check.text()).toBe('42');
    await fetch(`${origin}/sim/whatsapp/v21.0/reg-pnid/messages?access_token=${ACCESS_TOKEN}`, { method: 'POST' });

    // The session: sign-in, a refresh with the cookie, sign-out.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: ADMIN });
    const first = login.cookies.find((c) => c.name === 'atiende_refresh')!.value;
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { atiende_refresh: first } });
    const second = refreshed.cookies.find((c) => c.name === 'atiende_refresh')!.value;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', cookies: { atiende_refresh: second } });

    // Headers and errors that quote credentials, as a handler or a failed outbound call would log them.
    t.app.log.info({ headers: { authorization: `Bearer ${agent.token}`, cookie: `atiende_refresh=${second}` } }, 'cabeceras');
    t.app.log.error({ err: new Error(`No se pudo llamar a https://api.telegram.org/bot${BOT_TOKEN}/sendMessage?access_token=${ACCESS_TOKEN}`) }, 'llamada');

    const text = log.join('');
    const secrets = {
      BOT_TOKEN, bot: BOT_TOKEN.split(':')[1]!, ACCESS_TOKEN, VERIFY_TOKEN, APP_SECRET, WEBHOOK_SECRET,
      agent: agent.token, admin, login: login.json().access as string, refreshed: refreshed.json().access as string,
      firstRefresh: first, secondRefresh: second,
    };
    const leaked = Object.entries(secrets).filter(([, value]) => text.includes(value)).map(([name]) => name);
    expect(leaked).toEqual([]);
    // The requests were logged, with their credentials replaced.
    expect(text).toContain('/sim/telegram/bot[REDACTED]/sendMessage');
    expect(text).toContain('/sim/telegram/file/bot[REDACTED]/');
    expect(text).toContain('hub.verify_token=[REDACTED]');
    expect(text).toContain('cabeceras');
  }, 60_000);
});

describe('the redaction rule', () => {
  it('hides credentials in addresses and texts and leaves the rest as it is', () => {
    expect(redactSecrets('/ws/inbox/?token=abc.def&x=1')).toBe('/ws/inbox/?token=[REDACTED]&x=1');
    expect(redactSecrets('/x/?Access_Token=a&hub.mode=subscribe&hub.verify_token=b&hub.challenge=c'))
      .toBe('/x/?Access_Token=[REDACTED]&hub.mode=subscribe&hub.verify_token=[REDACTED]&hub.challenge=c');
    expect(redactSecrets('/sim/telegram/botcualquier-cosa/getMe')).toBe('/sim/telegram/bot[REDACTED]/getMe');
    expect(redactSecrets('GET https://api.telegram.org/file/bot123%3AAAx/documents/a.pdf failed'))
      .toBe('GET https://api.telegram.org/file/bot[REDACTED]/documents/a.pdf failed');
    expect(redactSecrets('Authorization: Bearer eyJ.abc.def')).toBe('Authorization: Bearer [REDACTED]');
    expect(redactSecrets('/api/contact/contacto/?search=bot1&page=2')).toBe('/api/contact/contacto/?search=bot1&page=2');
  });
});
