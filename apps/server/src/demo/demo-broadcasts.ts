import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { recordAudit } from '../modules/audits/audits.record.js';
import { broadcastCampaigns, broadcastRecipients, broadcastSends } from '../modules/broadcasts/broadcasts.tables.js';
import { listRecipients, refreshCounters } from '../modules/broadcasts/broadcasts.sender.js';
import { channels } from '../modules/chat/chat.tables.js';
import { contactGroups } from '../modules/contact-groups/contact-groups.tables.js';
import { whatsappTemplateCampaigns, whatsappTemplateReviews, whatsappTemplates } from '../modules/templates/templates.tables.js';
import { addDays, bogotaDate, bogotaInstant } from './demo-clock.js';
import { createRandom } from './random.js';

interface DemoTemplate {
  name: string;
  category: 'UTILITY' | 'MARKETING';
  body: string;
  examples: string[];
  status: 'APPROVED' | 'REJECTED';
  reason?: string;
}

const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: 'bienvenida_cliente', category: 'UTILITY', status: 'APPROVED', examples: ['Valentina'],
    body: 'Hola {{1}}, te escribimos de *Atiende*. ¿Podemos ayudarte con tu solicitud? Responde este mensaje y un asesor te atenderá.',
  },
  {
    name: 'recordatorio_pago', category: 'UTILITY', status: 'APPROVED', examples: ['Andrés', '15 de diciembre'],
    body: 'Hola {{1}}, te recordamos que tu pago vence el _{{2}}_. Si ya pagaste, ignora este mensaje.',
  },
  {
    name: 'promocion_navidad', category: 'MARKETING', status: 'APPROVED', examples: ['Laura'],
    body: '¡Hola {{1}}! 🎄 Esta Navidad tu renovación tiene *15 % de descuento*. Responde *SÍ* y te enviamos la cotización.',
  },
  {
    name: 'oferta_relampago', category: 'MARKETING', status: 'REJECTED', examples: [], reason: 'INVALID_FORMAT',
    body: 'ÚLTIMA OPORTUNIDAD!!! Compra ya!!!',
  },
];

const BROADCAST = {
  name: 'Promoción de Navidad 2026',
  descripcion: 'Descuento de renovación para los clientes VIP',
  group: 'Clientes VIP',
  template: 'promocion_navidad',
};

/** What Graph answers for a phone that has no WhatsApp account. */
const UNDELIVERABLE = '(#131026) Message undeliverable';

/**
 * WhatsApp templates (approved in the demo channel's account, one rejected) for the WhatsApp campaign, and a
 * broadcast to the 'Clientes VIP' group sent yesterday morning and finished: most messages delivered, a few
 * undeliverable, contacts without phone counted apart. Skipped when templates are stored or the demo WhatsApp
 * channel is missing.
 */
export async function loadDemoBroadcasts(db: Db, actor: AuditActor, now: Date): Promise<void> {
  const [existing] = await db.select({ id: whatsappTemplates.id }).from(whatsappTemplates).limit(1);
  if (existing) return;
  const [channel] = await db.select().from(channels)
    .where(and(eq(channels.tipo, 'WhatsApp'), eq(channels.nombre, 'WhatsApp Demo'), isNull(channels.deletedAt)));
  const [group] = await db.select({ id: contactGroups.id }).from(contactGroups).where(sql`lower(${contactGroups.name}) = lower(${BROADCAST.group})`);
  if (!channel?.campaignId || !group) return;
  const wabaId = String((channel.config as { waba_id?: string }).waba_id ?? '');
  const campaignId = channel.campaignId;
  const sentAt = bogotaInstant(addDays(bogotaDate(now), -1), 9 * 60 + 30);
  const random = createRandom(2612);

  await db.transaction(async (tx) => {
    const templateIds = new Map<string, number>();
    for (const [index, template] of DEMO_TEMPLATES.entries()) {
      const created = new Date(sentAt.getTime() - (10 - index) * 86_400_000);
      const [row] = await tx.insert(whatsappTemplates).values({
        name: template.name, language: 'es', category: template.category, body: template.body,
        variableCount: template.examples.length, examples: template.examples, createdBy: actor.id, createdAt: created,
      }).returning({ id: whatsappTemplates.id });
      templateIds.set(template.name, row!.id);
      await tx.insert(whatsappTemplateCampaigns).values({ templateId: row!.id, campaignId });
      const reviewed = new Date(created.getTime() + 60_000);
      await tx.insert(whatsappTemplateReviews).values({
        templateId: row!.id, channelId: channel.id, wabaId, status: template.status, reason: template.reason ?? null,
        providerId: String(1_500_000_000_000_000 + index), submittedAt: created, reviewedAt: reviewed, updatedAt: reviewed,
      });
    }

    const [broadcast] = await tx.insert(broadcastCampaigns).values({
      name: BROADCAST.name, descripcion: BROADCAST.descripcion, campaignId, channelId: channel.id, createdBy: actor.id,
      createdAt: new Date(sentAt.getTime() - 3_600_000),
    }).returning({ id: broadcastCampaigns.id });
    const [send] = await tx.insert(broadcastSends).values({
      kind: 'difusion', broadcastId: broadcast!.id, channelId: channel.id, campaignId, templateId: templateIds.get(BROADCAST.template)!,
      variables: ['cliente'], groups: [group.id], description: 'Enviada a los clientes VIP', status: 'EN_PROCESO',
      startedAt: sentAt, createdBy: actor.id, createdAt: sentAt,
    }).returning();
    await listRecipients(tx, send!);

    // Each listed phone got Graph's answer: an id for a delivered message, the undeliverable refusal for a few.
    const listed = await tx.select({ id: broadcastRecipients.id }).from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.sendId, send!.id), eq(broadcastRecipients.status, 'pendiente')))
      .orderBy(broadcastRecipients.id);
    for (const [index, recipient] of listed.entries()) {
      const delivered = random.chance(0.9);
      await tx.update(broadcastRecipients).set({
        status: delivered ? 'exitoso' : 'fallido', reason: delivered ? null : UNDELIVERABLE,
        providerId: delivered ? `wamid.demo-difusion-${send!.id}-${index}` : null, attempts: 1,
        updatedAt: new Date(sentAt.getTime() + index * 1_000),
      }).where(eq(broadcastRecipients.id, recipient.id));
    }
    await refreshCounters(tx, send!.id);
    await tx.update(broadcastSends).set({ status: 'FINALIZADO', finishedAt: new Date(sentAt.getTime() + (listed.length + 1) * 1_000) })
      .where(eq(broadcastSends.id, send!.id));
    await recordAudit(tx, actor, {
      contentType: 'Campaña de difusión', action: 'Actualización', objectId: broadcast!.id,
      descripcion: `Se envió la difusión ${BROADCAST.name} con la plantilla ${BROADCAST.template} a 1 grupo(s)`,
    });
  });
}
