import { z, type InboundMessage, type MessageKind } from '@atiende/shared';
import { noEvents, withinLimit, type ChannelEvents } from '../channel.js';
import { TELEGRAM_MAX_TEXT } from './telegram.adapter.js';

/*
 * One Bot API update: a message, an edited message or a pressed inline button. Messages are kept by
 * '<chat_id>:<message_id>' (Telegram numbers them per chat), so a redelivered update is stored once
 * however long after it comes.
 */

const Text = z.string().max(10_000_000);
const FileRef = z.object({ file_id: z.string().min(1).max(300), mime_type: z.string().max(200).optional(), file_name: z.string().max(500).optional() });
const Point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const Message = z.object({
  message_id: z.number().int().nonnegative(),
  date: z.number().int().nonnegative(),
  chat: z.object({ id: z.number().int() }),
  from: z.object({ first_name: Text.optional(), last_name: Text.optional() }).optional(),
  text: Text.optional(),
  caption: Text.optional(),
  reply_to_message: z.object({ message_id: z.number().int() }).optional(),
});
const CallbackQuery = z.object({
  id: z.string().min(1).max(100),
  data: z.string().max(300).optional(),
  from: z.object({ first_name: Text.optional(), last_name: Text.optional() }).optional(),
  message: z.object({
    message_id: z.number().int(),
    date: z.number().int().optional(),
    chat: z.object({ id: z.number().int() }),
    reply_markup: z.object({
      inline_keyboard: z.array(z.array(z.object({ text: Text, callback_data: z.string().max(300).optional() }))),
    }).optional(),
  }).optional(),
});

type TgMessage = z.infer<typeof Message>;
type Fields = Pick<InboundMessage, 'kind' | 'text' | 'media' | 'location' | 'extra'>;

const cut = (text: string | null | undefined) => withinLimit(text, TELEGRAM_MAX_TEXT);
const messageKey = (chatId: number, messageId: number) => `${chatId}:${messageId}`;
const fullName = (from: { first_name?: string; last_name?: string } | undefined) =>
  cut([from?.first_name, from?.last_name].filter(Boolean).join(' ')) || null;

/** The files a message may carry, in the order Telegram's own clients read them (an animation also has `document`). */
const FILE_FIELDS: { field: string; kind: MessageKind; mimeType: string | null }[] = [
  { field: 'animation', kind: 'video', mimeType: 'video/mp4' },
  { field: 'video_note', kind: 'video', mimeType: 'video/mp4' },
  { field: 'video', kind: 'video', mimeType: 'video/mp4' },
  { field: 'voice', kind: 'audio', mimeType: 'audio/ogg' },
  { field: 'audio', kind: 'audio', mimeType: 'audio/mpeg' },
  { field: 'sticker', kind: 'sticker', mimeType: 'image/webp' },
  { field: 'document', kind: 'document', mimeType: null },
];

/** Updates a customer's client sends that the workspace does not show, by the field that names them. */
const OTHER_FIELDS = ['poll', 'dice', 'game', 'story', 'invoice', 'successful_payment', 'giveaway', 'paid_media', 'checklist'];

