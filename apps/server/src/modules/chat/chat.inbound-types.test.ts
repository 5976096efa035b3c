import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ChannelRead, ChatMessageRead, ContactMessagesPage } from '@atiende/shared';
import { useTestApp } from '../../test/harness.js';
import { campaigns, chatMessages, conversations } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startWhatsappFake } from '../../integrations/whatsapp/whatsapp.fake.js';
import { startTelegramFake } from '../../integrations/telegram/telegram.fake.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';

/*
 * Every inbound message type, from the providers' documented example payloads (the JSON fixtures of each
 * provider folder), through the real signed webhook route: what is stored, and what the agent's message
 * list answers.
 */

const t = useTestApp();

const ACCESS_TOKEN = 'EAAtoken-tipos-1234';
const APP_SECRET = 'secreto-tipos-5678';
const PAGE_SECRET = 'secreto-pagina-tipos';
const BOT_TOKEN = '7000000001:bot-tipos-9999';
const TG_SECRET = 'secreto_tipos_tg';
const WA_PHONE = '573001112233';
const TG_CHAT = '770011';
const PSID = '6783461958367812';

let wa: Awaited<ReturnType<typeof startWhatsappFake>>;
let tg: Awaited<ReturnType<typeof startTelegramFake>>;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;
let fbChannel: ChannelRead;

type Provider = 'whatsapp' | 'telegram' | 'messenger';
const fixture = (provider: Provider, name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../integrations/${provider}/fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

function postMeta(channel: ChannelRead, secret: string, payload: unknown) {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST', url: channel.webhook_url, payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, secret) },
  });
}

function postTelegram(payload: unknown) {
  return t.app.inject({
    method: 'POST', url: tgChannel.webhook_url, payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': TG_SECRET },
  });
}

async function delivered(res: Awaited<ReturnType<typeof postTelegram>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { recibidos: number; duplicados: number; estados: number };
}

/** The agent's view of the address's conversation, oldest first. */
async function messagesOf(address: string): Promise<ChatMessageRead[]> {
  const res = await t.call(t.admin, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${address}&limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ContactMessagesPage).results;
}

const latest = async (address: string) => (await messagesOf(address)).at(-1)!;

async function storedByProviderId(channelId: number, providerId: string) {
  const [row] = await t.database.db.select().from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.providerId, providerId)));
  return row;
}

