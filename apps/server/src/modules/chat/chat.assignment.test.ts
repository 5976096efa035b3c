import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CHAT_MSG, PAUSE_REASONS, type ChannelRead } from '@atiende/shared';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { campaignUsers, campaigns, chatMessages, conversations, users } from '../../db/schema.js';
import { customerWrites as deliver, startGraphStandIn, whatsappChannel, type GraphStandIn } from '../../test/whatsapp-customer.js';
import { insertResultado } from '../gestiones/gestiones.fixtures.js';
import { connectSocket, listen } from '../../test/socket-client.js';
import { assignAllCampaigns } from './chat.assignment.js';

/* Automatic assignment through the real webhook: capacity, fairness, returning customers, parallel arrivals. */

const t = useTestApp();
const db = () => t.database.db;
const CAPACITY = 2;

let graph: GraphStandIn;
let phones = 0;
const newPhone = () => `57304${String(5_000_000 + (phones += 1) * 7919).padStart(7, '0')}`;

/** A campaign with automatic assignment, its WhatsApp channel and `agents` agents signed in. */
async function autoCampaign(agents: number, capacity = CAPACITY) {
  const [campaign] = await db().insert(campaigns).values({ name: `Auto ${randomUUID()}`, description: 'Auto' }).returning({ id: campaigns.id });
  const staff: TestUser[] = [];
  for (let i = 0; i < agents; i += 1) staff.push(await t.userWithRole('Agente', { firstName: `Agente${i}`, lastName: 'Auto' }));
  await db().insert(campaignUsers).values(staff.map((u) => ({ campaignId: campaign!.id, userId: u.id })));
  const patched = await t.call(t.admin, 'PATCH', `/api/campaign/campaign/${campaign!.id}/`, { asignacion_automatica: true, capacidad_agente: capacity });
  expect(patched.statusCode, patched.body).toBe(200);
  const channel = await whatsappChannel(t, campaign!.id, graph, `WhatsApp auto ${campaign!.id}`);
  return { campaignId: campaign!.id, channel, staff };
}

/** The customer writes and the conversation is read back as the webhook left it. */
async function customerWrites(channel: ChannelRead, phone: string) {
  await deliver(t, channel, phone);
  const found = await db().select().from(conversations).where(and(eq(conversations.address, phone), eq(conversations.channelId, channel.id)));
  return found.sort((a, b) => b.id - a.id)[0]!;
}

const conversationById = async (id: number) => (await db().select().from(conversations).where(eq(conversations.id, id)))[0]!;

const openOf = async (agentId: number) =>
  (await db().select().from(conversations).where(and(eq(conversations.agentId, agentId), eq(conversations.estado, 'EN_GESTION')))).length;

beforeAll(async () => {
  graph = await startGraphStandIn();
});
afterAll(async () => graph?.close());

