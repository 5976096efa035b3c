import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChatChannelType, type ChatGestionCreate, type GestionType } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { emit, emitAll } from '../../events/events.js';
import type { AuditActor } from '../audits/audits.record.js';
import { offerClosingSurvey } from '../service-levels/service-levels.csat.js';
import { createGestion } from '../gestiones/gestiones.service.js';
import { insertExpiredGestionesSql, markGestionInBot } from '../gestiones/gestiones.queries.js';
import { assignForAgent } from './chat.assignment.js';
import { loadPriorities, templateRequired, type ChatViewer } from './chat.conversations.js';
import { conversations } from './chat.tables.js';

const EXPIRE_BATCH = 500;

/**
 * Typifies the viewer's open conversation with the contact: the gestión takes the channel as its type and
 * the conversation's start as its own (so its duration is the conversation's), and the conversation
 * closes in the same transaction. A closed conversation cannot be typified again.
 */
export async function saveChatGestion(
  db: Db, actor: AuditActor, viewer: ChatViewer, contactId: number, input: ChatGestionCreate, conversationId?: number,
) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx.select().from(conversations)
      .where(and(
        eq(conversations.contactId, contactId), ne(conversations.estado, 'FINALIZADA'),
        conversationId ? eq(conversations.id, conversationId) : undefined,
        viewer.seesAll ? undefined : eq(conversations.agentId, viewer.id),
      ))
      .orderBy(desc(conversations.id)).limit(1).for('update');
    if (!conversation) {
      const [closed] = await tx.select({ id: conversations.id }).from(conversations)
        .where(and(
          eq(conversations.contactId, contactId), eq(conversations.estado, 'FINALIZADA'),
          conversationId ? eq(conversations.id, conversationId) : undefined,
          viewer.seesAll ? undefined : eq(conversations.agentId, viewer.id),
        )).limit(1);
      throw closed ? new AppError(409, CHAT_MSG.conversationClosed, undefined, 'conflict') : notFound(CHAT_MSG.conversationNotFound);
    }
    const campaign = input.campaign ?? conversation.campaignId;
    const gestionId = await createGestion(tx, actor, {
      contacto: contactId,
      calificacion: input.calificacion,
      descripcion: input.descripcion,
      observaciones: input.observaciones,
      estado: 'FINALIZADO',
      campaign: campaign ? [campaign] : [],
      is_leads: input.is_leads,
      type: conversation.type as GestionType,
      fecha_proximo_contacto: input.fecha_proximo_contacto ?? null,
      hora_proximo_contacto: input.hora_proximo_contacto ?? null,
    }, { startedAt: conversation.createdAt });
    if (conversation.viaBot) await markGestionInBot(tx, gestionId);
    const [closed] = await tx.update(conversations)
      .set({ estado: 'FINALIZADA', closedAt: new Date(), gestionId, waitingSince: null })
      .where(eq(conversations.id, conversation.id)).returning();
    await emit(tx, {
      type: 'chat.conversation', conversation: closed!.id, address: closed!.address, campaign: closed!.campaignId,
      agent: closed!.agentId, previousAgent: null, estado: 'FINALIZADA',
    });
    // A freed slot: the agent's campaigns with automatic assignment give them the next waiting conversation.
    if (closed!.agentId !== null) await assignForAgent(tx, closed!.agentId);
    await offerClosingSurvey(tx, {
      conversationId: closed!.id, campaignId: campaign ?? null, gestionId,
      windowOpen: !templateRequired(closed!.type as ChatChannelType, closed!.lastInboundAt),
    });
    return { gestion: { id: gestionId }, message: CHAT_MSG.gestionSaved };
  });
}

/**
 * Conversations idle past the closing time (the GESTION priority, in hours) are closed, each with a
 * gestión marked VENCIDO so the dashboard counts it. Runs as a scheduled job, a batch at a time in a few
 * statements whatever the batch size, so a morning of expiries does not hold up the webhooks.
 */
export async function expireConversations(db: Db, now = new Date()): Promise<number> {
  const { GESTION: hours } = await loadPriorities(db);
  return db.transaction(async (tx) => {
    const closed = await rows<{ id: number; address: string; campaign_id: number | null; agent_id: number | null }>(tx, sql`
      with idle as (
        select id, contact_id, campaign_id, agent_id, type, via_bot, created_at,
               nextval(pg_get_serial_sequence('gestiones', 'id'))::int as gestion_id
        from ${conversations}
        where estado not in ('FINALIZADA', 'DIFUSION') and last_message_at < ${now}::timestamptz - make_interval(hours => ${hours}::int)
        limit ${EXPIRE_BATCH} for update skip locked
      ), expired as (
        ${insertExpiredGestionesSql(sql`idle`, now, 'Conversación cerrada por inactividad.')}
      )
      update ${conversations} as c
      set estado = 'FINALIZADA', closed_at = ${now}::timestamptz, gestion_id = idle.gestion_id, expired = true, waiting_since = null
      from idle where c.id = idle.id
      returning c.id, c.address, c.campaign_id, c.agent_id`);
    await emitAll(tx, closed.map((conversation) => ({
      type: 'chat.conversation', conversation: conversation.id, address: conversation.address, campaign: conversation.campaign_id,
      agent: conversation.agent_id, previousAgent: null, estado: 'FINALIZADA',
    })));
    if (closed.length > 0) await emit(tx, { type: 'gestion.expired', count: closed.length });
    await closeUnansweredBroadcasts(tx, now, hours);
    return closed.length;
  });
}

/**
 * Conversations a broadcast opened whose customer never answered within the closing time are closed
 * without a gestión: nobody worked them, so neither the dashboard nor the lists count them.
 */
async function closeUnansweredBroadcasts(tx: Db, now: Date, hours: number): Promise<void> {
  await tx.execute(sql`
    update ${conversations} set estado = 'FINALIZADA', closed_at = ${now}::timestamptz, expired = true
    where id in (
      select id from ${conversations}
      where estado = 'DIFUSION' and last_message_at < ${now}::timestamptz - make_interval(hours => ${hours}::int)
      limit ${EXPIRE_BATCH * 10} for update skip locked)`);
}
