import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CHAT_MSG, type ChannelRead, type ChatMessageRead, type ContactMessagesPage, type ConversationHistory, type ConversationRead, type Paged,
  type SupervisorReport,
} from '@atiende/shared';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { campaignUsers, campaigns, calificaciones, chatMessages, conversations, descripciones, sessionHistory, users } from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startWhatsappFake } from '../../integrations/whatsapp/whatsapp.fake.js';
import { connectSocket, listen, type SocketClient } from '../../test/socket-client.js';

const t = useTestApp();

const ACCESS_TOKEN = 'EAAtoken-identidad-1234';
let wa: Awaited<ReturnType<typeof startWhatsappFake>>;
let ventas: { id: number; channel: ChannelRead; secret: string };
let cobranza: { id: number; channel: ChannelRead; secret: string };
let ana: TestUser;
let luis: TestUser;
let beto: TestUser;
let supervisor: TestUser;
let calificacionId: number;
let descripcionId: number;
let base: string;

let phoneCounter = 0;
const newPhone = () => `5731${String(20_000_000 + (phoneCounter += 1) * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`;

function inboundText(phone: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
      messaging_product: 'whatsapp',
      contacts: [{ profile: { name: 'Marta Gil' }, wa_id: phone }],
      messages: [{ from: phone, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
    } }] }],
  });
}

/** The customer writes to one campaign's channel; answers that channel's conversation with her. */
async function writes(to: typeof ventas, phone: string, text: string) {
  const body = inboundText(phone, text);
  const res = await t.app.inject({
    method: 'POST', url: to.channel.webhook_url, payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, to.secret) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [latest] = await t.database.db.select().from(conversations)
    .where(and(eq(conversations.address, phone), eq(conversations.channelId, to.channel.id)))
    .orderBy(desc(conversations.id)).limit(1);
  return latest!;
}

async function take(agent: TestUser, conversationId: number) {
  const res = await t.call(agent.token, 'POST', `/api/conversation/${conversationId}/assign_agent/`);
  expect(res.statusCode, res.body).toBe(200);
}

async function messagesOf(token: string, query: string) {
  const res = await t.call(token, 'GET', `/api/whatsapp/message/contact_messages/?${query}`);
  return { status: res.statusCode, page: res.json() as ContactMessagesPage };
}

async function channelFor(campaignId: number, secret: string) {
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: `WhatsApp ${randomUUID().slice(0, 8)}`, tipo: 'WhatsApp', campaign: campaignId,
    config: { phone_number_id: 'pnid', waba_id: 'waba', access_token: ACCESS_TOKEN, app_secret: secret, verify_token: 'v', api_url: wa.apiUrl },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: campaignId, channel: created.json() as ChannelRead, secret };
}

beforeAll(async () => {
  wa = await startWhatsappFake({ accessToken: ACCESS_TOKEN });
  const db = t.database.db;
  const [v] = await db.insert(campaigns).values({ name: `Ventas ${randomUUID()}`, description: 'Ventas' }).returning({ id: campaigns.id });
  const [c] = await db.insert(campaigns).values({ name: `Cobranza ${randomUUID()}`, description: 'Cobranza' }).returning({ id: campaigns.id });
  ana = await t.userWithRole('Agente', { firstName: 'Ana', lastName: 'Ríos' });
  luis = await t.userWithRole('Agente', { firstName: 'Luis', lastName: 'Mejía' });
  beto = await t.userWithRole('Agente', { firstName: 'Beto', lastName: 'Cano' });
  supervisor = await t.userWithRole('Supervisor');
  await db.insert(campaignUsers).values([
    { campaignId: v!.id, userId: ana.id }, { campaignId: v!.id, userId: luis.id }, { campaignId: c!.id, userId: beto.id },
  ]);
  [{ id: calificacionId }] = await db.insert(calificaciones).values({ campaignId: v!.id, name: 'Interesada' }).returning({ id: calificaciones.id }) as [{ id: number }];
  [{ id: descripcionId }] = await db.insert(descripciones).values({ calificacionId, name: 'Llamar luego' }).returning({ id: descripciones.id }) as [{ id: number }];
  ventas = await channelFor(v!.id, 'secreto-ventas-1111');
  cobranza = await channelFor(c!.id, 'secreto-cobranza-2222');
  base = await listen(t.app);
});

