import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CHAT_MSG, e164Digits, laterStatus, phoneVariants, type ChatMessageType, type DeliveryStatus, type InboundMessage, type StatusUpdate,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emit } from '../../events/events.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { contacts } from '../contacts/contacts.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { insertContact } from '../contacts/contacts.writes.js';
import type { ChannelSettings } from './channels.service.js';
import { chatMessages, conversations } from './chat.tables.js';
import { replyTargetId } from './chat.inbound-changes.js';
import { providerOf } from '../../integrations/registry.js';

export const CHAT_MEDIA_JOB = 'chat.media';
/** Kinds whose text is the message itself (a contact card's or an order's summary included); the rest carry it as caption. */
const TEXT_KINDS = new Set<ChatMessageType>(['text', 'contacts', 'order', 'sistema', 'unsupported', 'location']);
export const CHAT_BOT_JOB = 'chat.bot';

/**
 * The entry bot's answer to a customer in its menu: the welcome and numbered campaigns on the first
 * message (`text` null) or an answer it does not understand, or the chosen campaign's queue.
 */
async function botChoice(tx: Db, channel: ChannelSettings, text: string | null) {
  const bot = channel.bot;
  if (!bot) return null;
  const options = await tx.select({ id: campaigns.id, name: campaigns.name }).from(campaigns)
    .where(and(inArray(campaigns.id, bot.campaigns), isNull(campaigns.deletedAt)));
  const menu = bot.campaigns.map((id) => options.find((o) => o.id === id)).filter((o) => o !== undefined);
  const picked = text !== null && /^\s*\d{1,2}\s*$/.test(text) ? menu[Number(text) - 1] : undefined;
  if (picked) return { campaign: picked, reply: `Gracias. Un asesor de ${picked.name} te atenderá en breve.` };
  const lines = menu.map((option, index) => `${index + 1}. ${option.name}`).join('\n');
  const intro = text === null ? bot.welcome : 'No entendí tu respuesta. Escribe el número de una opción:';
  return { campaign: null, reply: `${intro}\n${lines}` };
}


/** What a conversation list shows as the last message. */
export function preview(kind: ChatMessageType, body: string, caption: string | null): string {
  if (kind === 'text' || kind === 'nota') return body.slice(0, 200);
  const label: Partial<Record<ChatMessageType, string>> = {
    image: 'Imagen', audio: 'Audio', video: 'Video', document: 'Documento', sticker: 'Sticker', location: 'Ubicación', contacts: 'Contacto',
    order: 'Pedido', sistema: 'Aviso', unsupported: 'Mensaje no compatible',
  };
  const described = caption && caption !== CHAT_MSG.noCaption ? caption : null;
  return described ? `${label[kind] ?? 'Archivo'}: ${described.slice(0, 180)}` : (label[kind] ?? 'Mensaje');
}

/**
 * The contact an address belongs to: a phone matches a contact by its digits; a Telegram chat or a
 * Messenger PSID keeps the contact of its earlier conversations. Otherwise a contact is created with the
 * profile name (and the phone, normalised to E.164 with Colombia as default country).
 */
async function contactFor(tx: Db, channel: ChannelSettings, address: string, profileName: string | null): Promise<number> {
  const phone = providerOf(channel.tipo).addressIsPhone ? e164Digits(address) : null;
  if (phone) {
    const [match] = await tx.select({ id: contacts.id }).from(contacts)
      .where(and(inArray(contacts.phoneDigits, phoneVariants(phone)), isNull(contacts.deletedAt))).orderBy(contacts.id).limit(1);
    if (match) return match.id;
  } else {
    const [earlier] = await tx.select({ contactId: conversations.contactId }).from(conversations)
      .where(and(eq(conversations.channelId, channel.id), eq(conversations.address, address)))
      .orderBy(desc(conversations.id)).limit(1);
    if (earlier) return earlier.contactId;
  }
  const [firstName, ...rest] = (profileName?.trim() || (phone ? `+${phone}` : `${channel.tipo} ${address}`)).split(/\s+/);
  return insertContact(tx, { first_name: firstName!, last_name: rest.join(' '), ...(phone ? { phone: `+${phone}` } : {}) }, null);
}