describe('automatic assignment', () => {
  it('gives each arrival to the available agent with the fewest open conversations, ties in turn, up to capacity', async () => {
    const { channel, staff } = await autoCampaign(3);
    const [a, b, paused] = staff;
    await db().update(users).set({ status: 'PAUSA' }).where(eq(users.id, paused!.id));

    const first = await customerWrites(channel, newPhone());
    const second = await customerWrites(channel, newPhone());
    expect([first.agentId, second.agentId].sort()).toEqual([a!.id, b!.id].sort());
    expect(first.estado).toBe('EN_GESTION');
    // Both have one: the next goes to whoever was given one longest ago (the first one's agent).
    const third = await customerWrites(channel, newPhone());
    expect(third.agentId).toBe(first.agentId);
    const fourth = await customerWrites(channel, newPhone());
    expect(fourth.agentId).toBe(second.agentId);
    // Everyone available is at capacity; the paused agent gets nothing: the fifth waits.
    const fifth = await customerWrites(channel, newPhone());
    expect(fifth).toMatchObject({ estado: 'EN_ESPERA', agentId: null });
    expect(await openOf(paused!.id)).toBe(0);

    const line = await db().select().from(chatMessages).where(and(eq(chatMessages.conversationId, first.id), eq(chatMessages.msgType, 'sistema')));
    expect(line.map((m) => [m.body, m.sentBy])).toEqual([[CHAT_MSG.autoAssignedLine(`Agente${staff.indexOf(staff.find((s) => s.id === first.agentId)!)} Auto`), null]]);

    // The agent back from the pause gets the waiting one on the next pass.
    await db().update(users).set({ status: 'CONECTADO' }).where(eq(users.id, paused!.id));
    expect(await assignAllCampaigns(db())).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(conversations).where(eq(conversations.id, fifth.id)))[0]!.agentId).toBe(paused!.id);
  });

  it('tells the agent live of the conversation given and of the line that says so, each once', async () => {
    const base = await listen(t.app);
    const { channel, staff } = await autoCampaign(1);
    const phone = newPhone();
    const mine = await connectSocket(base, `/ws/en_gestion_conversation/?token=${staff[0]!.token}`);
    const given = await customerWrites(channel, phone);
    expect(given).toMatchObject({ estado: 'EN_GESTION', agentId: staff[0]!.id });
    // The customer's message went to the queue (nobody had it yet); what reaches the agent is the assignment and its line.
    expect([await mine.next(), await mine.next()]).toEqual([
      { type: 'conversation', conversation: given.id, estado: 'EN_GESTION', phone },
      { type: 'message', conversation: given.id, phone },
    ]);
    const lines = await db().select().from(chatMessages).where(and(eq(chatMessages.conversationId, given.id), eq(chatMessages.msgType, 'sistema')));
    expect(lines.map((m) => [m.body, m.fromMe, m.sentBy])).toEqual([[CHAT_MSG.autoAssignedLine('Agente0 Auto'), true, null]]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.drain()).toEqual([]);
    mine.socket.close();
  });

  it('gives the next waiting conversation to an agent who typifies one, and sends a returning customer back to their agent', async () => {
    const { campaignId, channel, staff } = await autoCampaign(2, 1);
    const [a, b] = staff;
    const resultado = await insertResultado(db(), campaignId);
    const regular = newPhone();
    const served = await customerWrites(channel, regular);
    const other = await customerWrites(channel, newPhone());
    const waiting = await customerWrites(channel, newPhone());
    expect(waiting.estado).toBe('EN_ESPERA');
    const servedBy = staff.find((s) => s.id === served.agentId)!;
    const typified = await t.call(servedBy.token, 'POST', `/api/guardar_gestion/?contacto=${served.contactId}&conversation=${served.id}`, {
      calificacion: resultado.id, descripcion: resultado.descripciones[0]!.id, campaign: campaignId,
    });
    expect(typified.statusCode, typified.body).toBe(201);
    expect((await db().select().from(conversations).where(eq(conversations.id, waiting.id)))[0]).toMatchObject({ estado: 'EN_GESTION', agentId: servedBy.id });

    // Both are busy again; the regular customer comes back once their agent is free, and goes to them, not to the other.
    const otherBy = staff.find((s) => s.id === other.agentId)!;
    expect([a!.id, b!.id]).toContain(otherBy.id);
    await db().update(conversations).set({ estado: 'FINALIZADA', closedAt: new Date() }).where(inArray(conversations.id, [waiting.id, other.id]));
    const back = await customerWrites(channel, regular);
    expect(back.agentId).toBe(servedBy.id);
  });

  it('never gives one conversation to two agents, nor an agent more than the capacity, under 20 parallel arrivals; agents still take by hand', async () => {
    const { campaignId, channel, staff } = await autoCampaign(3, 5);
    const numbers = Array.from({ length: 20 }, newPhone);
    // Each webhook answers once its arrival was offered: no sweep is needed for the burst to be given.
    await Promise.all(numbers.map((phone) => customerWrites(channel, phone)));
    const all = await db().select().from(conversations).where(eq(conversations.campaignId, campaignId));
    expect(all).toHaveLength(20);
    const assigned = all.filter((c) => c.estado === 'EN_GESTION');
    expect(assigned).toHaveLength(15);
    for (const agent of staff) expect(assigned.filter((c) => c.agentId === agent.id)).toHaveLength(5);
    const lines = await db().select().from(chatMessages).where(and(inArray(chatMessages.conversationId, all.map((c) => c.id)), eq(chatMessages.msgType, 'sistema')));
    expect(lines).toHaveLength(15);
    expect(new Set(lines.map((l) => l.conversationId)).size).toBe(15);

    const stillWaiting = all.find((c) => c.estado === 'EN_ESPERA')!;
    const supervisor = await t.userWithRole('Supervisor');
    await db().insert(campaignUsers).values({ campaignId, userId: supervisor.id });
    const taken = await t.call(supervisor.token, 'POST', `/api/conversation/${stillWaiting.id}/assign_agent/`);
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('gives a waiting conversation at once to an agent who ends a pause, whose quiet page is heard again, or who signs in', async () => {
    const { channel, staff } = await autoCampaign(1, 5);
    const [agent] = staff;
    const paused = await t.call(agent!.token, 'POST', '/api/session_history/start_pause/', { reason: PAUSE_REASONS[0] });
    expect(paused.statusCode, paused.body).toBe(200);
    const first = await customerWrites(channel, newPhone());
    expect(first).toMatchObject({ estado: 'EN_ESPERA', agentId: null });
    const resumed = await t.call(agent!.token, 'POST', '/api/session_history/end_pause/');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await conversationById(first.id)).toMatchObject({ estado: 'EN_GESTION', agentId: agent!.id });

    // The agent's page went quiet: the next customer waits until a heartbeat brings the agent back.
    await db().update(users).set({ status: 'DESCONECTADO' }).where(eq(users.id, agent!.id));
    const second = await customerWrites(channel, newPhone());
    expect(second).toMatchObject({ estado: 'EN_ESPERA', agentId: null });
    const heard = await t.call(agent!.token, 'POST', '/api/session_history/heartbeat/');
    expect(heard.json()).toEqual({ status: 'CONECTADO' });
    expect(await conversationById(second.id)).toMatchObject({ estado: 'EN_GESTION', agentId: agent!.id });

    // Signed out everywhere, then signing in again.
    await db().update(users).set({ status: 'DESCONECTADO' }).where(eq(users.id, agent!.id));
    const third = await customerWrites(channel, newPhone());
    expect(third).toMatchObject({ estado: 'EN_ESPERA', agentId: null });
    await t.login(agent!.username);
    expect(await conversationById(third.id)).toMatchObject({ estado: 'EN_GESTION', agentId: agent!.id });
  });

  it('sweeps a queue longer than one batch in several short transactions, in turn, oldest first', async () => {
    const { campaignId, channel, staff } = await autoCampaign(2, 30);
    // Everyone away while 45 customers write: they all wait.
    await db().update(users).set({ status: 'PAUSA' }).where(inArray(users.id, staff.map((s) => s.id)));
    for (let i = 0; i < 45; i += 1) await customerWrites(channel, newPhone());
    await db().update(users).set({ status: 'CONECTADO' }).where(inArray(users.id, staff.map((s) => s.id)));
    expect(await assignAllCampaigns(db())).toBeGreaterThanOrEqual(45);
    const all = await db().select().from(conversations).where(eq(conversations.campaignId, campaignId));
    expect(all.filter((c) => c.estado === 'EN_GESTION')).toHaveLength(45);
    const byAgent = staff.map((s) => all.filter((c) => c.agentId === s.id).length).sort();
    expect(byAgent).toEqual([22, 23]);
    // More than one batch of twenty was given, oldest first.
    const byAge = [...all].sort((a, b) => a.id - b.id);
    const firstBatchLast = Math.max(...byAge.slice(0, 20).map((c) => c.assignedAt!.getTime()));
    const lastBatchFirst = Math.min(...byAge.slice(40).map((c) => c.assignedAt!.getTime()));
    expect(firstBatchLast).toBeLessThanOrEqual(lastBatchFirst);
  });
});
