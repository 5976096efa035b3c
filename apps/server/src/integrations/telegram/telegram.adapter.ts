import { timingSafeEqual } from 'node:crypto';
import type { InboundMessage } from '@atiende/shared';
import { ProviderError, providerFetch } from '../provider-error.js';

export interface TelegramConfig {
  apiUrl: string;
  botToken: string;
}

export const TELEGRAM_API_URL = 'https://api.telegram.org';

interface BotAnswer<T> { ok: boolean; result?: T; error_code?: number; description?: string; parameters?: { retry_after?: number } }

/** The Bot API's refusal as a provider error; a 429 carries the seconds Telegram asks to wait. */
function botError(answer: BotAnswer<unknown>, status: number): ProviderError {
  const detail = `${answer.error_code ?? status} ${answer.description ?? ''}`.trim();
  if ((answer.error_code ?? status) === 429) return new ProviderError('telegram', 'rate_limited', detail, true, answer.parameters?.retry_after);
  return new ProviderError('telegram', 'provider_failed', detail, status >= 500);
}

export type TelegramFileKind = 'photo' | 'document' | 'voice' | 'video' | 'audio';
const SEND_METHOD: Record<TelegramFileKind, string> = {
  photo: 'sendPhoto', document: 'sendDocument', voice: 'sendVoice', video: 'sendVideo', audio: 'sendAudio',
};

export function telegramClient(config: TelegramConfig) {
  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    const res = await providerFetch('telegram', `${config.apiUrl}/bot${config.botToken}/${method}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({ ok: false, description: 'respuesta no válida' }))) as BotAnswer<T>;
    if (!res.ok || !answer.ok) throw botError(answer, res.status);
    return answer.result as T;
  }
  return {
    async sendText(chatId: string, text: string): Promise<string> {
      const sent = await call<{ message_id: number }>('sendMessage', { chat_id: chatId, text });
      return String(sent.message_id);
    },
    /** A photo or a document by file_id or URL, with an optional caption (up to 1024 characters). */
    async sendFile(chatId: string, kind: 'photo' | 'document' | 'voice', file: string, caption?: string): Promise<string> {
      const method = kind === 'photo' ? 'sendPhoto' : kind === 'voice' ? 'sendVoice' : 'sendDocument';
      const sent = await call<{ message_id: number }>(method, { chat_id: chatId, [kind]: file, ...(caption ? { caption: caption.slice(0, 1024) } : {}) });
      return String(sent.message_id);
    },
    /** Uploads a file from our storage with the send itself (multipart), as the Bot API allows up to 50 MB. */
    async uploadFile(chatId: string, kind: TelegramFileKind, bytes: Buffer, filename: string, mimeType: string, caption?: string): Promise<string> {
      const form = new FormData();
      form.set('chat_id', chatId);
      form.set(kind, new Blob([new Uint8Array(bytes)], { type: mimeType }), filename);
      if (caption && kind !== 'voice') form.set('caption', caption.slice(0, 1024));
      const res = await providerFetch('telegram', `${config.apiUrl}/bot${config.botToken}/${SEND_METHOD[kind]}`, { method: 'POST', body: form });
      const answer = (await res.json().catch(() => ({ ok: false, description: 'respuesta no válida' }))) as BotAnswer<{ message_id: number }>;
      if (!res.ok || !answer.ok) throw botError(answer, res.status);
      return String(answer.result!.message_id);
    },
    /** Downloads a file the customer sent: getFile gives its path under /file/bot<token>/. */
    async downloadFile(fileId: string): Promise<Buffer> {
      const info = await call<{ file_path: string }>('getFile', { file_id: fileId });
      const res = await providerFetch('telegram', `${config.apiUrl}/file/bot${config.botToken}/${info.file_path}`);
      if (!res.ok) throw new ProviderError('telegram', 'provider_failed', `descarga ${res.status}`, res.status >= 500);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** True when the `X-Telegram-Bot-Api-Secret-Token` header equals the channel's webhook secret. */
export function validTelegramSecret(header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface TgUpdate {
  update_id: number;
  message?: {
    message_id: number; date: number; chat: { id: number }; from?: { first_name?: string; last_name?: string };
    text?: string; caption?: string;
    photo?: { file_id: string }[];
    document?: { file_id: string; file_name?: string; mime_type?: string };
    voice?: { file_id: string; mime_type?: string };
    location?: { latitude: number; longitude: number };
    reply_to_message?: { message_id: number };
  };
}

/** One update in the channel-neutral shape (deduplicated on update_id), or null for updates that are not messages. */
export function parseTelegramUpdate(payload: unknown): InboundMessage | null {
  const update = payload as TgUpdate | null;
  const message = update?.message;
  if (!update || typeof update.update_id !== 'number' || !message) return null;
  const photo = message.photo?.at(-1);
  const media = photo
    ? { ref: photo.file_id, mimeType: 'image/jpeg', filename: null }
    : message.document
      ? { ref: message.document.file_id, mimeType: message.document.mime_type ?? null, filename: message.document.file_name ?? null }
      : message.voice ? { ref: message.voice.file_id, mimeType: message.voice.mime_type ?? 'audio/ogg', filename: null } : null;
  const name = [message.from?.first_name, message.from?.last_name].filter(Boolean).join(' ');
  return {
    channel: 'telegram',
    providerId: String(update.update_id),
    address: String(message.chat.id),
    profileName: name || null,
    sentAt: new Date(message.date * 1000),
    kind: photo ? 'image' : message.document ? 'document' : message.voice ? 'audio' : message.location ? 'location' : message.text ? 'text' : 'other',
    text: message.text ?? message.caption ?? null,
    media,
    location: message.location ? { latitude: message.location.latitude, longitude: message.location.longitude, name: null } : null,
    replyTo: message.reply_to_message ? String(message.reply_to_message.message_id) : null,
  };
}
