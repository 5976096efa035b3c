import { z, type ChatMessageExtra, type InboundMessage, type MessageKind } from '@atiende/shared';
import { noEvents, withinLimit, type ChannelEvents } from '../channel.js';
import { WHATSAPP_MAX_TEXT } from './whatsapp.adapter.js';

/*
 * The Cloud API's webhook, read item by item: a message, status or contact that does not match its
 * schema is left out (and named in `ignored`) while the rest of the delivery is kept.
 */

const Timestamp = z.string().regex(/^\d{1,12}$/);
const Id = z.string().min(1).max(300);
const Text = z.string().max(10_000_000);

const Contact = z.object({ wa_id: Id, profile: z.object({ name: Text.optional() }).optional() });
const Media = z.object({ id: Id, mime_type: z.string().max(200).optional(), caption: Text.optional(), filename: z.string().max(500).optional() });
const Message = z.object({
  from: z.string().min(1).max(40),
  id: Id,
  timestamp: Timestamp,
  type: z.string().min(1).max(60),
  context: z.object({ id: Id.optional() }).optional(),
});
const Status = z.object({
  id: Id,
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: Timestamp,
  errors: z.array(z.object({ code: z.number().int() })).optional(),
});
const TemplateStatusValue = z.object({
  event: z.string().max(60),
  message_template_id: z.union([z.number(), z.string().max(60)]).optional(),
  message_template_name: z.string().max(512),
  message_template_language: z.string().max(20).optional(),
  reason: z.string().max(1000).nullable().optional(),
});

const SharedContact = z.object({
  name: z.object({ formatted_name: Text.optional(), first_name: Text.optional(), last_name: Text.optional() }).optional(),
  phones: z.array(z.object({ phone: z.string().max(60).optional(), wa_id: z.string().max(60).optional() })).optional(),
});
const Location = z.object({
  latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180),
  name: Text.optional(), address: Text.optional(),
});
const Interactive = z.object({
  type: z.string().max(60),
  button_reply: z.object({ id: z.string().max(300), title: Text }).optional(),
  list_reply: z.object({ id: z.string().max(300), title: Text, description: Text.optional() }).optional(),
});
const OrderItem = z.object({
  product_retailer_id: z.string().max(300), quantity: z.coerce.number(), item_price: z.coerce.number(), currency: z.string().max(10),
});
const Order = z.object({ catalog_id: z.string().max(300).optional(), text: Text.optional(), product_items: z.array(OrderItem).max(100) });
const Reaction = z.object({ message_id: Id, emoji: z.string().max(40).optional() });
const Edit = z.object({ original_message_id: Id.optional(), message: z.object({ text: z.object({ body: Text }).optional() }).optional() });
const Revoke = z.object({ original_message_id: Id.optional() });

const MEDIA_KINDS: Record<string, MessageKind> = { image: 'image', audio: 'audio', video: 'video', document: 'document', sticker: 'sticker' };

const at = (seconds: string) => new Date(Number(seconds) * 1000);
const cut = (text: string | null | undefined) => withinLimit(text, WHATSAPP_MAX_TEXT);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

type Fields = Pick<InboundMessage, 'kind' | 'text' | 'media' | 'location' | 'extra'>;
const plain = (kind: MessageKind, text: string | null, extra: ChatMessageExtra | null = null): Fields =>
  ({ kind, text, media: null, location: null, extra });
const unsupported = (type: string): Fields => plain('unsupported', null, { tipo_original: type.slice(0, 60) });

