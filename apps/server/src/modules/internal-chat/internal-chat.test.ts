import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERNAL_CHAT_MSG, MSG, type InternalChatHistory, type InternalChatInbox, type InternalChatMessage } from '@atiende/shared';
import { internalChatMessages, users } from '../../db/schema.js';
import { createTestApp, openSecondInstance, type TestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen, type SocketClient } from '../../test/socket-client.js';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, 'GET', url);

function chatPath(me: TestUser, contactId: number): string {
  return `/ws/chat/${me.id}/${contactId}/?token=${me.token}`;
}

/** Opens the conversation and consumes the history sent on open. */
async function openChat(me: TestUser, contactId: number, base = baseUrl): Promise<{ client: SocketClient; history: InternalChatHistory }> {
  const client = await connectSocket(base, chatPath(me, contactId));
  return { client, history: await client.next<InternalChatHistory>() };
}

function onlyMessage(frame: InternalChatHistory): InternalChatMessage {
  const days = Object.values(frame);
  expect(days).toHaveLength(1);
  expect(days[0]).toHaveLength(1);
  return days[0]![0]!;
}

async function insertMessage(senderId: number, recipientId: number, message: string, createdAt: string) {
  const [row] = await t.database.db.insert(internalChatMessages)
    .values({ senderId, recipientId, message, createdAt: new Date(createdAt) }).returning();
  return row!;
}

async function messagesBetween(a: number, b: number) {
  const all = await t.database.db.select().from(internalChatMessages);
  return all.filter((m) => (m.senderId === a && m.recipientId === b) || (m.senderId === b && m.recipientId === a));
}

const agent = () => t.userWithRole('Agente');

