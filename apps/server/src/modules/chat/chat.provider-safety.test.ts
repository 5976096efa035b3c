import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MSG, DOCUMENT_MSG, type ChannelRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { campaignUsers, campaigns, chatMessages, contacts, conversations, jobs } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startFakeHttp, type FakeHandler } from '../../integrations/fake-http.js';
import { allowedMediaUrl } from '../../integrations/safe-fetch.js';
import { startWhatsappFake } from '../../integrations/whatsapp/whatsapp.fake.js';
import { startTelegramFake } from '../../integrations/telegram/telegram.fake.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';

/*
 * What senders and settings could make the server fetch or store: attachment URLs, media ids, api_url,
 * uploaded bytes, and hostile or oversized signed webhook deliveries.
 */

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAtoken-seguro-1234';
const APP_SECRET = 'secreto-seguro-5678';
const PAGE_SECRET = 'secreto-pagina-segura';
const BOT_TOKEN = '7000000003:bot-seguro-9999';
const TG_SECRET = 'secreto_seguro_tg';

let wa: Awaited<ReturnType<typeof startWhatsappFake>>;
let tg: Awaited<ReturnType<typeof startTelegramFake>>;
/** The Page's API stand-in (the channel's api_url origin) and a host no one allowed. */
let pageApi: Awaited<ReturnType<typeof startFakeHttp>>;
let elsewhere: Awaited<ReturnType<typeof startFakeHttp>>;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;
let fbChannel: ChannelRead;
let campaignId: number;

const runJobs = () => runDueJobs(t.app, moduleJobs);

function signed(channel: ChannelRead, secret: string, body: string) {
  return t.app.inject({
    method: 'POST', url: channel.webhook_url, payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, secret) },
  });
}

const waDelivery = (value: Record<string, unknown>) => JSON.stringify({
  object: 'whatsapp_business_account', entry: [{ id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
});
const now = () => String(Math.floor(Date.now() / 1000));

const messagesOf = (address: string) => t.database.db.select().from(chatMessages)
  .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
  .where(eq(conversations.address, address)).orderBy(chatMessages.id).then((rows) => rows.map((r) => r.chat_messages));

async function readList(address: string) {
  const res = await t.call(t.admin, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${address}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { id: number; file: string | null; status_reason: string | null }[];
}

beforeAll(async () => {
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
  tg = await startTelegramFake({ botToken: BOT_TOKEN });
  elsewhere = await startFakeHttp(() => ({ status: 200, body: Buffer.from('secreto interno'), headers: { 'content-type': 'image/jpeg' } }));
  pageApi = await startFakeHttp((req): ReturnType<FakeHandler> => {
    if (req.path === '/adjuntos/foto.jpg') return { status: 200, body: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), headers: { 'content-type': 'image/jpeg' } };
    if (req.path === '/adjuntos/redirige') return { status: 302, body: '', headers: { location: `${elsewhere.url}/secreto` } };
    return undefined;
  });
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `Seguridad ${randomUUID()}`, description: 'Seguridad' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  await t.database.db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const create = async (body: object) => {
    const res = await t.call(t.admin, 'POST', '/api/channels/', { campaign: campaignId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ChannelRead;
  };
  waChannel = await create({
    nombre: 'WhatsApp seguro', tipo: 'WhatsApp',
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v', api_url: wa.apiUrl },
  });
  tgChannel = await create({ nombre: 'Telegram seguro', tipo: 'Telegram', config: { bot_token: BOT_TOKEN, webhook_secret: TG_SECRET, api_url: tg.apiUrl } });
  fbChannel = await create({
    nombre: 'Messenger seguro', tipo: 'Facebook',
    config: { page_id: 'page-segura', page_access_token: 'page-token-seguro', app_secret: PAGE_SECRET, verify_token: 'v', api_url: `${pageApi.url}/v21.0` },
  });
});

afterAll(async () => {
  for (const fake of [wa, tg, pageApi, elsewhere]) await fake?.close();
});

describe('files the server fetches for a channel', () => {
  it('fetches Messenger attachments only from Meta\'s CDN over https or the channel\'s API origin, following no redirect out', async () => {
    const psid = 'psid-seguro-1';
    const attachment = (url: string) => ({ type: 'image', payload: { url } });
    const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-segura', time: Date.now(), messaging: [{
      sender: { id: psid }, recipient: { id: 'page-segura' }, timestamp: Date.now(),
      message: { mid: 'm_seguro_1', attachments: [
        attachment(`${pageApi.url}/adjuntos/foto.jpg`),
        attachment('http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
        attachment(`${elsewhere.url}/secreto`),
        attachment(`${pageApi.url}/adjuntos/redirige`),
        attachment('file:///etc/passwd'),
      ] },
    }] }] });
    expect((await signed(fbChannel, PAGE_SECRET, body)).json()).toMatchObject({ recibidos: 5 });
    await runJobs();
    expect(elsewhere.requests).toHaveLength(0);
    const [fetched, ...refused] = await readList(psid);
    expect(fetched).toMatchObject({ file: expect.stringMatching(/^\/api\/chat\/archivos\/\d+\/$/), status_reason: null });
    expect(refused.map((m) => [m.file, m.status_reason])).toEqual(Array(4).fill([null, CHAT_MSG.fileUnavailable]));
    const failedJobs = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'chat.media'), sql`${jobs.status} <> 'done'`));
    expect(failedJobs).toEqual([]);
  });

  it('takes Meta\'s CDN hosts over https only', () => {
    const api = 'https://graph.facebook.com/v21.0';
    expect(allowedMediaUrl('https://scontent-bog1-1.xx.fbcdn.net/v/t1/123_n.jpg?oh=1', api)).toBe(true);
    expect(allowedMediaUrl('https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1', api)).toBe(true);
    expect(allowedMediaUrl('https://cdn.fbsbx.com/v/t59/factura.pdf', api)).toBe(true);
    expect(allowedMediaUrl('http://scontent.xx.fbcdn.net/a.jpg', api)).toBe(false);
    expect(allowedMediaUrl('https://fbcdn.net.atacante.co/a.jpg', api)).toBe(false);
    expect(allowedMediaUrl('https://user:clave@scontent.xx.fbcdn.net/a.jpg', api)).toBe(false);
    expect(allowedMediaUrl('https://graph.facebook.com/v21.0/123', api)).toBe(true);
  });

  it('sends no WhatsApp media id but digits to the API with the token, nor a Telegram file_id outside [A-Za-z0-9_-]', async () => {
    const phone = '573009990001';
    const image = (id: string) => ({ from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'image', image: { id, mime_type: 'image/jpeg' } });
    const before = wa.requests.length;
    await signed(waChannel, APP_SECRET, waDelivery({ messages: [image('../../me?fields=id'), image('123?fields=access_token'), image('123/../456')] }));
    const chat = 880100;
    const update = JSON.stringify({ update_id: 5, message: { message_id: 7, date: Number(now()), chat: { id: chat, type: 'private' }, document: { file_id: '../../getMe?x=', file_unique_id: 'u' } } });
    await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET } });
    await runJobs();
    expect(wa.requests.slice(before)).toEqual([]);
    expect(tg.requests.filter((r) => r.path.includes('getFile') || r.path.includes('getMe'))).toEqual([]);
    expect((await readList(phone)).map((m) => m.status_reason)).toEqual(Array(3).fill(CHAT_MSG.fileUnavailable));
    expect((await readList(String(chat))).map((m) => m.status_reason)).toEqual([CHAT_MSG.fileUnavailable]);
  });
});

