import { CHANNEL_SECRET_FIELDS, FacebookChannelConfig, type ChatMessageType } from '@atiende/shared';
import { apiUrlOf, type ChannelProvider } from '../channel.js';
import { metaChallenge, validMetaSignature } from '../meta/meta.webhook.js';
import { fetchAllowedFile } from '../safe-fetch.js';
import { WHATSAPP_API_URL } from '../whatsapp/whatsapp.adapter.js';
import { MESSENGER_MAX_TEXT, messengerClient } from './messenger.adapter.js';
import { parseMessengerDelivery } from './messenger.webhook.js';

const ATTACHMENT_TYPE: Partial<Record<ChatMessageType, 'image' | 'audio' | 'video'>> = { image: 'image', audio: 'audio', video: 'video' };

/**
 * Messenger (a Facebook Page): 24-hour window, outside it a human agent answers with the HUMAN_AGENT tag.
 * Attachments carry no caption, so the agent's text goes as a message right after the file.
 */
export const messengerProvider: ChannelProvider = {
  type: 'Facebook',
  provider: 'messenger',
  webhookSegment: 'messenger',
  sendSegment: 'facebook',
  config: { schema: FacebookChannelConfig, secretFields: CHANNEL_SECRET_FIELDS.Facebook, defaultApiUrl: WHATSAPP_API_URL },
  addressIsPhone: false,
  serviceWindow: { hours: 24, outside: 'tag' },
  maxTextLength: MESSENGER_MAX_TEXT,
  verifyDelivery: (request, config) => validMetaSignature(request.rawBody, request.header('x-hub-signature-256'), config.app_secret ?? ''),
  challenge: (query, config) => metaChallenge(query, config.verify_token ?? ''),
  parseDelivery: parseMessengerDelivery,
  client(config) {
    const apiUrl = apiUrlOf(messengerProvider, config);
    const fb = messengerClient({ apiUrl, pageId: config.page_id ?? '', pageAccessToken: config.page_access_token ?? '' });
    return {
      sendText: (address, text, context) => fb.sendText(address, text, !context.windowOpen),
      async sendFile(address, file, context) {
        const type = ATTACHMENT_TYPE[file.kind] ?? 'file';
        const mid = await fb.uploadAttachment(address, type, file.bytes, file.filename, file.mimeType, !context.windowOpen);
        if (file.caption) await fb.sendText(address, file.caption, !context.windowOpen);
        return mid;
      },
      // Attachment URLs come from the sender's side: only Meta's CDN (or the channel's own API stand-in) is fetched.
      downloadMedia: (ref) => fetchAllowedFile('messenger', ref, apiUrl),
    };
  },
};
