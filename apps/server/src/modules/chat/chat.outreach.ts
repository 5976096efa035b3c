import { and, eq, ne, sql } from 'drizzle-orm';
import { phoneVariants, type ChatMessageExtra } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { oldestContactWithPhoneDigits } from '../contacts/contacts.queries.js';
import { insertContact } from '../contacts/contacts.writes.js';
import type { ChannelSettings } from './channels.service.js';
import { preview } from './chat.inbound.js';
import { chatMessages, conversations } from './chat.tables.js';

/** A message a broadcast or mass send delivered to a customer, to be kept in the customer's conversation. */
export interface OutboundMessage {
  channel: ChannelSettings;
  /** E.164 digits. */
  address: string;
  /** The contact the send was for; null for a row of an uploaded file (found by phone, or created with `name`). */
  contactId: number | null;
  name: string;
  /** The campaign whose queue the customer's answer goes to. */
  campaignId: number;
  msgType: 'template' | 'text';
  /** What the customer read. */
  body: string;
  extra: ChatMessageExtra | null;
  providerId: string;
  sentBy: number | null;
}

/**
 * Keeps a delivered broadcast message in the customer's conversation so that an answer lands in the
 * broadcast's campaign: with no open conversation one is opened as DIFUSION (in no queue; the answer puts it
 * in the campaign's queue); an open one in the entry bot or of an earlier broadcast moves to this campaign;
 * one a person already handles (EN_ESPERA, EN_GESTION) keeps its campaign and agent and gets the message.
 * Runs under the address lock of the webhooks, so it cannot open a second conversation beside an answer.
 */
export async function recordOutbound(tx: Db, message: OutboundMessage): Promise<{ conversationId: number; messageId: number }> {
  const { channel, address } = message;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel.id}:${address}`}))`);
  const lastMessage = { kind: message.msgType, content: preview(message.msgType, message.body, null), from_me: true };
  const [open] = await tx.select().from(conversations)
    .where(and(eq(conversations.channelId, channel.id), eq(conversations.address, address), ne(conversations.estado, 'FINALIZADA')));
  let conversation: typeof conversations.$inferSelect;
  if (!open) {
    const contactId = message.contactId ?? await contactOfPhone(tx, address, message.name);
    const [created] = await tx.insert(conversations).values({
      channelId: channel.id, type: channel.tipo, address, contactId, campaignId: message.campaignId, estado: 'DIFUSION', lastMessage,
    }).returning();
    conversation = created!;
  } else {
    const rejoins = open.estado === 'BOT' || open.estado === 'DIFUSION';
    const [updated] = await tx.update(conversations).set({
      lastMessageAt: sql`now()`, lastMessage,
      ...(rejoins ? { estado: 'DIFUSION', campaignId: message.campaignId } : {}),
    }).where(eq(conversations.id, open.id)).returning();
    conversation = updated!;
  }
  const [stored] = await tx.insert(chatMessages).values({
    conversationId: conversation.id, channelId: channel.id, providerId: message.providerId, fromMe: true, msgType: message.msgType,
    body: message.body, status: 'sent', sentBy: message.sentBy, extra: message.extra,
  }).onConflictDoNothing().returning({ id: chatMessages.id });
  // Someone works the conversation: their screens hear of the message. A broadcast's own conversations are in no list yet.
  if (stored && conversation.estado !== 'DIFUSION') {
    await emit(tx, {
      type: 'chat.message', conversation: conversation.id, address, campaign: conversation.campaignId, agent: conversation.agentId,
      message: stored.id, created: false,
    });
  }
  return { conversationId: conversation.id, messageId: stored?.id ?? 0 };
}

/** The contact of a phone (its digits), or a new one named as the upload's row names it. */
async function contactOfPhone(tx: Db, digits: string, name: string): Promise<number> {
  const known = await oldestContactWithPhoneDigits(tx, phoneVariants(digits));
  if (known !== undefined) return known;
  const [first, ...rest] = (name.trim() || `+${digits}`).split(/\s+/);
  return insertContact(tx, { first_name: first!, last_name: rest.join(' '), phone: `+${digits}` }, null);
}
