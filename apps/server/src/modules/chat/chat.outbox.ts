import { readFile } from 'node:fs/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_MSG, type ChatMessageType } from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import type { ChannelClient, OutgoingFile, SendContext } from '../../integrations/channel.js';
import { ProviderError } from '../../integrations/provider-error.js';
import { providerOf } from '../../integrations/registry.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { storedFilePath } from '../../files/stored-files.js';
import { channelClient, channelSettings, type ChannelSettings } from './channels.service.js';
import { chatMessages, conversations } from './chat.tables.js';
import { templateHeaderFile, templateRow } from '../templates/templates.service.js';

/** Rate limits are waited out (as long as the provider asks) for this long in all before the message fails. */
export const RATE_LIMIT_BUDGET_MS = 10 * 60 * 1000;
/** Provider errors (5xx) and time-outs: tried this many times in all, waiting 2, 4… seconds between tries. */
export const SERVER_ERROR_TRIES = 3;
const FIRST_BACKOFF_MS = 2_000;
/** Graph's rate limits say no delay: wait this, doubling, up to a minute. */
const MAX_BACKOFF_MS = 60_000;

export interface SendPayload {
  messageId: number;
  /** When the first try ran (ms), for the rate-limit budget. */
  firstTriedAt?: number;
  /** Tries that met a provider error or a time-out. */
  failures?: number;
  /** Tries that met a rate limit. */
  throttled?: number;
}

/** Queues the send of a stored 'pending' message (in the caller's transaction: no job without its message). */
export async function queueSend(tx: Db, messageId: number): Promise<void> {
  await enqueue(tx, 'chat.send', { messageId });
}

type MessageRow = typeof chatMessages.$inferSelect;
type ConversationRow = typeof conversations.$inferSelect;

/** The message while it still waits to be sent: pending and without a provider id. Anything else was sent or settled. */
async function stillPending(db: Db, messageId: number): Promise<{ message: MessageRow; conversation: ConversationRow } | null> {
  const [row] = await db.select({ message: chatMessages, conversation: conversations }).from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.status, 'pending'), isNull(chatMessages.providerId)));
  return row ?? null;
}

async function outgoingFile(uploadsDir: string, message: MessageRow): Promise<OutgoingFile> {
  const absolute = storedFilePath(uploadsDir, message.filePath!);
  if (!absolute) throw new Error(`archivo fuera de la carpeta de subidas: ${message.id}`);
  return {
    kind: message.msgType as ChatMessageType, bytes: await readFile(absolute), filename: message.filename ?? 'archivo',
    mimeType: message.mimeType ?? 'application/octet-stream', caption: message.caption,
  };
}

/** A template message: the template's name, language and values, and its header file uploaded first. */
async function sendTemplateThrough(db: Db, client: ChannelClient, address: string, message: MessageRow, uploadsDir: string): Promise<string> {
  const plantilla = message.extra?.plantilla;
  if (!plantilla || !client.sendTemplate) throw new ProviderError('chat', 'provider_failed', `mensaje de plantilla sin plantilla: ${message.id}`);
  const template = plantilla.id ? await templateRow(db, plantilla.id).catch(() => null) : null;
  const header = template ? await templateHeaderFile(uploadsDir, template) : null;
  const mediaId = header && client.uploadMedia ? await client.uploadMedia(header) : null;
  return client.sendTemplate(address, {
    name: plantilla.name, language: plantilla.language, parameters: plantilla.variables,
    header: header && mediaId ? { kind: header.kind, mediaId } : null,
  });
}

function sendThrough(db: Db, client: ChannelClient, address: string, message: MessageRow, uploadsDir: string, context: SendContext): Promise<string> {
  if (message.msgType === 'template') return sendTemplateThrough(db, client, address, message, uploadsDir);
  if (!message.filePath) return client.sendText(address, message.body, context);
  return outgoingFile(uploadsDir, message).then((file) => client.sendFile(address, file, context));
}

/** The provider's id and 'sent' in one statement, only over a row still without id (a receipt may have moved the status on). */
async function markSent(db: Db, found: { message: MessageRow; conversation: ConversationRow }, providerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [sent] = await tx.update(chatMessages).set({
      providerId: providerId || null,
      status: sql`case when ${chatMessages.status} = 'pending' then 'sent' else ${chatMessages.status} end`,
    }).where(and(eq(chatMessages.id, found.message.id), isNull(chatMessages.providerId))).returning({ status: chatMessages.status });
    if (!sent) return;
    await emit(tx, { type: 'chat.status', conversation: found.conversation.id, address: found.conversation.address, message: found.message.id, status: sent.status ?? 'sent', reason: null });
  });
}

async function markFailed(db: Db, found: { message: MessageRow; conversation: ConversationRow }, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx.update(chatMessages).set({ status: 'failed', statusReason: reason })
      .where(and(eq(chatMessages.id, found.message.id), eq(chatMessages.status, 'pending'))).returning({ id: chatMessages.id });
    if (!failed) return;
    await emit(tx, { type: 'chat.status', conversation: found.conversation.id, address: found.conversation.address, message: found.message.id, status: 'failed', reason });
  });
}

/** The Spanish reason a failed send keeps: our text and the provider's code, never what the provider wrote. */
function failedReason(error: unknown): string {
  return error instanceof ProviderError ? error.reason.slice(0, 500) : CHAT_MSG.sendFailed;
}

