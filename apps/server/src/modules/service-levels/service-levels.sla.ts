import { inArray, isNotNull, or, sql } from 'drizzle-orm';
import { NO_SLA, type ConversationSla, type SlaEstado } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { serviceLevelsOf } from './service-levels.settings.js';
import { campaignServiceLevels, conversationServiceLevels } from './service-levels.tables.js';

const MINUTE = 60_000;
/** POR_VENCER in the last fifth of a target's time. */
const WARNING_SHARE = 0.2;

/** What the chat knows of a conversation that its SLA depends on. */
export interface ConversationFacts {
  id: number;
  campaignId: number | null;
  estado: string;
  firstInboundAt: Date | null;
  firstAnswerAt: Date | null;
  closedAt: Date | null;
  gestionId: number | null;
  expired: boolean;
}

interface Targets {
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
}

/**
 * When the clocks start: the customer's first message, or the opening after it when it came while the campaign
 * was closed (the out-of-hours reply noted that opening) and nobody had answered before.
 */
function clockStart(facts: ConversationFacts, outOfHoursUntil: Date | null): Date | null {
  if (!facts.firstInboundAt) return null;
  const wroteWhileClosed = outOfHoursUntil !== null && outOfHoursUntil > facts.firstInboundAt
    && (facts.firstAnswerAt === null || facts.firstAnswerAt >= outOfHoursUntil);
  return wroteWhileClosed ? outOfHoursUntil : facts.firstInboundAt;
}

type TargetState = 'met' | 'missed' | 'pending' | 'warning';

/** One target: met or missed once `stop` happened (or cannot any more), else pending or warning by the time left. */
function targetState(start: Date, minutes: number, stop: Date | null, closed: boolean, now: Date): TargetState {
  const due = start.getTime() + minutes * MINUTE;
  if (stop) return stop.getTime() <= due ? 'met' : 'missed';
  if (closed || now.getTime() > due) return 'missed';
  return now.getTime() >= due - minutes * MINUTE * WARNING_SHARE ? 'warning' : 'pending';
}

export type SlaTarget = 'primera_respuesta' | 'resolucion';

/** The targets a conversation has missed by `now`, with their minutes. */
export function missedTargets(facts: ConversationFacts, targets: Targets, outOfHoursUntil: Date | null, now: Date): { target: SlaTarget; minutes: number }[] {
  const start = clockStart(facts, outOfHoursUntil);
  if (!start) return [];
  const closed = facts.estado === 'FINALIZADA';
  const typifiedAt = closed && facts.gestionId !== null && !facts.expired ? facts.closedAt : null;
  const missed: { target: SlaTarget; minutes: number }[] = [];
  const first = targets.firstResponseMinutes;
  if (first !== null && targetState(start, first, facts.firstAnswerAt ?? (closed ? facts.closedAt : null), closed, now) === 'missed') {
    missed.push({ target: 'primera_respuesta', minutes: first });
  }
  const resolution = targets.resolutionMinutes;
  if (resolution !== null && targetState(start, resolution, typifiedAt, closed, now) === 'missed') missed.push({ target: 'resolucion', minutes: resolution });
  return missed;
}

/**
 * A conversation's SLA. The first answer of an agent (not a note, not the bot's or the out-of-hours reply) or
 * the closing ends the first-response clock; typification ends resolution, so a conversation closed without
 * one (the closing time) missed it.
 */
export function slaOf(facts: ConversationFacts, targets: Targets, outOfHoursUntil: Date | null, now: Date): ConversationSla {
  const start = clockStart(facts, outOfHoursUntil);
  if (!start || (targets.firstResponseMinutes === null && targets.resolutionMinutes === null)) return NO_SLA;
  const closed = facts.estado === 'FINALIZADA';
  const typifiedAt = closed && facts.gestionId !== null && !facts.expired ? facts.closedAt : null;
  const due = (minutes: number | null) => (minutes === null ? null : new Date(start.getTime() + minutes * MINUTE).toISOString());
  const states: TargetState[] = [];
  if (targets.firstResponseMinutes !== null) {
    states.push(targetState(start, targets.firstResponseMinutes, facts.firstAnswerAt ?? (closed ? facts.closedAt : null), closed, now));
  }
  if (targets.resolutionMinutes !== null) states.push(targetState(start, targets.resolutionMinutes, typifiedAt, closed, now));
  const estado: SlaEstado = states.includes('missed') ? 'VENCIDO' : states.includes('warning') ? 'POR_VENCER'
    : states.includes('pending') ? 'EN_TIEMPO' : 'CUMPLIDO';
  return { primera_respuesta_vence: due(targets.firstResponseMinutes), resolucion_vence: due(targets.resolutionMinutes), estado };
}