/** A new conversation for the address, in the channel's queue (or its entry bot). */
async function newConversation(tx: Db, channel: ChannelSettings, address: string, contactId: number, at: Date) {
  const [created] = await tx.insert(conversations).values({
    channelId: channel.id,
    type: channel.tipo,
    address,
    contactId,
    campaignId: channel.bot ? null : channel.campaignId,
    estado: channel.bot ? 'BOT' : 'EN_ESPERA',
    viaBot: Boolean(channel.bot),
    createdAt: at,
    lastMessageAt: at,
  }).returning({ id: conversations.id, estado: conversations.estado, agentId: conversations.agentId });
  return created!;
}

interface OpenConversation {
  id: number;
  estado: string;
  agentId: number | null;
}

/**
 * In one read, under the address lock: whether this provider id was stored already, and the address's
 * open conversation. One round trip instead of two, as every delivery goes through it.
 */
async function lookUp(tx: Db, channel: ChannelSettings, message: InboundMessage) {
  const [found] = await rows<{ seen: number | null; id: number | null; estado: string | null; agent_id: number | null }>(tx, sql`
    select (select ${chatMessages.conversationId} from ${chatMessages}
              where ${chatMessages.channelId} = ${channel.id} and ${chatMessages.providerId} = ${message.providerId}) as seen,
           open.id, open.estado, open.agent_id
    from (select 1) as one
    left join lateral (
      select id, estado, agent_id from ${conversations}
      where channel_id = ${channel.id} and address = ${message.address} and estado <> 'FINALIZADA'
    ) as open on true`);
  const open: OpenConversation | null = found?.id ? { id: found.id, estado: found.estado!, agentId: found.agent_id } : null;
  return { seen: found?.seen ?? null, open };
}

export interface Received {
  duplicate: boolean;
  conversationId: number | null;
  /** A media download or an entry-bot answer was queued for the job runner. */
  queuedWork: boolean;
}

/**
 * Stores one inbound message, once: deliveries of the same provider id after the first change nothing.
 * Everything for one address runs under one lock, so two deliveries racing cannot open two conversations
 * or create the contact twice. Media is fetched afterwards by a job, so the webhook answers at once.
 */
