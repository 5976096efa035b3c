import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { CHAT_MSG } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { campaignIdsOfUser, campaignUserIds } from '../campaigns/campaigns.members.js';
import { autoAssignedCampaigns, serviceLevelsOf } from '../service-levels/service-levels.settings.js';
import { connectedUserIds, userNames } from '../users/users.queries.js';
import { addWorkspaceLine, conversationEvent } from './chat.conversations.js';
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

/** Open conversations (EN_GESTION) of each agent among `agentIds`, every campaign counted. */
async function openLoad(tx: Db, agentIds: number[]): Promise<Map<number, number>> {
  const found = await tx.select({ agentId: conversations.agentId, open: sql<number>`count(*)::int` }).from(conversations)
    .where(and(eq(conversations.estado, 'EN_GESTION'), inArray(conversations.agentId, agentIds))).groupBy(conversations.agentId);
  return new Map(found.map((row) => [row.agentId!, Number(row.open)]));
}

/** When each agent among `agentIds` was last given a conversation (never: absent): one probe of an index per agent. */
async function lastAssignments(tx: Db, agentIds: number[]): Promise<Map<number, number>> {
  const found = await rows<{ agent_id: number; at: string | Date | null }>(tx, sql`
    select a.id as agent_id, (select c.assigned_at from ${conversations} c where c.agent_id = a.id and c.assigned_at is not null
      order by c.assigned_at desc limit 1) as at
    from unnest(${`{${agentIds.join(',')}}`}::int[]) as a(id)`);
  return new Map(found.flatMap((row) => (row.at === null ? [] : [[Number(row.agent_id), new Date(row.at).getTime()] as const])));
}

/** The agent of the customer's latest earlier conversation, if any. */
async function previousAgentOf(tx: Db, contactId: number, conversationId: number): Promise<number | null> {
  const [found] = await tx.select({ agentId: conversations.agentId }).from(conversations)
    .where(and(eq(conversations.contactId, contactId), ne(conversations.id, conversationId), isNotNull(conversations.agentId)))
    .orderBy(desc(conversations.createdAt), desc(conversations.id)).limit(1);
  return found?.agentId ?? null;
}

/** The fewest open conversations first; among equals, the one given a conversation longest ago (never before: first), then by id. */
function fairest(candidates: number[], load: Map<number, number>, last: Map<number, number>): number {
  return [...candidates].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || (last.get(a) ?? 0) - (last.get(b) ?? 0) || a - b)[0]!;
}

/** How many conversations one transaction of the sweep gives at most: each batch is seen by the agents once committed. */
const SWEEP_BATCH = 20;
/**
 * How many a webhook or a typification gives at most, oldest first. Without a bound, the first webhook of a burst
 * would keep taking the arrivals committed after it, holding the campaign's lock and leaving every assignment unseen
 * until the burst ends; with it, each transaction that gets the lock gives its own arrival or the older ones, and the
 * next one goes on.
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
  const [load, last] = await Promise.all([openLoad(tx, agents), lastAssignments(tx, agents)]);
  const names = await userNames(tx, agents);
  let given = 0;
  while (given < limit) {
    const candidates = agents.filter((id) => (load.get(id) ?? 0) < settings.capacidad_agente);
    if (candidates.length === 0) break;
    const [next] = await tx.select().from(conversations)
      .where(and(eq(conversations.estado, 'EN_ESPERA'), eq(conversations.campaignId, campaignId)))
      .orderBy(asc(conversations.createdAt), asc(conversations.id)).limit(1).for('update', { skipLocked: true });
    if (!next) break;
    const returning = await previousAgentOf(tx, next.contactId, next.id);
    const agent = returning !== null && candidates.includes(returning) ? returning : fairest(candidates, load, last);
    const [taken] = await tx.update(conversations).set({ estado: 'EN_GESTION', agentId: agent, assignedAt: new Date() })
      .where(and(eq(conversations.id, next.id), eq(conversations.estado, 'EN_ESPERA'))).returning();
    if (!taken) continue;
    await emit(tx, conversationEvent(taken, null));
    await addWorkspaceLine(tx, taken, null, CHAT_MSG.autoAssignedLine(names.get(agent) ?? ''));
    load.set(agent, (load.get(agent) ?? 0) + 1);
    last.set(agent, Date.now());
    given += 1;
  }
  return given;
}

/** A customer's message left a conversation in the campaign's queue: a few are given at once, oldest first. */
export const assignArrival = (tx: Db, campaignId: number) => assignWaiting(tx, campaignId, { wait: false, limit: IN_PASSING });

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