describe('inbox', () => {
  it('lists conversations newest first with last message, Bogotá time and unread count, and the connected users', async () => {
    const me = await agent();
    const older = await t.userWithRole('Supervisor', { firstName: 'Ana', lastName: 'Ríos' });
    const newer = await agent();
    const away = await agent();
    const gone = await agent();
    await insertMessage(older.id, me.id, 'primero', '2024-01-01T15:00:00Z');
    await insertMessage(me.id, older.id, 'respuesta', '2024-01-01T16:00:00Z');
    await insertMessage(newer.id, me.id, 'hola', '2024-01-02T04:30:00Z');
    await insertMessage(newer.id, me.id, 'sigues?', '2024-01-02T04:31:00Z');
    await insertMessage(gone.id, me.id, 'de un usuario borrado', '2024-01-03T00:00:00Z');
    await t.database.db.update(users).set({ status: 'DESCONECTADO' }).where(eq(users.id, away.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await get(me.token, '/api/chat/message/get_inbox/');
    expect(res.statusCode).toBe(200);
    const inbox = res.json<InternalChatInbox>();
    expect(inbox.conversations).toEqual([
      { id: newer.id, id_contact: newer.id, name: 'Agente Prueba', status: 'CONECTADO', last_message: 'sigues?', hora: '23:31', unread: 2 },
      { id: older.id, id_contact: older.id, name: 'Ana Ríos', status: 'CONECTADO', last_message: 'respuesta', hora: '11:00', unread: 1 },
    ]);
    const online = inbox.user_on.map((u) => u.id);
    expect(online).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(online).not.toContain(me.id);
    expect(online).not.toContain(away.id);
    expect(online).not.toContain(gone.id);
    expect(inbox.user_on.find((u) => u.id === older.id)).toEqual({ id: older.id, name: 'Ana Ríos' });
  });

  it('shows a file as its name with a clip', async () => {
    const me = await agent();
    const other = await agent();
    await t.database.db.insert(internalChatMessages).values({
      senderId: other.id, recipientId: me.id, filePath: 'chat/2024/x.pdf', filename: 'informe.pdf', caption: 'Sin descripción',
    });
    const inbox = (await get(me.token, '/api/chat/message/get_inbox/')).json<InternalChatInbox>();
    expect(inbox.conversations[0]).toMatchObject({ id: other.id, last_message: '📎 informe.pdf', unread: 1 });
  });

  it('is empty for a user without conversations', async () => {
    const me = await agent();
    const inbox = (await get(me.token, '/api/chat/message/get_inbox/')).json<InternalChatInbox>();
    expect(inbox.conversations).toEqual([]);
  });

  it('refuses a request without token with 401', async () => {
    const res = await get(null, '/api/chat/message/get_inbox/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: MSG.notAuthenticated });
  });
});

describe('message search', () => {
  it('finds the user’s own messages by text, ignoring accents and case, newest first, with the other user and Bogotá time', async () => {
    const me = await agent();
    const ana = await t.userWithRole('Supervisor', { firstName: 'Ana', lastName: 'Búsqueda' });
    const third = await agent();
    const stranger = await agent();
    const tag = `Renovación${Date.now()}`;
    await insertMessage(ana.id, me.id, `La ${tag} del SOAT quedó lista`, '2024-03-01T15:00:00Z');
    await insertMessage(me.id, third.id, `¿Revisaste la ${tag.toUpperCase()}?`, '2024-03-02T02:30:00Z');
    await insertMessage(stranger.id, ana.id, `Otra ${tag} que no es mía`, '2024-03-03T15:00:00Z');
    const term = encodeURIComponent(tag.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase());
    const res = await get(me.token, `/api/chat/message/buscar/?q=${term}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: expect.any(Number), id_contact: third.id, name: expect.any(String), message: `¿Revisaste la ${tag.toUpperCase()}?`, from_me: true, fecha: '2024-03-01', hora: '21:30' },
        { id: expect.any(Number), id_contact: ana.id, name: 'Ana Búsqueda', message: `La ${tag} del SOAT quedó lista`, from_me: false, fecha: '2024-03-01', hora: '10:00' },
      ],
    });
  });

  it('asks for at least two characters and treats % and _ as text', async () => {
    const me = await agent();
    const short = await get(me.token, '/api/chat/message/buscar/?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ q: ['Escribe al menos 2 caracteres para buscar.'] });
    expect((await get(me.token, `/api/chat/message/buscar/?q=${encodeURIComponent('%_')}`)).json()).toEqual({ results: [] });
    expect((await get(null, '/api/chat/message/buscar/?q=hola')).statusCode).toBe(401);
  });
});

describe('conversation history', () => {
  it('groups messages by Bogotá day, oldest first, marks whose they are and marks them read', async () => {
    const me = await agent();
    const other = await agent();
    const late = await insertMessage(me.id, other.id, 'tarde en la noche', '2024-03-01T04:30:00Z');
    const morning = await insertMessage(other.id, me.id, 'buenos días', '2024-03-01T15:05:00Z');

    const res = await get(me.token, `/api/chat/message/${other.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      '2024-02-29': [{
        id: late.id, id_sender: me.id, id_contact: other.id, message: 'tarde en la noche', file: null, filename: null,
        caption: null, date: '2024-03-01T04:30:00.000Z', f_enviar: '23:30', mine: true,
      }],
      '2024-03-01': [{
        id: morning.id, id_sender: other.id, id_contact: me.id, message: 'buenos días', file: null, filename: null,
        caption: null, date: '2024-03-01T15:05:00.000Z', f_enviar: '10:05', mine: false,
      }],
    });
    const inbox = (await get(me.token, '/api/chat/message/get_inbox/')).json<InternalChatInbox>();
    expect(inbox.conversations[0]).toMatchObject({ id: other.id, unread: 0 });
    const otherInbox = (await get(other.token, '/api/chat/message/get_inbox/')).json<InternalChatInbox>();
    expect(otherInbox.conversations[0]).toMatchObject({ id: me.id, unread: 1 });
  });

  it('keeps only the last 500 messages', async () => {
    const me = await agent();
    const other = await agent();
    const start = Date.parse('2024-05-01T12:00:00Z');
    await t.database.db.insert(internalChatMessages).values(Array.from({ length: 502 }, (_, i) => ({
      senderId: i % 2 ? me.id : other.id, recipientId: i % 2 ? other.id : me.id, message: `m${i}`, createdAt: new Date(start + i * 1000),
    })));
    const history = (await get(me.token, `/api/chat/message/${other.id}/`)).json<InternalChatHistory>();
    const messages = Object.values(history).flat();
    expect(messages).toHaveLength(500);
    expect(messages[0]!.message).toBe('m2');
    expect(messages[499]!.message).toBe('m501');
  });

  it('answers 404 for a contact that does not exist or was deleted', async () => {
    const me = await agent();
    const gone = await agent();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await get(me.token, '/api/chat/message/999999/')).statusCode).toBe(404);
    expect((await get(me.token, `/api/chat/message/${gone.id}/`)).statusCode).toBe(404);
  });

  it('refuses a request without token with 401 and a bad id with 400', async () => {
    const me = await agent();
    expect((await get(null, `/api/chat/message/${me.id}/`)).statusCode).toBe(401);
    expect((await get(me.token, '/api/chat/message/abc/')).statusCode).toBe(400);
  });
});

describe('chat socket', () => {
  it('sends the history on open', async () => {
    const me = await agent();
    const other = await agent();
    const old = await insertMessage(other.id, me.id, 'antes', '2024-06-10T20:00:00Z');
    const { client, history } = await openChat(me, other.id);
    expect(history).toEqual({ '2024-06-10': [expect.objectContaining({ id: old.id, message: 'antes', f_enviar: '15:00', mine: false })] });
    client.socket.close();
  });

  it('delivers a text live to the other participant, echoes it to the sender, stores it and nudges both inboxes', async () => {
    const a = await agent();
    const b = await agent();
    const inboxB = await connectSocket(baseUrl, `/ws/inbox/?token=${b.token}`);
    const { client: chatA } = await openChat(a, b.id);
    const { client: chatB } = await openChat(b, a.id);

    chatA.send({ message: '  hola, ¿cómo vas? 👋  ', id_contact: b.id, date: new Date().toISOString() });

    const received = onlyMessage(await chatB.next<InternalChatHistory>());
    expect(received).toMatchObject({ id_sender: a.id, id_contact: b.id, message: 'hola, ¿cómo vas? 👋', file: null, mine: false });
    expect(received.f_enviar).toMatch(/^\d{2}:\d{2}$/);
    const echoed = onlyMessage(await chatA.next<InternalChatHistory>());
    expect(echoed).toMatchObject({ id: received.id, mine: true });
    expect(await inboxB.next()).toEqual({ type: 'inbox' });

    const stored = await messagesBetween(a.id, b.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: received.id, senderId: a.id, recipientId: b.id, message: 'hola, ¿cómo vas? 👋' });
    // It reached b's open conversation, so it counts as read.
    const inbox = (await get(b.token, '/api/chat/message/get_inbox/')).json<InternalChatInbox>();
    expect(inbox.conversations[0]).toMatchObject({ id: a.id, last_message: 'hola, ¿cómo vas? 👋', unread: 0 });
    for (const c of [chatA, chatB, inboxB]) c.socket.close();
  });

  it('accepts the simple chat page format {type: "message", message, id}', async () => {
    const a = await agent();
    const b = await agent();
    const { client: chatA } = await openChat(a, b.id);
    const { client: chatB } = await openChat(b, a.id);
    chatA.send({ type: 'message', message: 'desde la página', id: b.id });
    expect(onlyMessage(await chatB.next<InternalChatHistory>())).toMatchObject({ message: 'desde la página', mine: false });
    chatA.socket.close();
    chatB.socket.close();
  });

  it('refuses an empty text, stores nothing and keeps the socket usable', async () => {
    const a = await agent();
    const b = await agent();
    const { client: chatA } = await openChat(a, b.id);
    const { client: chatB } = await openChat(b, a.id);

    chatA.send({ message: '   \n ', id_contact: b.id, date: '2024-01-01' });
    expect(await chatA.next()).toEqual({ error: INTERNAL_CHAT_MSG.emptyText });
    expect(await messagesBetween(a.id, b.id)).toHaveLength(0);

    chatA.send({ message: 'ahora sí', id_contact: b.id });
    expect(onlyMessage(await chatB.next<InternalChatHistory>()).message).toBe('ahora sí');
    chatA.socket.close();
    chatB.socket.close();
  });

  it('answers malformed JSON and unknown shapes with a Spanish error, without closing', async () => {
    const a = await agent();
    const b = await agent();
    const { client } = await openChat(a, b.id);
    client.send('{"message": ');
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.malformedJson });
    client.send({ saludo: 'hola' });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.unexpectedFormat });
    client.send({ message: 5 });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.unexpectedFormat });
    client.send([1, 2]);
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.unexpectedFormat });
    client.send({ message: 'x'.repeat(5001) });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.textTooLong });
    client.send({ message: 'sigo aquí' });
    expect(onlyMessage(await client.next<InternalChatHistory>())).toMatchObject({ message: 'sigo aquí', mine: true });
    client.socket.close();
  });

  it('closes with 4403 when the user in the path is not the signed-in user', async () => {
    const a = await agent();
    const b = await agent();
    const client = await connectSocket(baseUrl, `/ws/chat/${b.id}/${a.id}/?token=${a.token}`);
    expect((await client.closed).code).toBe(4403);
  });

  it('closes with 4404 when the contact does not exist', async () => {
    const a = await agent();
    const client = await connectSocket(baseUrl, chatPath(a, 999999));
    expect((await client.closed).code).toBe(4404);
  });

  it('refuses the upgrade without a valid token', async () => {
    const a = await agent();
    const b = await agent();
    await expect(connectSocket(baseUrl, `/ws/chat/${a.id}/${b.id}/`)).rejects.toThrow('HTTP 401');
    await expect(connectSocket(baseUrl, `/ws/chat/${a.id}/${b.id}/?token=falso`)).rejects.toThrow('HTTP 401');
    await expect(connectSocket(baseUrl, '/ws/inbox/')).rejects.toThrow('HTTP 401');
  });
});

