import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ChannelRead, ChatMessageRead, ConversationRead, Paged } from '@atiende/shared';
import { useStaff, useTestApp, type TestUser } from '../test/harness.js';
import { campaignUsers, campaigns, chatMessages, conversations, roles, userRoles } from '../db/schema.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { moduleJobs } from '../modules/index.js';
import { resolveApiUrl } from './simulator.url.js';

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAsimulador-token-1234';
const BOT_TOKEN = '7654321:simulador-bot-token';

let origin: string;
let waChannel: ChannelRead;
let tgChannel: ChannelRead;
let realChannel: ChannelRead;
let outsider: TestUser;

/** A Colombian mobile as the simulator page proposes them. */
const newPhone = () => `57300${randomInt(1_000_000, 9_999_999)}`;
/** A PNG header of 2×3 pixels: enough for the simulator to tell its size. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 3]), Buffer.from('resto')]);

async function createChannel(body: object): Promise<ChannelRead> {
  const res = await t.call(t.admin, 'POST', '/api/channels/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function customerSays(channel: ChannelRead, address: string, message: object, name = 'Camila Rojas') {
  return t.call(staff.agente.token, 'POST', '/api/sim/messages/', { channel: channel.id, name, address, ...message });
}

async function customerSees(channel: ChannelRead, address: string) {
  const res = await t.call(staff.agente.token, 'GET', `/api/sim/conversation/?channel=${channel.id}&address=${address}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { name: string; messages: { id: string; from: string; kind: string; text: string | null; status: string; file: { url: string } | null }[] };
}

/** The agent finds the customer's conversation in the queue and takes it. */
async function agentTakes(address: string) {
  const queue = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
  const waiting = (queue.json() as Paged<ConversationRead>).results.find((c) => c.phone === address);
  expect(waiting, `${address} en la cola`).toBeDefined();
  const taken = await t.call(staff.agente.token, 'POST', `/api/conversation/${waiting!.id}/assign_agent/`);
  expect(taken.statusCode, taken.body).toBe(200);
  return waiting!;
}