afterAll(async () => {
  await wa?.close();
});

describe('one customer on two channels of two campaigns', () => {
  it('reads, answers and listens only within the conversations the agent may see', async () => {
    const phone = newPhone();
    const inVentas = await writes(ventas, phone, 'Quiero comprar');
    const inCobranza = await writes(cobranza, phone, 'Quiero pagar');
    expect(inVentas.id).not.toBe(inCobranza.id);
    await take(ana, inVentas.id);
    await take(beto, inCobranza.id);

    const read = await messagesOf(ana.token, `phone_number=${phone}`);
    expect(read.status).toBe(200);
    expect(read.page.conversation!.id).toBe(inVentas.id);
    expect(read.page.results.map((m) => m.body)).toContain('Quiero comprar');
    expect(read.page.results.map((m) => m.body)).not.toContain('Quiero pagar');
    expect((await messagesOf(ana.token, `conversation=${inCobranza.id}`)).status).toBe(404);
    expect((await messagesOf(ana.token, `phone_number=${phone}&conversation=${inCobranza.id}`)).status).toBe(404);

    const anaSocket = await connectSocket(base, `/ws/whatsapp/${phone}/?token=${ana.token}`);
    const betoSocket = await connectSocket(base, `/ws/whatsapp/${phone}/?conversation=${inCobranza.id}&token=${beto.token}`);
    const sent = await t.call(ana.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Con gusto le ayudo' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, (sent.json() as { message: ChatMessageRead }).message.id));
    expect(stored!.conversationId).toBe(inVentas.id);
    expect(await anaSocket.next()).toMatchObject({ type: 'message', message: { body: 'Con gusto le ayudo' } });

    await writes(cobranza, phone, 'Ya consigné');
    const betoFrames = await framesUntil(betoSocket, (frame) => frame.type === 'message');
    expect(betoFrames.at(-1)).toMatchObject({ message: { body: 'Ya consigné' } });
    const anaFrames = anaSocket.drain<{ type: string; message?: { body: string } }>();
    expect(anaFrames.filter((frame) => frame.type === 'message').map((frame) => frame.message!.body)).not.toContain('Ya consigné');

    const byBeto = await t.call(beto.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Recibido', conversation: inCobranza.id });
    expect(byBeto.statusCode, byBeto.body).toBe(201);
    const intoOther = await t.call(ana.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'x', conversation: inCobranza.id });
    expect(intoOther.statusCode).toBe(404);
    for (const client of [anaSocket, betoSocket]) client.socket.close();
  });

  it('refuses to open a conversation on another campaign\'s channel, and says nothing of it', async () => {
    const phone = newPhone();
    await writes(cobranza, phone, 'Hola cobranza');
    const res = await t.call(ana.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: `+${phone}`, channel: cobranza.channel.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CHAT_MSG.channelOutsideCampaigns });
    expect(res.body).not.toContain('Hola cobranza');
    const own = await t.call(ana.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: `+${phone}`, channel: ventas.channel.id });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { conversation: ConversationRead }).conversation.campaign!.id).toBe(ventas.id);
    const bySupervisor = await t.call(supervisor.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: `+${phone}`, channel: cobranza.channel.id });
    expect(bySupervisor.statusCode, bySupervisor.body).toBe(200);
  });
});

async function framesUntil(client: SocketClient, done: (frame: { type: string }) => boolean) {
  const frames: { type: string; message?: { body: string } }[] = [];
  for (;;) {
    const frame = await client.next<{ type: string; message?: { body: string } }>();
    frames.push(frame);
    if (done(frame)) return frames;
  }
}

