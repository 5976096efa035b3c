import { timingSafeEqual } from 'node:crypto';
import { MediaUnavailable } from '../channel.js';
import { ProviderError, providerFetch } from '../provider-error.js';

export interface TelegramConfig {
  apiUrl: string;
  botToken: string;
}

export const TELEGRAM_API_URL = 'https://api.telegram.org';
export const TELEGRAM_MAX_TEXT = 4096;
/** Bot API file ids are base64url text. */
const FILE_ID = /^[A-Za-z0-9_-]{1,300}$/;

interface BotAnswer<T> { ok: boolean; result?: T; error_code?: number; description?: string; parameters?: { retry_after?: number } }

/** The Bot API's refusal as a provider error; a 429 carries the seconds Telegram asks to wait. */
function botError(answer: BotAnswer<unknown>, status: number): ProviderError {
  const code = typeof answer.error_code === 'number' ? answer.error_code : status;
  const detail = `${code} ${answer.description ?? ''}`.trim();
  if (code === 429) return new ProviderError('telegram', 'rate_limited', detail, true, answer.parameters?.retry_after, String(code));
  return new ProviderError('telegram', 'provider_failed', detail, status >= 500, undefined, String(code));
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
    /** Stops the spinner on the button the customer pressed. */
    async answerCallbackQuery(callbackQueryId: string): Promise<void> {
      await call('answerCallbackQuery', { callback_query_id: callbackQueryId });
    },
    /** Downloads a file the customer sent: getFile gives its path under /file/bot<token>/. */
    async downloadFile(fileId: string): Promise<Buffer> {
      if (!FILE_ID.test(fileId)) throw new MediaUnavailable(`file_id no válido: ${fileId.slice(0, 40)}`);
      const info = await call<{ file_path: string }>('getFile', { file_id: fileId });
      const res = await providerFetch('telegram', `${config.apiUrl}/file/bot${config.botToken}/${info.file_path}`);
      if (!res.ok) throw new ProviderError('telegram', 'provider_failed', `descarga ${res.status}`, res.status >= 500, undefined, `HTTP ${res.status}`);
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
