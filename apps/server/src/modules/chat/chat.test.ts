import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChannelRead, type ConversationRead, type Paged } from '@atiende/shared';
import { useStaff, useTestApp, type TestUser } from '../../test/harness.js';
import { campaignUsers, campaigns, calificaciones, chatMessages, contactData, conversations, contacts, descripciones, gestiones } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startWhatsappFake } from '../../integrations/whatsapp/whatsapp.fake.js';
import { startTelegramFake } from '../../integrations/telegram/telegram.fake.js';
import { startMessengerFake } from '../../integrations/messenger/messenger.fake.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { connectSocket, listen } from '../../test/socket-client.js';
import { moduleJobs } from '../index.js';
import { expireConversations } from './chat.close.js';

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAtoken-de-prueba-1234';
const APP_SECRET = 'secreto-de-la-app-5678';
const BOT_TOKEN = '123456:bot-token-9999';
const TG_SECRET = 'secreto_telegram';

let wa: Awaited<ReturnType<typeof startWhatsappFake>>;
let tg: Awaited<ReturnType<typeof startTelegramFake>>;
let campaignId: number;
let otherCampaignId: number;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;
let agentB: TestUser;
let outsider: TestUser;
let calificacionId: number;
let descripcionId: number;

let phoneCounter = 0;
/** A Colombian mobile never used before in this file. */
const newPhone = () => `5730${String(10_000_000 + (phoneCounter += 1) * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`;

function waDelivery(value: Record<string, unknown>) {
  return JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }] });
}

