import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MSG, renderTemplate, TEMPLATE_MSG, type ChatMessageRead, type ChatMessageType } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { emit } from '../../events/events.js';
import type { OutgoingFile } from '../../integrations/channel.js';
import { providerOf } from '../../integrations/registry.js';
import { storeFile } from '../../files/stored-files.js';
import { channelSettings, type ChannelSettings } from './channels.service.js';
import { preview } from './chat.inbound.js';
import { toMessageRead, workableConversation, type ChatViewer } from './chat.conversations.js';
import { queueSend, windowOpen } from './chat.outbox.js';
import { chatMessages, conversations } from './chat.tables.js';
import { assertVariables, usableTemplate } from '../templates/templates.service.js';

type ConversationRow = typeof conversations.$inferSelect;

/** A channel whose window refuses free text answers 409 before anything is stored or sent. */
function assertCanWrite(channel: ChannelSettings, conversation: ConversationRow): void {
  if (providerOf(channel.tipo).serviceWindow?.outside === 'refuse' && !windowOpen(channel, conversation.lastInboundAt)) {
    throw new AppError(409, CHAT_MSG.windowClosed, undefined, 'window_closed');
  }
}

export interface SendInput {
  /** The conversation by id (it wins over the address when given). */
  conversationId?: number;
  address: string;
  text?: string;
  file?: OutgoingFile;
}

/**
 * The conversation a send names, with the same checks either way: visible to the viewer, open, theirs. Another
 * agent's conversation is read-only to whoever sees every conversation: they leave notes or take it over first.
 */
export async function sendTarget(db: Db, viewer: ChatViewer, input: Pick<SendInput, 'conversationId' | 'address'>): Promise<ConversationRow> {
  const conversation = await workableConversation(db, viewer, input.address || undefined, input.conversationId);
  if (conversation.estado === 'EN_GESTION' && conversation.agentId !== null && conversation.agentId !== viewer.id) {
    throw new AppError(403, CHAT_MSG.supervisingOnly);
  }
  return conversation;
}

/**
 * Stores the agent's message as 'pending' and queues its send (job `chat.send`): the answer does not wait
 * for the provider. Its status then follows the job and the provider's receipts ('chat.status').
 */
export async function sendMessage(db: Db, key: Buffer, uploadsDir: string, viewer: ChatViewer, input: SendInput): Promise<ChatMessageRead> {
  const conversation = await sendTarget(db, viewer, input);
  const channel = await channelSettings(db, key, conversation.channelId);
  if (!channel) throw new AppError(409, CHAT_MSG.channelNotFound, undefined, 'not_configured');
  assertCanWrite(channel, conversation);

  const msgType: ChatMessageType = input.file ? input.file.kind : 'text';
  const body = input.text ?? '';
  const caption = input.file ? input.file.caption : null;
  const filePath = input.file ? await storeFile(uploadsDir, 'chat', extensionOf(input.file.filename), input.file.bytes) : null;
  const pending = await db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({
      conversationId: conversation.id, channelId: channel.id, fromMe: true, msgType, body, caption, filePath,
      filename: input.file?.filename ?? null, mimeType: input.file?.mimeType ?? null, status: 'pending', sentBy: viewer.id,
    }).returning();
    await tx.update(conversations).set({
      waitingSince: null,
      lastMessageAt: sql`now()`,
      lastMessage: { kind: msgType, content: preview(msgType, body, caption), from_me: true },
    }).where(eq(conversations.id, conversation.id));
    await queueSend(tx, row!.id);
    await emit(tx, { type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId, agent: conversation.agentId, message: row!.id, created: false });
    return row!;
  });
  return toMessageRead(pending, conversation.contactId, null);
}

export interface TemplateSendInput {
  conversationId?: number;
  address: string;
  template: number;
  variables: string[];
}