beforeAll(async () => {
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
  tg = await startTelegramFake({ botToken: BOT_TOKEN });
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `Tipos ${randomUUID()}`, description: 'Tipos de mensaje' }).returning({ id: campaigns.id });
  const create = async (body: object) => {
    const res = await t.call(t.admin, 'POST', '/api/channels/', { campaign: campaign!.id, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ChannelRead;
  };
  waChannel = await create({
    nombre: 'WhatsApp tipos', tipo: 'WhatsApp',
    config: { phone_number_id: '106540352242922', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v', api_url: wa.apiUrl },
  });
  tgChannel = await create({ nombre: 'Telegram tipos', tipo: 'Telegram', config: { bot_token: BOT_TOKEN, webhook_secret: TG_SECRET, api_url: tg.apiUrl } });
  fbChannel = await create({
    nombre: 'Messenger tipos', tipo: 'Facebook',
    config: { page_id: '108512345678901', page_access_token: 'page-token-tipos', app_secret: PAGE_SECRET, verify_token: 'v', api_url: wa.apiUrl },
  });
});

afterAll(async () => {
  await wa?.close();
  await tg?.close();
});

describe('WhatsApp message types', () => {
  const post = (name: string, change?: (payload: Record<string, unknown>) => void) => {
    const payload = fixture('whatsapp', name);
    change?.(payload);
    return postMeta(waChannel, APP_SECRET, payload).then(delivered);
  };

  it('stores a text and a reply quoting it (context.id becomes reply_to_id)', async () => {
    expect(await post('text')).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    expect(await post('text-reply')).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    const first = await storedByProviderId(waChannel.id, 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=');
    const reply = await storedByProviderId(waChannel.id, 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUZCOTk2QTg5NzE0MTVGQjlDRQA=');
    expect(reply).toMatchObject({ msgType: 'text', body: 'Es este, el de la semana pasada', replyToId: first!.id });
    const shown = (await messagesOf(WA_PHONE)).find((m) => m.id === reply!.id)!;
    expect(shown.reply_to).toEqual({ id: first!.id, body: first!.body, role: 'received' });
  });

  it('shows a reaction on the message it reacts to, without a new bubble, and an empty emoji removes it', async () => {
    const before = (await messagesOf(WA_PHONE)).length;
    await post('reaction');
    const target = (await messagesOf(WA_PHONE)).find((m) => m.body === 'Hola, quiero saber el estado de mi pedido')!;
    expect(target.reactions).toEqual([{ emoji: '👍', role: 'received' }]);
    expect(await messagesOf(WA_PHONE)).toHaveLength(before);
    await post('reaction-removed');
    expect((await messagesOf(WA_PHONE)).find((m) => m.id === target.id)!.reactions).toEqual([]);
  });

  it('applies an edit and a revoke to the original message', async () => {
    const original = (await messagesOf(WA_PHONE)).find((m) => m.body === 'Es este, el de la semana pasada')!;
    await post('edit');
    expect((await messagesOf(WA_PHONE)).find((m) => m.id === original.id)).toMatchObject({ body: 'Es este, el del martes pasado', edited: true, revoked: false });
    await post('revoke');
    expect((await messagesOf(WA_PHONE)).find((m) => m.id === original.id)).toMatchObject({ body: '', revoked: true });
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, original.id));
    expect(row!.editedAt).not.toBeNull();
    expect(row!.revokedAt).not.toBeNull();
  });

  it('applies an `edited` text to the message it names, without a new bubble', async () => {
    const count = (await messagesOf(WA_PHONE)).length;
    expect(await post('text-edited')).toEqual({ recibidos: 0, duplicados: 0, estados: 0 });
    const original = (await messagesOf(WA_PHONE)).find((m) => m.body === 'Hola, quiero saber el estado de mi pedido 4471');
    expect(original).toMatchObject({ role: 'received', edited: true });
    expect(await messagesOf(WA_PHONE)).toHaveLength(count);
  });

  it('stores shared contacts with their names and phones, and a readable summary', async () => {
    await post('contacts');
    expect(await latest(WA_PHONE)).toMatchObject({
      msg_type: 'contacts', body: 'Barbara J. Johnson +57 300 555 1234 +57 601 555 9876',
      extra: { contactos: [{ nombre: 'Barbara J. Johnson', telefonos: ['+57 300 555 1234', '+57 601 555 9876'] }] },
    });
  });

  it('stores reply buttons, list rows and template buttons as text with the chosen button', async () => {
    await post('interactive-button-reply');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'text', body: 'Cambiar mi cita', extra: { boton: { id: 'cambiar-cita' } } });
    await post('interactive-list-reply');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'text', body: 'Plan Hogar 300', extra: { boton: { id: 'plan-hogar-300' } } });
    await post('button');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'text', body: 'No', extra: { boton: { id: 'No-Button-Payload' } } });
  });

  it('stores a location with its name and address', async () => {
    await post('location');
    expect(await latest(WA_PHONE)).toMatchObject({
      msg_type: 'location', latitude: 4.6209, longitude: -74.0676,
      extra: { lugar: { nombre: 'Centro Internacional', direccion: 'Carrera 7 # 32-16, Bogotá' } },
    });
  });

  it('stores an order as a readable summary of items, quantities, prices and currency', async () => {
    await post('order');
    expect(await latest(WA_PHONE)).toMatchObject({
      msg_type: 'order', body: 'Para entregar el viernes',
      extra: { pedido: { resumen: '1 × SOAT-AUTO a 745000 COP; 2 × ASIST-VIAL a 35000 COP; Total: 815000 COP' } },
    });
  });

  it('stores system messages, and unsupported or unknown types with their original name', async () => {
    await post('system');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'sistema', body: 'Sheena cambió su número de teléfono a 573001112244' });
    await post('unsupported');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'unsupported', body: '', extra: { tipo_original: 'poll' } });
    await post('unknown');
    expect(await latest(WA_PHONE)).toMatchObject({ msg_type: 'unsupported', extra: { tipo_original: 'unknown' } });
    const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, WA_PHONE));
    expect(conversation!.lastMessage).toEqual({ kind: 'unsupported', content: 'Mensaje no compatible', from_me: false });
  });

  it('fetches an image through its media id with the bearer token', async () => {
    const mediaId = wa.addMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    await post('image', (payload) => {
      const value = (payload.entry as { changes: { value: { messages: { image: { id: string } }[] } }[] }[])[0]!.changes[0]!.value;
      value.messages[0]!.image.id = mediaId;
    });
    await runDueJobs(t.app, moduleJobs);
    const image = await latest(WA_PHONE);
    expect(image).toMatchObject({ msg_type: 'image', caption: 'Mi factura', mime_type: 'image/jpeg' });
    expect((await t.call(t.admin, 'GET', image.file!)).rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  });

  it('takes a template review (message_template_status_update) without storing a message', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(chatMessages))[0]!.n;
    const before = await count();
    expect(await post('template-status')).toEqual({ recibidos: 0, duplicados: 0, estados: 0 });
    expect(await count()).toBe(before);
  });
});

