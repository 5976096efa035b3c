import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CHAT_MSG } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emitAll } from '../../events/events.js';
import { campaignIdsOfUser, campaignUserIds } from '../campaigns/campaigns.members.js';
import { autoAssignedCampaigns, serviceLevelsOf } from '../service-levels/service-levels.settings.js';
import { connectedUserIds, userNames } from '../users/users.queries.js';
import { addWorkspaceLines, conversationEvent } from './chat.conversations.js';
import { conversations } from './chat.tables.js';

/*
 * Automatic assignment. With the campaign's `asignacion_automatica`, its oldest waiting conversation goes to an
 * available agent of the campaign — CONECTADO (signed in with a live page, not paused) and under the campaign's
 * `capacidad_agente` open conversations — the one with the fewest open conversations, ties to whoever was given one
 * longest ago; a returning customer goes back to their last agent when that agent is available. One campaign is
 * assigned by one transaction at a time (an advisory lock), and a conversation is claimed as 'Tomar' does (only
 * while it is still EN_ESPERA), skipping rows another transaction holds: never one conversation to two agents.
 */

const lockOf = (campaignId: number) => sql`hashtext(${`chat:assign:${campaignId}`})`;

/**
 * For each agent among `agentIds`: their open conversations (EN_GESTION, every campaign counted) and when they were
 * last given one (never: absent), each read from an index of the agent's conversations.
 */
async function agentsLoad(tx: Db, agentIds: number[]): Promise<{ load: Map<number, number>; last: Map<number, number> }> {
  const found = await rows<{ agent_id: number; open: number; at: string | Date | null }>(tx, sql`
    select a.id as agent_id,
      (select count(*) from ${conversations} c where c.agent_id = a.id and c.estado = 'EN_GESTION')::int as open,
      (select c.assigned_at from ${conversations} c where c.agent_id = a.id and c.assigned_at is not null order by c.assigned_at desc limit 1) as at
    from unnest(${`{${agentIds.join(',')}}`}::int[]) as a(id)`);
  return {
    load: new Map(found.map((row) => [Number(row.agent_id), Number(row.open)])),
    last: new Map(found.flatMap((row) => (row.at === null ? [] : [[Number(row.agent_id), new Date(row.at).getTime()] as const]))),
  };
}

/** For each waiting conversation, the agent of its customer's latest earlier conversation (absent when none had one). */
async function previousAgentsOf(tx: Db, waiting: (typeof conversations.$inferSelect)[]): Promise<Map<number, number>> {
  const found = await rows<{ id: number; agent_id: number | null }>(tx, sql`
    select w.id, (select c.agent_id from ${conversations} c where c.contact_id = w.contact_id and c.id <> w.id and c.agent_id is not null
      order by c.created_at desc, c.id desc limit 1) as agent_id
    from unnest(${`{${waiting.map((c) => c.id).join(',')}}`}::int[], ${`{${waiting.map((c) => c.contactId).join(',')}}`}::int[]) as w(id, contact_id)`);
  return new Map(found.flatMap((row) => (row.agent_id === null ? [] : [[Number(row.id), Number(row.agent_id)] as const])));
}

/** The fewest open conversations first; among equals, the one given a conversation longest ago (never before: first), then by id. */
function fairest(candidates: number[], load: Map<number, number>, last: Map<number, number>): number {
  return [...candidates].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || (last.get(a) ?? 0) - (last.get(b) ?? 0) || a - b)[0]!;
}

/** How many conversations one transaction of the sweep gives at most: each batch is seen by the agents once committed. */
export const SWEEP_BATCH = 20;
/** How many waiting conversations one statement claims: a batch is given in a few statements, not one per conversation. */
const CLAIM_CHUNK = 50;
/**
 * How many a typification or an agent becoming available gives at most, oldest first, in passing: the rest goes to
 * the next pass (see chat.assigner.ts) or the sweep, so that no transaction holds the campaign's lock for long.
 */
const IN_PASSING = 3;

