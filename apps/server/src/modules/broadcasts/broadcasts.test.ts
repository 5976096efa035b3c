import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BROADCAST_MSG, MSG, PERMISSIONS, TEMPLATE_MSG, type BroadcastDetailRow, type BroadcastProgress, type BroadcastRead, type ChannelRead,
  type ConversationRead, type Paged, type TemplateRead,
} from '@atiende/shared';
import { userWithPermissions, useStaff, useTestApp, waitUntil } from '../../test/harness.js';
import {
  broadcastRecipients, broadcastSends, campaignUsers, campaigns, contactData, contactGroupMembers, contactGroups, conversations, jobs,
} from '../../db/schema.js';
import { metaSignature } from '../../integrations/meta/meta.webhook.js';
import { startFakeHttp, type FakeRequest } from '../../integrations/fake-http.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { insertContact } from '../contacts/contacts.writes.js';
import { connectSocket, type SocketClient } from '../../test/socket-client.js';
import { moduleJobs } from '../index.js';

/*
 * Broadcasts: the DIFUSIÓN tab's campaigns, their one send to contact groups through the Graph simulator
 * (over HTTP, as with Meta), its accounting, provider refusals (through a Graph stand-in that answers what
 * each test asks), resuming after a worker died without sending anything twice, and the answers landing
 * in the broadcast's campaign.
 */

const t = useTestApp();
const staff = useStaff(t);

const ACCESS_TOKEN = 'EAAdifusion-token-1234';
const APP_SECRET = 'secreto-app-difusion';
const FAKE_TOKEN = 'EAAdifusion-fake-5678';
const FAKE_SECRET = 'secreto-app-fake';

let origin: string;
let channel: ChannelRead;
let fakeChannel: ChannelRead;
let campaignId: number;
let otherCampaignId: number;
let template: TemplateRead;
let fakeTemplate: TemplateRead;

type Answer = { status: number; body: unknown };
/** What the Graph stand-in answers to the next sends to a phone, in order; afterwards it accepts. */
const answersFor = new Map<string, Answer[]>();
let graph: Awaited<ReturnType<typeof startFakeHttp>>;
const graphError = (status: number, code: number, message: string): Answer => ({ status, body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbC' } } });
const isSend = (r: FakeRequest) => r.method === 'POST' && r.path === '/v21.0/pnid-fake/messages';
const sendsTo = (phone: string) => graph.requests.filter((r) => isSend(r) && (r.json() as { to?: string }).to === phone);

const runJobs = (options: { batchLimit?: number } = {}) => runDueJobs(t.app, moduleJobs, options);
const newPhone = () => `57310${randomInt(1_000_000, 9_999_999)}`;

/** Retries and later runs are due now: the provider's wait has passed. */
async function timePasses() {
  await t.database.db.update(broadcastRecipients).set({ nextTryAt: sql`now() - interval '1 second'` }).where(sql`${broadcastRecipients.nextTryAt} is not null`);
  await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, 'broadcasts.send'), eq(jobs.status, 'queued')));
}

/** A contact with its phones (the first one primary), for the groups. */
async function contactWith(name: string, phones: string[]): Promise<number> {
  const [first, ...rest] = name.split(' ');
  const id = await insertContact(t.database.db, { first_name: first!, last_name: rest.join(' '), ...(phones[0] ? { phone: phones[0] } : {}) }, null);
  for (const phone of phones.slice(1)) await t.database.db.insert(contactData).values({ contactId: id, tipo: 'Telefono', label: 'Otro', value1: phone });
  return id;
}

async function groupOf(contactIds: number[]): Promise<number> {
  const [group] = await t.database.db.insert(contactGroups).values({ name: `Grupo ${randomUUID()}` }).returning({ id: contactGroups.id });
  if (contactIds.length > 0) await t.database.db.insert(contactGroupMembers).values(contactIds.map((contactId) => ({ groupId: group!.id, contactId })));
  return group!.id;
}