describe('chat files', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('contenido de la imagen')]);

  it('stores a file, delivers it and lets only the two participants download it', async () => {
    const a = await agent();
    const b = await agent();
    const stranger = await agent();
    const { client: chatA } = await openChat(a, b.id);
    const { client: chatB } = await openChat(b, a.id);

    chatA.send({ file: `data:image/png;base64,${png.toString('base64')}`, filename: '../../etc/foto 1.png', caption: '', id_contact: b.id, date: '' });
    const received = onlyMessage(await chatB.next<InternalChatHistory>());
    expect(received).toMatchObject({
      id_sender: a.id, message: '', file: `/api/chat/files/${received.id}`, filename: 'foto 1.png', caption: 'Sin descripción', mine: false,
    });

    const [row] = await t.database.db.select().from(internalChatMessages).where(eq(internalChatMessages.id, received.id));
    expect(row!.filePath).toMatch(/^chat\/\d{4}\/[0-9a-f-]{36}\.png$/);
    const stored = path.join(t.app.config.uploadsDir, row!.filePath!);
    expect(readFileSync(stored)).toEqual(png);

    const bySender = await get(a.token, received.file!);
    expect(bySender.statusCode).toBe(200);
    expect(bySender.rawPayload).toEqual(png);
    expect(bySender.headers['content-type']).toBe('image/png');
    expect(bySender.headers['content-disposition']).toBe(`inline; filename="foto 1.png"; filename*=UTF-8''foto%201.png`);
    const byRecipientWithQueryToken = await t.app.inject({ method: 'GET', url: `${received.file}?token=${b.token}` });
    expect(byRecipientWithQueryToken.statusCode).toBe(200);
    expect(byRecipientWithQueryToken.rawPayload).toEqual(png);

    const byStranger = await get(stranger.token, received.file!);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json()).toEqual({ detail: MSG.forbidden });
    expect((await get(null, received.file!)).statusCode).toBe(401);
    chatA.socket.close();
    chatB.socket.close();
  });

  it('keeps a given caption, captions recorded audio "Audio" and accepts plain base64', async () => {
    const a = await agent();
    const b = await agent();
    const { client } = await openChat(a, b.id);
    client.send({ file: Buffer.from('informe').toString('base64'), filename: 'informe final.pdf', caption: ' Revisar hoy ', id_contact: b.id });
    expect(onlyMessage(await client.next<InternalChatHistory>())).toMatchObject({ filename: 'informe final.pdf', caption: 'Revisar hoy', mine: true });

    client.send({ file: `data:audio/wav;base64,${Buffer.from('RIFF....WAVE').toString('base64')}`, filename: 'audio_1718000000000.wav', id_contact: b.id });
    const audio = onlyMessage(await client.next<InternalChatHistory>());
    expect(audio).toMatchObject({ filename: 'audio_1718000000000.wav', caption: 'Audio' });
    const download = await get(b.token, audio.file!);
    expect(download.headers['content-type']).toBe('audio/wav');
    expect(download.body).toBe('RIFF....WAVE');
    client.socket.close();
  });

  it('refuses a file over 10 MB, an invalid base64 and an empty file, storing nothing', async () => {
    const a = await agent();
    const b = await agent();
    const { client } = await openChat(a, b.id);
    client.send({ file: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64'), filename: 'grande.bin', id_contact: b.id });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.fileTooLarge });
    client.send({ file: 'esto no es base64!', filename: 'x.txt', id_contact: b.id });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.invalidFile });
    client.send({ file: '', filename: 'x.txt', id_contact: b.id });
    expect(await client.next()).toEqual({ error: INTERNAL_CHAT_MSG.emptyFile });
    expect(await messagesBetween(a.id, b.id)).toHaveLength(0);
    client.socket.close();
  });

  it('answers 404 for a message without file or that does not exist', async () => {
    const a = await agent();
    const b = await agent();
    const text = await insertMessage(a.id, b.id, 'solo texto', '2024-01-01T00:00:00Z');
    expect((await get(a.token, `/api/chat/files/${text.id}`)).statusCode).toBe(404);
    expect((await get(a.token, '/api/chat/files/999999')).statusCode).toBe(404);
  });
});

