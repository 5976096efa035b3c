import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { PRIVACY_MSG } from '@atiende/shared';
import { emitAll } from '../../events/events.js';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { chatMessages, conversations } from './chat.tables.js';

/**
 * Messages keep their place, time, direction and type; their content goes. Every conversation of the person
 * reads the address 'Suprimido' and the open ones close, so a new message from the same number or chat starts a
 * new, unrelated contact.
 */
export const chatPrivacy: PersonalDataHook = {
  plan: {
    conversations: 'se conservan y se cierran, con la dirección Suprimido; los mensajes quedan sin texto, pie, archivo ni ubicación',
  },
  async namesOf(tx, contactId) {
    const addresses = await tx.selectDistinct({ value: conversations.address }).from(conversations).where(eq(conversations.contactId, contactId));
    return addresses.map((a) => a.value);
  },
  async suppress(tx, { contactId, now, files }) {
    const conversationIds = tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.contactId, contactId));
    const media = await tx.select({ path: chatMessages.filePath }).from(chatMessages)
      .where(and(inArray(chatMessages.conversationId, conversationIds), isNotNull(chatMessages.filePath)));
    files.push(...media.map((m) => m.path!));
    await tx.update(chatMessages).set({
      body: '',
      caption: sql`case when ${chatMessages.caption} is null then null else '' end`,
      statusReason: sql`case when ${chatMessages.filePath} is not null or ${chatMessages.filename} is not null then ${PRIVACY_MSG.fileSuppressed}
        else ${chatMessages.statusReason} end`,
      filePath: null, filename: null, extra: null, latitude: null, longitude: null,
    }).where(inArray(chatMessages.conversationId, conversationIds));
    const open = await tx.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.contactId, contactId), ne(conversations.estado, 'FINALIZADA')));
    const closed = await tx.update(conversations).set({
      address: SUPPRESSED,
      lastMessage: sql`case when ${conversations.lastMessage} is null then null
        else jsonb_set(${conversations.lastMessage}, '{content}', '""'::jsonb) end`,
      estado: 'FINALIZADA',
      closedAt: sql`coalesce(${conversations.closedAt}, ${now}::timestamptz)`,
      waitingSince: null,
      unreadCount: 0,
    }).where(eq(conversations.contactId, contactId))
      .returning({ id: conversations.id, campaignId: conversations.campaignId, agentId: conversations.agentId });
    const wasOpen = new Set(open.map((c) => c.id));
    await emitAll(tx, closed.filter((c) => wasOpen.has(c.id)).map((c) => ({
      type: 'chat.conversation' as const, conversation: c.id, address: SUPPRESSED, campaign: c.campaignId, agent: c.agentId,
      previousAgent: null, estado: 'FINALIZADA',
    })));
  },
};
