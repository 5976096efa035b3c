import { inArray } from 'drizzle-orm';
import { NO_SLA, type ConversationSla, type SlaEstado } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { serviceLevelsOf } from './service-levels.settings.js';
import { conversationServiceLevels } from './service-levels.tables.js';

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
