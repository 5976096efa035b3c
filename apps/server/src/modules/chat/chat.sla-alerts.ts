import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignManagerIds, campaignNames } from '../campaigns/campaigns.members.js';
import { notifyUsers } from '../notifications/notifications.service.js';
import { breachesToAnnounce, campaignsWithTargets, markBreachAnnounced, type SlaTarget } from '../service-levels/service-levels.sla.js';
import { conversations } from './chat.tables.js';

const TARGET_TEXT: Record<SlaTarget, string> = {
  primera_respuesta: 'el tiempo de primera respuesta',
  resolucion: 'el tiempo de resolución',
};

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
  for (const { conversation, target, minutes } of breaches) {
    const campaignId = conversation.campaignId!;
    await db.transaction(async (tx) => {
      if (!(await markBreachAnnounced(tx, conversation.id, target))) return;
      announced += 1;
      await notifyUsers(tx, await campaignManagerIds(tx, campaignId), {
        kind: 'sla_vencido',
        title: 'SLA vencido',
        // No customer's name: a notification outlives a suppression of their personal data.
        message: `La conversación ${conversation.id} de ${campaigns.get(campaignId) ?? 'la campaña'} superó ${TARGET_TEXT[target]} (${minutes} min).`,
        link: `/chat/${conversation.id}`,
        subject: `sla:${target}:${conversation.id}`,
      });
    });
  }
  return announced;
}