/**
 * An approved template with its variables to a conversation, the one message a closed service window lets
 * through: stored as a 'template' message whose body is the text the customer reads, and sent by the same
 * job as any other. A template that is not of the conversation's campaign or not APPROVED in the channel's
 * account is a 400.
 */
export async function sendTemplateMessage(db: Db, key: Buffer, viewer: ChatViewer, input: TemplateSendInput): Promise<ChatMessageRead> {
  const conversation = await sendTarget(db, viewer, input);
  const channel = await channelSettings(db, key, conversation.channelId);
  if (!channel) throw new AppError(409, CHAT_MSG.channelNotFound, undefined, 'not_configured');
  if (!providerOf(channel.tipo).serviceWindow || channel.tipo !== 'WhatsApp') throw fieldError('template', TEMPLATE_MSG.notApproved);
  const template = await usableTemplate(db, input.template, channel, conversation.campaignId);
  assertVariables(template, input.variables);
  const body = renderTemplate(template.body, input.variables);
  const extra = { plantilla: { id: template.id, name: template.name, language: template.language, variables: input.variables } };
  const pending = await db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({
      conversationId: conversation.id, channelId: channel.id, fromMe: true, msgType: 'template', body, status: 'pending', sentBy: viewer.id, extra,
    }).returning();
    await tx.update(conversations).set({
      waitingSince: null,
      lastMessageAt: sql`now()`,
      lastMessage: { kind: 'template', content: preview('template', body, null), from_me: true },
    }).where(eq(conversations.id, conversation.id));
    await queueSend(tx, row!.id);
    await emit(tx, { type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId, agent: conversation.agentId, message: row!.id, created: false });
    return row!;
  });
  return toMessageRead(pending, conversation.contactId, null);
}

/** A failed message goes back to 'pending' and to the send job; only its conversation's agent (or who sees all) may. */
export async function retryMessage(db: Db, key: Buffer, viewer: ChatViewer, messageId: number): Promise<ChatMessageRead> {
  const [found] = await db.select({ conversationId: chatMessages.conversationId }).from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!found) throw notFound(CHAT_MSG.messageNotFound);
  const conversation = await workableConversation(db, viewer, undefined, found.conversationId);
  const channel = await channelSettings(db, key, conversation.channelId);
  if (!channel) throw new AppError(409, CHAT_MSG.channelNotFound, undefined, 'not_configured');
  const [failedMessage] = await db.select({ msgType: chatMessages.msgType }).from(chatMessages).where(eq(chatMessages.id, messageId));
  // A template goes out whatever the window; anything else only within it.
  if (failedMessage?.msgType !== 'template') assertCanWrite(channel, conversation);
  const row = await db.transaction(async (tx) => {
    const [retried] = await tx.update(chatMessages).set({ status: 'pending', statusReason: null })
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.fromMe, true), eq(chatMessages.status, 'failed')))
      .returning();
    if (!retried) throw new AppError(409, CHAT_MSG.notRetryable, undefined, 'conflict');
    await queueSend(tx, retried.id);
    await emit(tx, { type: 'chat.status', conversation: conversation.id, address: conversation.address, message: retried.id, status: 'pending', reason: null });
    return retried;
  });
  return toMessageRead(row, conversation.contactId, null);
}

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(filename);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/**
 * The entry bot's message to the customer (welcome, menu, confirmation), stored and sent like an agent's
 * (the same job), but by nobody.
 */
export async function sendBotMessage(db: Db, conversationId: number, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!conversation) return;
    const [pending] = await tx.insert(chatMessages).values({
      conversationId, channelId: conversation.channelId, fromMe: true, msgType: 'text', body: text, status: 'pending',
    }).returning({ id: chatMessages.id });
    await queueSend(tx, pending!.id);
    await emit(tx, {
      type: 'chat.message', conversation: conversationId, address: conversation.address, campaign: conversation.campaignId,
      agent: conversation.agentId, message: pending!.id, created: false,
    });
  });
}