export async function receiveMessage(db: Db, channel: ChannelSettings, message: InboundMessage): Promise<Received> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel.id}:${message.address}`}))`);
    const { seen, open } = await lookUp(tx, channel, message);
    if (seen !== null) return { duplicate: true, conversationId: seen, queuedWork: false };

    const conversation = open
      ?? await newConversation(tx, channel, message.address, await contactFor(tx, channel, message.address, message.profileName), message.sentAt);
    const created = open === null;
    const msgType: ChatMessageType = message.kind;
    const textual = TEXT_KINDS.has(message.kind);
    const body = textual ? (message.text ?? '') : '';
    const caption = textual ? null : message.text;
    const choice = conversation.estado === 'BOT' ? await botChoice(tx, channel, created ? null : body) : null;
    // The message and the conversation's new state in one statement.
    const stored = tx.$with('stored').as(tx.insert(chatMessages).values({
      conversationId: conversation.id,
      channelId: channel.id,
      providerId: message.providerId,
      fromMe: false,
      msgType,
      body,
      caption,
      filename: message.media?.filename ?? null,
      mimeType: message.media?.mimeType ?? null,
      latitude: message.location?.latitude ?? null,
      longitude: message.location?.longitude ?? null,
      createdAt: message.sentAt,
      extra: message.extra,
      replyToId: replyTargetId(channel.id, message.replyTo),
    }).returning({ id: chatMessages.id }));
    const [updated] = await tx.with(stored).update(conversations).set({
      lastInboundAt: sql`greatest(${conversations.lastInboundAt}, ${message.sentAt})`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.sentAt})`,
      // In the entry bot nobody is waiting for an agent yet; the wait starts when the customer joins a queue.
      ...(conversation.estado !== 'BOT' ? { waitingSince: sql`coalesce(${conversations.waitingSince}, ${message.sentAt})` } : {}),
      ...(choice?.campaign ? { estado: 'EN_ESPERA', campaignId: choice.campaign.id, waitingSince: message.sentAt } : {}),
      messagesReceived: sql`${conversations.messagesReceived} + 1`,
      unreadCount: sql`${conversations.unreadCount} + 1`,
      lastMessage: { kind: msgType, content: preview(msgType, body, caption), from_me: false },
    }).where(eq(conversations.id, conversation.id))
      .returning({ campaignId: conversations.campaignId, messageId: sql<number>`(select id from ${stored})`.mapWith(Number) });
    if (choice) await enqueue(tx, CHAT_BOT_JOB, { conversationId: conversation.id, text: choice.reply });
    if (message.media) {
      await enqueue(tx, CHAT_MEDIA_JOB, { messageId: updated!.messageId, channelId: channel.id, ref: message.media.ref });
    }
    await emit(tx, {
      type: 'chat.message', conversation: conversation.id, address: message.address, campaign: updated!.campaignId,
      agent: conversation.agentId, message: updated!.messageId, created,
    });
    return { duplicate: false, conversationId: conversation.id, queuedWork: Boolean(choice || message.media) };
  });
}

/**
 * Applies a receipt to the message we sent with that provider id. Receipts come in any order: a later
 * one never goes back (read stays read when 'sent' arrives late), and failed is final.
 */
export async function applyStatus(db: Db, channel: ChannelSettings, update: StatusUpdate): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: chatMessages.id, status: chatMessages.status, conversationId: chatMessages.conversationId })
      .from(chatMessages)
      .where(and(eq(chatMessages.channelId, channel.id), eq(chatMessages.providerId, update.providerId), eq(chatMessages.fromMe, true)))
      .for('update');
    if (!row) return false;
    const current = row.status === 'pending' || row.status === null ? null : (row.status as DeliveryStatus);
    const next = laterStatus(current, update.status);
    if (next === row.status) return false;
    await tx.update(chatMessages).set({
      status: next,
      ...(next === 'failed' ? { statusReason: failureReason(update.errorCode) } : {}),
    }).where(eq(chatMessages.id, row.id));
    await emitStatus(tx, row.conversationId, row.id, next);
    return true;
  });
}

/** Messenger's read receipt: every message of ours in the conversation up to the watermark is read. */
export async function markReadUpTo(db: Db, channel: ChannelSettings, address: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(chatMessages).set({ status: 'read' })
      .where(and(
        eq(chatMessages.channelId, channel.id), eq(chatMessages.fromMe, true), sql`${chatMessages.createdAt} <= ${at}`,
        sql`${chatMessages.status} in ('sent', 'delivered')`,
        sql`${chatMessages.conversationId} in (select id from conversations where channel_id = ${channel.id} and address = ${address})`,
      ))
      .returning({ id: chatMessages.id, conversationId: chatMessages.conversationId });
    for (const row of rows) await emitStatus(tx, row.conversationId, row.id, 'read');
    return rows.length;
  });
}

async function emitStatus(tx: Db, conversationId: number, messageId: number, status: string) {
  const [conversation] = await tx.select({ address: conversations.address }).from(conversations).where(eq(conversations.id, conversationId));
  await emit(tx, { type: 'chat.status', conversation: conversationId, address: conversation!.address, message: messageId, status });
}

/** A provider's failure code in Spanish, with the code for whoever looks into it. */
export function failureReason(code: number | null): string {
  if (code === 131047) return 'Pasaron más de 24 horas desde el último mensaje del cliente (131047).';
  if (code === 131026) return 'El número no puede recibir mensajes (131026).';
  if (code === 131051) return 'Tipo de mensaje no soportado (131051).';
  return code ? `El proveedor rechazó el mensaje (${code}).` : 'El proveedor rechazó el mensaje.';
}