describe('channel settings', () => {
  it('takes only an http(s) api_url, never file:, gopher: or the metadata address', async () => {
    for (const api_url of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_FLUSHALL', 'http://169.254.169.254/latest/', 'http://[fe80::1]/', 'http://metadata.google.internal/']) {
      const created = await t.call(t.admin, 'POST', '/api/channels/', {
        nombre: `Canal ${randomUUID()}`, tipo: 'Telegram', campaign: campaignId, config: { bot_token: '1:a', webhook_secret: 'abc', api_url },
      });
      expect(created.statusCode, api_url).toBe(400);
      expect(created.json()).toEqual({ config: ['Solo se admite una dirección http o https del proveedor.'] });
      const updated = await t.call(t.admin, 'PATCH', `/api/channels/${tgChannel.id}/`, { config: { api_url } });
      expect(updated.statusCode, api_url).toBe(400);
      expect(updated.json()).toEqual({ 'config.api_url': ['Solo se admite una dirección http o https del proveedor.'] });
    }
    const local = await t.call(t.admin, 'PATCH', `/api/channels/${tgChannel.id}/`, { config: { api_url: tg.apiUrl } });
    expect(local.statusCode).toBe(200);
  });

  it('shows agents a Spanish reason for an unreachable provider, never the network error', async () => {
    const closed = await startFakeHttp(() => undefined);
    await closed.close();
    const created = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: 'WhatsApp caído', tipo: 'WhatsApp', campaign: campaignId,
      config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: 'secreto-caido', verify_token: 'v', api_url: `${closed.url}/v21.0` },
    });
    const channel = created.json() as ChannelRead;
    const phone = '573009990002';
    await signed(channel, 'secreto-caido', waDelivery({ messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: 'Hola' } }] }));
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`);
    const sent = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Hola' });
    for (let i = 0; i < 3; i += 1) {
      await runJobs();
      await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, 'chat.send'), eq(jobs.status, 'queued')));
    }
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.json().message.id));
    expect(row).toMatchObject({ status: 'failed', statusReason: `${CHAT_MSG.sendFailed} (el proveedor no respondió)` });
  });
});

describe('agent uploads', () => {
  it('checks a file\'s bytes, not its name: HTML named .png is refused and not stored', async () => {
    const phone = '573009990003';
    await signed(waChannel, APP_SECRET, waDelivery({ messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: 'Hola' } }] }));
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`);
    const upload = (filename: string, type: string, content: Buffer) => {
      const boundary = '----subida';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${phone}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
        content, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.request(staff.agente.token, { method: 'POST', url: '/api/whatsapp/message/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const html = await upload('foto.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ detail: DOCUMENT_MSG.contentMismatch });
    const fakePdf = await upload('cedula.pdf', 'application/pdf', Buffer.from('<html></html>'));
    expect(fakePdf.statusCode).toBe(400);
    expect((await messagesOf(phone)).filter((m) => m.fromMe && m.msgType !== 'sistema')).toEqual([]);
    const png = await upload('foto.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]));
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().message).toMatchObject({ msg_type: 'image', mime_type: 'image/png' });
  });
});

