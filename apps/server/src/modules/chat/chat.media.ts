import { eq } from 'drizzle-orm';
import type { App } from '../../app.js';
import { emit } from '../../events/events.js';
import { storeFile } from '../../files/stored-files.js';
import { channelSettings } from './channels.service.js';
import { channelGateway } from './chat.gateway.js';
import { chatMessages, conversations } from './chat.tables.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif',
  'audio/ogg': '.ogg', 'audio/mpeg': '.mp3', 'audio/mp4': '.m4a', 'audio/aac': '.aac', 'audio/amr': '.amr',
  'video/mp4': '.mp4', 'video/3gpp': '.3gp', 'application/pdf': '.pdf',
  'application/msword': '.doc', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/**
 * Fetches a file the customer sent (WhatsApp media id → URL → bytes with the token; Telegram getFile;
 * Messenger's URL) and keeps it under uploads/chat. A provider error is retried by the job runner.
 */
export async function fetchInboundMedia(app: App, payload: Record<string, unknown>): Promise<void> {
  const messageId = Number(payload.messageId);
  const [message] = await app.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!message || message.filePath) return;
  const channel = await channelSettings(app.db, app.config.channelSecretsKey, message.channelId);
  if (!channel) return;
  const { bytes, mimeType } = await channelGateway(channel, app.config).download(String(payload.ref));
  const mime = (mimeType ?? message.mimeType ?? 'application/octet-stream').split(';')[0]!.trim();
  const extension = EXTENSIONS[mime] ?? (/\.([a-z0-9]{1,10})$/i.exec(message.filename ?? '')?.[0]?.toLowerCase() ?? '');
  const filePath = await storeFile(app.config.uploadsDir, 'chat', extension, bytes);
  await app.db.transaction(async (tx) => {
    await tx.update(chatMessages).set({ filePath, mimeType: mime, filename: message.filename ?? `archivo${extension}` })
      .where(eq(chatMessages.id, messageId));
    const [conversation] = await tx.select({ address: conversations.address }).from(conversations).where(eq(conversations.id, message.conversationId));
    await emit(tx, { type: 'chat.status', conversation: message.conversationId, address: conversation!.address, message: messageId, status: 'file' });
  });
}