async function agentMessages(address: string): Promise<ChatMessageRead[]> {
  const res = await t.call(staff.agente.token, 'GET', `/api/whatsapp/message/contact_messages/?phone_number=${address}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

beforeAll(async () => {
  // The adapters reach the simulator over HTTP, as they would reach Meta or Telegram.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.database.db;
  const [campaign] = await db.insert(campaigns).values({ name: `Simulador ${randomUUID()}`, description: 'Chat simulado' }).returning({ id: campaigns.id });
  await db.insert(campaignUsers).values({ campaignId: campaign!.id, userId: staff.agente.id });
  waChannel = await createChannel({
    nombre: 'WhatsApp simulado', tipo: 'WhatsApp', campaign: campaign!.id,
    config: { phone_number_id: 'sim-pnid', waba_id: 'sim-waba', access_token: ACCESS_TOKEN, app_secret: 'secreto-app-sim', verify_token: 'verificar', api_url: `${origin}/sim/whatsapp/v21.0` },
  });
  tgChannel = await createChannel({
    nombre: 'Telegram simulado', tipo: 'Telegram', campaign: campaign!.id,
    config: { bot_token: BOT_TOKEN, webhook_secret: 'secreto_tg_sim', api_url: `${origin}/sim/telegram` },
  });
  realChannel = await createChannel({
    nombre: 'WhatsApp real', tipo: 'WhatsApp', campaign: campaign!.id,
    config: { phone_number_id: 'real-pnid', waba_id: 'waba', access_token: 'otro-token', app_secret: 'otro-secreto', verify_token: 'v' },
  });
  // A staff member who neither attends chats nor manages channels.
  outsider = await t.userWithRole(null);
  const [role] = await db.insert(roles).values({ nombre: `Sin chat ${randomUUID()}` }).returning({ id: roles.id });
  await db.insert(userRoles).values({ userId: outsider.id, roleId: role!.id });
});

describe('the api_url of a simulated channel', () => {
  it('is resolved against the server\'s own address when it is a path, and used as it is when it is a full URL', () => {
    expect(resolveApiUrl('/sim/telegram', { host: '0.0.0.0', port: 3517 })).toBe('http://127.0.0.1:3517/sim/telegram');
    expect(resolveApiUrl('/sim/whatsapp/v21.0', { host: '::', port: 8080 })).toBe('http://127.0.0.1:8080/sim/whatsapp/v21.0');
    expect(resolveApiUrl('/sim/telegram', { host: '10.0.0.7', port: 3000 })).toBe('http://10.0.0.7:3000/sim/telegram');
    expect(resolveApiUrl('/sim/telegram', { host: '::1', port: 3000 })).toBe('http://[::1]:3000/sim/telegram');
    expect(resolveApiUrl('https://api.telegram.org', { host: '0.0.0.0', port: 3000 })).toBe('https://api.telegram.org');
  });

  it('may be the path alone, and is listed as such for the simulator page', async () => {
    const res = await t.call(staff.agente.token, 'GET', '/api/sim/channels/');
    expect(res.json().api_urls).toEqual({ WhatsApp: '/sim/whatsapp/v21.0', Telegram: '/sim/telegram' });
    const refused = await t.call(t.admin, 'POST', '/api/channels/', {
      nombre: 'Ruta que no es del simulador', tipo: 'Telegram', campaign: waChannel.campaign,
      config: { bot_token: '1:x', webhook_secret: 'x', api_url: '/otra/ruta' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ config: [expect.stringContaining('ruta del simulador')] });
  });
});

describe('the customer side', () => {
  it('lists the channels whose api_url points at the simulator, and the api_urls to give them', async () => {
    const res = await t.call(staff.agente.token, 'GET', '/api/sim/channels/');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().channels.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([waChannel.id, tgChannel.id]));
    expect(ids).not.toContain(realChannel.id);
    expect(res.json().api_urls.WhatsApp).toMatch(/\/sim\/whatsapp\/v21\.0$/);
    expect(res.json().api_urls.Telegram).toMatch(/\/sim\/telegram$/);
  });

  it('is for signed-in staff who attend chats or manage channels, and only for simulated channels', async () => {
    expect((await t.call(null, 'GET', '/api/sim/channels/')).statusCode).toBe(401);
    expect((await t.call(outsider.token, 'GET', '/api/sim/channels/')).statusCode).toBe(403);
    const real = await customerSays(realChannel, newPhone(), { kind: 'text', text: 'Hola' });
    expect(real.statusCode).toBe(404);
    const badImage = await customerSays(waChannel, newPhone(), { kind: 'image', file: { name: 'a.gif', mime_type: 'image/gif', data: 'R0lGODlh' } });
    expect(badImage.json()).toEqual({ file: ['La imagen debe ser JPG o PNG.'] });
  });
});

describe('who may play the customer', () => {
  it('is the people of the channel campaign, or whoever sees every chat: other agents neither read, write nor list it', async () => {
    const phone = newPhone();
    const image = await customerSays(waChannel, phone, { kind: 'image', file: { name: 'cedula.png', mime_type: 'image/png', data: PNG.toString('base64') } });
    expect(image.statusCode, image.body).toBe(201);
    const fileUrl = image.json().message.file.url as string;
    const otherAgent = await t.userWithRole('Agente');
    const reads = [
      { method: 'GET', url: `/api/sim/conversation/?channel=${waChannel.id}&address=${phone}` },
      { method: 'GET', url: fileUrl },
      { method: 'POST', url: '/api/sim/messages/', payload: { channel: waChannel.id, name: 'Intruso', address: phone, kind: 'text', text: 'Hola' } },
      { method: 'POST', url: '/api/sim/read/', payload: { channel: waChannel.id, address: phone } },
    ] as const;
    for (const { method, url, ...rest } of reads) {
      const res = await t.request(otherAgent.token, { method, url, ...rest });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body, url).not.toContain('cedula.png');
    }
    const listed = await t.call(otherAgent.token, 'GET', '/api/sim/channels/');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().channels).toEqual([]);

    for (const viewer of [staff.supervisor.token, t.admin]) {
      const seen = await t.call(viewer, 'GET', `/api/sim/conversation/?channel=${waChannel.id}&address=${phone}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().messages).toHaveLength(1);
      expect((await t.call(viewer, 'GET', fileUrl)).statusCode).toBe(200);
      expect((await t.call(viewer, 'GET', '/api/sim/channels/')).json().channels.map((c: { id: number }) => c.id)).toContain(waChannel.id);
    }
  });
});