describe('hostile signed deliveries', () => {
  it('answers 200 to unreadable items, stores none of them, and keeps the readable ones of the same delivery', async () => {
    const phone = '573009990004';
    const good = { from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: 'Sí llegó' } };
    const deliveries = [
      waDelivery({ contacts: {}, messages: {} }),
      waDelivery({ contacts: [{ wa_id: phone, profile: null }], messages: [
        { ...good, from: null, id: `wamid.${randomUUID()}` },
        { from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'image' },
        { from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: 42 } },
        { from: phone, id: `wamid.${randomUUID()}`, timestamp: 'ayer', type: 'text', text: { body: 'fecha mala' } },
        { from: ['x'], id: {}, type: 7 },
        'no es un mensaje',
        null,
        good,
      ], statuses: [{ status: 'read', timestamp: now() }, { id: 5, status: 'leído' }] }),
      JSON.stringify({ entry: { changes: 'x' } }),
      JSON.stringify([null, 1, 'x']),
      JSON.stringify({ entry: [{ changes: [{ field: 'messages', value: null }, null, 7] }] }),
    ];
    for (const body of deliveries) {
      const res = await signed(waChannel, APP_SECRET, body);
      expect(res.statusCode, body).toBe(200);
    }
    expect((await messagesOf(phone)).map((m) => [m.msgType, m.body])).toEqual([['text', 'Sí llegó']]);

    const telegram = [{ update_id: 9, message: { message_id: 'x', chat: null } }, { update_id: 10, message: { message_id: 1, date: 1, chat: { id: 5 }, photo: [{}] } }, { update_id: 'x' }, { update_id: 11, callback_query: { id: 5 } }];
    for (const update of telegram) {
      const res = await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: JSON.stringify(update), headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recibidos: 0, duplicados: 0, estados: 0 });
    }
    const messenger = JSON.stringify({ object: 'page', entry: [{ messaging: [{ sender: null }, { sender: { id: 'p' }, timestamp: 1, message: { mid: 5 } }, { sender: { id: 'p' }, timestamp: 1, message: { mid: 'm_x', attachments: 'x' } }, 'x'] }] });
    expect((await signed(fbChannel, PAGE_SECRET, messenger)).json()).toEqual({ recibidos: 0, duplicados: 0, estados: 0 });
  });

  it('cuts a text longer than the provider allows to its limit, even a signed 5 MB one', async () => {
    const phone = '573009990005';
    const huge = 'a'.repeat(5 * 1024 * 1024);
    const res = await signed(waChannel, APP_SECRET, waDelivery({ messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: huge } }] }));
    expect(res.statusCode).toBe(200);
    const [stored] = await messagesOf(phone);
    expect(stored!.body).toHaveLength(4096);
    const psid = 'psid-largo';
    const long = JSON.stringify({ object: 'page', entry: [{ messaging: [{ sender: { id: psid }, timestamp: Date.now(), message: { mid: 'm_largo', text: 'b'.repeat(3000) } }] }] });
    await signed(fbChannel, PAGE_SECRET, long);
    expect((await messagesOf(psid))[0]!.body).toHaveLength(2000);
  });

  it('stores a first message whose name and text carry NUL characters, without them', async () => {
    const phone = '573009990006';
    const res = await signed(waChannel, APP_SECRET, waDelivery({
      contacts: [{ profile: { name: 'Ana\u0000 María' }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: now(), type: 'text', text: { body: 'Hola\u0000 mundo' } }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await messagesOf(phone);
    expect(stored!.body).toBe('Hola mundo');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, conversation!.contactId));
    expect(contact).toMatchObject({ firstName: 'Ana', lastName: 'María' });
  });

  it('answers 400, not 500, to JSON nested thousands deep', async () => {
    const res = await signed(waChannel, APP_SECRET, '['.repeat(5000));
    expect(res.statusCode).toBe(400);
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    expect((await signed(waChannel, APP_SECRET, deepObject)).statusCode).toBe(400);
  });
});
