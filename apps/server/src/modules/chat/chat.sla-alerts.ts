import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignManagersOf, campaignNames } from '../campaigns/campaigns.members.js';
import { notifyEach } from '../notifications/notifications.service.js';
import { breachesToAnnounce, campaignsWithTargets, markBreachesAnnounced, type SlaTarget } from '../service-levels/service-levels.sla.js';
import { conversations } from './chat.tables.js';

const TARGET_TEXT: Record<SlaTarget, string> = {
  primera_respuesta: 'el tiempo de primera respuesta',
  resolucion: 'el tiempo de resolución',
};

const SLA_TARGETS = Object.keys(TARGET_TEXT) as SlaTarget[];

/** How many breaches one transaction announces: a backlog (targets just set, a pass after downtime) costs a few statements per batch. */
const ANNOUNCE_BATCH = 200;

/**
 * Tells the encargados of each campaign, once per conversation and target, that an open conversation missed an
 * SLA target: a notification in their bell, live on their pages. Returns how many breaches were announced.
 */
export async function announceSlaBreaches(db: Db, now = new Date()): Promise<number> {
  const campaignIds = await campaignsWithTargets(db);
  if (campaignIds.length === 0) return 0;
  const open = await db.select({
    id: conversations.id, campaignId: conversations.campaignId, estado: conversations.estado, firstInboundAt: conversations.firstInboundAt,
    firstAnswerAt: conversations.firstAnswerAt, closedAt: conversations.closedAt, gestionId: conversations.gestionId, expired: conversations.expired,
  }).from(conversations).where(and(
    inArray(conversations.estado, ['EN_ESPERA', 'EN_GESTION']), inArray(conversations.campaignId, campaignIds), isNotNull(conversations.firstInboundAt),
  ));
  const breaches = await breachesToAnnounce(db, open, now);
  if (breaches.length === 0) return 0;
  const campaigns = await campaignNames(db, breaches.map((b) => b.conversation.campaignId!));
  let announced = 0;
  for (let start = 0; start < breaches.length; start += ANNOUNCE_BATCH) {
    const batch = breaches.slice(start, start + ANNOUNCE_BATCH);
    announced += await db.transaction(async (tx) => {
      const marked = new Map<SlaTarget, Set<number>>();
      for (const target of SLA_TARGETS) {
        marked.set(target, await markBreachesAnnounced(tx, batch.filter((b) => b.target === target).map((b) => b.conversation.id), target));
      }
      const fresh = batch.filter((b) => marked.get(b.target)!.has(b.conversation.id));
      const managers = await campaignManagersOf(tx, fresh.map((b) => b.conversation.campaignId!));
      await notifyEach(tx, fresh.map(({ conversation, target, minutes }) => ({
        userIds: managers.get(conversation.campaignId!) ?? [],
        notification: {
          kind: 'sla_vencido' as const,
          title: 'SLA vencido',
          // No customer's name: a notification outlives a suppression of their personal data.
          message: `La conversación ${conversation.id} de ${campaigns.get(conversation.campaignId!) ?? 'la campaña'} superó ${TARGET_TEXT[target]} (${minutes} min).`,
          link: `/chat/${conversation.id}`,
          subject: `sla:${target}:${conversation.id}`,
        },
      })));
      return fresh.length;
    });
  }
  return announced;
}
