import { CHANNEL_SECRET_FIELDS, TelegramChannelConfig, type ChatMessageType } from '@atiende/shared';
import { apiUrlOf, type ChannelProvider } from '../channel.js';
import { TELEGRAM_API_URL, TELEGRAM_MAX_TEXT, telegramClient, validTelegramSecret, type TelegramFileKind } from './telegram.adapter.js';
import { parseTelegramDelivery } from './telegram.webhook.js';

const FILE_KIND: Partial<Record<ChatMessageType, TelegramFileKind>> = { image: 'photo', audio: 'voice', video: 'video' };

/** Telegram Bot API: a bot answers its chats at any time (no service window); files go up with the send. */
export const telegramProvider: ChannelProvider = {
  type: 'Telegram',
  provider: 'telegram',
  webhookSegment: 'telegram',
  sendSegment: 'telegram',
  config: { schema: TelegramChannelConfig, secretFields: CHANNEL_SECRET_FIELDS.Telegram, defaultApiUrl: TELEGRAM_API_URL },
  addressIsPhone: false,
  serviceWindow: null,
  maxTextLength: TELEGRAM_MAX_TEXT,
  verifyDelivery: (request, config) => validTelegramSecret(request.header('x-telegram-bot-api-secret-token'), config.webhook_secret ?? ''),
  parseDelivery: parseTelegramDelivery,
  client(config) {
    const tg = telegramClient({ apiUrl: apiUrlOf(telegramProvider, config), botToken: config.bot_token ?? '' });
    // Telegram numbers messages per chat: they are kept as '<chat_id>:<message_id>'.
    const key = (chatId: string) => (messageId: string) => `${chatId}:${messageId}`;
    return {
      sendText: (address, text) => tg.sendText(address, text).then(key(address)),
      sendFile: (address, file) =>
        tg.uploadFile(address, FILE_KIND[file.kind] ?? 'document', file.bytes, file.filename, file.mimeType, file.caption ?? undefined).then(key(address)),
      downloadMedia: async (ref) => ({ bytes: await tg.downloadFile(ref), mimeType: null }),
      async acknowledge(ids) {
        for (const id of ids) await tg.answerCallbackQuery(id);
      },
    };
  },
};