describe('WhatsApp through the simulated Graph API', () => {
  it('takes a customer text to the queue, the agent reply back to the customer, and the read receipt to the message', async () => {
    const phone = newPhone();
    const sent = await customerSays(waChannel, phone, { kind: 'text', text: 'Hola, quiero información' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({ from: 'customer', kind: 'text', status: 'delivered', id: expect.stringMatching(/^wamid\./) });

    const waiting = await agentTakes(phone);
    expect(waiting).toMatchObject({ type: 'WhatsApp', contacto: { contact_name: 'Camila Rojas' } });
    const reply = await t.call(staff.agente.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Hola Camila, con gusto le ayudo' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().message.status).toBe('pending');
    await runDueJobs(t.app, moduleJobs);

    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, reply.json().message.id));
    const seen = await customerSees(waChannel, phone);
    expect(seen.name).toBe('Camila Rojas');
    expect(seen.messages.map((m) => [m.from, m.text])).toEqual([
      ['customer', 'Hola, quiero información'], ['agent', 'Hola Camila, con gusto le ayudo'],
    ]);
    expect(seen.messages[1]!.id).toBe(stored!.providerId);

    const read = await t.call(staff.agente.token, 'POST', '/api/sim/read/', { channel: waChannel.id, address: phone });
    expect(read.json()).toEqual({ read: 1 });
    const [after] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, stored!.id));
    expect(after!.status).toBe('read');
    expect((await customerSees(waChannel, phone)).messages[1]!.status).toBe('read');
  });

  it('hands the customer image to the server through media id and URL, and the agent document to the customer', async () => {
    const phone = newPhone();
    const image = await customerSays(waChannel, phone, { kind: 'image', caption: 'mi factura', file: { name: 'factura.png', mime_type: 'image/png', data: PNG.toString('base64') } });
    expect(image.statusCode, image.body).toBe(201);
    await runDueJobs(t.app, moduleJobs);
    await agentTakes(phone);
    const [received] = await agentMessages(phone);
    expect(received).toMatchObject({ msg_type: 'image', caption: 'mi factura', mime_type: 'image/png' });
    expect((await t.call(staff.agente.token, 'GET', received!.file!)).rawPayload).toEqual(PNG);

    const boundary = '----simulador';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${phone}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nSu cotización\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cotizacion.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 prueba\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const sent = await t.request(staff.agente.token, {
      method: 'POST', url: '/api/whatsapp/message/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await runDueJobs(t.app, moduleJobs);
    const document = (await customerSees(waChannel, phone)).messages.at(-1)!;
    expect(document).toMatchObject({ from: 'agent', kind: 'document', text: 'Su cotización' });
    const file = await t.call(staff.agente.token, 'GET', document.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 prueba');
  });

  it('answers as Graph: 401 (190) for an unknown token, 400 (100) for a number the token cannot use, and read receipts', async () => {
    const phone = newPhone();
    const customer = (await customerSays(waChannel, phone, { kind: 'text', text: 'Hola' })).json().message;
    const send = (token: string, number = 'sim-pnid', body: object = { messaging_product: 'whatsapp', to: phone, type: 'text', text: { body: 'x' } }) =>
      fetch(`${origin}/sim/whatsapp/v21.0/${number}/messages`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
    const wrongToken = await send('token-falso');
    expect(wrongToken.status).toBe(401);
    expect(((await wrongToken.json()) as { error: object }).error).toMatchObject({ code: 190, type: 'OAuthException' });
    const otherNumber = await send(ACCESS_TOKEN, 'real-pnid');
    expect(((await otherNumber.json()) as { error: object }).error).toMatchObject({ code: 100, error_subcode: 33 });
    const receipt = await send(ACCESS_TOKEN, 'sim-pnid', { messaging_product: 'whatsapp', status: 'read', message_id: customer.id });
    expect(await receipt.json()).toEqual({ success: true });
    expect((await customerSees(waChannel, phone)).messages[0]!.status).toBe('read');
  });
});

describe('Telegram through the simulated Bot API', () => {
  it('takes a customer text and document to the queue and the agent reply back; there are no read receipts', async () => {
    const chatId = String(randomInt(100_000_000, 999_999_999));
    const text = await customerSays(tgChannel, chatId, { kind: 'text', text: 'Buenas tardes' }, 'Luis Pérez');
    expect(text.statusCode, text.body).toBe(201);
    const document = await customerSays(tgChannel, chatId, { kind: 'document', file: { name: 'cedula.pdf', mime_type: 'application/pdf', data: Buffer.from('%PDF cedula').toString('base64') } });
    expect(document.statusCode, document.body).toBe(201);
    await runDueJobs(t.app, moduleJobs);

    const waiting = await agentTakes(chatId);
    expect(waiting).toMatchObject({ type: 'Telegram', contacto: { contact_name: 'Luis Pérez' } });
    const received = (await agentMessages(chatId)).find((m) => m.msg_type === 'document');
    expect(received).toMatchObject({ filename: 'cedula.pdf' });
    expect((await t.call(staff.agente.token, 'GET', received!.file!)).body).toBe('%PDF cedula');

    const reply = await t.call(staff.agente.token, 'POST', '/api/telegram/message/', { phone: chatId, type: 'text', body: 'Hola Luis' });
    expect(reply.statusCode, reply.body).toBe(201);
    await runDueJobs(t.app, moduleJobs);
    const [stored] = await t.database.db.select().from(chatMessages)
      .where(and(eq(chatMessages.id, reply.json().message.id), eq(chatMessages.channelId, tgChannel.id)));
    const seen = await customerSees(tgChannel, chatId);
    expect(seen.messages.map((m) => [m.from, m.kind])).toEqual([['customer', 'text'], ['customer', 'document'], ['agent', 'text']]);
    // Telegram numbers messages per chat, so the stored id carries the chat: '<chat>:<message_id>'.
    expect(stored!.providerId).toBe(`${chatId}:${seen.messages[2]!.id}`);
    expect(seen.messages[2]).toMatchObject({ text: 'Hola Luis' });

    const read = await t.call(staff.agente.token, 'POST', '/api/sim/read/', { channel: tgChannel.id, address: chatId });
    expect(read.statusCode).toBe(409);
  });

  it('answers 401 Unauthorized to a token of no simulated bot', async () => {
    const res = await fetch(`${origin}/sim/telegram/bot123:falso/sendMessage`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chat_id: 1, text: 'x' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    const [open] = await t.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.address, '1'));
    expect(open).toBeUndefined();
  });
});
