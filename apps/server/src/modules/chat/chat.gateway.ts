import type { ChatMessageType } from '@atiende/shared';
import { whatsappClient, type MediaKind } from '../../integrations/whatsapp/whatsapp.adapter.js';
import { telegramClient, type TelegramFileKind } from '../../integrations/telegram/telegram.adapter.js';
import { messengerClient } from '../../integrations/messenger/messenger.adapter.js';
import { ProviderError, providerFetch } from '../../integrations/provider-error.js';
import { resolveApiUrl, type ServerAddress } from '../../simulator/simulator.url.js';
import { DEFAULT_API_URL, type ChannelSettings } from './channels.service.js';

export interface OutgoingFile {
  kind: ChatMessageType;
  bytes: Buffer;
  filename: string;
  mimeType: string;
  caption: string;
}

/** One channel's provider, whatever it is: send text and files, fetch what the customer sent. */
export interface ChannelGateway {
  sendText(address: string, text: string): Promise<string>;
  sendFile(address: string, file: OutgoingFile): Promise<string>;
  download(ref: string): Promise<{ bytes: Buffer; mimeType: string | null }>;
}

const WHATSAPP_KIND: Partial<Record<ChatMessageType, MediaKind>> = { image: 'image', audio: 'audio', video: 'video' };
const TELEGRAM_KIND: Partial<Record<ChatMessageType, TelegramFileKind>> = { image: 'photo', audio: 'voice', video: 'video' };
const MESSENGER_KIND: Partial<Record<ChatMessageType, 'image' | 'audio' | 'video'>> = { image: 'image', audio: 'audio', video: 'video' };

export function channelGateway(channel: ChannelSettings, server: ServerAddress): ChannelGateway {
  const c = channel.config;
  const apiUrl = resolveApiUrl(c.api_url || DEFAULT_API_URL[channel.tipo], server);
  if (channel.tipo === 'WhatsApp') {
    const wa = whatsappClient({ apiUrl, phoneNumberId: c.phone_number_id ?? '', accessToken: c.access_token ?? '' });
    return {
      sendText: (address, text) => wa.sendText(address, text),
      async sendFile(address, file) {
        const id = await wa.uploadMedia(file.bytes, file.mimeType, file.filename);
        const kind = WHATSAPP_KIND[file.kind] ?? 'document';
        return wa.sendMedia(address, kind, { id }, { caption: file.caption, filename: file.filename });
      },
      download: (ref) => wa.downloadMedia(ref),
    };
  }
  if (channel.tipo === 'Telegram') {
    const tg = telegramClient({ apiUrl, botToken: c.bot_token ?? '' });
    return {
      sendText: (address, text) => tg.sendText(address, text),
      sendFile: (address, file) =>
        tg.uploadFile(address, TELEGRAM_KIND[file.kind] ?? 'document', file.bytes, file.filename, file.mimeType, file.caption),
      download: async (ref) => ({ bytes: await tg.downloadFile(ref), mimeType: null }),
    };
  }
  const fb = messengerClient({ apiUrl, pageId: c.page_id ?? '', pageAccessToken: c.page_access_token ?? '' });
  return {
    sendText: (address, text) => fb.sendText(address, text),
    sendFile: (address, file) =>
      fb.uploadAttachment(address, MESSENGER_KIND[file.kind] ?? 'file', file.bytes, file.filename, file.mimeType),
    // Messenger hands attachments over as URLs on its CDN.
    async download(ref) {
      const res = await providerFetch('messenger', ref);
      if (!res.ok) throw new ProviderError('messenger', 'provider_failed', `descarga ${res.status}`, res.status >= 500);
      return { bytes: Buffer.from(await res.arrayBuffer()), mimeType: res.headers.get('content-type') };
    },
  };
}