async function createBroadcast(body: Record<string, unknown> = {}, token = t.admin) {
  return t.call(token, 'POST', '/api/leads/campaign_broadcasts/', { name: `Difusión ${randomUUID()}`, descripcion: 'Promoción de marzo', campaign: campaignId, ...body });
}

async function stats(broadcastId: number): Promise<BroadcastProgress> {
  const res = await t.call(t.admin, 'GET', `/api/leads/campaign_broadcasts/${broadcastId}/estadisticas/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function detail(broadcastId: number, tipo: string, search = ''): Promise<Paged<BroadcastDetailRow>> {
  const res = await t.call(t.admin, 'GET', `/api/leads/campaign_broadcasts/${broadcastId}/detalle/?tipo=${tipo}&search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function customerMessages(phone: string, on = channel) {
  const res = await t.call(t.admin, 'GET', `/api/sim/conversation/?channel=${on.id}&address=${phone}`);
  return (res.json() as { messages: { from: string; kind: string; text: string | null }[] }).messages;
}

/** A template created, submitted and approved through the simulator's review. */
async function simApprovedTemplate(body: string): Promise<TemplateRead> {
  const res = await t.call(t.admin, 'POST', '/api/whatsapp/template/', { name: `difusion_${randomUUID().slice(0, 8)}`, campaign: [campaignId], body });
  expect(res.statusCode, res.body).toBe(201);
  await runJobs();
  // Approved in the simulated account (the stand-in account's review comes by its own webhook).
  await waitUntil('plantilla aprobada', async () => ((await t.call(t.admin, 'GET', `/api/whatsapp/template/${res.json().id}/`)).json() as TemplateRead)
    .estados.some((e) => e.waba_id === 'waba-difusion' && e.status === 'APPROVED'));
  return (await t.call(t.admin, 'GET', `/api/whatsapp/template/${res.json().id}/`)).json();
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  graph = await startFakeHttp((req) => {
    if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}`) return graphError(401, 190, 'Invalid OAuth access token.');
    if (req.method === 'POST' && req.path === '/v21.0/waba-fake/message_templates') return { status: 200, body: { id: '771', status: 'PENDING', category: 'UTILITY' } };
    if (isSend(req)) {
      const to = (req.json() as { to: string }).to;
      const next = answersFor.get(to)?.shift();
      if (next) return next;
      return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.${randomUUID()}` }] } };
    }
    return undefined;
  });
  const db = t.database.db;
  const [campaign] = await db.insert(campaigns).values({ name: `Difusiones ${randomUUID()}`, description: 'Difusiones' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  const [other] = await db.insert(campaigns).values({ name: `Otra ${randomUUID()}`, description: 'Otra' }).returning({ id: campaigns.id });
  otherCampaignId = other!.id;
  await db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const created = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: `WhatsApp difusión ${randomUUID().slice(0, 6)}`, tipo: 'WhatsApp', campaign: campaignId,
    config: {
      phone_number_id: 'pnid-difusion', waba_id: 'waba-difusion', access_token: ACCESS_TOKEN, app_secret: APP_SECRET, verify_token: 'v',
      api_url: `${origin}/sim/whatsapp/v21.0`, mensajes_por_segundo: '400',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  channel = created.json();
  const fake = await t.call(t.admin, 'POST', '/api/channels/', {
    nombre: `WhatsApp proveedor ${randomUUID().slice(0, 6)}`, tipo: 'WhatsApp', campaign: campaignId,
    config: { phone_number_id: 'pnid-fake', waba_id: 'waba-fake', access_token: FAKE_TOKEN, app_secret: FAKE_SECRET, verify_token: 'v', api_url: `${graph.url}/v21.0`, mensajes_por_segundo: '400' },
  });
  expect(fake.statusCode, fake.body).toBe(201);
  fakeChannel = fake.json();
  template = await simApprovedTemplate('Hola {{1}}, tenemos una oferta para usted.');
  // The stand-in account approves through a signed review webhook, as Meta does.
  const res = await t.call(t.admin, 'GET', `/api/whatsapp/template/${template.id}/`);
  fakeTemplate = res.json();
  const review = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'waba-fake', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED', message_template_id: 771, message_template_name: template.name, message_template_language: 'es', reason: 'NONE' } }] }] });
  const delivered = await t.app.inject({ method: 'POST', url: fakeChannel.webhook_url, payload: review, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(review, FAKE_SECRET) } });
  expect(delivered.statusCode, delivered.body).toBe(200);
});

