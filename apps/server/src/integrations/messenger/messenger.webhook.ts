import { z, type InboundMessage, type MessageKind } from '@atiende/shared';
import { noEvents, withinLimit, type ChannelEvents } from '../channel.js';
import { MESSENGER_MAX_TEXT } from './messenger.adapter.js';

/*
 * A Page delivery: each messaging event read on its own. A message with several attachments becomes one
 * stored message per attachment ('<mid>' for the first, '<mid>:<n>' after), its text the first one's caption.
 */

const Text = z.string().max(10_000_000);
const Mid = z.string().min(1).max(300);
const Event = z.object({ sender: z.object({ id: z.string().min(1).max(100) }), timestamp: z.number().int().nonnegative() });
const Attachment = z.object({
  type: z.string().min(1).max(40),
  payload: z.object({
    url: z.string().max(4000).optional(),
    sticker_id: z.number().optional(),
    coordinates: z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }).optional(),
  }).nullable().optional(),
});
const Message = z.object({
  mid: Mid,
  text: Text.optional(),
  is_echo: z.boolean().optional(),
  attachments: z.array(Attachment).max(20).optional(),
  reply_to: z.object({ mid: Mid }).optional(),
  quick_reply: z.object({ payload: z.string().max(1000) }).optional(),
});
const Postback = z.object({ title: Text, payload: z.string().max(1000).optional(), mid: Mid.optional() });
const Reaction = z.object({ mid: Mid, action: z.enum(['react', 'unreact']), emoji: z.string().max(40).optional() });
const Watermark = z.object({ watermark: z.number().int().nonnegative() });
const Delivery = z.object({ mids: z.array(Mid).optional(), watermark: z.number().int().nonnegative() });

const MEDIA_KIND: Record<string, MessageKind> = { image: 'image', audio: 'audio', video: 'video', file: 'document' };

const cut = (text: string | null | undefined) => withinLimit(text, MESSENGER_MAX_TEXT);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

type Fields = Pick<InboundMessage, 'kind' | 'media' | 'location' | 'extra'>;

function attachmentContent(attachment: z.infer<typeof Attachment>): Fields {
  const payload = attachment.payload ?? {};
  const kind = payload.sticker_id ? 'sticker' : MEDIA_KIND[attachment.type];
  if (kind && payload.url) return { kind, media: { ref: payload.url, mimeType: null, filename: null }, location: null, extra: null };
  if (attachment.type === 'location' && payload.coordinates) {
    return { kind: 'location', media: null, location: { latitude: payload.coordinates.lat, longitude: payload.coordinates.long, name: null }, extra: null };
  }
  return { kind: 'unsupported', media: null, location: null, extra: { tipo_original: attachment.type.slice(0, 60) } };
}

function readMessage(events: ChannelEvents, psid: string, at: Date, raw: unknown): void {
  const parsed = Message.safeParse(raw);
  if (!parsed.success) {
    events.ignored.push('mensaje de Messenger ilegible');
    return;
  }
  const message = parsed.data;
  if (message.is_echo) return;
  const base = { address: psid, profileName: null, sentAt: at, replyTo: message.reply_to?.mid ?? null };
  const text = cut(message.text);
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) {
    if (text === null) {
      events.ignored.push(`mensaje vacío (${message.mid})`);
      return;
    }
    const boton = message.quick_reply ? { boton: { id: message.quick_reply.payload } } : null;
    events.messages.push({ ...base, providerId: message.mid, kind: 'text', text, media: null, location: null, extra: boton });
    return;
  }
  attachments.forEach((attachment, index) => {
    events.messages.push({
      ...base, providerId: index === 0 ? message.mid : `${message.mid}:${index}`, text: index === 0 ? text : null,
      ...attachmentContent(attachment),
    });
  });
}

function readEvent(events: ChannelEvents, raw: unknown): void {
  const event = Event.safeParse(raw);
  if (!event.success) {
    events.ignored.push('evento de Messenger sin remitente o fecha');
    return;
  }
  const psid = event.data.sender.id;
  const at = new Date(event.data.timestamp);
  const fields = raw as Record<string, unknown>;
  if (fields.message !== undefined) readMessage(events, psid, at, fields.message);
  if (fields.postback !== undefined) {
    const postback = Postback.safeParse(fields.postback);
    if (postback.success) {
      events.messages.push({
        providerId: postback.data.mid ?? `postback:${psid}:${event.data.timestamp}`, address: psid, profileName: null,
        sentAt: at, kind: 'text', text: cut(postback.data.title), media: null, location: null, replyTo: null,
        extra: { boton: { id: postback.data.payload ?? null } },
      });
    } else events.ignored.push('postback ilegible');
  }
  if (fields.reaction !== undefined) {
    const reaction = Reaction.safeParse(fields.reaction);
    if (reaction.success) {
      events.reactions.push({ address: psid, target: reaction.data.mid, emoji: reaction.data.action === 'unreact' ? '' : (reaction.data.emoji ?? '') });
    } else events.ignored.push('reacción ilegible');
  }
  if (fields.delivery !== undefined) {
    const delivery = Delivery.safeParse(fields.delivery);
    for (const mid of delivery.success ? (delivery.data.mids ?? []) : []) {
      events.statuses.push({ providerId: mid, status: 'delivered', at, errorCode: null });
    }
  }
  if (fields.read !== undefined) {
    const read = Watermark.safeParse(fields.read);
    if (read.success) events.readUpTo.push({ address: psid, at: new Date(read.data.watermark) });
  }
}

export function parseMessengerDelivery(payload: unknown): ChannelEvents {
  const events = noEvents();
  for (const entry of list((payload as { entry?: unknown } | null)?.entry)) {
    for (const raw of list((entry as { messaging?: unknown } | null)?.messaging)) readEvent(events, raw);
  }
  return events;
}
