import type { ChatMessageExtra } from './chat.js';

export const MESSAGE_KINDS = [
  'text', 'image', 'audio', 'video', 'document', 'sticker', 'location', 'contacts', 'order', 'sistema', 'unsupported',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A message a customer sent, whatever the channel: `address` is the phone, the Telegram chat id or the Messenger PSID. */
export interface InboundMessage {
  /** The provider's id of the message: wamid, Telegram '<chat_id>:<message_id>', Messenger mid. Deliveries are deduplicated on it. */
  providerId: string;
  address: string;
  profileName: string | null;
  sentAt: Date;
  kind: MessageKind;
  text: string | null;
  /** Provider media: a WhatsApp media id, a Telegram file_id or a Messenger attachment URL. */
  media: { ref: string; mimeType: string | null; filename: string | null } | null;
  location: { latitude: number; longitude: number; name: string | null } | null;
  /** The provider id of the message this one answers. */
  replyTo: string | null;
  /** Contact cards, a place, an order's summary, a chosen button, an unsupported type's name. */
  extra: ChatMessageExtra | null;
}

/** A receipt for a message we sent. */
export interface StatusUpdate {
  providerId: string;
  status: DeliveryStatus;
  at: Date;
  errorCode: number | null;
}

/** Later receipts win: a message read is not sent again because 'sent' arrived late. `failed` is final. */
export function laterStatus(current: DeliveryStatus | null, next: DeliveryStatus): DeliveryStatus {
  if (current === 'failed' || current === null) return current ?? next;
  if (next === 'failed') return 'failed';
  const order: DeliveryStatus[] = ['sent', 'delivered', 'read'];
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}
