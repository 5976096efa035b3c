import type { App } from '../app.types.js';
import { AppError } from '../errors.js';
import { metaSignature } from '../integrations/meta/meta.webhook.js';
import type { ChannelSettings } from '../modules/chat/channels.service.js';
import { storeTelegramFile, telegramMessage } from './simulator.telegram.js';
import { deliverTelegramUpdate } from './simulator.telegram-bots.js';
import { deliverToWebhook } from './simulator.webhook.js';
import { newMediaId, newWamid, unixSeconds, type SimulatorState } from './simulator.state.js';
import type { SimConversation, SimFile, SimMessage, SimStatus } from './simulator.types.js';

/** The business number the simulated WhatsApp deliveries come to. */
const DISPLAY_PHONE_NUMBER = '15550000000';

/** What the person playing the customer sends. */
export type CustomerContent =
  | { kind: 'text'; text: string }
  | { kind: 'image' | 'document'; file: { name: string; mimeType: string; bytes: Buffer }; caption: string | null }
  | { kind: 'location'; latitude: number; longitude: number; place: string | null };

export interface CustomerMessage {
  name: string;
  address: string;
  content: CustomerContent;
}

/** A signed WhatsApp Cloud delivery of the channel's number, as Meta posts it. */
function deliverWhatsapp(app: App, channel: ChannelSettings, value: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{
      id: channel.config.waba_id ?? '',
      changes: [{
        field: 'messages',
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: channel.config.phone_number_id ?? '' },
          ...value,
        },
      }],
    }],
  });
  return deliverToWebhook(app, channel, body, { 'x-hub-signature-256': metaSignature(body, channel.config.app_secret ?? '') });
}

/** The `messages[]` entry of a WhatsApp delivery for one customer message. */
function whatsappMessage(message: SimMessage, address: string, file: SimFile | undefined): Record<string, unknown> {
  const base = { from: address, id: message.id, timestamp: String(unixSeconds(message.at)), type: message.kind };
  if (message.location) {
    const { latitude, longitude, name } = message.location;
    return { ...base, location: { latitude, longitude, ...(name ? { name } : {}) } };
  }
  if (file) {
    const media = {
      id: file.id, mime_type: file.mimeType, sha256: file.sha256,
      ...(message.text ? { caption: message.text } : {}),
      ...(message.kind === 'document' && file.filename ? { filename: file.filename } : {}),
    };
    return { ...base, [message.kind]: media };
  }
  return { ...base, text: { body: message.text } };
}

/** Keeps the customer's file where the channel's adapter will download it: Graph media or a Telegram file_path. */
function storeCustomerFile(state: SimulatorState, channel: ChannelSettings, content: CustomerContent): SimFile | undefined {
  if (content.kind !== 'image' && content.kind !== 'document') return undefined;
  const upload = { bytes: content.file.bytes, filename: content.file.name, mimeType: content.file.mimeType };
  if (channel.tipo === 'Telegram') return storeTelegramFile(state, channel.id, content.kind === 'image' ? 'photos' : 'documents', upload);
  return state.addFile({ id: newMediaId(), channelId: channel.id, ...upload, path: null });
}

/**
 * The customer writes: the message is kept as the customer sees it, then delivered to the channel's
 * webhook as the provider would (signed with the app secret, or with Telegram's secret header); a
 * Telegram bot without a webhook gets it with getUpdates instead. When the webhook refuses it, nothing
 * is kept and the refusal is answered 502.
 */
export async function customerSends(app: App, state: SimulatorState, channel: ChannelSettings, input: CustomerMessage): Promise<SimMessage> {
  const { content } = input;
  const file = storeCustomerFile(state, channel, content);
  const conversation = state.openConversation(channel.id, input.address, input.name);
  const telegram = channel.tipo === 'Telegram';
  const message = state.addMessage(conversation, {
    id: telegram ? String(state.nextMessageId()) : newWamid(),
    from: 'customer',
    kind: content.kind,
    text: content.kind === 'text' ? content.text : content.kind === 'location' ? null : content.caption,
    fileId: file?.id ?? null,
    filename: file?.filename ?? null,
    link: null,
    location: content.kind === 'location' ? { latitude: content.latitude, longitude: content.longitude, name: content.place } : null,
    at: new Date(),
    status: 'sent',
  });
  try {
    if (telegram) {
      const update = { update_id: state.nextUpdateId(), message: telegramMessage(state, message, { id: input.address, name: input.name }) };
      // Without a webhook the message waits for the bot's getUpdates: sent, not yet delivered.
      if (await deliverTelegramUpdate(app, state.telegramBots, channel, { update, message }) === 'queued') return message;
    } else {
      await deliverWhatsapp(app, channel, {
        contacts: [{ profile: { name: input.name }, wa_id: input.address }],
        messages: [whatsappMessage(message, input.address, file)],
      });
    }
  } catch (error) {
    state.removeMessage(conversation, message.id);
    if (file) state.deleteFile(file.id);
    throw error;
  }
  message.status = 'delivered';
  return message;
}

/** WhatsApp's `statuses[]` entries for our messages reaching a status. */
function statusEntries(conversation: SimConversation, messages: SimMessage[], status: SimStatus) {
  const billing = status === 'read' ? {} : {
    conversation: { id: conversation.graphConversationId, origin: { type: 'service' } },
    pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
  };
  return messages.map((message) => ({
    id: message.id, status, timestamp: String(unixSeconds()), recipient_id: conversation.address, ...billing,
  }));
}

/**
 * The customer opens the chat and reads the agent's messages: WhatsApp delivers `delivered` and then
 * `read` receipts to the webhook. Telegram has no read receipts. Answers how many messages were read.
 */
export async function customerReads(app: App, state: SimulatorState, channel: ChannelSettings, address: string): Promise<number> {
  if (channel.tipo === 'Telegram') throw new AppError(409, 'Telegram no envía confirmaciones de lectura.', undefined, 'conflict');
  const conversation = state.conversation(channel.id, address);
  const unread = conversation?.messages.filter((m) => m.from === 'agent' && m.status !== 'read') ?? [];
  if (!conversation || unread.length === 0) return 0;
  const undelivered = unread.filter((m) => m.status === 'sent');
  if (undelivered.length > 0) {
    await deliverWhatsapp(app, channel, { statuses: statusEntries(conversation, undelivered, 'delivered') });
    for (const message of undelivered) message.status = 'delivered';
  }
  await deliverWhatsapp(app, channel, { statuses: statusEntries(conversation, unread, 'read') });
  for (const message of unread) message.status = 'read';
  return unread.length;
}
