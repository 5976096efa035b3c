import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Api, InputFile } from 'grammy';
import type { ChannelRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../test/harness.js';
import { campaignUsers, campaigns, conversations } from '../db/schema.js';

// A maintained client library (grammY) drives the Bot API stand-in as it would drive Telegram.
const t = useTestApp();
const staff = useStaff(t);

const BOT_TOKEN = '6012345678:AAF-simulador_grammy';
const WEBHOOK_SECRET = 'secreto_grammy_sim';
/** A PNG header of 2×3 pixels: enough for the simulator to tell its size. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 3]), Buffer.from('resto')]);

let origin: string;
let channel: ChannelRead;
let api: Api;

const newChatId = () => randomInt(100_000_000, 999_999_999);

function customerSays(chatId: number, text: string) {
  return t.call(staff.agente.token, 'POST', '/api/sim/messages/', { channel: channel.id, name: 'Julián Torres', address: String(chatId), kind: 'text', text });
}

async function customerSees(chatId: number) {
  const res = await t.call(staff.agente.token, 'GET', `/api/sim/conversation/?channel=${channel.id}&address=${chatId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { messages: { from: string; kind: string; text: string | null; file: { url: string; mime_type: string } | null; location: object | null }[] }).messages;
}

async function conversationOf(chatId: number) {
  const [found] = await t.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.address, String(chatId)));
  return found;
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  // The server's own address, as PORT would give it.
  t.app.config.port = (t.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${t.app.config.port}`;
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `grammY ${randomUUID()}`, description: 'Bot API simulada' }).returning({ id: campaigns.id });
  await t.database.db.insert(campaignUsers).values({ campaignId: campaign!.id, userId: staff.agente.id });
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: 'Telegram grammY', tipo: 'Telegram', campaign: campaign!.id,
    config: { bot_token: BOT_TOKEN, webhook_secret: WEBHOOK_SECRET, api_url: '/sim/telegram' },
  });
  expect(created.statusCode, created.body).toBe(201);
  channel = created.json();
  api = new Api(BOT_TOKEN, { apiRoot: `${origin}/sim/telegram` });
});

describe('the Bot API stand-in driven by grammY', () => {
  it('sends text, an uploaded photo, a media group and a location, edits a text and shows a chat action', async () => {
    const chatId = newChatId();
    expect(await api.getMe()).toMatchObject({ is_bot: true, first_name: 'Telegram grammY', id: 6012345678 });

    const greeting = await api.sendMessage(chatId, 'Hola, ¿en qué le ayudo?');
    expect(greeting).toMatchObject({ chat: { id: chatId }, text: 'Hola, ¿en qué le ayudo?', from: { is_bot: true } });
    const photo = await api.sendPhoto(chatId, new InputFile(PNG, 'cotizacion.png'), { caption: 'Su cotización' });
    expect(photo.photo?.[0]).toMatchObject({ width: 2, height: 3, file_size: PNG.length });
    expect(photo.caption).toBe('Su cotización');
    const group = await api.sendMediaGroup(chatId, [
      { type: 'document', media: new InputFile(Buffer.from('%PDF-1.4 poliza'), 'poliza.pdf'), caption: 'Póliza' },
      { type: 'document', media: new InputFile(Buffer.from('%PDF-1.4 anexo'), 'anexo.pdf') },
    ]);
    expect(group).toHaveLength(2);
    const [poliza, anexo] = group as { media_group_id?: string; document?: { file_name?: string } }[];
    expect(poliza).toMatchObject({ media_group_id: expect.any(String), document: { file_name: 'poliza.pdf' } });
    expect(anexo).toMatchObject({ media_group_id: poliza!.media_group_id, document: { file_name: 'anexo.pdf' } });
    const location = await api.sendLocation(chatId, 4.6097, -74.0817);
    expect(location.location).toEqual({ latitude: 4.6097, longitude: -74.0817 });

    const edited = await api.editMessageText(chatId, greeting.message_id, 'Hola, ¿en qué le puedo ayudar?');
    expect(edited).toMatchObject({ message_id: greeting.message_id, text: 'Hola, ¿en qué le puedo ayudar?', edit_date: expect.any(Number) });
    await expect(api.editMessageText(chatId, greeting.message_id, 'Hola, ¿en qué le puedo ayudar?'))
      .rejects.toMatchObject({ error_code: 400, description: expect.stringContaining('message is not modified') });
    expect(await api.sendChatAction(chatId, 'typing')).toBe(true);
    expect(await api.answerCallbackQuery('4382bfdwdsb323b2d9')).toBe(true);

    const seen = await customerSees(chatId);
    expect(seen.map((m) => [m.from, m.kind, m.text])).toEqual([
      ['agent', 'text', 'Hola, ¿en qué le puedo ayudar?'], ['agent', 'image', 'Su cotización'],
      ['agent', 'document', 'Póliza'], ['agent', 'document', null], ['agent', 'location', null],
    ]);
    // grammY uploads every file as application/octet-stream: the photo keeps the type of its bytes.
    expect(seen[1]!.file!.mime_type).toBe('image/png');
    expect((await t.call(staff.agente.token, 'GET', seen[1]!.file!.url)).rawPayload).toEqual(PNG);
    expect((await t.call(staff.agente.token, 'GET', seen[2]!.file!.url)).body).toBe('%PDF-1.4 poliza');
  });

  it('refuses getUpdates while the webhook is set, and after deleteWebhook hands the customer messages to getUpdates', async () => {
    const info = await api.getWebhookInfo();
    expect(info).toMatchObject({ url: `${origin}/api/webhooks/telegram/${channel.id}/`, pending_update_count: 0, has_custom_certificate: false });
    await expect(api.getUpdates()).rejects.toMatchObject({ error_code: 409, description: expect.stringContaining("can't use getUpdates method while webhook is active") });

    expect(await api.deleteWebhook()).toBe(true);
    expect(await api.getWebhookInfo()).toMatchObject({ url: '', pending_update_count: 0 });
    const chatId = newChatId();
    const sent = await customerSays(chatId, 'Hola, quiero renovar mi póliza');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message.status).toBe('sent');
    expect(await conversationOf(chatId)).toBeUndefined();
    expect((await api.getWebhookInfo()).pending_update_count).toBe(1);

    const [first, ...others] = await api.getUpdates({ timeout: 0 });
    expect(others).toEqual([]);
    expect(first!.message).toMatchObject({ text: 'Hola, quiero renovar mi póliza', chat: { id: chatId, type: 'private' }, from: { first_name: 'Julián', last_name: 'Torres' } });
    // Long polling: the next call waits until the customer writes again.
    const polling = api.getUpdates({ offset: first!.update_id + 1, timeout: 20 });
    expect((await customerSays(chatId, '¿Siguen ahí?')).statusCode).toBe(201);
    const [second] = await polling;
    expect(second).toMatchObject({ update_id: expect.any(Number), message: { text: '¿Siguen ahí?' } });
    expect(second!.update_id).toBeGreaterThan(first!.update_id);
    expect((await customerSees(chatId)).map((m) => m.text)).toEqual(['Hola, quiero renovar mi póliza', '¿Siguen ahí?']);
    expect(await api.getUpdates({ offset: second!.update_id + 1, timeout: 0 })).toEqual([]);
    expect(await conversationOf(chatId)).toBeUndefined();
  });

  it('sets the webhook back to the channel with its secret token, and refuses any other URL', async () => {
    await expect(api.setWebhook('https://example.com/hook')).rejects.toMatchObject({ error_code: 400, description: expect.stringContaining('bad webhook') });
    expect(await api.setWebhook(`${origin}/api/webhooks/telegram/${channel.id}/`, { secret_token: WEBHOOK_SECRET, drop_pending_updates: true })).toBe(true);
    expect(await api.getWebhookInfo()).toMatchObject({ url: `${origin}/api/webhooks/telegram/${channel.id}/`, pending_update_count: 0, max_connections: 40 });
    const chatId = newChatId();
    const sent = await customerSays(chatId, 'Buenos días');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message.status).toBe('delivered');
    expect(await conversationOf(chatId)).toBeDefined();

    // A secret token the channel does not expect: the webhook refuses, and getWebhookInfo says so.
    await api.setWebhook(`${origin}/api/webhooks/telegram/${channel.id}/`, { secret_token: 'otro_secreto' });
    const refused = await customerSays(newChatId(), 'Hola');
    expect(refused.statusCode, refused.body).toBe(502);
    expect(await api.getWebhookInfo()).toMatchObject({ last_error_message: expect.stringContaining('Wrong response from the webhook'), last_error_date: expect.any(Number) });
    await api.setWebhook(`${origin}/api/webhooks/telegram/${channel.id}/`, { secret_token: WEBHOOK_SECRET });
    expect((await customerSays(newChatId(), 'Hola otra vez')).statusCode).toBe(201);
  });

  it('reads method names in any case, and answers in Telegram error shape: 404 for unknown methods and malformed tokens, 401 for unknown bots', async () => {
    const call = (path: string, body: object = {}) => fetch(`${origin}/sim/telegram/${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const upper = await call(`bot${BOT_TOKEN}/SENDMESSAGE`, { chat_id: newChatId(), text: 'En mayúsculas' });
    expect(upper.status).toBe(200);
    expect(await upper.json()).toMatchObject({ ok: true, result: { text: 'En mayúsculas' } });
    const unknownMethod = await call(`bot${BOT_TOKEN}/sendTelepathy`);
    expect(unknownMethod.status).toBe(404);
    expect(await unknownMethod.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    const malformed = await call('botno-es-un-token/getMe');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    const unknownBot = await call('bot999:desconocido/getMe');
    expect(unknownBot.status).toBe(401);
    expect(await unknownBot.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    const badAction = await call(`bot${BOT_TOKEN}/sendChatAction`, { chat_id: newChatId(), action: 'dancing' });
    expect(await badAction.json()).toEqual({ ok: false, error_code: 400, description: 'Bad Request: wrong parameter action in request' });
  });
});