afterAll(async () => {
  await graph?.close();
});

describe('broadcast campaigns', () => {
  it('are created with the campaign\'s WhatsApp channel, listed by name and date, and offer Enviar until sent', async () => {
    const res = await createBroadcast({ name: 'Renovación Marzo Única' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Renovación Marzo Única', campaign: campaignId, channel: expect.any(Number), managements: [], puede_enviar: true, message: BROADCAST_MSG.created,
    });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
    const found = await t.call(t.admin, 'GET', `/api/leads/campaign_broadcasts/?search=marzo única&fecha_inicio=${today}&fecha_fin=${today}`);
    expect(found.json()).toMatchObject({ count: 1, results: [{ id: res.json().id }] });
    const before = await t.call(t.admin, 'GET', '/api/leads/campaign_broadcasts/?search=marzo única&fecha_fin=2020-01-01');
    expect(before.json().count).toBe(0);
    const reversed = await t.call(t.admin, 'GET', '/api/leads/campaign_broadcasts/?fecha_inicio=2026-03-02&fecha_fin=2026-03-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('answer Spanish field errors: required fields, a campaign without WhatsApp channel, a name taken', async () => {
    const empty = await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ name: [MSG.required], campaign: [BROADCAST_MSG.campaignMissing] });
    const noChannel = await createBroadcast({ campaign: otherCampaignId });
    expect(noChannel.json()).toEqual({ campaign: [BROADCAST_MSG.noWhatsappChannel] });
    const name = `Difusión ${randomUUID()}`;
    expect((await createBroadcast({ name })).statusCode).toBe(201);
    const twice = await createBroadcast({ name: name.toUpperCase() });
    expect(twice.json()).toEqual({ name: [BROADCAST_MSG.nameTaken] });
  });

  it('are for SuperAdmin, Administrador and Supervisor only', async () => {
    expect((await createBroadcast({}, staff.agente.token)).statusCode).toBe(403);
    expect((await createBroadcast({}, staff.operador.token)).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'GET', '/api/leads/campaign_broadcasts/')).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'POST', '/api/leads/campaign_broadcasts/difusion/', {})).statusCode).toBe(403);
    expect((await createBroadcast({}, staff.supervisor.token)).statusCode).toBe(201);
    expect((await t.call(staff.administrador.token, 'GET', '/api/leads/campaign_broadcasts/')).statusCode).toBe(200);
  });

  it('are, for a sender who does not see every campaign, only those of their campaigns', async () => {
    const sender = await userWithPermissions(t, [PERMISSIONS.broadcastsManage, PERMISSIONS.templatesManage]);
    await t.database.db.insert(campaignUsers).values({ campaignId: otherCampaignId, userId: sender.id });
    const broadcast = (await createBroadcast()).json() as BroadcastRead;
    const group = await groupOf([await contactWith('Rosa Díaz', [`+${newPhone()}`])]);

    const listed = await t.call(sender.token, 'GET', '/api/leads/campaign_broadcasts/');
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as Paged<BroadcastRead>).results.map((b) => b.id)).not.toContain(broadcast.id);
    for (const url of ['', 'estadisticas/', 'detalle/?tipo=todos']) {
      const hidden = await t.call(sender.token, 'GET', `/api/leads/campaign_broadcasts/${broadcast.id}/${url}`);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json()).toEqual({ detail: BROADCAST_MSG.notFound });
    }
    const send = await t.call(sender.token, 'POST', '/api/leads/campaign_broadcasts/difusion/', {
      campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: template.id, variables: ['Rosa'],
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ campaign_broadcast: [BROADCAST_MSG.notFound] });
    expect(await t.database.db.select().from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcast.id))).toEqual([]);
    const create = await createBroadcast({}, sender.token);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ campaign: [BROADCAST_MSG.campaignNotYours] });

    // Once they work in the campaign, it is theirs to read.
    await t.database.db.insert(campaignUsers).values({ campaignId, userId: sender.id });
    expect((await t.call(sender.token, 'GET', `/api/leads/campaign_broadcasts/${broadcast.id}/`)).json()).toMatchObject({ id: broadcast.id });
  });

  it('go out through a channel of their own campaign', async () => {
    const res = await createBroadcast({ campaign: otherCampaignId, channel: channel.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ channel: [BROADCAST_MSG.channelNotOfCampaign] });
  });
});