function inboundText(phone: string, text: string, name = 'Cliente Prueba', id = `wamid.${randomUUID()}`) {
  return waDelivery({
    contacts: [{ profile: { name }, wa_id: phone }],
    messages: [{ from: phone, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
  });
}

function postSigned(url: string, body: string, secret = APP_SECRET, signature?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-hub-signature-256'] = signature ?? metaSignature(body, secret);
  return t.app.inject({ method: 'POST', url, payload: body, headers });
}

async function customerWrites(phone: string, text: string, name?: string) {
  const res = await postSigned(waChannel.webhook_url, inboundText(phone, text, name));
  expect(res.statusCode, res.body).toBe(200);
  const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
  return conversation!;
}

/** Runs the send jobs (and any other due work) as the server's runner would. */
const runJobs = () => runDueJobs(t.app, moduleJobs);

async function takenBy(agent: TestUser, phone: string) {
  const conversation = await customerWrites(phone, 'Hola, necesito ayuda');
  const res = await t.call(agent.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`);
  expect(res.statusCode, res.body).toBe(200);
  return conversation;
}

beforeAll(async () => {
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
  tg = await startTelegramFake({ botToken: BOT_TOKEN });
  const db = t.database.db;
  [{ id: campaignId }] = await db.insert(campaigns).values({ name: `Ventas chat ${randomUUID()}`, description: 'Cola de WhatsApp' }).returning({ id: campaigns.id }) as [{ id: number }];
  [{ id: otherCampaignId }] = await db.insert(campaigns).values({ name: `Soporte chat ${randomUUID()}`, description: 'Otra cola' }).returning({ id: campaigns.id }) as [{ id: number }];
  agentB = await t.userWithRole('Agente');
  outsider = await t.userWithRole('Agente');
  await db.insert(campaignUsers).values([
    { campaignId, userId: staff.agente.id }, { campaignId, userId: agentB.id }, { campaignId: otherCampaignId, userId: agentB.id },
  ]);
  [{ id: calificacionId }] = await db.insert(calificaciones).values({ campaignId, name: 'Venta' }).returning({ id: calificaciones.id }) as [{ id: number }];
  [{ id: descripcionId }] = await db.insert(descripciones).values({ calificacionId, name: 'Cerrada' }).returning({ id: descripciones.id }) as [{ id: number }];

  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: 'WhatsApp Ventas', tipo: 'WhatsApp', campaign: campaignId,
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'verificar-123', api_url: wa.apiUrl },
  });
  expect(created.statusCode, created.body).toBe(201);
  waChannel = created.json();
  const telegram = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: 'Telegram Soporte', tipo: 'Telegram', campaign: otherCampaignId,
    config: { bot_token: BOT_TOKEN, webhook_secret: TG_SECRET, api_url: tg.apiUrl },
  });
  expect(telegram.statusCode, telegram.body).toBe(201);
  tgChannel = telegram.json();
});

afterAll(async () => {
  await wa?.close();
  await tg?.close();
});

describe('channels', () => {
  it('shows secrets masked, never in full, and keeps them encrypted in the database', async () => {
    expect(waChannel.config.access_token).toBe('••••1234');
    expect(waChannel.config.app_secret).toBe('••••5678');
    expect(waChannel.config.phone_number_id).toBe('pnid');
    expect(waChannel.webhook_url).toBe(`/api/webhooks/whatsapp/${waChannel.id}/`);
    expect(tgChannel.webhook_url).toBe(`/api/webhooks/telegram/${tgChannel.id}/`);
    const list = await t.call(t.admin, 'GET', '/api/channels/');
    expect(list.body).not.toContain(ACCESS_TOKEN);
    expect(list.body).not.toContain(APP_SECRET);
    const [stored] = await t.database.db.execute(sql`select config::text as config, secrets from channels where id = ${waChannel.id}`).then((r) => (r as unknown as { rows: { config: string; secrets: string }[] }).rows);
    expect(stored!.config + stored!.secrets).not.toContain(ACCESS_TOKEN);
    expect(stored!.config + stored!.secrets).not.toContain(APP_SECRET);
  });

  it('keeps a secret that an update leaves out, and checks the config whole', async () => {
    const res = await t.call(t.admin, 'PATCH', `/api/channels/${waChannel.id}/`, { config: { waba_id: 'waba-2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toMatchObject({ waba_id: 'waba-2', access_token: '••••1234' });
    const bad = await t.call(t.admin, 'PATCH', `/api/channels/${waChannel.id}/`, { config: { api_url: 'no es una url' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['config.api_url']);
  });

  it('refuses an unknown type, a missing campaign and a repeated name with field errors', async () => {
    const unknown = await t.call(t.admin, 'POST', '/api/channels/', { nombre: 'X', tipo: 'Fax', campaign: campaignId, config: {} });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['tipo']);
    const telegramConfig = { bot_token: '1:abc', webhook_secret: 'secreto' };
    const withoutCampaign = await t.call(t.admin, 'POST', '/api/channels/', { nombre: 'Sin campaña', tipo: 'Telegram', config: telegramConfig });
    expect(withoutCampaign.statusCode).toBe(400);
    expect(Object.keys(withoutCampaign.json())).toEqual(['campaign']);
    const unknownCampaign = await t.call(t.admin, 'POST', '/api/channels/', { nombre: 'Campaña inexistente', tipo: 'Telegram', campaign: 999_999, config: telegramConfig });
    expect(unknownCampaign.statusCode).toBe(400);
    expect(Object.keys(unknownCampaign.json())).toEqual(['campaign']);
    expect((await t.call(t.admin, 'GET', '/api/channels/')).json().map((c: ChannelRead) => c.nombre)).not.toContain('Sin campaña');
    const repeated = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: 'whatsapp ventas', tipo: 'Telegram', campaign: campaignId, config: { bot_token: 'a:b', webhook_secret: 'abc' },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ nombre: ['Ya existe un canal con ese nombre.'] });
  });

  it('is managed by SuperAdmin and Administrador only', async () => {
    expect((await t.call(staff.administrador.token, 'GET', '/api/channels/')).statusCode).toBe(200);
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'GET', '/api/channels/')).statusCode).toBe(403);
      expect((await t.call(user.token, 'DELETE', `/api/channels/${waChannel.id}/`)).statusCode).toBe(403);
    }
  });
});

describe('webhooks', () => {
  it('answers the subscription check with the challenge only for the right verify token', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `${waChannel.webhook_url}?hub.mode=subscribe&hub.verify_token=verificar-123&hub.challenge=4242` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('4242');
    const wrong = await t.app.inject({ method: 'GET', url: `${waChannel.webhook_url}?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=4242` });
    expect(wrong.statusCode).toBe(403);
  });

  it('refuses a delivery without or with a wrong signature and stores nothing', async () => {
    const phone = newPhone();
    const body = inboundText(phone, 'sin firma');
    expect((await postSigned(waChannel.webhook_url, body, APP_SECRET, null)).statusCode).toBe(401);
    expect((await postSigned(waChannel.webhook_url, body, 'otro-secreto')).statusCode).toBe(401);
    const tampered = await postSigned(waChannel.webhook_url, body.replace('sin firma', 'cambiado'), APP_SECRET, metaSignature(body, APP_SECRET));
    expect(tampered.statusCode).toBe(401);
    const stored = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(stored).toEqual([]);
  });

  it('stores the same message delivered twice once, creating the contact with its E.164 phone', async () => {
    const phone = newPhone();
    const body = inboundText(phone, 'Quiero información', 'Ana María Pérez', 'wamid.repetido-1');
    const first = await postSigned(waChannel.webhook_url, body);
    const again = await postSigned(waChannel.webhook_url, body);
    expect(first.json()).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    expect(again.json()).toEqual({ recibidos: 0, duplicados: 1, estados: 0 });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(conversation).toMatchObject({
      estado: 'EN_ESPERA', campaignId, type: 'WhatsApp', messagesReceived: 1, unreadCount: 1, agentId: null, viaBot: false,
      lastMessage: { kind: 'text', content: 'Quiero información', from_me: false },
    });
    expect(conversation!.waitingSince).toEqual(conversation!.createdAt);
    expect(conversation!.lastInboundAt).toEqual(conversation!.createdAt);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, conversation!.contactId));
    expect(contact).toMatchObject({
      firstName: 'Ana', lastName: 'María Pérez', phone: `+${phone}`, phoneDigits: phone, contactType: 'PERSONA NATURAL', createdBy: null,
    });
    // Its phone is the contact's first phone entry, as for a contact created on its screen.
    const data = await t.database.db.select().from(contactData).where(eq(contactData.contactId, contact!.id));
    expect(data).toMatchObject([{ tipo: 'Telefono', label: 'Principal', value1: `+${phone}` }]);
  });

  it('matches an existing contact by phone and appends to the open conversation', async () => {
    const phone = newPhone();
    const created = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
      first_name: 'Pedro', last_name: 'Gómez', email: `pedro${phone}@correo.co`, phone: `+${phone}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    await customerWrites(phone, 'Primero');
    const conversation = await customerWrites(phone, 'Segundo');
    expect(conversation.contactId).toBe(created.json().id);
    expect(conversation.messagesReceived).toBe(2);
    const open = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(open).toHaveLength(1);
  });

  it('takes Telegram updates only with the secret header, once per update_id', async () => {
    const update = JSON.stringify({ update_id: 90001, message: { message_id: 5, date: Math.floor(Date.now() / 1000), chat: { id: 777001, type: 'private' }, from: { id: 777001, first_name: 'Luis' }, text: 'Hola bot' } });
    const noSecret = await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers: { 'content-type': 'application/json' } });
    expect(noSecret.statusCode).toBe(401);
    const headers = { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET };
    expect((await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers })).json()).toMatchObject({ recibidos: 1 });
    expect((await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers })).json()).toMatchObject({ duplicados: 1 });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, '777001'));
    expect(conversation).toMatchObject({ type: 'Telegram', campaignId: otherCampaignId, estado: 'EN_ESPERA' });
  });

  it('answers 404 for a channel that does not exist or of another type, and 400 for a body that is not JSON', async () => {
    expect((await postSigned('/api/webhooks/whatsapp/999999/', inboundText(newPhone(), 'x'))).statusCode).toBe(404);
    expect((await postSigned(`/api/webhooks/messenger/${waChannel.id}/`, inboundText(newPhone(), 'x'))).statusCode).toBe(404);
    expect((await postSigned(waChannel.webhook_url, '{"roto":')).statusCode).toBe(400);
  });

  it('downloads inbound media with the bearer token and serves it to signed-in staff only', async () => {
    const phone = newPhone();
    const mediaId = wa.addMedia(Buffer.from('JPEG-bytes'), 'image/jpeg');
    const body = waDelivery({
      contacts: [{ profile: { name: 'Foto' }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'image', image: { id: mediaId, mime_type: 'image/jpeg', caption: 'mi factura' } }],
    });
    expect((await postSigned(waChannel.webhook_url, body)).statusCode).toBe(200);
    await runDueJobs(t.app, moduleJobs);
    const page = await t.call(t.admin, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${phone}`);
    expect(page.statusCode, page.body).toBe(200);
    const [image] = page.json().results;
    expect(image).toMatchObject({ msg_type: 'image', caption: 'mi factura', role: 'received', mime_type: 'image/jpeg' });
    expect((await t.app.inject({ method: 'GET', url: image.file })).statusCode).toBe(401);
    const file = await t.call(t.admin, 'GET', image.file);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('JPEG-bytes');
    const download = wa.requests.find((request) => request.path.startsWith('/media-download/'));
    expect(download?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });
});

describe('the queue', () => {
  it('shows a waiting conversation to the agents of its campaign only, oldest first', async () => {
    const older = await customerWrites(newPhone(), 'Primero en llegar');
    const newer = await customerWrites(newPhone(), 'Segundo en llegar');
    const mine = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
    const ids = (mine.json() as Paged<ConversationRead>).results.map((c) => c.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    const theirs = await t.call(outsider.token, 'GET', '/api/conversation/get_conversation_new/');
    expect((theirs.json() as Paged<ConversationRead>).results.map((c) => c.id)).not.toContain(older.id);
  });

  it('merges the queues of an agent with several campaigns in one order, page after page, with the right count', async () => {
    const [contact] = await t.database.db.select({ id: contacts.id }).from(contacts).limit(1);
    const longAgo = Date.UTC(2020, 0, 1);
    // Older than anything else in the queues, alternating between agent B's two campaigns, one in nobody's queue of B.
    const seeded = await t.database.db.insert(conversations).values(Array.from({ length: 7 }, (_, i) => ({
      channelId: waChannel.id, type: 'WhatsApp', address: newPhone(), contactId: contact!.id,
      campaignId: i === 3 ? null : i % 2 === 0 ? campaignId : otherCampaignId, estado: 'EN_ESPERA',
      createdAt: new Date(longAgo + i * 60_000), lastMessageAt: new Date(longAgo + i * 60_000), waitingSince: new Date(longAgo + i * 60_000),
    }))).returning({ id: conversations.id });
    const expected = seeded.filter((_, i) => i !== 3).map((row) => row.id);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = (await t.call(agentB.token, 'GET', `/api/conversation/get_conversation_new/?limit=2&offset=${offset}`)).json() as Paged<ConversationRead>;
      pages.push(...page.results.map((c) => c.id));
      const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(conversations)
        .where(sql`${conversations.estado} = 'EN_ESPERA' and ${conversations.campaignId} in (${campaignId}, ${otherCampaignId})`) as [{ n: number }];
      expect(page.count).toBe(n);
    }
    expect(pages).toEqual(expected.slice(0, 6));
    const fromTheOneCampaign = (await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=3')).json() as Paged<ConversationRead>;
    expect(fromTheOneCampaign.results.map((c) => c.id)).toEqual(seeded.filter((_, i) => i % 2 === 0 && i !== 3).map((row) => row.id).slice(0, 3));
    await t.database.db.update(conversations).set({ estado: 'FINALIZADA', closedAt: new Date() }).where(inArray(conversations.id, seeded.map((row) => row.id)));
  });

  it('gives a conversation clicked by two agents at once to exactly one; the other gets 409', async () => {
    const conversation = await customerWrites(newPhone(), 'Atiéndanme');
    const [a, b] = await Promise.all([
      t.call(staff.agente.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`),
      t.call(agentB.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({ detail: CHAT_MSG.alreadyAssigned });
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row!.estado).toBe('EN_GESTION');
    const winner = a.statusCode === 200 ? staff.agente : agentB;
    expect(row!.agentId).toBe(winner.id);
    const list = await t.call(winner.token, 'GET', '/api/conversation/get_conversation_gestion/');
    expect((list.json() as Paged<ConversationRead>).results.map((c) => c.id)).toContain(conversation.id);
  });

  it('does not let an agent of another campaign take or read a conversation', async () => {
    const conversation = await customerWrites(newPhone(), 'Hola');
    expect((await t.call(outsider.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`)).statusCode).toBe(404);
    expect((await t.call(outsider.token, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${conversation.address}`)).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('sends a reply as Graph expects, stores the wamid and applies receipts whatever their order', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const res = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Con gusto le ayudo' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({ role: 'From_me', status: 'pending', body: 'Con gusto le ayudo' });
    await runJobs();
    const sentRequest = wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!;
    expect(sentRequest.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sentRequest.json()).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: phone, type: 'text', text: { body: 'Con gusto le ayudo', preview_url: false },
    });
    const message = res.json().message;
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row!.status).toBe('sent');
    const receipt = (status: string) => waDelivery({ statuses: [{ id: row!.providerId, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: phone }] });
    for (const status of ['read', 'delivered', 'sent']) expect((await postSigned(waChannel.webhook_url, receipt(status))).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(after!.status).toBe('read');
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(conversation!.waitingSince).toBeNull();
  });

  it('refuses free text once 24 hours have passed since the customer wrote, without calling the provider', async () => {
    const phone = newPhone();
    const conversation = await takenBy(staff.agente, phone);
    await t.database.db.update(conversations).set({ lastInboundAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(conversations.id, conversation.id));
    const before = wa.requests.length;
    const res = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Hola de nuevo' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-error-code']).toBe('window_closed');
    expect(res.json()).toEqual({ detail: CHAT_MSG.windowClosed });
    expect(wa.requests.length).toBe(before);
  });

  it('stores a provider failure with its reason and answers the error the screen shows', async () => {
    const phone = newPhone();
    const conversation = await takenBy(staff.agente, phone);
    await t.call(t.admin, 'PATCH', `/api/channels/${waChannel.id}/`, { config: { access_token: 'token-vencido-0000' } });
    try {
      const res = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'No llegará' });
      expect(res.statusCode).toBe(201);
      await runJobs();
      const [failed] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation.id)).orderBy(sql`id desc`).limit(1);
      expect(failed).toMatchObject({ status: 'failed', body: 'No llegará' });
      expect(failed!.statusReason).toBe(`${CHAT_MSG.sendFailed} (código 190)`);
    } finally {
      await t.call(t.admin, 'PATCH', `/api/channels/${waChannel.id}/`, { config: { access_token: ACCESS_TOKEN } });
    }
  });

  it('sends a file uploaded to the media store, without any caption when the agent wrote none', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const boundary = '----atiende';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${phone}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nimage\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nDATA\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const bytes = Buffer.from(payload, 'latin1');
    const res = await t.request(staff.agente.token, {
      method: 'POST', url: '/api/whatsapp/message/', payload: bytes, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({ msg_type: 'image', caption: null, filename: 'foto.png', status: 'pending' });
    await runJobs();
    const send = wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!.json() as { type: string; image: { id: string; caption?: string } };
    expect(send.type).toBe('image');
    expect(send.image.id).toMatch(/^media-/);
    expect(send.image).not.toHaveProperty('caption');
  });

  it('refuses an empty text, a file of another type and a conversation of someone else', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const empty = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ body: [CHAT_MSG.emptyMessage] });
    const other = await t.call(agentB.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Hola' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: CHAT_MSG.notYours });
    const wrongRoute = await t.call(staff.agente.token, 'POST', '/api/telegram/message/', { phone, type: 'text', body: 'Hola' });
    expect(wrongRoute.statusCode).toBe(400);
  });

  it('sends a Telegram reply through sendMessage of the bot', async () => {
    const update = JSON.stringify({ update_id: 90100, message: { message_id: 9, date: Math.floor(Date.now() / 1000), chat: { id: 888001, type: 'private' }, from: { id: 888001, first_name: 'Sara' }, text: 'Buenas' } });
    await t.app.inject({ method: 'POST', url: tgChannel.webhook_url, payload: update, headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET } });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, '888001'));
    expect((await t.call(agentB.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`)).statusCode).toBe(200);
    const res = await t.call(agentB.token, 'POST', '/api/telegram/message/', { phone: '888001', type: 'text', body: 'Hola Sara' });
    expect(res.statusCode, res.body).toBe(201);
    await runJobs();
    const call = tg.requests.at(-1)!;
    expect(call.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
    expect(call.json()).toEqual({ chat_id: '888001', text: 'Hola Sara' });
  });
});

describe('notes, transfer and typification', () => {
  it('stores a note that is never sent', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const before = wa.requests.length;
    const res = await t.call(staff.agente.token, 'POST', `/api/conversation/${phone}/conversation_type_nota/?message_nota=${encodeURIComponent('Cliente molesto')}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ detail: CHAT_MSG.noteSaved, message: { msg_type: 'nota', body: 'Cliente molesto' } });
    expect(wa.requests.length).toBe(before);
  });

  it('needs a campaign to transfer; without an agent the conversation goes back to that queue', async () => {
    const phone = newPhone();
    const conversation = await takenBy(staff.agente, phone);
    const missing = await t.call(staff.agente.token, 'POST', `/api/conversation/${phone}/transfer_conversation/`, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['campaign']);
    const notMember = await t.call(staff.agente.token, 'POST', `/api/conversation/${phone}/transfer_conversation/`, { campaign: otherCampaignId, new_agent: staff.agente.id });
    expect(notMember.json()).toEqual({ new_agent: [CHAT_MSG.agentNotInCampaign] });
    const toQueue = await t.call(staff.agente.token, 'POST', `/api/conversation/${phone}/transfer_conversation/`, { campaign: otherCampaignId });
    expect(toQueue.statusCode, toQueue.body).toBe(200);
    expect(toQueue.json()).toMatchObject({ detail: CHAT_MSG.transferred, conversation: { estado: 'EN_ESPERA', agent: null, campaign: { id: otherCampaignId } } });
    const toAgent = await t.call(agentB.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`);
    expect(toAgent.statusCode).toBe(200);
  });

  it('closes the conversation with a gestión of the channel type, once', async () => {
    const phone = newPhone();
    const conversation = await takenBy(staff.agente, phone);
    const body = { calificacion: calificacionId, descripcion: descripcionId, observaciones: 'Compró el plan', campaign: campaignId };
    const res = await t.call(staff.agente.token, 'POST', `/api/guardar_gestion/?contacto=${conversation.contactId}`, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: CHAT_MSG.gestionSaved, gestion: { id: expect.any(Number) } });
    const [gestion] = await t.database.db.select().from(gestiones).where(eq(gestiones.id, res.json().gestion.id));
    expect(gestion).toMatchObject({ type: 'WhatsApp', estado: 'FINALIZADO', agentId: staff.agente.id, contactId: conversation.contactId });
    const [closed] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(closed).toMatchObject({ estado: 'FINALIZADA', gestionId: gestion!.id });
    const twice = await t.call(staff.agente.token, 'POST', `/api/guardar_gestion/?contacto=${conversation.contactId}`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: CHAT_MSG.conversationClosed });
    const finished = await t.call(staff.agente.token, 'GET', '/api/get_gestion_finalizada/?frecuencia=today');
    expect((finished.json() as Paged<ConversationRead>).results.map((c) => c.id)).toContain(conversation.id);
    const yesterday = await t.call(staff.agente.token, 'GET', '/api/get_gestion_finalizada/?frecuencia=yesterday');
    expect((yesterday.json() as Paged<ConversationRead>).results.map((c) => c.id)).not.toContain(conversation.id);
  });
});

describe('settings', () => {
  it('lets elevated roles change priorities to the allowed values only', async () => {
    const list = await t.call(staff.agente.token, 'GET', '/api/whatsapp/prioridad/');
    expect(list.statusCode).toBe(200);
    const medio = (list.json() as { id: number; name: string }[]).find((p) => p.name === 'MEDIO')!;
    expect((await t.call(staff.agente.token, 'PATCH', `/api/whatsapp/prioridad/${medio.id}/`, { time: 2 })).statusCode).toBe(403);
    expect((await t.call(staff.supervisor.token, 'PATCH', `/api/whatsapp/prioridad/${medio.id}/`, { time: 7 })).statusCode).toBe(400);
    const ok = await t.call(staff.supervisor.token, 'PATCH', `/api/whatsapp/prioridad/${medio.id}/`, { time: 2 });
    expect(ok.json()).toMatchObject({ name: 'MEDIO', time: 2 });
  });

  it('upper-cases a shortcut with a leading slash; only elevated roles create them', async () => {
    expect((await t.call(staff.agente.token, 'POST', '/api/whatsapp/atajos/', { atajo: 'hola', text: 'x', campaign: campaignId })).statusCode).toBe(403);
    const res = await t.call(staff.supervisor.token, 'POST', '/api/whatsapp/atajos/', { atajo: 'saludo', text: 'Buenos días, ¿en qué le ayudo?', campaign: campaignId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ atajo: '/SALUDO', message: CHAT_MSG.shortcutAdded });
    const mine = await t.call(staff.agente.token, 'GET', '/api/whatsapp/atajos/');
    expect((mine.json() as { atajo: string }[]).map((s) => s.atajo)).toContain('/SALUDO');
    const again = await t.call(staff.supervisor.token, 'POST', '/api/whatsapp/atajos/', { atajo: '/SALUDO', text: 'otro', campaign: campaignId });
    expect(again.json()).toEqual({ atajo: [CHAT_MSG.shortcutTaken] });
  });

  it('starts a conversation from a phone typed in the plus modal, normalised to E.164', async () => {
    const national = `30${String(Date.now()).slice(-8)}`;
    const typed = `${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6)}`;
    const res = await t.call(staff.agente.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: CHAT_MSG.phoneExists, conversation: { phone: `57${national}`, estado: 'EN_GESTION', agent: { id: staff.agente.id } } });
    // The contact it creates has the phone in E.164, like one created by the form.
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.phoneDigits, `57${national}`));
    expect(contact).toMatchObject({ phone: `+57${national}`, phoneUnparsed: false });
    const invalid = await t.call(staff.agente.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: '12' });
    expect(invalid.json()).toEqual({ phone: [CHAT_MSG.phoneMissing] });
  });
});

describe('sockets', () => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  it('tells the campaign\'s agents of a new waiting conversation and the agent of each new message, live', async () => {
    const queue = await connectSocket(base, `/ws/new_conversation/?token=${staff.agente.token}`);
    const outsiderQueue = await connectSocket(base, `/ws/new_conversation/?token=${outsider.token}`);
    const phone = newPhone();
    const conversation = await customerWrites(phone, 'Hola, ¿hay alguien?');
    expect(await queue.next()).toMatchObject({ type: 'message', conversation: conversation.id, phone });

    const mine = await connectSocket(base, `/ws/en_gestion_conversation/?token=${staff.agente.token}`);
    expect((await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation.id}/assign_agent/`)).statusCode).toBe(200);
    expect(await mine.next()).toMatchObject({ type: 'conversation', conversation: conversation.id, estado: 'EN_GESTION' });

    const chat = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${staff.agente.token}`);
    await customerWrites(phone, 'Sigo aquí');
    const frame = await chat.next<{ type: string; message: { body: string; role: string } }>();
    expect(frame).toMatchObject({ type: 'message', message: { body: 'Sigo aquí', role: 'received' } });

    await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Le escucho' });
    await runJobs();
    const frames = [await chat.next(), await chat.next()];
    expect(frames).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'message', message: expect.objectContaining({ body: 'Le escucho', role: 'From_me' }) }),
      expect.objectContaining({ type: 'status', status: 'sent' }),
    ]));
    expect(outsiderQueue.drain()).toEqual([]);
    for (const client of [queue, outsiderQueue, mine, chat]) client.socket.close();
  });

  it('closes a conversation idle past the closing time with a VENCIDO gestión and leaves a recent one open', async () => {
    const idle = await takenBy(staff.agente, newPhone());
    const recent = await customerWrites(newPhone(), 'Sigo esperando');
    await t.database.db.update(conversations).set({ lastMessageAt: sql`now() - interval '2 days'` }).where(eq(conversations.id, idle.id));
    const mine = await connectSocket(base, `/ws/en_gestion_conversation/?token=${staff.agente.token}`);
    expect(await expireConversations(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await mine.next()).toMatchObject({ type: 'conversation', conversation: idle.id, estado: 'FINALIZADA' });
    mine.socket.close();
    const [closed] = await t.database.db.select().from(conversations).where(eq(conversations.id, idle.id));
    expect(closed).toMatchObject({ estado: 'FINALIZADA', expired: true, waitingSince: null, gestionId: expect.any(Number) });
    const [gestion] = await t.database.db.select().from(gestiones).where(eq(gestiones.id, closed!.gestionId!));
    expect(gestion).toMatchObject({
      estado: 'VENCIDO', type: 'WhatsApp', contactId: idle.contactId, agentId: staff.agente.id, campaignId,
      observaciones: 'Conversación cerrada por inactividad.', createdAt: idle.createdAt,
    });
    const [open] = await t.database.db.select().from(conversations).where(eq(conversations.id, recent.id));
    expect(open!.estado).toBe('EN_ESPERA');
    expect(await expireConversations(t.database.db)).toBe(0);
  });
  it('tells who else has the conversation open, and when they leave', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const admin = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${t.admin}`);
    // The admin is listening once a message of the conversation reaches them.
    await customerWrites(phone, '¿Siguen ahí?');
    expect(await admin.next()).toMatchObject({ type: 'message', message: { body: '¿Siguen ahí?' } });
    const agent = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${staff.agente.token}`);
    expect(await admin.next()).toMatchObject({ type: 'presence', action: 'join', user: { id: staff.agente.id } });
    expect(await agent.next()).toMatchObject({ type: 'presence', action: 'here', user: { name: expect.any(String) } });
    agent.socket.close();
    expect(await admin.next()).toMatchObject({ type: 'presence', action: 'leave', user: { id: staff.agente.id } });
    admin.socket.close();
  });

  it('closes the conversation socket of someone who may not see it', async () => {
    const phone = newPhone();
    await customerWrites(phone, 'Privado');
    const socket = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${outsider.token}`);
    expect((await socket.closed).code).toBe(4404);
  });
});

