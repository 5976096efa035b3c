import { eq } from 'drizzle-orm';
import { CHAT_MSG } from '@atiende/shared';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { MediaUnavailable } from '../../integrations/channel.js';
import { storeFile } from '../../files/stored-files.js';
import { channelClient, channelSettings } from './channels.service.js';
import { chatMessages, conversations } from './chat.tables.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif',
  'audio/ogg': '.ogg', 'audio/mpeg': '.mp3', 'audio/mp4': '.m4a', 'audio/aac': '.aac', 'audio/amr': '.amr',
  'video/mp4': '.mp4', 'video/3gpp': '.3gp', 'application/pdf': '.pdf',
  'application/msword': '.doc', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

async function announceFile(tx: Db, conversationId: number, messageId: number, status: string, reason: string | null) {
  const [conversation] = await tx.select({ address: conversations.address }).from(conversations).where(eq(conversations.id, conversationId));
  await emit(tx, { type: 'chat.status', conversation: conversationId, address: conversation!.address, message: messageId, status, reason });
}

/**
 * Fetches a file the customer sent through the channel's provider (WhatsApp media id, Telegram getFile,
 * Messenger's CDN URL) and keeps it under uploads/chat. A provider error is retried by the job runner; a
 * reference the server will not fetch marks the file as not available, which the message then says.
 */
export async function fetchInboundMedia(app: App, payload: { messageId: number; ref: string }): Promise<void> {
  const { messageId } = payload;
  const [message] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!message || message.filePath) return;
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, message.channelId);
  if (!channel) return;
  let file: { bytes: Buffer; mimeType: string | null };
  try {
    file = await channelClient(channel, app.config).downloadMedia(payload.ref);
  } catch (error) {
    if (!(error instanceof MediaUnavailable)) throw error;
    app.log.warn({ messageId, reason: error.message }, 'chat: archivo no descargado');
    await app.db.transaction(async (tx) => {
      await tx.update(chatMessages).set({ statusReason: CHAT_MSG.fileUnavailable }).where(eq(chatMessages.id, messageId));
      await announceFile(tx, message.conversationId, messageId, 'file', CHAT_MSG.fileUnavailable);
    });
    return;
  }
  const mime = (file.mimeType ?? message.mimeType ?? 'application/octet-stream').split(';')[0]!.trim();
  const extension = EXTENSIONS[mime] ?? (/\.([a-z0-9]{1,10})$/i.exec(message.filename ?? '')?.[0]?.toLowerCase() ?? '');
  const filePath = await storeFile(app.config.uploadsDir, 'chat', extension, file.bytes);
  await app.db.transaction(async (tx) => {
    await tx.update(chatMessages).set({ filePath, mimeType: mime, filename: message.filename ?? `archivo${extension}` })
      .where(eq(chatMessages.id, messageId));
    await announceFile(tx, message.conversationId, messageId, 'file', null);
  });
}