describe('Telegram message types', () => {
  const MEDIA: [string, string, string][] = [
    ['photo', 'AgACAgEAAxkBAAIBZmZz1large', 'image'],
    ['document', 'BQACAgEAAxkBAAIBZ2Zz1document', 'document'],
    ['audio', 'CQACAgEAAxkBAAIBaGZz1audio', 'audio'],
    ['voice', 'AwACAgEAAxkBAAIBaWZz1voice', 'audio'],
    ['video', 'BAACAgEAAxkBAAIBamZz1video', 'video'],
    ['video_note', 'DQACAgEAAxkBAAIBa2Zz1videonote', 'video'],
    ['sticker', 'CAACAgIAAxkBAAIBbGZz1sticker', 'sticker'],
    ['animation', 'CgACAgQAAxkBAAIBbWZz1animation', 'video'],
  ];

  it('stores the text of a first message under <chat_id>:<message_id>', async () => {
    expect(await delivered(await postTelegram(fixture('telegram', 'text')))).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    expect(await storedByProviderId(tgChannel.id, `${TG_CHAT}:101`)).toMatchObject({ msgType: 'text', body: 'Hola, necesito ayuda con mi factura' });
  });

  it.each(MEDIA)('fetches a %s through getFile', async (name, fileId, msgType) => {
    const bytes = Buffer.from(`contenido de ${name}`);
    tg.addFile(fileId, bytes);
    await delivered(await postTelegram(fixture('telegram', name)));
    await runDueJobs(t.app, moduleJobs);
    const message = await latest(TG_CHAT);
    expect(message.msg_type).toBe(msgType);
    expect(tg.requests.some((r) => r.path.endsWith('/getFile') && (r.json() as { file_id?: string }).file_id === fileId)).toBe(true);
    expect((await t.call(t.admin, 'GET', message.file!)).rawPayload).toEqual(bytes);
  });

  it('stores a shared contact, a venue with its place and a plain location', async () => {
    await postTelegram(fixture('telegram', 'contact'));
    expect(await latest(TG_CHAT)).toMatchObject({ msg_type: 'contacts', extra: { contactos: [{ nombre: 'Marta Gómez', telefonos: ['+573005551234'] }] } });
    await postTelegram(fixture('telegram', 'venue'));
    expect(await latest(TG_CHAT)).toMatchObject({
      msg_type: 'location', latitude: 4.6097, longitude: -74.0817, extra: { lugar: { nombre: 'Museo del Oro', direccion: 'Carrera 6 # 15-88, Bogotá' } },
    });
    await postTelegram(fixture('telegram', 'location'));
    expect(await latest(TG_CHAT)).toMatchObject({ msg_type: 'location', latitude: 6.2442, longitude: -75.5812, extra: null });
  });

  it('links a reply to the quoted message and applies an edited_message to the original', async () => {
    await postTelegram(fixture('telegram', 'reply'));
    const original = await storedByProviderId(tgChannel.id, `${TG_CHAT}:101`);
    expect(await storedByProviderId(tgChannel.id, `${TG_CHAT}:113`)).toMatchObject({ replyToId: original!.id });
    const count = (await messagesOf(TG_CHAT)).length;
    expect(await delivered(await postTelegram(fixture('telegram', 'edited_message')))).toEqual({ recibidos: 0, duplicados: 0, estados: 0 });
    expect((await messagesOf(TG_CHAT)).find((m) => m.id === original!.id)).toMatchObject({ body: 'Hola, necesito ayuda con mi factura de mayo', edited: true });
    expect(await messagesOf(TG_CHAT)).toHaveLength(count);
  });

  it('stores a pressed inline button as its text and answers the callback query', async () => {
    await delivered(await postTelegram(fixture('telegram', 'callback_query')));
    expect(await latest(TG_CHAT)).toMatchObject({ msg_type: 'text', body: 'Hablar con un asesor', extra: { boton: { id: 'asesor' } } });
    await runDueJobs(t.app, moduleJobs);
    const answered = tg.requests.filter((r) => r.path === `/bot${BOT_TOKEN}/answerCallbackQuery`).map((r) => r.json());
    expect(answered).toEqual([{ callback_query_id: '4382bfdwdsb323b2d9' }]);
  });

  it('stores a type it cannot show as unsupported with its name', async () => {
    await postTelegram(fixture('telegram', 'poll'));
    expect(await latest(TG_CHAT)).toMatchObject({ msg_type: 'unsupported', extra: { tipo_original: 'poll' } });
  });

  it('detects a redelivery by chat and message id, whatever its update_id, and keeps equal message ids of other chats', async () => {
    const text = fixture('telegram', 'text') as { update_id: number; message: { chat: { id: number }; text: string } };
    expect(await delivered(await postTelegram({ ...text, update_id: 950000001 }))).toEqual({ recibidos: 0, duplicados: 1, estados: 0 });
    const otherChat = { ...text, update_id: 950000002, message: { ...text.message, chat: { ...text.message.chat, id: 770099 }, text: 'Otro chat' } };
    expect(await delivered(await postTelegram(otherChat))).toEqual({ recibidos: 1, duplicados: 0, estados: 0 });
    expect(await storedByProviderId(tgChannel.id, '770099:101')).toMatchObject({ body: 'Otro chat' });
  });
});