describe('entry bot', () => {
  it('greets with a numbered menu of campaigns and puts the customer in the chosen queue', async () => {
    const created = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: 'WhatsApp con bot', tipo: 'WhatsApp', campaign: campaignId,
      bot: { welcome: '¡Hola! Bienvenido a Atiende.', campaigns: [campaignId, otherCampaignId] },
      config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: 'secreto-bot-1234', verify_token: 'v', api_url: wa.apiUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    const channel = created.json() as ChannelRead;
    const phone = newPhone();
    const write = (text: string) => postSigned(channel.webhook_url, inboundText(phone, text), 'secreto-bot-1234');

    expect((await write('Hola')).statusCode).toBe(200);
    await runDueJobs(t.app, moduleJobs);
    const [inBot] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(inBot).toMatchObject({ estado: 'BOT', campaignId: null, viaBot: true, waitingSince: null });
    const menu = wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!.json() as { to: string; text: { body: string } };
    expect(menu.to).toBe(phone);
    expect(menu.text.body).toMatch(/^¡Hola! Bienvenido a Atiende\.\n1\. Ventas chat .+\n2\. Soporte chat /);
    const waiting = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
    expect((waiting.json() as Paged<ConversationRead>).results.map((c) => c.phone)).not.toContain(phone);

    await write('7');
    await runDueJobs(t.app, moduleJobs);
    expect(wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!.json()).toMatchObject({ text: { body: expect.stringMatching(/^No entendí tu respuesta/) } });

    await write('2');
    await runDueJobs(t.app, moduleJobs);
    const [queued] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(queued).toMatchObject({ estado: 'EN_ESPERA', campaignId: otherCampaignId });
    expect(queued!.waitingSince).not.toBeNull();
    expect(wa.requests.filter((r) => r.path === '/v21.0/pnid/messages').at(-1)!.json()).toMatchObject({ text: { body: expect.stringMatching(/^Gracias\. Un asesor de Soporte chat/) } });
    const mine = await t.call(agentB.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
    expect((mine.json() as Paged<ConversationRead>).results.map((c) => c.phone)).toContain(phone);
  });
});

describe('Messenger', () => {
  it('takes a signed Page delivery once, as a Facebook conversation, ignoring our own echoes', async () => {
    const created = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: 'Página Facebook', tipo: 'Facebook', campaign: campaignId,
      config: { page_id: 'page-1', page_access_token: 'page-token-1234', app_secret: 'secreto-pagina-99', verify_token: 'v-fb', api_url: wa.apiUrl },
    });
    expect(created.statusCode, created.body).toBe(201);
    const channel = created.json() as ChannelRead;
    expect(channel.webhook_url).toBe(`/api/webhooks/messenger/${channel.id}/`);
    const event = (mid: string, text: string, echo = false) => ({ sender: { id: 'psid-42' }, recipient: { id: 'page-1' }, timestamp: Date.now(), message: { mid, text, ...(echo ? { is_echo: true } : {}) } });
    const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-1', time: Date.now(), messaging: [event('m_1', 'Hola página'), event('m_2', 'eco nuestro', true)] }] });
    expect((await postSigned(channel.webhook_url, body, 'otro')).statusCode).toBe(401);
    expect((await postSigned(channel.webhook_url, body, 'secreto-pagina-99')).json()).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    expect((await postSigned(channel.webhook_url, body, 'secreto-pagina-99')).json()).toEqual({ recibidos: 0, duplicados: 1, estados: 0 });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, 'psid-42'));
    expect(conversation).toMatchObject({ type: 'Facebook', estado: 'EN_ESPERA', messagesReceived: 1 });
    const verify = await t.app.inject({ method: 'GET', url: `${channel.webhook_url}?hub.mode=subscribe&hub.verify_token=v-fb&hub.challenge=77` });
    expect(verify.body).toBe('77');
  });

  it('answers through the Send API as the Page and keeps the mid', async () => {
    const fb = await startMessengerFake({ pageId: 'page-2', pageAccessToken: 'page-token-5678' });
    try {
      const created = await t.call(t.admin, 'POST', '/api/channels/', {
        nombre: 'Otra página', tipo: 'Facebook', campaign: campaignId,
        config: { page_id: 'page-2', page_access_token: 'page-token-5678', app_secret: 'secreto-pagina-2', verify_token: 'v2', api_url: fb.apiUrl },
      });
      const channel = created.json() as ChannelRead;
      const body = JSON.stringify({ object: 'page', entry: [{ id: 'page-2', time: Date.now(), messaging: [
        { sender: { id: 'psid-77' }, recipient: { id: 'page-2' }, timestamp: Date.now(), message: { mid: 'm_in_1', text: 'Hola' } },
      ] }] });
      expect((await postSigned(channel.webhook_url, body, 'secreto-pagina-2')).statusCode).toBe(200);
      const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, 'psid-77'));
      expect((await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`)).statusCode).toBe(200);
      const res = await t.call(staff.agente.token, 'POST', '/api/facebook/message/', { phone: 'psid-77', type: 'text', body: 'Hola, ¿en qué le ayudo?' });
      expect(res.statusCode, res.body).toBe(201);
      await runJobs();
      expect(fb.requests.at(-1)!.json()).toEqual({ recipient: { id: 'psid-77' }, messaging_type: 'RESPONSE', message: { text: 'Hola, ¿en qué le ayudo?' } });
      const [sent] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, res.json().message.id));
      expect(sent!.providerId).toMatch(/^m_/);
    } finally {
      await fb.close();
    }
  });
});

describe('contacts by phone', () => {
  it('finds a contact whose phone was saved without the country code', async () => {
    const national = `31${String(Date.now()).slice(-8)}`;
    const created = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
      first_name: 'Marta', last_name: 'Sin Indicativo', email: `marta${national}@correo.co`, phone: national,
    });
    expect(created.statusCode, created.body).toBe(201);
    const conversation = await customerWrites(`57${national}`, 'Hola, soy Marta');
    expect(conversation.contactId).toBe(created.json().id);
  });
});

describe('hostile requests', () => {
  it('gives twenty identical typifications at once exactly one gestión; the rest get 409', async () => {
    const phone = newPhone();
    const conversation = await takenBy(staff.agente, phone);
    const body = { calificacion: calificacionId, descripcion: descripcionId, campaign: campaignId };
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      t.call(staff.agente.token, 'POST', `/api/guardar_gestion/?contacto=${conversation.contactId}`, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const made = await t.database.db.select().from(gestiones).where(eq(gestiones.contactId, conversation.contactId));
    expect(made).toHaveLength(1);
  });

  it('gives a new number writing twenty times at once, each message delivered twice, one contact, one conversation and twenty messages', async () => {
    const phone = newPhone();
    const bodies = Array.from({ length: 20 }, (_, i) => inboundText(phone, `Mensaje ${i}`, 'Rosa Díaz', `wamid.rafaga-${phone}-${i}`));
    const answers = await Promise.all([...bodies, ...bodies].map((body) => postSigned(waChannel.webhook_url, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(answers.reduce((n, a) => n + a.json().recibidos, 0)).toBe(20);
    const opened = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ messagesReceived: 20, unreadCount: 20 });
    const people = await t.database.db.select().from(contacts).where(eq(contacts.phoneDigits, phone));
    expect(people).toHaveLength(1);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, opened[0]!.id));
    expect(stored).toHaveLength(20);
  });

  it('answers broken multipart, ids past 2^31 and NUL characters with a Spanish 4xx', async () => {
    const phone = newPhone();
    await takenBy(staff.agente, phone);
    const broken = await t.request(staff.agente.token, {
      method: 'POST', url: '/api/whatsapp/message/', payload: '--x\r\nContent-Disposition: form-data; name="phone"\r\n\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/[áéíóúñ]|archivo|solicitud/i);
    expect((await t.call(staff.agente.token, 'POST', '/api/conversation/2147483648/assign_agent/')).statusCode).toBe(400);
    const nul = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Hola\u0000 mundo' });
    expect(nul.statusCode, nul.body).toBe(201);
    expect(nul.json().message.body).toBe('Hola mundo');
    const otherAgent = await t.call(agentB.token, 'POST', `/api/conversation/${phone}/conversation_type_nota/?message_nota=x`);
    expect(otherAgent.statusCode).toBe(403);
  });
});
