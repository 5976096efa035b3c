import { CHANNEL_SECRET_FIELDS, WhatsappChannelConfig, type ChatMessageType } from '@atiende/shared';
import { apiUrlOf, type ChannelProvider, type TemplateHeaderFile } from '../channel.js';
import { metaChallenge, validMetaSignature } from '../meta/meta.webhook.js';
import { WHATSAPP_API_URL, WHATSAPP_MAX_TEXT, whatsappClient, type MediaKind } from './whatsapp.adapter.js';
import { parseWhatsappDelivery } from './whatsapp.webhook.js';

const MEDIA_KIND: Partial<Record<ChatMessageType, MediaKind>> = { image: 'image', audio: 'audio', video: 'video' };

/** WhatsApp Cloud API: one business number; free text only within 24 hours of the customer's last message. */
export const whatsappProvider: ChannelProvider = {
  type: 'WhatsApp',
  provider: 'whatsapp',
  webhookSegment: 'whatsapp',
  sendSegment: 'whatsapp',
  config: { schema: WhatsappChannelConfig, secretFields: CHANNEL_SECRET_FIELDS.WhatsApp, defaultApiUrl: WHATSAPP_API_URL },
  addressIsPhone: true,
  serviceWindow: { hours: 24, outside: 'refuse' },
  maxTextLength: WHATSAPP_MAX_TEXT,
  verifyDelivery: (request, config) => validMetaSignature(request.rawBody, request.header('x-hub-signature-256'), config.app_secret ?? ''),
  challenge: (query, config) => metaChallenge(query, config.verify_token ?? ''),
  parseDelivery: parseWhatsappDelivery,
  client(config) {
    const wa = whatsappClient({
      apiUrl: apiUrlOf(whatsappProvider, config), phoneNumberId: config.phone_number_id ?? '', accessToken: config.access_token ?? '',
      wabaId: config.waba_id,
    });
    const upload = (file: TemplateHeaderFile) => wa.uploadMedia(file.bytes, file.mimeType, file.filename);
    return {
      sendText: (address, text) => wa.sendText(address, text),
      async sendFile(address, file) {
        const id = await wa.uploadMedia(file.bytes, file.mimeType, file.filename);
        return wa.sendMedia(address, MEDIA_KIND[file.kind] ?? 'document', { id }, { caption: file.caption ?? undefined, filename: file.filename });
      },
      sendTemplate: (address, template) => wa.sendTemplate(address, template),
      uploadMedia: upload,
      // The header's example is a file of the number's media store (see docs/decisions.md, Templates).
      createTemplate: async (definition) => wa.createTemplate(definition, definition.header ? await upload(definition.header) : null),
      downloadMedia: (ref) => wa.downloadMedia(ref),
      markRead: (providerId) => wa.markRead(providerId),
    };
  },
};