describe('Messenger message types', () => {
  const post = (name: string) => postMeta(fbChannel, PAGE_SECRET, fixture('messenger', name)).then(delivered);

  it('stores every attachment of a message, the text as the first one\'s caption', async () => {
    expect(await post('attachments')).toEqual({ recibidos: 3, duplicados: 0, estados: 0 });
    const messages = await messagesOf(PSID);
    expect(messages.map((m) => [m.msg_type, m.caption])).toEqual([['image', 'Estas son las fotos del daño'], ['image', null], ['document', null]]);
    // The CDN is not reachable from the tests: the downloads are left out here (the allow-list has its own tests).
    await t.database.db.execute(sql`delete from jobs where kind = 'chat.media' and status = 'queued'`);
  });

  it('stores a postback as the pressed button\'s title', async () => {
    await post('postback');
    expect(await latest(PSID)).toMatchObject({ msg_type: 'text', body: 'Hablar con un asesor', extra: { boton: { id: 'ASESOR_PAYLOAD' } } });
  });

  it('shows a reaction on the target message and takes it away on unreact', async () => {
    await post('text');
    const target = await latest(PSID);
    await post('reaction');
    expect((await messagesOf(PSID)).find((m) => m.id === target.id)!.reactions).toEqual([{ emoji: '❤️', role: 'received' }]);
    await post('unreact');
    expect((await messagesOf(PSID)).find((m) => m.id === target.id)!.reactions).toEqual([]);
  });
});