describe('history across closings', () => {
  it('keeps a closed conversation readable and lists the contact\'s conversations newest first with their typification', async () => {
    const phone = newPhone();
    const first = await writes(ventas, phone, 'Primera consulta');
    await take(ana, first.id);
    const note = await t.call(ana.token, 'POST', `/api/conversation/${phone}/conversation_type_nota/?message_nota=Cliente%20frecuente&conversation=${first.id}`);
    expect(note.statusCode, note.body).toBe(201);
    const typified = await t.call(ana.token, 'POST', `/api/guardar_gestion/?contacto=${first.contactId}&conversation=${first.id}`, {
      calificacion: calificacionId, descripcion: descripcionId, observaciones: 'Pidió cotización',
    });
    expect(typified.statusCode, typified.body).toBe(201);

    const second = await writes(ventas, phone, 'Vuelvo a escribir');
    expect(second.id).not.toBe(first.id);
    expect(second.contactId).toBe(first.contactId);
    await take(luis, second.id);

    const history = await t.call(luis.token, 'GET', `/api/conversation/historial/?contact=${first.contactId}`);
    expect(history.statusCode, history.body).toBe(200);
    const { results } = history.json() as ConversationHistory;
    expect(results.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(results[0]).toMatchObject({ estado: 'EN_GESTION', cerrado: null, tipificacion: null });
    expect(results[1]).toMatchObject({
      estado: 'FINALIZADA', cerrado: expect.any(String), tipificacion: { resultado: 'Interesada', calificacion: 'Llamar luego', observaciones: 'Pidió cotización' },
    });

    const closed = await messagesOf(luis.token, `conversation=${first.id}`);
    expect(closed.status).toBe(200);
    expect(closed.page.conversation).toMatchObject({ id: first.id, estado: 'FINALIZADA' });
    expect(closed.page.results.map((m) => m.body)).toEqual(expect.arrayContaining(['Primera consulta', 'Cliente frecuente']));
    // The phone alone means the open conversation.
    expect((await messagesOf(luis.token, `phone_number=${phone}`)).page.conversation!.id).toBe(second.id);

    const outsider = await t.call(beto.token, 'GET', `/api/conversation/historial/?contact=${first.contactId}`);
    expect(outsider.statusCode).toBe(200);
    expect((outsider.json() as ConversationHistory).results).toEqual([]);
    expect((await t.call(beto.token, 'GET', '/api/conversation/historial/')).statusCode).toBe(400);
  });
});

describe('unread messages', () => {
  it('counts the customer\'s messages until the assigned agent reads them; others reading changes nothing', async () => {
    const phone = newPhone();
    const conversation = await writes(ventas, phone, 'Uno');
    await take(ana, conversation.id);
    await writes(ventas, phone, 'Dos');
    await writes(ventas, phone, 'Tres');
    const unread = async () => {
      const res = await t.call(ana.token, 'GET', '/api/conversation/get_conversation_gestion/?limit=100');
      return (res.json() as Paged<ConversationRead>).results.find((c) => c.id === conversation.id)!.no_leidos;
    };
    expect(await unread()).toBe(3);
    await messagesOf(supervisor.token, `conversation=${conversation.id}`);
    expect(await unread()).toBe(3);
    const mine = await connectSocket(base, `/ws/en_gestion_conversation/?token=${ana.token}`);
    const read = await t.call(ana.token, 'POST', `/api/conversation/${conversation.id}/leido/`);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { conversation: ConversationRead }).conversation.no_leidos).toBe(0);
    expect(await mine.next()).toMatchObject({ type: 'conversation', conversation: conversation.id });
    await writes(ventas, phone, 'Cuatro');
    expect(await unread()).toBe(1);
    await messagesOf(ana.token, `conversation=${conversation.id}`);
    expect(await unread()).toBe(0);
    expect((await t.call(beto.token, 'POST', `/api/conversation/${conversation.id}/leido/`)).statusCode).toBe(404);
    mine.socket.close();
  });
});