describe('sending a broadcast', () => {
  it('sends one template per phone, counts contacts without phone, with several phones and with a bad number, and lands answers in its campaign', async () => {
    const [one, two, three] = [newPhone(), newPhone(), newPhone()];
    const ana = await contactWith('Ana Ríos', [`+${one}`]);
    const luis = await contactWith('Luis Mejía', [`+${two}`, `+${three}`]);
    const sinTelefono = await contactWith('Sara Sin Teléfono', []);
    const malo = await contactWith('Pedro Número Malo', ['123']);
    const groupA = await groupOf([ana, luis, sinTelefono]);
    const groupB = await groupOf([luis, malo]);
    const broadcast = (await createBroadcast()).json() as BroadcastRead;
    const socket: SocketClient = await connectSocket(origin.replace('http', 'ws'), `/ws/difusion/?token=${t.admin}`);
    // Senders who see only their campaigns hear only their campaigns' sends.
    const insider = await userWithPermissions(t, [PERMISSIONS.broadcastsManage]);
    const outsider = await userWithPermissions(t, [PERMISSIONS.broadcastsManage]);
    await t.database.db.insert(campaignUsers).values([{ campaignId, userId: insider.id }, { campaignId: otherCampaignId, userId: outsider.id }]);
    const insiderSocket = await connectSocket(origin.replace('http', 'ws'), `/ws/difusion/?token=${insider.token}`);
    const outsiderSocket = await connectSocket(origin.replace('http', 'ws'), `/ws/difusion/?token=${outsider.token}`);

    const res = await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', {
      campaign_broadcast: broadcast.id, grupo_contacto_id: [groupA, groupB], template: template.id, variables: ['[nombre]'], description: 'Primera ola',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: BROADCAST_MSG.started, broadcast: { puede_enviar: false }, management: { status: 'PENDIENTE', description: 'Primera ola' } });
    const again = await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', { campaign_broadcast: broadcast.id, grupo_contacto_id: [groupA], template: template.id, variables: ['x'] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: BROADCAST_MSG.alreadySent });

    await runJobs();
    expect((await stats(broadcast.id))).toMatchObject({
      status: 'FINALIZADO',
      metadata: {
        total_contactos: 4, sin_telefono: 1, multiples_telefonos: 1, exitosos: 2, fallidos: 1,
        mensajes_enviados: 3, mensajes_fallidos: 1, mensajes_pendientes: 0, progreso: 100,
      },
    });
    type Progress = { type: string; status: string; broadcast: number; campaign: number };
    const finished = (m: Progress) => m.type === 'difusion' && m.broadcast === broadcast.id && m.status === 'FINALIZADO';
    await waitUntil('el avance por el socket', () => socket.drain<Progress>().some(finished));
    const insiderHeard: Progress[] = [];
    await waitUntil('el avance por el socket de la campaña', () => {
      insiderHeard.push(...insiderSocket.drain<Progress>());
      return insiderHeard.some(finished);
    });
    expect(insiderHeard.find(finished)).toMatchObject({ campaign: campaignId });
    expect(outsiderSocket.drain<Progress>().filter((m) => m.type === 'difusion')).toEqual([]);
    for (const each of [socket, insiderSocket, outsiderSocket]) each.socket.close();
    expect((await customerMessages(one))).toEqual([expect.objectContaining({ from: 'agent', kind: 'template', text: 'Hola Ana, tenemos una oferta para usted.' })]);
    expect((await customerMessages(two))).toHaveLength(1);
    expect((await customerMessages(three))).toHaveLength(1);

    expect((await detail(broadcast.id, 'exitosos')).results.map((r) => [r.nombre, r.mensajes_exitosos]))
      .toEqual([['Ana Ríos', 1], ['Luis Mejía', 2]]);
    const multiple = (await detail(broadcast.id, 'multiples_telefonos')).results;
    expect(multiple).toEqual([expect.objectContaining({ nombre: 'Luis Mejía', mensajes_exitosos: 2 })]);
    expect(multiple[0]!.telefono.split(', ').sort()).toEqual([two, three].sort());
    expect((await detail(broadcast.id, 'sin_telefono')).results).toEqual([expect.objectContaining({ nombre: 'Sara Sin Teléfono', telefono: '', telefonos: [] })]);
    expect((await detail(broadcast.id, 'fallidos')).results).toEqual([expect.objectContaining({
      nombre: 'Pedro Número Malo', telefonos: [{ telefono: '123', status: 'fallido', error: BROADCAST_MSG.invalidPhone }],
    })]);
    expect((await detail(broadcast.id, 'todos', 'ana')).count).toBe(1);
    expect((await detail(broadcast.id, 'todos', three)).results[0]!.nombre).toBe('Luis Mejía');
    const listed = await t.call(t.admin, 'GET', `/api/leads/campaign_broadcasts/${broadcast.id}/`);
    expect(listed.json()).toMatchObject({ puede_enviar: false, managements: [{ status: 'FINALIZADO', template: { id: template.id }, metadata: { exitosos: 2 } }] });

    // The broadcast's conversation waits in no queue; the customer's answer puts it in the campaign's.
    const [opened] = await t.database.db.select().from(conversations).where(and(eq(conversations.address, one), eq(conversations.channelId, channel.id)));
    expect(opened).toMatchObject({ estado: 'DIFUSION', campaignId, contactId: ana });
    const queueBefore = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
    expect((queueBefore.json() as Paged<ConversationRead>).results.map((c) => c.phone)).not.toContain(one);
    const answer = await t.call(staff.agente.token, 'POST', '/api/sim/messages/', { channel: channel.id, name: 'Ana Ríos', address: one, kind: 'text', text: 'Me interesa' });
    expect(answer.statusCode, answer.body).toBe(201);
    const queue = await t.call(staff.agente.token, 'GET', '/api/conversation/get_conversation_new/?limit=500');
    const waiting = (queue.json() as Paged<ConversationRead>).results.find((c) => c.phone === one);
    expect(waiting).toMatchObject({ id: opened!.id, estado: 'EN_ESPERA', campaign: { id: campaignId }, plantilla_requerida: false });
    const thread = await t.call(staff.agente.token, 'GET', `/api/whatsapp/message/contact_messages/?conversation=${opened!.id}`);
    expect(thread.json().results.map((m: { msg_type: string; body: string }) => [m.msg_type, m.body])).toEqual([
      ['template', 'Hola Ana, tenemos una oferta para usted.'], ['text', 'Me interesa'],
    ]);
  });

  it('refuses a template that is not approved or not of the campaign, missing groups and values, in Spanish', async () => {
    const broadcast = (await createBroadcast()).json() as BroadcastRead;
    const group = await groupOf([await contactWith('Uno Solo', [`+${newPhone()}`])]);
    const send = (body: object) => t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', { campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: template.id, variables: ['x'], ...body });
    const pending = await t.call(t.admin, 'POST', '/api/whatsapp/template/', { name: `pendiente_${randomUUID().slice(0, 8)}`, campaign: [campaignId], body: 'Pendiente' });
    expect((await send({ template: pending.json().id, variables: [] })).json()).toEqual({ template: [TEMPLATE_MSG.notApproved] });
    const foreign = await t.call(t.admin, 'POST', '/api/whatsapp/template/', { name: `ajena_${randomUUID().slice(0, 8)}`, campaign: [campaignId, otherCampaignId], body: 'Ajena' });
    await t.database.db.execute(sql`delete from whatsapp_template_campaigns where template_id = ${foreign.json().id} and campaign_id = ${campaignId}`);
    expect((await send({ template: foreign.json().id, variables: [] })).json()).toEqual({ template: [TEMPLATE_MSG.notOfCampaign] });
    expect((await send({ variables: [] })).json()).toEqual({ variables: [TEMPLATE_MSG.variablesCount(1)] });
    expect((await send({ grupo_contacto_id: [] })).json()).toEqual({ grupo_contacto_id: [BROADCAST_MSG.groupsRequired] });
    expect((await send({ grupo_contacto_id: [999_999] })).json()).toEqual({ grupo_contacto_id: [BROADCAST_MSG.groupMissing] });
    expect((await send({ campaign_broadcast: 999_999 })).json()).toEqual({ campaign_broadcast: [BROADCAST_MSG.notFound] });
    // Nothing was started by any of them.
    expect((await t.database.db.select().from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcast.id)))).toHaveLength(0);
  });

  it('gives one of twenty simultaneous sends of a broadcast the send; the others get the Spanish 400', async () => {
    const broadcast = (await createBroadcast()).json() as BroadcastRead;
    const group = await groupOf([await contactWith('Carrera Única', [`+${newPhone()}`])]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', {
      campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: template.id, variables: ['x'],
    })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().detail === BROADCAST_MSG.alreadySent)).toBe(true);
    await runJobs();
  });
});

