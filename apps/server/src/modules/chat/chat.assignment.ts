import { sql } from 'drizzle-orm';
import { CHAT_MSG } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { notifying } from '../../events/events.js';
import { campaignIdsOfUser, campaignUsersSql } from '../campaigns/campaigns.members.js';
import { assigningCapacitySql, autoAssignedCampaigns } from '../service-levels/service-levels.settings.js';
import { connectedUsersAmongSql } from '../users/users.queries.js';
import { conversationEventSql, messageEventSql } from './chat.events.js';
import { chatMessages, conversations } from './chat.tables.js';

/*
 * Automatic assignment. With the campaign's `asignacion_automatica`, its oldest waiting conversation goes to an
 * available agent of the campaign — CONECTADO (signed in with a live page, not paused) and under the campaign's
 * `capacidad_agente` open conversations — the one with the fewest open conversations, ties to whoever was given one
 * longest ago; a returning customer goes back to their last agent when that agent is available. One campaign is
 * assigned by one transaction at a time (an advisory lock), and a conversation is claimed as 'Tomar' does (only
 * while it is still EN_ESPERA), skipping rows another transaction holds: never one conversation to two agents.
 */

interface Agent {
  id: number;
  name: string;
}

/**
 * The campaign's available agents — CONECTADO members, each with their name — with, for each, their open conversations
 * (EN_GESTION, every campaign counted) and when they were last given one (never: absent), in one read.
 */
async function availableAgents(tx: Db, campaignId: number): Promise<{ agents: Agent[]; load: Map<number, number>; last: Map<number, number> }> {
  const found = await rows<{ id: number; name: string; open: number; at: string | Date | null }>(tx, sql`
    select a.id, a.name,
      (select count(*) from ${conversations} c where c.agent_id = a.id and c.estado = 'EN_GESTION')::int as open,
      (select c.assigned_at from ${conversations} c where c.agent_id = a.id and c.assigned_at is not null order by c.assigned_at desc limit 1) as at
    from ${connectedUsersAmongSql(campaignUsersSql(campaignId))} as a`);
  return {
    agents: found.map((row) => ({ id: Number(row.id), name: row.name })),
    load: new Map(found.map((row) => [Number(row.id), Number(row.open)])),
    last: new Map(found.flatMap((row) => (row.at === null ? [] : [[Number(row.id), new Date(row.at).getTime()] as const]))),
  };
}

/**
 * Claims up to `wanted` of the campaign's waiting conversations, oldest first, skipping rows another transaction holds;
 * each with the agent of its customer's latest earlier conversation (null when none had one).
 */
async function claimWaiting(tx: Db, campaignId: number, wanted: number): Promise<{ id: number; previousAgent: number | null }[]> {
  const found = await rows<{ id: number; previous_agent: number | null }>(tx, sql`
    select w.id, (select c.agent_id from ${conversations} c where c.contact_id = w.contact_id and c.id <> w.id and c.agent_id is not null
      order by c.created_at desc, c.id desc limit 1) as previous_agent
    from ${conversations} w where w.estado = 'EN_ESPERA' and w.campaign_id = ${campaignId}
    order by w.created_at, w.id limit ${wanted} for update of w skip locked`);
  return found.map((row) => ({ id: Number(row.id), previousAgent: row.previous_agent === null ? null : Number(row.previous_agent) }));
}

/**
 * Gives each planned conversation to its agent while it still waits, with the workspace line that says so, and
 * announces both (`chat.conversation`, then `chat.message`), in one statement. Returns how many were given.
 */
async function give(tx: Db, plan: { id: number; agent: number; line: string }[]): Promise<number> {
  const given = await rows<{ id: number }>(tx, sql`
    with plan as (
      select * from json_to_recordset(${JSON.stringify(plan)}::json) as p(id int, agent int, line text)
    ), taken as (
      update ${conversations} c set estado = 'EN_GESTION', agent_id = plan.agent, assigned_at = ${new Date()}
      from plan where c.id = plan.id and c.estado = 'EN_ESPERA'
      returning c.id, c.channel_id, c.address, c.campaign_id, c.agent_id, c.estado, plan.line
    ), lines as (
      insert into ${chatMessages} (conversation_id, channel_id, from_me, msg_type, body)
      select id, channel_id, true, 'sistema', line from taken
      returning id, conversation_id
    )
    select taken.id,
      ${notifying(conversationEventSql({
        conversation: sql`taken.id`, address: sql`taken.address`, campaign: sql`taken.campaign_id`, agent: sql`taken.agent_id`,
        previousAgent: sql`null::int`, estado: sql`taken.estado`,
      }))} as conversation_event,
      ${notifying(messageEventSql({
        conversation: sql`taken.id`, address: sql`taken.address`, campaign: sql`taken.campaign_id`, agent: sql`taken.agent_id`,
        message: sql`lines.id`, created: false,
      }))} as message_event
    from taken join lines on lines.conversation_id = taken.id`);
  return given.length;
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
  // The lock is taken only when the campaign assigns automatically (the statement yields no row otherwise).
  const lock = sql`hashtext(${`chat:assign:${campaignId}`})`;
  const [settings] = await rows<{ capacidad_agente: number; locked: boolean }>(tx, sql`
    select s.capacidad_agente,
      ${wait ? sql`pg_advisory_xact_lock(${lock}) is not null` : sql`pg_try_advisory_xact_lock(${lock})`} as locked
    from ${assigningCapacitySql(campaignId)} as s`);
  if (!settings?.locked) return 0;
  const capacity = settings.capacidad_agente;
  const { agents, load, last } = await availableAgents(tx, campaignId);
  if (agents.length === 0) return 0;
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  const ids = agents.map((agent) => agent.id);
  // Each agent given one is the last given: later than any before, in the order of this transaction.
  let clock = Math.max(Date.now(), ...last.values());
  let given = 0;
  while (given < limit) {
    const room = ids.reduce((sum, id) => sum + Math.max(0, capacity - (load.get(id) ?? 0)), 0);
    const wanted = Math.min(limit - given, room, CLAIM_CHUNK);
    if (wanted === 0) break;
    const waiting = await claimWaiting(tx, campaignId, wanted);
    if (waiting.length === 0) break;
    const plan: { id: number; agent: number; line: string }[] = [];
    for (const next of waiting) {
      const candidates = ids.filter((id) => (load.get(id) ?? 0) < capacity);
      if (candidates.length === 0) break;
      const agent = next.previousAgent !== null && candidates.includes(next.previousAgent) ? next.previousAgent : fairest(candidates, load, last);
      plan.push({ id: next.id, agent, line: CHAT_MSG.autoAssignedLine(names.get(agent) ?? '') });
      load.set(agent, (load.get(agent) ?? 0) + 1);
      last.set(agent, (clock += 1));
    }
    if (plan.length === 0) break;
    given += await give(tx, plan);
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