/** What one message says, by its type; null when its content does not match the type's documented shape. */
function contentOf(type: string, raw: Record<string, unknown>): Fields | null {
  const body = raw[type];
  if (type === 'text') {
    const text = z.object({ body: Text }).safeParse(body);
    return text.success ? plain('text', cut(text.data.body)) : null;
  }
  const mediaKind = MEDIA_KINDS[type];
  if (mediaKind) {
    const media = Media.safeParse(body);
    if (!media.success) return null;
    return {
      kind: mediaKind, text: cut(media.data.caption), location: null, extra: null,
      media: { ref: media.data.id, mimeType: media.data.mime_type ?? null, filename: media.data.filename ?? null },
    };
  }
  if (type === 'location') {
    const place = Location.safeParse(body);
    if (!place.success) return null;
    const { latitude, longitude, name, address } = place.data;
    const lugar = name || address ? { lugar: { nombre: cut(name), direccion: cut(address) } } : null;
    return { kind: 'location', text: null, media: null, location: { latitude, longitude, name: cut(name) }, extra: lugar };
  }
  if (type === 'contacts') {
    const cards = z.array(SharedContact).min(1).max(50).safeParse(body);
    if (!cards.success) return null;
    const contactos = cards.data.map((card) => ({
      nombre: cut(card.name?.formatted_name ?? [card.name?.first_name, card.name?.last_name].filter(Boolean).join(' ')) ?? '',
      telefonos: (card.phones ?? []).map((p) => p.phone ?? p.wa_id ?? '').filter(Boolean),
    }));
    const summary = contactos.map((c) => [c.nombre, ...c.telefonos].filter(Boolean).join(' ')).join('; ');
    return plain('contacts', cut(summary), { contactos });
  }
  if (type === 'interactive') {
    const interactive = Interactive.safeParse(body);
    const chosen = interactive.success ? (interactive.data.button_reply ?? interactive.data.list_reply) : undefined;
    if (!interactive.success) return null;
    return chosen ? plain('text', cut(chosen.title), { boton: { id: chosen.id } }) : unsupported(`interactive.${interactive.data.type}`);
  }
  if (type === 'button') {
    const button = z.object({ text: Text, payload: z.string().max(1000).optional() }).safeParse(body);
    return button.success ? plain('text', cut(button.data.text), { boton: { id: button.data.payload ?? null } }) : null;
  }
  if (type === 'order') {
    const order = Order.safeParse(body);
    return order.success ? plain('order', cut(order.data.text), { pedido: { resumen: cut(orderSummary(order.data)) ?? '' } }) : null;
  }
  if (type === 'system') {
    const system = z.object({ body: Text }).safeParse(body);
    return system.success ? plain('sistema', cut(system.data.body)) : null;
  }
  // 'unsupported' may name the original type ({unsupported: {type: 'poll'}}); any other name is kept as it came.
  const named = z.object({ type: z.string().min(1).max(60) }).safeParse(body);
  return unsupported(type === 'unsupported' && named.success ? named.data.type : type);
}

/** "2 × SKU-1 a 15000 COP; … Total: 30000 COP", the order as the agent reads it. */
function orderSummary(order: z.infer<typeof Order>): string {
  const lines = order.product_items.map((item) => `${item.quantity} × ${item.product_retailer_id} a ${item.item_price} ${item.currency}`);
  const currencies = new Set(order.product_items.map((item) => item.currency));
  const total = order.product_items.reduce((sum, item) => sum + item.quantity * item.item_price, 0);
  const totalLine = currencies.size === 1 ? [`Total: ${Math.round(total * 100) / 100} ${[...currencies][0]}`] : [];
  return [...lines, ...totalLine].join('; ');
}

/** Reactions, edits and revokes change an earlier message instead of adding one. */
function applyChange(events: ChannelEvents, type: string, message: z.infer<typeof Message>, raw: Record<string, unknown>): boolean {
  if (type === 'reaction') {
    const reaction = Reaction.safeParse(raw.reaction);
    if (!reaction.success) return false;
    events.reactions.push({ address: message.from, target: reaction.data.message_id, emoji: reaction.data.emoji ?? '' });
    return true;
  }
  if (type === 'edit') {
    const edit = Edit.safeParse(raw.edit);
    const target = edit.success ? (edit.data.original_message_id ?? message.context?.id) : undefined;
    const text = edit.success ? edit.data.message?.text?.body : undefined;
    if (!target || text === undefined) return false;
    events.changes.push({ address: message.from, target, text: cut(text) ?? '', at: at(message.timestamp) });
    return true;
  }
  const revoke = Revoke.safeParse(raw.revoke);
  const target = revoke.success ? (revoke.data.original_message_id ?? message.context?.id) : undefined;
  if (!target) return false;
  events.changes.push({ address: message.from, target, text: null, at: at(message.timestamp) });
  return true;
}