/**
 * Gives the campaign's waiting conversations, oldest first, to its available agents while there are both (at most
 * `limit`); in the caller's transaction. `wait: false` gives up at once when another transaction is assigning the
 * campaign (a webhook must not queue behind it; that one, or the next pass, assigns). Returns how many were given.
 */
export async function assignWaiting(tx: Db, campaignId: number, { wait = true, limit = Number.POSITIVE_INFINITY } = {}): Promise<number> {
  const settings = (await serviceLevelsOf(tx, [campaignId])).get(campaignId)!;
  if (!settings.asignacion_automatica) return 0;
  if (wait) {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockOf(campaignId)})`);
  } else {
    const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${lockOf(campaignId)}) as locked`);
    if (!lock?.locked) return 0;
  }
  const agents = await connectedUserIds(tx, await campaignUserIds(tx, campaignId));
  if (agents.length === 0) return 0;
  const { load, last } = await agentsLoad(tx, agents);
  const names = await userNames(tx, agents);
  // Each agent given one is the last given: later than any before, in the order of this transaction.
  let clock = Math.max(Date.now(), ...last.values());
  let given = 0;
  while (given < limit) {
    const room = agents.reduce((sum, id) => sum + Math.max(0, settings.capacidad_agente - (load.get(id) ?? 0)), 0);
    const wanted = Math.min(limit - given, room, CLAIM_CHUNK);
    if (wanted === 0) break;
    const waiting = await tx.select().from(conversations)
      .where(and(eq(conversations.estado, 'EN_ESPERA'), eq(conversations.campaignId, campaignId)))
      .orderBy(asc(conversations.createdAt), asc(conversations.id)).limit(wanted).for('update', { skipLocked: true });
    if (waiting.length === 0) break;
    const returning = await previousAgentsOf(tx, waiting);
    const plan = new Map<number, number>();
    for (const next of waiting) {
      const candidates = agents.filter((id) => (load.get(id) ?? 0) < settings.capacidad_agente);
      if (candidates.length === 0) break;
      const previous = returning.get(next.id);
      const agent = previous !== undefined && candidates.includes(previous) ? previous : fairest(candidates, load, last);
      plan.set(next.id, agent);
      load.set(agent, (load.get(agent) ?? 0) + 1);
      last.set(agent, (clock += 1));
    }
    if (plan.size === 0) break;
    const agentOf = sql.join([...plan].map(([id, agent]) => sql`when ${id} then ${agent}`), sql` `);
    const taken = await tx.update(conversations)
      .set({ estado: 'EN_GESTION', agentId: sql`(case ${conversations.id} ${agentOf} end)::int`, assignedAt: new Date() })
      .where(and(inArray(conversations.id, [...plan.keys()]), eq(conversations.estado, 'EN_ESPERA'))).returning();
    await emitAll(tx, taken.map((conversation) => conversationEvent(conversation, null)));
    await addWorkspaceLines(tx, taken.map((conversation) => ({
      conversation, by: null, text: CHAT_MSG.autoAssignedLine(names.get(conversation.agentId!) ?? ''),
    })));
    given += taken.length;
    if (waiting.length < wanted) break;
  }
  return given;
}

/** An agent freed a slot (typified, transferred): their campaigns assign again, without waiting for a busy one. */
export async function assignForAgent(tx: Db, agentId: number): Promise<number> {
  let given = 0;
  for (const campaignId of await campaignIdsOfUser(tx, agentId)) given += await assignWaiting(tx, campaignId, { wait: false, limit: IN_PASSING });
  return given;
}

/**
 * Every campaign with automatic assignment: the sweep that catches agents who became available. Each campaign is
 * assigned in short transactions of SWEEP_BATCH conversations, so that the campaign's lock is held briefly (the
 * webhooks assign their own arrivals meanwhile) and each agent sees a conversation as soon as its batch commits.
 */
export async function assignAllCampaigns(db: Db): Promise<number> {
  let given = 0;
  for (const campaignId of await autoAssignedCampaigns(db)) {
    for (;;) {
      const batch = await db.transaction((tx) => assignWaiting(tx, campaignId, { limit: SWEEP_BATCH }));
      given += batch;
      if (batch < SWEEP_BATCH) break;
    }
  }
  return given;
}
