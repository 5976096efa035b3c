import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChannelRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { campaignUsers, campaigns, chatMessages, conversations, jobs } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startFakeHttp, type FakeRequest } from '../../integrations/fake-http.js';
import { startTelegramFake } from '../../integrations/telegram/telegram.fake.js';
import { startMessengerFake } from '../../integrations/messenger/messenger.fake.js';
import { JobAbandoned, runDueJobs, type JobHandler } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';
import { connectSocket, listen } from '../../test/socket-client.js';
import { markConversationRead } from './chat.outbox.js';

const CHAT_SEND_JOB = 'chat.send';

/*
 * Sends in the background: the route answers 'pending' at once and the job `chat.send` talks to the
 * provider, waiting out rate limits as long as asked (within 10 minutes), retrying provider errors a few
 * times, and never sending a message twice. Waits are moved forward through the jobs' run_at, so no test
 * sleeps.
 */

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAtoken-envios-1234';
const APP_SECRET = 'secreto-envios-5678';
const BOT_TOKEN = '7000000002:bot-envios-9999';
const TG_SECRET = 'secreto_envios_tg';

type Answer = { status: number; body: unknown };
/** What the Graph stand-in answers to the next sends, in order; afterwards it accepts. */
let graphAnswers: Answer[] = [];
let graph: Awaited<ReturnType<typeof startFakeHttp>>;
let tg: Awaited<ReturnType<typeof startTelegramFake>>;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;
let campaignId: number;

const isSend = (r: FakeRequest) => r.method === 'POST' && r.path === '/v21.0/pnid/messages' && !(r.json() as { status?: string }).status;
const sendsTo = (phone: string) => graph.requests.filter((r) => isSend(r) && (r.json() as { to?: string }).to === phone);
const graphError = (status: number, code: number, message: string): Answer => ({ status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbC' } } });

let phoneCounter = 0;
const newPhone = () => `57301${String(2_000_000 + (phoneCounter += 1) * 7919).padStart(7, '0')}`;

/** A customer writes on WhatsApp and the agent takes the conversation. */
async function openConversation(phone: string) {
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
    messaging_product: 'whatsapp', contacts: [{ profile: { name: 'Cliente Envíos' }, wa_id: phone }],
    messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Hola' } }],
  } }] }] });
  const res = await t.app.inject({ method: 'POST', url: waChannel.webhook_url, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, APP_SECRET) } });
  expect(res.statusCode, res.body).toBe(200);
  const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
  expect((await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`)).statusCode).toBe(200);
  return conversation!;
}

const send = (phone: string, text: string) => t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: text });
const runJobs = () => runDueJobs(t.app, moduleJobs);
const stored = async (id: number) => (await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;

/** The queued send job of a message, if any (a retry waits in one). */
async function queuedSend(messageId: number) {
  const [job] = await t.database.db.select().from(jobs)
    .where(and(eq(jobs.kind, CHAT_SEND_JOB), eq(jobs.status, 'queued'), sql`(${jobs.payload}->>'messageId')::int = ${messageId}`));
  return job;
}

/** The provider's wait has passed: the queued retries are due now. */
const timePasses = () => t.database.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, CHAT_SEND_JOB), eq(jobs.status, 'queued')));

beforeAll(async () => {
  graph = await startFakeHttp((req) => {
    if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return graphError(401, 190, 'Invalid OAuth access token.');
    if (req.method === 'POST' && req.path === '/v21.0/pnid/messages') {
      const body = req.json() as { to?: string; status?: string };
      if (body.status === 'read') return { status: 200, body: { success: true } };
      const next = graphAnswers.shift();
      if (next) return next;
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${randomUUID()}` }] } };
    }
    return undefined;
  });
  tg = await startTelegramFake({ botToken: BOT_TOKEN });
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `Envíos ${randomUUID()}`, description: 'Envíos' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  await t.database.db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const wa = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: 'WhatsApp envíos', tipo: 'WhatsApp', campaign: campaignId,
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v', api_url: `${graph.url}/v21.0` },
  });
  expect(wa.statusCode, wa.body).toBe(201);
  waChannel = wa.json();
  const telegram = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: 'Telegram envíos', tipo: 'Telegram', campaign: campaignId, config: { bot_token: BOT_TOKEN, webhook_secret: TG_SECRET, api_url: tg.apiUrl },
  });
  expect(telegram.statusCode, telegram.body).toBe(201);
  tgChannel = telegram.json();
});

beforeEach(() => {
  graphAnswers = [];
});

afterAll(async () => {
  await graph?.close();
  await tg?.close();
});