describe('two server instances on one database', () => {
  it('delivers a message sent on instance A to the socket open on instance B', async () => {
    const second = await openSecondInstance(t);
    try {
      const secondUrl = await listen(second.app);
      const a = await agent();
      const b = await agent();
      const { client: chatA } = await openChat(a, b.id, baseUrl);
      const { client: chatB } = await openChat(b, a.id, secondUrl);
      const inboxB = await connectSocket(secondUrl, `/ws/inbox/?token=${b.token}`);

      chatA.send({ message: 'entre instancias', id_contact: b.id, date: new Date().toISOString() });
      expect(onlyMessage(await chatB.next<InternalChatHistory>())).toMatchObject({ id_sender: a.id, message: 'entre instancias', mine: false });
      expect(await inboxB.next()).toEqual({ type: 'inbox' });
      expect(onlyMessage(await chatA.next<InternalChatHistory>())).toMatchObject({ message: 'entre instancias', mine: true });

      chatB.send({ message: 'respuesta desde B', id_contact: a.id });
      expect(onlyMessage(await chatA.next<InternalChatHistory>())).toMatchObject({ id_sender: b.id, message: 'respuesta desde B', mine: false });
      for (const c of [chatA, chatB, inboxB]) c.socket.close();
    } finally {
      await second.close();
    }
  });
});