const CHANGE_TYPES = new Set(['reaction', 'edit', 'revoke']);

function readMessage(events: ChannelEvents, item: unknown, names: Map<string, string>): void {
  const parsed = Message.safeParse(item);
  if (!parsed.success) {
    events.ignored.push('mensaje sin remitente, id, fecha o tipo válidos');
    return;
  }
  const message = parsed.data;
  const raw = item as Record<string, unknown>;
  if (CHANGE_TYPES.has(message.type)) {
    if (!applyChange(events, message.type, message, raw)) events.ignored.push(`${message.type} ilegible (${message.id})`);
    return;
  }
  // An "edited" text names the message it replaces.
  const edited = raw.edited === true && message.context?.id && message.type === 'text' ? message.context.id : null;
  const content = contentOf(message.type, raw);
  if (!content) {
    events.ignored.push(`${message.type} ilegible (${message.id})`);
    return;
  }
  if (edited) {
    events.changes.push({ address: message.from, target: edited, text: content.text ?? '', at: at(message.timestamp) });
    return;
  }
  events.messages.push({
    providerId: message.id, address: message.from, profileName: names.get(message.from) ?? null,
    sentAt: at(message.timestamp), replyTo: message.context?.id ?? null, ...content,
  });
}

function readStatus(events: ChannelEvents, item: unknown): void {
  const status = Status.safeParse(item);
  if (!status.success) {
    events.ignored.push('estado sin id, estado o fecha válidos');
    return;
  }
  events.statuses.push({
    providerId: status.data.id, status: status.data.status, at: at(status.data.timestamp),
    errorCode: status.data.errors?.[0]?.code ?? null,
  });
}

/** Everything one Cloud API delivery says: messages, receipts, reactions, edits, revokes, template reviews. */
export function parseWhatsappDelivery(payload: unknown): ChannelEvents {
  const events = noEvents();
  for (const entry of list((payload as { entry?: unknown } | null)?.entry)) {
    for (const change of list((entry as { changes?: unknown } | null)?.changes)) {
      const { field, value } = (change ?? {}) as { field?: unknown; value?: unknown };
      if (field === 'message_template_status_update') {
        const template = TemplateStatusValue.safeParse(value);
        if (template.success) {
          events.templateStatuses.push({
            providerId: template.data.message_template_id === undefined ? null : String(template.data.message_template_id),
            name: template.data.message_template_name, language: template.data.message_template_language ?? null,
            status: template.data.event, reason: template.data.reason ?? null,
          });
        } else events.ignored.push('estado de plantilla ilegible');
        continue;
      }
      if (field !== 'messages' || typeof value !== 'object' || value === null) continue;
      const v = value as { contacts?: unknown; messages?: unknown; statuses?: unknown };
      const names = new Map<string, string>();
      for (const item of list(v.contacts)) {
        const contact = Contact.safeParse(item);
        if (contact.success) names.set(contact.data.wa_id, cut(contact.data.profile?.name) ?? '');
      }
      if (v.messages !== undefined && !Array.isArray(v.messages)) events.ignored.push('messages no es una lista');
      if (v.statuses !== undefined && !Array.isArray(v.statuses)) events.ignored.push('statuses no es una lista');
      for (const item of list(v.messages)) readMessage(events, item, names);
      for (const item of list(v.statuses)) readStatus(events, item);
    }
  }
  return events;
}