/** What the service levels add to each conversation the chat lists: the 'Fuera de horario' mark and the SLA. */
export async function conversationsServiceLevels(
  db: Db, conversations: readonly ConversationFacts[], now = new Date(),
): Promise<Map<number, { fueraHorario: boolean; sla: ConversationSla }>> {
  if (conversations.length === 0) return new Map();
  const campaignIds = conversations.flatMap((c) => (c.campaignId === null ? [] : [c.campaignId]));
  const [settings, marks] = await Promise.all([
    serviceLevelsOf(db, campaignIds),
    db.select().from(conversationServiceLevels).where(inArray(conversationServiceLevels.conversationId, conversations.map((c) => c.id))),
  ]);
  const outOfHours = new Map(marks.map((mark) => [mark.conversationId, mark.fueraHorarioHasta]));
  return new Map(conversations.map((facts) => {
    const until = outOfHours.get(facts.id) ?? null;
    const campaign = facts.campaignId === null ? undefined : settings.get(facts.campaignId);
    const targets = { firstResponseMinutes: campaign?.sla_primera_respuesta_min ?? null, resolutionMinutes: campaign?.sla_resolucion_min ?? null };
    return [facts.id, {
      fueraHorario: facts.estado !== 'FINALIZADA' && until !== null && until > now,
      sla: slaOf(facts, targets, until, now),
    }];
  }));
}

/** The campaigns with an SLA target: only their open conversations can miss one. */
export async function campaignsWithTargets(db: Db): Promise<number[]> {
  const found = await db.select({ id: campaignServiceLevels.campaignId }).from(campaignServiceLevels)
    .where(or(isNotNull(campaignServiceLevels.slaPrimeraRespuestaMin), isNotNull(campaignServiceLevels.slaResolucionMin)));
  return found.map((row) => row.id);
}

export interface Breach {
  conversation: ConversationFacts;
  target: SlaTarget;
  minutes: number;
}

/** The missed targets among `conversations` whose encargados were not told yet. */
export async function breachesToAnnounce(db: Db, conversations: readonly ConversationFacts[], now = new Date()): Promise<Breach[]> {
  if (conversations.length === 0) return [];
  const campaignIds = conversations.flatMap((c) => (c.campaignId === null ? [] : [c.campaignId]));
  const [settings, marks] = await Promise.all([
    serviceLevelsOf(db, campaignIds),
    db.select().from(conversationServiceLevels).where(inArray(conversationServiceLevels.conversationId, conversations.map((c) => c.id))),
  ]);
  const byConversation = new Map(marks.map((mark) => [mark.conversationId, mark]));
  return conversations.flatMap((facts) => {
    const campaign = facts.campaignId === null ? undefined : settings.get(facts.campaignId);
    if (!campaign) return [];
    const mark = byConversation.get(facts.id);
    const targets = { firstResponseMinutes: campaign.sla_primera_respuesta_min, resolutionMinutes: campaign.sla_resolucion_min };
    return missedTargets(facts, targets, mark?.fueraHorarioHasta ?? null, now)
      .filter(({ target }) => !(target === 'primera_respuesta' ? mark?.primeraRespuestaAvisadaAt : mark?.resolucionAvisadaAt))
      .map(({ target, minutes }) => ({ conversation: facts, target, minutes }));
  });
}

/**
 * Notes that these conversations' breaches of `target` were announced, in the caller's transaction; returns those it
 * noted, without the ones another pass already did. Rows are taken in the order of their ids, so that passes running at
 * once wait for each other rather than deadlock.
 */
export async function markBreachesAnnounced(tx: Db, conversationIds: readonly number[], target: SlaTarget): Promise<Set<number>> {
  if (conversationIds.length === 0) return new Set();
  const column = sql.identifier(target === 'primera_respuesta' ? 'primera_respuesta_avisada_at' : 'resolucion_avisada_at');
  const marked = await rows<{ conversation_id: number }>(tx, sql`
    insert into ${conversationServiceLevels} (conversation_id, ${column})
    select id, now() from unnest(${`{${[...new Set(conversationIds)].join(',')}}`}::int[]) as id order by id
    on conflict (conversation_id) do update set ${column} = now() where ${conversationServiceLevels}.${column} is null
    returning conversation_id`);
  return new Set(marked.map((row) => Number(row.conversation_id)));
}