describe('transfers', () => {
  it('leaves a line in the thread saying who transferred to whom, and the new agent sees who wrote each message', async () => {
    const phone = newPhone();
    const conversation = await writes(ventas, phone, 'Necesito ayuda');
    await take(ana, conversation.id);
    await t.call(ana.token, 'POST', '/api/whatsapp/message/', { phone, type: 'text', body: 'Le transfiero', conversation: conversation.id });
    const moved = await t.call(ana.token, 'POST', `/api/conversation/${phone}/transfer_conversation/?conversation=${conversation.id}`, {
      campaign: ventas.id, new_agent: luis.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { page } = await messagesOf(luis.token, `conversation=${conversation.id}`);
    const lines = page.results.filter((m) => m.msg_type === 'sistema').map((m) => m.body);
    expect(lines).toEqual(['Asignada a Ana Ríos', 'Transferida por Ana Ríos a Luis Mejía']);
    const byAna = page.results.find((m) => m.body === 'Le transfiero')!;
    expect(byAna).toMatchObject({ sent_by: 'Ana Ríos', sent_by_id: ana.id, role: 'From_me' });
  });
});

describe('supervision and presence', () => {
  it('counts waiting conversations as the queues do and an agent\'s open chats', async () => {
    const phone = newPhone();
    const mine = await writes(ventas, phone, 'Atiéndame');
    await take(luis, mine.id);
    await writes(cobranza, newPhone(), 'En cola');
    const report = (await t.call(supervisor.token, 'GET', '/api/contact/reporte_supervisor/')).json() as SupervisorReport;
    const queue = (await t.call(supervisor.token, 'GET', '/api/conversation/get_conversation_new/?limit=100')).json() as Paged<ConversationRead>;
    expect(report.en_espera.reduce((sum, w) => sum + w.total, 0)).toBe(queue.count);
    for (const campaign of [ventas.id, cobranza.id]) {
      const waiting = report.en_espera.find((w) => w.campaign_id === campaign)?.total ?? 0;
      expect(waiting).toBe(queue.results.filter((c) => c.campaign?.id === campaign).length);
    }
    const open = (await t.call(luis.token, 'GET', '/api/conversation/get_conversation_gestion/?limit=100')).json() as Paged<ConversationRead>;
    const row = report.agentes.find((a) => a.id === luis.id)!;
    expect(row.conversaciones_en_gestion_count).toBe(open.count);
    expect(row.conversaciones_en_gestion.map((c) => c.id)).toContain(mine.id);
  });

  it('shows an agent DESCONECTADO at once on signing out, whatever old session was left open', async () => {
    const agent = await t.userWithRole('Agente');
    // A sign-in from a browser closed long ago: open, never seen since.
    await t.login(agent.username);
    await t.database.db.update(sessionHistory).set({ lastSeenAt: sql`now() - interval '1 day'` }).where(eq(sessionHistory.userId, agent.id));
    const current = await t.login(agent.username);
    const statusOf = async () => (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, agent.id)))[0]!.status;
    expect(await statusOf()).toBe('CONECTADO');
    const out = await t.request(current, { method: 'POST', url: '/api/auth/logout/' });
    expect(out.statusCode).toBe(205);
    expect(await statusOf()).toBe('DESCONECTADO');
  });
});

describe('shortcuts', () => {
  it('tells the open lists of a campaign when its shortcuts change', async () => {
    const queue = await connectSocket(base, `/ws/new_conversation/?token=${ana.token}`);
    const other = await connectSocket(base, `/ws/new_conversation/?token=${beto.token}`);
    const created = await t.call(t.admin, 'POST', '/api/whatsapp/atajos/', { atajo: 'ren', text: 'Renovamos su póliza hoy mismo.', campaign: ventas.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(await queue.next()).toEqual({ type: 'atajos', campaign: ventas.id });
    await writes(cobranza, newPhone(), 'Marca');
    expect(await other.next()).toMatchObject({ type: 'message' });
    for (const client of [queue, other]) client.socket.close();
  });
});