describe('sending in the background', () => {
  it('answers 201 with the message pending before anything reaches the provider; the job sends it and stores the wamid', async () => {
    const phone = newPhone();
    await openConversation(phone);
    const res = await send(phone, 'Ya reviso su caso');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: { status: 'pending', body: 'Ya reviso su caso' }, detail: CHAT_MSG.queued });
    expect(sendsTo(phone)).toHaveLength(0);
    await runJobs();
    expect(sendsTo(phone)).toHaveLength(1);
    const row = await stored(res.json().message.id);
    expect(row).toMatchObject({ status: 'sent', statusReason: null });
    expect(row.providerId).toMatch(/^wamid\./);
  });

  it('waits out Graph\'s throughput limit (130429) and an HTTP 429, then sends once', async () => {
    const phone = newPhone();
    await openConversation(phone);
    graphAnswers = [graphError(400, 130429, '(#130429) Rate limit hit'), { status: 429, body: { error: { message: 'Too many calls', code: 4 } } }];
    const id = (await send(phone, 'Después de esperar')).json().message.id as number;
    await runJobs();
    expect(await stored(id)).toMatchObject({ status: 'pending', providerId: null });
    const retry = await queuedSend(id);
    expect(retry!.runAt.getTime()).toBeGreaterThan(Date.now());
    await timePasses();
    await runJobs();
    await timePasses();
    await runJobs();
    expect(sendsTo(phone)).toHaveLength(3);
    expect(await stored(id)).toMatchObject({ status: 'sent' });
    await timePasses();
    await runJobs();
    expect(sendsTo(phone)).toHaveLength(3);
  });

  it('honours Telegram\'s retry_after as the next try\'s due time, and fails once the wait passes 10 minutes', async () => {
    const chatId = '880001';
    const update = JSON.stringify({ update_id: 1, message: { message_id: 5000, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, from: { id: 1, first_name: 'Tomás' }, text: 'Hola' } });
    await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET } });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, chatId));
    await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`);
    const sendTg = (text: string) => t.call(staff.agente.token, 'POST', '/api/telegram/message/', { phone: chatId, type: 'text', body: text });

    tg.throttle(30, 1);
    const waited = (await sendTg('Gracias por esperar')).json().message.id as number;
    const before = Date.now();
    await runJobs();
    const retry = await queuedSend(waited);
    expect(retry!.runAt.getTime() - before).toBeGreaterThanOrEqual(29_000);
    expect(retry!.runAt.getTime() - before).toBeLessThan(40_000);
    await timePasses();
    await runJobs();
    expect(await stored(waited)).toMatchObject({ status: 'sent', providerId: expect.stringMatching(new RegExp(`^${chatId}:\\d+$`)) });

    tg.throttle(700, 1);
    const tooLong = (await sendTg('No alcanzará')).json().message.id as number;
    await runJobs();
    expect(await stored(tooLong)).toMatchObject({ status: 'failed', statusReason: 'El proveedor pidió esperar antes de enviar más mensajes. (código 429)' });
    expect(await queuedSend(tooLong)).toBeUndefined();
    tg.throttle(0);
  });

  it('tries a provider error (500) three times in all, with growing waits, and then keeps the failure with its code', async () => {
    const phone = newPhone();
    await openConversation(phone);
    graphAnswers = [0, 1, 2].map(() => graphError(500, 2, 'Service temporarily unavailable: internal host db-17.fb'));
    const id = (await send(phone, 'Reintento')).json().message.id as number;
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await runJobs();
      const retry = await queuedSend(id);
      if (retry) delays.push(retry.runAt.getTime() - Date.now());
      await timePasses();
    }
    expect(sendsTo(phone)).toHaveLength(3);
    expect(delays).toHaveLength(2);
    expect(delays[1]!).toBeGreaterThan(delays[0]!);
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'failed', statusReason: `${CHAT_MSG.sendFailed} (código 2)` });
    expect(failed.statusReason).not.toContain('db-17');
  });

  it('fails a refusal at once, with a Spanish reason and the provider\'s code but never its text; the screen hears it with the reason', async () => {
    const phone = newPhone();
    const conversation = await openConversation(phone);
    const base = await listen(t.app);
    const socket = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${staff.agente.token}`);
    graphAnswers = [{ status: 404, body: '404 /' }];
    const id = (await send(phone, 'No existe')).json().message.id as number;
    await runJobs();
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'failed', statusReason: `${CHAT_MSG.sendFailed} (código HTTP 404)` });
    expect(sendsTo(phone)).toHaveLength(1);
    const frames: { type: string; status?: string; reason?: string | null }[] = [];
    while (!frames.some((f) => f.type === 'status' && f.status === 'failed')) frames.push(await socket.next());
    expect(frames.find((f) => f.status === 'failed')).toMatchObject({ type: 'status', number: id, reason: `${CHAT_MSG.sendFailed} (código HTTP 404)` });
    socket.socket.close();
    expect(conversation.id).toBeGreaterThan(0);
  });

  it('never sends twice: a job re-claimed after its runner died finds the provider id stored', async () => {
    const phone = newPhone();
    await openConversation(phone);
    const id = (await send(phone, 'Una sola vez')).json().message.id as number;
    await runJobs();
    expect(sendsTo(phone)).toHaveLength(1);
    // The runner that sent it died before finishing its job: the job is running with a stale heartbeat.
    await t.database.db.update(jobs).set({ status: 'running', heartbeatAt: sql`now() - interval '1 minute'`, lockedBy: 'muerto' })
      .where(and(eq(jobs.kind, CHAT_SEND_JOB), sql`(${jobs.payload}->>'messageId')::int = ${id}`));
    expect(await runJobs()).toBeGreaterThan(0);
    expect(sendsTo(phone)).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'sent' });
  });

  it('sends a message whose runner died before sending, once, when its job is re-claimed', async () => {
    const phone = newPhone();
    await openConversation(phone);
    const id = (await send(phone, 'Tras la caída')).json().message.id as number;
    const dies: JobHandler = () => Promise.reject(new JobAbandoned());
    await runDueJobs(t.app, { [CHAT_SEND_JOB]: dies });
    expect(sendsTo(phone)).toHaveLength(0);
    await t.database.db.update(jobs).set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(and(eq(jobs.kind, CHAT_SEND_JOB), eq(jobs.status, 'running')));
    await runJobs();
    await runJobs();
    expect(sendsTo(phone)).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'sent' });
  });
});