describe('the conversations a broadcast opens', () => {
  it('are taken by an agent who starts a chat with the number, and closed without a gestión when nobody answers in time', async () => {
    const [taken, silent] = [newPhone(), newPhone()];
    const group = await groupOf([await contactWith('Toma Agente', [`+${taken}`]), await contactWith('Nunca Responde', [`+${silent}`])]);
    const broadcast = (await createBroadcast()).json() as BroadcastRead;
    await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', { campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: template.id, variables: ['x'] });
    await runJobs();
    const started = await t.call(staff.agente.token, 'POST', '/api/conversation/get_or_create_conversation/', { phone: taken, channel: channel.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().conversation).toMatchObject({ estado: 'EN_GESTION', agent: { id: staff.agente.id }, campaign: { id: campaignId } });
    const [before] = await t.database.db.select().from(conversations).where(and(eq(conversations.address, taken), eq(conversations.channelId, channel.id)));
    expect(started.json().conversation.id).toBe(before!.id);

    await t.database.db.update(conversations).set({ lastMessageAt: sql`now() - interval '30 hours'` })
      .where(and(eq(conversations.address, silent), eq(conversations.channelId, channel.id)));
    const { expireConversations } = await import('../chat/chat.close.js');
    await expireConversations(t.database.db);
    const [closed] = await t.database.db.select().from(conversations).where(and(eq(conversations.address, silent), eq(conversations.channelId, channel.id)));
    expect(closed).toMatchObject({ estado: 'FINALIZADA', expired: true, gestionId: null });
  });
});

describe('provider refusals', () => {
  it('waits out 130429 and the pair limit (131056), fails other errors with their reason, and sends each message once', async () => {
    const [throttled, paired, refused, flaky] = [newPhone(), newPhone(), newPhone(), newPhone()];
    answersFor.set(throttled, [graphError(400, 130429, '(#130429) Rate limit hit')]);
    answersFor.set(paired, [graphError(400, 131056, '(#131056) Pair rate limit hit')]);
    answersFor.set(refused, [graphError(400, 131026, '(#131026) Message undeliverable')]);
    answersFor.set(flaky, [graphError(500, 1, 'An unknown error has occurred.')]);
    const ids = [];
    for (const [index, phone] of [throttled, paired, refused, flaky].entries()) ids.push(await contactWith(`Cliente Proveedor ${index}`, [`+${phone}`]));
    const group = await groupOf(ids);
    const broadcast = (await createBroadcast({ channel: fakeChannel.id })).json() as BroadcastRead;
    expect(broadcast.channel).toBe(fakeChannel.id);
    const started = await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', { campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: fakeTemplate.id, variables: ['[nombre]'] });
    expect(started.statusCode, started.body).toBe(201);
    await runJobs();
    const midway = await stats(broadcast.id);
    expect(midway.status).toBe('EN_PROCESO');
    expect(midway.metadata.mensajes_pendientes).toBeGreaterThan(0);
    // The throughput refusal and the pair limit are tried again once the provider's wait has passed.
    for (let round = 0; round < 5 && (await stats(broadcast.id)).status !== 'FINALIZADO'; round += 1) {
      await timePasses();
      await runJobs();
    }
    expect(await stats(broadcast.id)).toMatchObject({ status: 'FINALIZADO', metadata: { exitosos: 3, fallidos: 1, mensajes_enviados: 3 } });
    expect(sendsTo(throttled)).toHaveLength(2);
    expect(sendsTo(paired)).toHaveLength(2);
    expect(sendsTo(flaky)).toHaveLength(2);
    expect(sendsTo(refused)).toHaveLength(1);
    expect((await detail(broadcast.id, 'fallidos')).results).toEqual([expect.objectContaining({
      telefonos: [{ telefono: refused, status: 'fallido', error: 'ERROR!!! No se puede enviar el mensaje (código 131026)' }],
    })]);
    const body = sendsTo(throttled)[0]!.json() as { type: string; template: { name: string; language: { code: string }; components: unknown[] } };
    expect(body).toMatchObject({ type: 'template', template: { name: template.name, language: { code: 'es' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Cliente' }] }] } });
  });
});

describe('resuming', () => {
  it('carries on after its worker died, never sending a message twice; messages in flight at the time are reported uncertain', async () => {
    const phones = Array.from({ length: 230 }, () => newPhone());
    const ids: number[] = [];
    for (const [index, phone] of phones.entries()) ids.push(await contactWith(`Masivo ${index}`, [`+${phone}`]));
    const group = await groupOf(ids);
    const broadcast = (await createBroadcast({ channel: fakeChannel.id })).json() as BroadcastRead;
    await t.call(t.admin, 'POST', '/api/leads/campaign_broadcasts/difusion/', { campaign_broadcast: broadcast.id, grupo_contacto_id: [group], template: fakeTemplate.id, variables: ['x'] });
    // The worker stops after its first batch (200), as one killed would; three more were with the provider when it died.
    const [send] = await t.database.db.select().from(broadcastSends).where(eq(broadcastSends.broadcastId, broadcast.id));
    await runDueJobs(t.app, { 'broadcasts.send': async (payload, context) => {
      const { runBroadcastSend } = await import('./broadcasts.sender.js');
      await runBroadcastSend(context.app, Number(payload.sendId), Number(payload.sendId) === send!.id ? { batchLimit: 1 } : {});
    } });
    const left = await t.database.db.select().from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.sendId, send!.id), eq(broadcastRecipients.status, 'pendiente'))).orderBy(broadcastRecipients.id);
    expect(left).toHaveLength(30);
    const inFlight = left.slice(0, 3).map((r) => r.id);
    await t.database.db.update(broadcastRecipients).set({ status: 'enviando' }).where(inArray(broadcastRecipients.id, inFlight));
    expect((await stats(broadcast.id)).metadata.mensajes_enviados).toBe(200);
    // Its job has no heartbeat any more: the runner hands it to another worker.
    await t.database.db.update(jobs).set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(and(eq(jobs.kind, 'broadcasts.send'), eq(jobs.status, 'running')));

    await runJobs();
    expect(await stats(broadcast.id)).toMatchObject({ status: 'FINALIZADO', metadata: { exitosos: 227, fallidos: 3, mensajes_enviados: 227, progreso: 100 } });
    for (const phone of phones) expect(sendsTo(phone).length, phone).toBeLessThanOrEqual(1);
    expect(phones.filter((phone) => sendsTo(phone).length === 1)).toHaveLength(227);
    const uncertain = await t.database.db.select().from(broadcastRecipients).where(inArray(broadcastRecipients.id, inFlight));
    expect(uncertain.every((r) => r.status === 'incierto' && r.reason === BROADCAST_MSG.interrupted)).toBe(true);
  });
});
