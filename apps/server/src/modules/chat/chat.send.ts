import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChatMessageRead, type ChatMessageType } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { emit } from '../../events/events.js';
import { ProviderError } from '../../integrations/provider-error.js';
import { storeFile } from '../../files/stored-files.js';
import { channelGateway, type OutgoingFile } from './chat.gateway.js';
import { channelSettings } from './channels.service.js';
import { preview } from './chat.inbound.js';
import { toMessageRead, workableConversation, type ChatViewer } from './chat.conversations.js';
import { chatMessages, conversations } from './chat.tables.js';

/** WhatsApp and Messenger accept free text only within 24 hours of the customer's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Rate limits are waited out this many times before the send is given up. */
const SEND_ATTEMPTS = 3;
const MAX_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends, waiting out the provider's rate limits (Graph 429/130429, Telegram retry_after) with back-off. */
async function withRetries(send: () => Promise<string>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.retryable || attempt >= SEND_ATTEMPTS) throw error;
      const asked = error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 500 * 2 ** (attempt - 1);
      await sleep(Math.min(asked, MAX_WAIT_MS));
    }
  }
}

/** Telegram numbers messages per chat, and its update ids share the column: its ids are kept per chat. */
function storedProviderId(channel: { tipo: string }, address: string, sentId: string): string {
  return sentId && channel.tipo === 'Telegram' ? `${address}:${sentId}` : sentId;
}

/** The Spanish reason stored with a failed send. */
function reasonOf(error: unknown): string {
  if (error instanceof ProviderError) return `${error.message} (${error.providerDetail})`.slice(0, 500);
  return CHAT_MSG.sendFailed;
}

export interface SendInput {
  address: string;
  conversation?: number;
  text?: string;
  file?: OutgoingFile;
}

/**
 * Stores the agent's message, sends it through the channel's provider, and keeps the outcome: the
 * provider's id and 'sent', or 'failed' with its reason (answered 502 'ERROR!!! No se puede enviar el
 * mensaje'). The customer's 24-hour window is checked before anything is sent.
 */
export async function sendMessage(db: Db, key: Buffer, uploadsDir: string, viewer: ChatViewer, input: SendInput): Promise<ChatMessageRead> {
  const conversation = await workableConversation(db, viewer, input.address, input.conversation);
  const channel = await channelSettings(db, key, conversation.channelId);
  if (!channel) throw new AppError(409, CHAT_MSG.channelNotFound, undefined, 'not_configured');
  const windowOpen = conversation.lastInboundAt !== null && Date.now() - conversation.lastInboundAt.getTime() < SERVICE_WINDOW_MS;
  if (channel.tipo === 'WhatsApp' && !windowOpen) throw new AppError(409, CHAT_MSG.windowClosed, undefined, 'window_closed');

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
    await emit(tx, { type: 'chat.message', conversation: conversation.id, address: conversation.address, campaign: conversation.campaignId, agent: conversation.agentId, message: row!.id, created: false });
    return row!;
  });

  const gateway = channelGateway(channel);
  try {
    const providerId = storedProviderId(channel, conversation.address, await withRetries(() =>
      input.file ? gateway.sendFile(conversation.address, input.file) : gateway.sendText(conversation.address, body)));
    const [sent] = await db.transaction(async (tx) => {
      // A receipt may already have moved the status on; 'sent' never goes back over it.
      const updated = await tx.update(chatMessages).set({ providerId: providerId || null, status: sql`case when ${chatMessages.status} = 'pending' then 'sent' else ${chatMessages.status} end` })
        .where(and(eq(chatMessages.id, pending.id))).returning();
      await emit(tx, { type: 'chat.status', conversation: conversation.id, address: conversation.address, message: pending.id, status: 'sent' });
      return updated;
    });
    return toMessageRead(sent!, conversation.contactId, null);
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.update(chatMessages).set({ status: 'failed', statusReason: reasonOf(error) }).where(eq(chatMessages.id, pending.id));
      await emit(tx, { type: 'chat.status', conversation: conversation.id, address: conversation.address, message: pending.id, status: 'failed' });
    });
    const code = error instanceof ProviderError && error.code === 'window_closed' ? 'window_closed' : 'provider_failed';
    throw new AppError(502, code === 'window_closed' ? CHAT_MSG.windowClosed : CHAT_MSG.sendFailed, undefined, code);
  }
}

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(filename);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** The upload types the workspace accepts (§2.2): images, audio, video, .pdf, .doc and .docx. */
const DOCUMENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The message type a file is sent as, from its MIME type (§2.2), or null when it is not accepted. */
export function fileKindOf(mimeType: string, filename: string): { kind: ChatMessageType; mimeType: string } | null {
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  if (mime.startsWith('image/') && !mime.includes('svg')) return { kind: 'image', mimeType: mime };
  if (mime.startsWith('audio/')) return { kind: 'audio', mimeType: mime };
  if (mime.startsWith('video/')) return { kind: 'video', mimeType: mime };
  const documentMime = DOCUMENT_TYPES[extensionOf(filename)];
  return documentMime ? { kind: 'document', mimeType: documentMime } : null;
}

/**
 * The entry bot's message to the customer (welcome, menu, confirmation), sent like an agent's but by
 * nobody. A provider failure is kept as a failed message; the customer can still write and be answered.
 */
export async function sendBotMessage(db: Db, key: Buffer, conversationId: number, text: string): Promise<void> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  const channel = conversation ? await channelSettings(db, key, conversation.channelId) : null;
  if (!conversation || !channel) return;
  const [pending] = await db.insert(chatMessages).values({
    conversationId, channelId: channel.id, fromMe: true, msgType: 'text', body: text, status: 'pending',
  }).returning();
  try {
    const providerId = storedProviderId(channel, conversation.address, await withRetries(() => channelGateway(channel).sendText(conversation.address, text)));
    await db.update(chatMessages).set({ providerId: providerId || null, status: 'sent' }).where(eq(chatMessages.id, pending!.id));
  } catch (error) {
    await db.update(chatMessages).set({ status: 'failed', statusReason: reasonOf(error) }).where(eq(chatMessages.id, pending!.id));
  }
  await db.transaction((tx) => emit(tx, {
    type: 'chat.message', conversation: conversationId, address: conversation.address, campaign: conversation.campaignId,
    agent: conversation.agentId, message: pending!.id, created: false,
  }));
}