describe('retrying a failed message', () => {
  it('puts a failed message back to pending and sends it; only a failed one, and only its agent or who sees all', async () => {
    const phone = newPhone();
    await openConversation(phone);
    graphAnswers = [graphError(400, 131026, 'Message undeliverable')];
    const id = (await send(phone, 'Otra vez')).json().message.id as number;
    await runJobs();
    expect(await stored(id)).toMatchObject({ status: 'failed', statusReason: `${CHAT_MSG.sendFailed} (código 131026)` });

    const other = await t.userWithRole('Agente');
    expect((await t.call(other.token, 'POST', `/api/chat/mensajes/${id}/reintentar/`)).statusCode).toBe(404);
    const retried = await t.call(staff.agente.token, 'POST', `/api/chat/mensajes/${id}/reintentar/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ message: { id, status: 'pending', status_reason: null }, detail: CHAT_MSG.retried });
    await runJobs();
    expect(await stored(id)).toMatchObject({ status: 'sent', statusReason: null });
    expect(sendsTo(phone)).toHaveLength(2);

    const again = await t.call(staff.agente.token, 'POST', `/api/chat/mensajes/${id}/reintentar/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CHAT_MSG.notRetryable });
    expect((await t.call(t.admin, 'POST', `/api/chat/mensajes/${id}/reintentar/`)).statusCode).toBe(409);
    expect((await t.call(staff.agente.token, 'POST', '/api/chat/mensajes/999999/reintentar/')).statusCode).toBe(404);
  });
});