/** What a message says, or null when a field it announces does not have the documented shape. */
function contentOf(message: TgMessage, raw: Record<string, unknown>): Fields | null {
  const caption = cut(message.caption);
  if (raw.photo !== undefined) {
    const sizes = z.array(FileRef).min(1).safeParse(raw.photo);
    if (!sizes.success) return null;
    return { kind: 'image', text: caption, location: null, extra: null, media: { ref: sizes.data.at(-1)!.file_id, mimeType: 'image/jpeg', filename: null } };
  }
  for (const { field, kind, mimeType } of FILE_FIELDS) {
    if (raw[field] === undefined) continue;
    const file = FileRef.safeParse(raw[field]);
    if (!file.success) return null;
    const media = { ref: file.data.file_id, mimeType: file.data.mime_type ?? mimeType, filename: file.data.file_name ?? null };
    return { kind, text: caption, location: null, extra: null, media };
  }
  if (raw.contact !== undefined) {
    const contact = z.object({ phone_number: z.string().max(60), first_name: Text, last_name: Text.optional() }).safeParse(raw.contact);
    if (!contact.success) return null;
    const nombre = cut([contact.data.first_name, contact.data.last_name].filter(Boolean).join(' ')) ?? '';
    return { kind: 'contacts', text: `${nombre} ${contact.data.phone_number}`.trim(), media: null, location: null, extra: { contactos: [{ nombre, telefonos: [contact.data.phone_number] }] } };
  }
  if (raw.venue !== undefined) {
    const venue = z.object({ location: Point, title: Text, address: Text }).safeParse(raw.venue);
    if (!venue.success) return null;
    const place = { latitude: venue.data.location.latitude, longitude: venue.data.location.longitude, name: cut(venue.data.title) };
    return { kind: 'location', text: null, media: null, location: place, extra: { lugar: { nombre: cut(venue.data.title), direccion: cut(venue.data.address) } } };
  }
  if (raw.location !== undefined) {
    const point = Point.safeParse(raw.location);
    if (!point.success) return null;
    return { kind: 'location', text: null, media: null, location: { ...point.data, name: null }, extra: null };
  }
  if (typeof message.text === 'string') return { kind: 'text', text: cut(message.text), media: null, location: null, extra: null };
  const other = OTHER_FIELDS.find((field) => raw[field] !== undefined) ?? 'desconocido';
  return { kind: 'unsupported', text: null, media: null, location: null, extra: { tipo_original: other } };
}

function readMessage(events: ChannelEvents, item: unknown): void {
  const parsed = Message.safeParse(item);
  if (!parsed.success) {
    events.ignored.push('mensaje de Telegram ilegible');
    return;
  }
  const message = parsed.data;
  const content = contentOf(message, item as Record<string, unknown>);
  if (!content) {
    events.ignored.push(`contenido ilegible (${messageKey(message.chat.id, message.message_id)})`);
    return;
  }
  events.messages.push({
    providerId: messageKey(message.chat.id, message.message_id), address: String(message.chat.id),
    profileName: fullName(message.from), sentAt: new Date(message.date * 1000),
    replyTo: message.reply_to_message ? messageKey(message.chat.id, message.reply_to_message.message_id) : null,
    ...content,
  });
}

function readEdit(events: ChannelEvents, item: unknown): void {
  const edit = Message.extend({ edit_date: z.number().int().optional() }).safeParse(item);
  if (!edit.success) {
    events.ignored.push('mensaje editado ilegible');
    return;
  }
  const text = edit.data.text ?? edit.data.caption;
  if (text === undefined) return;
  events.changes.push({
    address: String(edit.data.chat.id), target: messageKey(edit.data.chat.id, edit.data.message_id), text: cut(text) ?? '',
    at: new Date((edit.data.edit_date ?? edit.data.date) * 1000),
  });
}

/** A pressed inline button: stored as the customer's message with the button's text; the press is acknowledged. */
function readCallback(events: ChannelEvents, item: unknown): void {
  const query = CallbackQuery.safeParse(item);
  if (!query.success) {
    events.ignored.push('callback_query ilegible');
    return;
  }
  events.acknowledgements.push(query.data.id);
  const message = query.data.message;
  if (!message) return;
  const button = message.reply_markup?.inline_keyboard.flat().find((b) => b.callback_data === query.data.data);
  events.messages.push({
    providerId: `${message.chat.id}:cb:${query.data.id}`, address: String(message.chat.id),
    profileName: fullName(query.data.from), sentAt: new Date(), kind: 'text', text: cut(button?.text ?? query.data.data ?? ''),
    media: null, location: null, replyTo: messageKey(message.chat.id, message.message_id), extra: { boton: { id: query.data.data ?? null } },
  });
}

export function parseTelegramDelivery(payload: unknown): ChannelEvents {
  const events = noEvents();
  const update = payload as Record<string, unknown> | null;
  if (typeof update !== 'object' || update === null || typeof update.update_id !== 'number') {
    events.ignored.push('update sin update_id');
    return events;
  }
  if (update.message !== undefined) readMessage(events, update.message);
  else if (update.edited_message !== undefined) readEdit(events, update.edited_message);
  else if (update.callback_query !== undefined) readCallback(events, update.callback_query);
  return events;
}