/**
 * When to try again, or null when the message has failed: rate limits are honoured for as long as the
 * provider asks within RATE_LIMIT_BUDGET_MS; provider errors and time-outs are tried SERVER_ERROR_TRIES
 * times with exponential back-off; any other refusal fails at once.
 */
export function nextTry(error: unknown, payload: SendPayload, now: number): { payload: SendPayload; delayMs: number } | null {
  if (!(error instanceof ProviderError) || !error.retryable) return null;
  const firstTriedAt = payload.firstTriedAt ?? now;
  if (error.code === 'rate_limited') {
    const throttled = (payload.throttled ?? 0) + 1;
    const delayMs = error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds * 1000
      : Math.min(FIRST_BACKOFF_MS * 2 ** (throttled - 1), MAX_BACKOFF_MS);
    if (now + delayMs - firstTriedAt > RATE_LIMIT_BUDGET_MS) return null;
    return { payload: { ...payload, firstTriedAt, throttled }, delayMs };
  }
  const failures = (payload.failures ?? 0) + 1;
  if (failures >= SERVER_ERROR_TRIES) return null;
  return { payload: { ...payload, firstTriedAt, failures }, delayMs: FIRST_BACKOFF_MS * 2 ** (failures - 1) };
}

/**
 * The job `chat.send`: sends one pending message once. A message that is no longer pending, or already
 * has the provider's id, is never sent again (a job re-claimed after its runner died finds it so). A retry
 * is a new job due when the provider asked, so no runner sleeps through the wait.
 */
export async function deliverMessage(app: App, payload: SendPayload): Promise<void> {
  const found = await stillPending(app.db, payload.messageId);
  if (!found) return;
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, found.message.channelId);
  if (!channel) {
    await markFailed(app.db, found, CHAT_MSG.channelNotFound);
    return;
  }
  let providerId: string;
  try {
    providerId = await sendThrough(app.db, channelClient(channel, app.config), found.conversation.address, found.message,
      app.config.uploadsDir, { windowOpen: windowOpen(channel, found.conversation.lastInboundAt) });
  } catch (error) {
    const retry = nextTry(error, payload, Date.now());
    if (retry) {
      app.log.warn({ messageId: payload.messageId, delayMs: retry.delayMs, err: error }, 'chat: envío reintentado');
      await enqueue(app.db, 'chat.send', retry.payload, { runAt: new Date(Date.now() + retry.delayMs) });
      return;
    }
    app.log.warn({ messageId: payload.messageId, err: error }, 'chat: envío fallido');
    await markFailed(app.db, found, failedReason(error));
    return;
  }
  await markSent(app.db, found, providerId).catch(async (error: unknown) => {
    // The provider took it: whatever happens to its id, the message must not go out again.
    app.log.error({ messageId: payload.messageId, providerId, err: error }, 'chat: id del proveedor no guardado');
    await app.db.update(chatMessages).set({ status: 'sent' }).where(and(eq(chatMessages.id, found.message.id), eq(chatMessages.status, 'pending')));
  });
}

/** The customer wrote within the channel's service window (always, for channels without one). */
export function windowOpen(channel: ChannelSettings, lastInboundAt: Date | null): boolean {
  const window = providerOf(channel.tipo).serviceWindow;
  if (!window) return true;
  return lastInboundAt !== null && Date.now() - lastInboundAt.getTime() < window.hours * 60 * 60 * 1000;
}

/**
 * The agent opened the conversation: the provider is told the customer's messages were read (WhatsApp's
 * blue ticks), from a job and best effort. Marking the latest inbound message marks the earlier ones, so
 * one call per latest message is made, once.
 */
export async function markConversationRead(app: App, conversationId: number): Promise<void> {
  const [latest] = await app.db.select({ id: chatMessages.id, channelId: chatMessages.channelId }).from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.fromMe, false), sql`${chatMessages.providerId} is not null`))
    .orderBy(sql`${chatMessages.id} desc`).limit(1);
  const channel = latest ? await channelSettings(app.db, app.config.channelSecretsKey, latest.channelId) : null;
  // Only providers with read receipts (WhatsApp) get the job.
  if (!latest || !channel || !channelClient(channel, app.config).markRead) return;
  await enqueue(app.db, 'chat.read', { messageId: latest.id }, { uniqueKey: `chat.read:${latest.id}`, maxAttempts: 2 });
}

/** The job `chat.read`: the read receipt of one inbound message, where the provider has them. */
export async function sendReadReceipt(app: App, payload: { messageId: number }): Promise<void> {
  const [message] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, payload.messageId));
  const channel = message?.providerId ? await channelSettings(app.db, app.config.channelSecretsKey, message.channelId) : null;
  if (!message?.providerId || !channel) return;
  await channelClient(channel, app.config).markRead?.(message.providerId);
}

/** The job `chat.ack`: the acknowledgements a delivery asked for (Telegram's pressed buttons). */
export async function sendAcknowledgements(app: App, payload: { channelId: number; ids: string[] }): Promise<void> {
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, payload.channelId);
  const ids = payload.ids;
  if (!channel || ids.length === 0) return;
  await channelClient(channel, app.config).acknowledge?.(ids);
}