describe('what is sent', () => {
  it('names the conversation by id in the body or the form, instead of the phone', async () => {
    const phone = newPhone();
    const conversation = await openConversation(phone);
    const res = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, type: 'text', body: 'Por id' });
    expect(res.statusCode, res.body).toBe(201);
    const boundary = '----porid';
    const form = Buffer.from([
      `--${boundary}\r\nContent-Disposition: form-data; name="conversation"\r\n\r\n${conversation.id}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="nota.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 nota\r\n`,
      `--${boundary}--\r\n`,
    ].join(''), 'latin1');
    const file = await t.request(staff.agente.token, { method: 'POST', url: '/api/whatsapp/message/', payload: form, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json().message).toMatchObject({ msg_type: 'document', caption: null });
    const other = await t.userWithRole('Agente');
    const hidden = await t.call(other.token, 'POST', '/api/whatsapp/message/', { conversation: conversation.id, type: 'text', body: 'No' });
    expect(hidden.statusCode).toBe(404);
    const wrongType = await t.call(staff.agente.token, 'POST', '/api/telegram/message/', { conversation: conversation.id, type: 'text', body: 'No' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ conversation: [CHAT_MSG.wrongChannelType] });
  });

  it('sends Messenger the agent\'s caption as a text right after the attachment', async () => {
    const fb = await startMessengerFake({ pageId: 'page-envios', pageAccessToken: 'page-token-envios' });
    try {
      const created = await t.call(t.admin, 'POST', '/api/channels/', {
        nombre: 'Messenger envíos', tipo: 'Facebook', campaign: campaignId,
        config: { page_id: 'page-envios', page_access_token: 'page-token-envios', app_secret: 'secreto-pagina-envios', verify_token: 'v', api_url: fb.apiUrl },
      });
      const channel = created.json() as ChannelRead;
      const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-envios', time: Date.now(), messaging: [
        { sender: { id: 'psid-envios' }, recipient: { id: 'page-envios' }, timestamp: Date.now(), message: { mid: 'm_envios_1', text: 'Hola' } },
      ] }] });
      await t.app.inject({ method: 'POST', url: channel.webhook_url, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, 'secreto-pagina-envios') } });
      const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, 'psid-envios'));
      await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`);
      const boundary = '----fb';
      const form = Buffer.from([
        `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\npsid-envios\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nSu póliza firmada\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poliza.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 poliza\r\n`,
        `--${boundary}--\r\n`,
      ].join(''), 'utf8');
      const res = await t.request(staff.agente.token, { method: 'POST', url: '/api/facebook/message/', payload: form, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(res.statusCode, res.body).toBe(201);
      await runJobs();
      const calls = fb.requests.filter((r) => r.method === 'POST');
      expect(calls).toHaveLength(2);
      expect(calls[0]!.body).toContain('name="filedata"');
      expect(calls[1]!.json()).toMatchObject({ recipient: { id: 'psid-envios' }, message: { text: 'Su póliza firmada' } });
      expect(await stored(res.json().message.id)).toMatchObject({ status: 'sent', caption: 'Su póliza firmada' });
    } finally {
      await fb.close();
    }
  });

  it('answers on Messenger after the 24 hours with the HUMAN_AGENT tag, where WhatsApp refuses', async () => {
    const fb = await startMessengerFake({ pageId: 'page-ventana', pageAccessToken: 'page-token-ventana' });
    try {
      const created = await t.call(t.admin, 'POST', '/api/channels/', {
        nombre: 'Messenger ventana', tipo: 'Facebook', campaign: campaignId,
        config: { page_id: 'page-ventana', page_access_token: 'page-token-ventana', app_secret: 'secreto-ventana', verify_token: 'v', api_url: fb.apiUrl },
      });
      const channel = created.json() as ChannelRead;
      const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-ventana', time: Date.now(), messaging: [
        { sender: { id: 'psid-ventana' }, recipient: { id: 'page-ventana' }, timestamp: Date.now(), message: { mid: 'm_ventana_1', text: 'Hola' } },
      ] }] });
      await t.app.inject({ method: 'POST', url: channel.webhook_url, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, 'secreto-ventana') } });
      const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, 'psid-ventana'));
      await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`);
      await t.database.db.update(conversations).set({ lastInboundAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(conversations.id, conversation!.id));
      fb.closeWindow();
      const res = await t.call(staff.agente.token, 'POST', '/api/facebook/message/', { phone: 'psid-ventana', type: 'text', body: 'Seguimos con su caso' });
      expect(res.statusCode, res.body).toBe(201);
      await runJobs();
      expect(fb.requests.at(-1)!.json()).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'Seguimos con su caso' } });
      expect(await stored(res.json().message.id)).toMatchObject({ status: 'sent' });

      const phone = newPhone();
      const whatsapp = await openConversation(phone);
      await t.database.db.update(conversations).set({ lastInboundAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(conversations.id, whatsapp.id));
      const refused = await send(phone, 'Fuera de la ventana');
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['x-error-code']).toBe('window_closed');
    } finally {
      await fb.close();
    }
  });

  it('marks the customer\'s WhatsApp messages read at the provider when the conversation is opened, once', async () => {
    const phone = newPhone();
    const conversation = await openConversation(phone);
    const [latest] = await t.database.db.select().from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.fromMe, false)));
    await markConversationRead(t.app, conversation.id);
    await markConversationRead(t.app, conversation.id);
    await runJobs();
    const reads = graph.requests.filter((r) => r.path === '/v21.0/pnid/messages' && (r.json() as { status?: string }).status === 'read')
      .map((r) => r.json());
    expect(reads).toEqual([{ messaging_product: 'whatsapp', status: 'read', message_id: latest!.providerId }]);
    const [telegram] = await t.database.db.select().from(conversations).where(eq(conversations.channelId, tgChannel.id)).limit(1);
    await markConversationRead(t.app, telegram!.id);
    expect(await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'chat.read'), eq(jobs.status, 'queued')))).toEqual([]);
  });
});
