import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_MSG, PRIVACY_MSG, botAuthorizationAnswer, e164Digits, laterStatus, phoneVariants, type ChatMessageType, type DeliveryStatus, type InboundMessage, type StatusUpdate,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { emit, notifying } from '../../events/events.js';
import { hasOutOfHoursMessageSql, replyWhenClosed } from '../service-levels/service-levels.out-of-hours.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { contactAuthorizationEstado, contactByPhoneDigitsSql } from '../contacts/contacts.queries.js';
import { campaignAuthorizations } from '../campaigns/campaigns.queries.js';
import { insertContactParts, type ContactFields } from '../contacts/contacts.writes.js';
import type { ChannelSettings } from './channels.service.js';
import { chatMessages, conversations } from './chat.tables.js';
import { replyTargetId } from './chat.inbound-changes.js';
import { messageEventSql } from './chat.events.js';
import { providerOf } from '../../integrations/registry.js';
import { recordAuthorization } from '../contacts/contacts.authorization.js';

/** Kinds whose text is the message itself (a contact card's or an order's summary included); the rest carry it as caption. */
const TEXT_KINDS = new Set<ChatMessageType>(['text', 'contacts', 'order', 'sistema', 'unsupported', 'location']);

/** The campaign a bot answer puts the customer in, and what the bot says. */
interface BotChoice {
  /** The queue the customer joins now. */
  campaign: { id: number; name: string } | null;
  /** The campaign chosen whose authorization question awaits an answer: the conversation stays in the bot. */
  awaiting?: { id: number };
  reply: string;
}

const queued = (campaign: { id: number; name: string }, before = '') =>
  ({ campaign, reply: `${before}Gracias. Un asesor de ${campaign.name} te atenderá en breve.` });

/**
 * The entry bot's answer to a customer in its menu: the welcome and numbered campaigns on the first
 * message (`text` null) or an answer it does not understand, or the chosen campaign's queue. A campaign with
 * a data-processing authorization text first asks a customer who has not answered it (PENDIENTE) to accept
 * it or not, and records the answer (Ley 1581) before the queue.
 */
async function botChoice(tx: Db, channel: ChannelSettings, text: string | null, open: OpenConversation | null): Promise<BotChoice | null> {
  const bot = channel.bot;
  if (!bot) return null;
  if (open?.campaignId && text !== null) return authorizationAnswer(tx, open, open.campaignId, text);
  const options = await campaignAuthorizations(tx, bot.campaigns, true);
  const menu = bot.campaigns.map((id) => options.find((o) => o.id === id)).filter((o) => o !== undefined);
  const picked = text !== null && /^\s*\d{1,2}\s*$/.test(text) ? menu[Number(text) - 1] : undefined;
  if (picked) {
    const ask = picked.authorization.trim() !== '' && open !== null && (await authorizationPending(tx, open.contactId));
    if (ask) return { campaign: null, awaiting: { id: picked.id }, reply: `${picked.authorization.trim()}\n\n${PRIVACY_MSG.botQuestion}` };
    return queued({ id: picked.id, name: picked.name });
  }
  const lines = menu.map((option, index) => `${index + 1}. ${option.name}`).join('\n');
  const intro = text === null ? bot.welcome : 'No entendí tu respuesta. Escribe el número de una opción:';
  return { campaign: null, reply: `${intro}\n${lines}` };
}

async function authorizationPending(tx: Db, contactId: number): Promise<boolean> {
  return (await contactAuthorizationEstado(tx, contactId)) === 'PENDIENTE';
}

/** The customer's answer to the authorization question of `campaignId`: recorded, then the queue; anything else asks again. */
async function authorizationAnswer(tx: Db, open: OpenConversation, campaignId: number, text: string): Promise<BotChoice> {
  const [campaign] = await campaignAuthorizations(tx, [campaignId], false);
  const estado = botAuthorizationAnswer(text);
  if (!estado) return { campaign: null, reply: `${PRIVACY_MSG.botNotUnderstood} ${PRIVACY_MSG.botQuestion}` };
  await recordAuthorization(tx, open.contactId, { estado, medio: 'chat', texto: campaign?.authorization.trim() ?? '' });
  const target = campaign ?? { id: campaignId, name: '' };
  return queued({ id: target.id, name: target.name }, estado === 'NEGADA' ? `${PRIVACY_MSG.botDenied} ` : '');
}

/** What a conversation list shows as the last message. */
export function preview(kind: ChatMessageType, body: string, caption: string | null): string {
  if (kind === 'text' || kind === 'nota' || kind === 'template') return body.slice(0, 200);
  const label: Partial<Record<ChatMessageType, string>> = {
    image: 'Imagen', audio: 'Audio', video: 'Video', document: 'Documento', sticker: 'Sticker', location: 'Ubicación', contacts: 'Contacto',
    order: 'Pedido', sistema: 'Aviso', unsupported: 'Mensaje no compatible',
  };
  const described = caption && caption !== CHAT_MSG.noCaption ? caption : null;
  return described ? `${label[kind] ?? 'Archivo'}: ${described.slice(0, 180)}` : (label[kind] ?? 'Mensaje');
}

/**
 * The contact a first message creates, when the address has none: named by the profile name (or the phone,
 * or the channel and address), with the phone normalised to E.164 (Colombia as default country).
 */
function newContactFields(channel: ChannelSettings, message: InboundMessage, phone: string | null): ContactFields {
  const [firstName, ...rest] = (message.profileName?.trim() || (phone ? `+${phone}` : `${channel.tipo} ${message.address}`)).split(/\s+/);
  return { first_name: firstName!, last_name: rest.join(' '), ...(phone ? { phone: `+${phone}` } : {}) };
}

/**
 * The contact an address already belongs to: a phone matches a contact by its digits; a Telegram chat or a
 * Messenger PSID keeps the contact of its earlier conversations.
 */
function knownContact(channel: ChannelSettings, address: string, phone: string | null): SQL {
  if (phone) {
    return contactByPhoneDigitsSql(phoneVariants(phone));
  }
  return sql`select contact_id as id from ${conversations} where channel_id = ${channel.id} and address = ${address} order by id desc limit 1`;
}

interface OpenConversation {
  id: number;
  estado: string;
  agentId: number | null;
  contactId: number;
  campaignId: number | null;
}

/**
 * In one read, under the address lock: whether this provider id was stored already, the address's open
 * conversation and, when there is none, the contact the address already belongs to; and whether the queue the
 * message would wait in without the bot (the open conversation's campaign, or the channel's) has an out-of-hours
 * message. One round trip, as every delivery goes through it.
 */
async function lookUp(tx: Db, channel: ChannelSettings, message: InboundMessage, phone: string | null) {
  const [found] = await rows<{
    seen: number | null; id: number | null; estado: string | null; agent_id: number | null; open_contact_id: number | null;
    campaign_id: number | null; contact_id: number | null; out_of_hours: boolean;
  }>(tx, sql`
    select (select ${chatMessages.conversationId} from ${chatMessages}
              where ${chatMessages.channelId} = ${channel.id} and ${chatMessages.providerId} = ${message.providerId}) as seen,
           open.id, open.estado, open.agent_id, open.contact_id as open_contact_id, open.campaign_id, known.id as contact_id,
           ${hasOutOfHoursMessageSql(sql`coalesce(open.campaign_id, ${channel.campaignId}::int)`)} as out_of_hours
    from (select 1) as one
    left join lateral (
      select id, estado, agent_id, contact_id, campaign_id from ${conversations}
      where channel_id = ${channel.id} and address = ${message.address} and estado <> 'FINALIZADA'
    ) as open on true
    left join lateral (
      select id from (${knownContact(channel, message.address, phone)}) as matched where open.id is null
    ) as known on true`);
  const open: OpenConversation | null = found?.id
    ? { id: found.id, estado: found.estado!, agentId: found.agent_id, contactId: found.open_contact_id!, campaignId: found.campaign_id }
    : null;
  // The campaign known to have no out-of-hours message: a message joining its queue has no reply to consider.
  const quietQueue = found?.out_of_hours === false ? (open?.campaignId ?? channel.campaignId) : null;
  return { seen: found?.seen ?? null, open, contactId: found?.contact_id ?? null, quietQueue };
}

/** What a message stores: its text (or caption), and the line the conversation lists show. */
function contentOf(message: InboundMessage) {
  const kind: ChatMessageType = message.kind;
  const textual = TEXT_KINDS.has(kind);
  const body = textual ? (message.text ?? '') : '';
  const caption = textual ? null : message.text;
  return { kind, body, caption, lastMessage: { kind, content: preview(kind, body, caption), from_me: false } };
}

type Content = ReturnType<typeof contentOf>;

/** The columns and values of an inbound message's row (its conversation given as SQL). */
function messageValues(channel: ChannelSettings, message: InboundMessage, content: Content, conversationId: SQL): SQL {
  return sql`(conversation_id, channel_id, provider_id, from_me, msg_type, body, caption, filename, mime_type, latitude, longitude,
      created_at, extra, reply_to_id)
    values (${conversationId}, ${channel.id}, ${message.providerId}, false, ${content.kind}, ${content.body}, ${content.caption},
      ${message.media?.filename ?? null}, ${message.media?.mimeType ?? null}, ${message.location?.latitude ?? null},
      ${message.location?.longitude ?? null}, ${message.sentAt}, ${message.extra ? JSON.stringify(message.extra) : null},
      ${replyTargetId(channel.id, message.replyTo)})`;
}

interface Stored {
  conversationId: number;
  messageId: number;
}

/*
 * The two statements below run for every message a customer sends, so they are written out rather than built:
 * building them costs ten times what PostgreSQL spends running them.
 */

/**
 * The address's first message (or its first since its last conversation closed): the contact when it has none,
 * the conversation in the channel's queue (or its entry bot) and the message, in one statement.
 */
async function openConversation(
  tx: Db, channel: ChannelSettings, message: InboundMessage, content: Content, contact: number | ContactFields,
): Promise<Stored> {
  const newContact = typeof contact === 'number' ? null : insertContactParts(contact, null);
  const contactParts = newContact ? [newContact.created, ...(newContact.data ? [newContact.data] : [])] : [];
  const contactId = newContact ? sql`(select id from new_contact)` : sql`${contact}`;
  const bot = Boolean(channel.bot);
  const at = message.sentAt;
  const [row] = await rows<{ conversation_id: number; message_id: string }>(tx, sql`
    with ${sql.join([...contactParts, sql``], sql`, `)}conversation as (
      insert into ${conversations} (channel_id, type, address, contact_id, campaign_id, estado, via_bot, created_at, last_message_at,
        last_inbound_at, waiting_since, messages_received, unread_count, last_message)
      values (${channel.id}, ${channel.tipo}, ${message.address}, ${contactId}, ${bot ? null : channel.campaignId},
        ${bot ? 'BOT' : 'EN_ESPERA'}, ${bot}, ${at}, ${at}, ${at},
        -- In the entry bot nobody is waiting for an agent yet; the wait starts when the customer joins a queue.
        ${bot ? null : at}, 1, 1, ${JSON.stringify(content.lastMessage)})
      returning id, campaign_id
    ), stored as (
      insert into ${chatMessages} ${messageValues(channel, message, content, sql`(select id from conversation)`)}
      returning id
    )
    select conversation.id as conversation_id, stored.id as message_id,
      ${notifying(messageEventSql({
        conversation: sql`conversation.id`, address: sql`${message.address}`, campaign: sql`conversation.campaign_id`, agent: sql`null::int`,
        message: sql`stored.id`, created: true,
      }))}
    from conversation, stored`);
  return { conversationId: row!.conversation_id, messageId: Number(row!.message_id) };
}

/** A message to the address's open conversation: the message and the conversation's new state, in one statement. */
async function addToConversation(
  tx: Db, channel: ChannelSettings, open: OpenConversation, message: InboundMessage, content: Content, choice: BotChoice | null,
): Promise<Stored> {
  const campaign = choice?.campaign ?? undefined;
  // A campaign awaiting the customer's authorization answer is noted on the conversation, which stays in the bot.
  const campaignId = campaign ? campaign.id : choice?.awaiting ? choice.awaiting.id : undefined;
  const at = message.sentAt;
  // A broadcast's conversation: the customer's answer puts it in the queue of the broadcast's campaign.
  const answered = open.estado === 'DIFUSION';
  // In the entry bot nobody is waiting for an agent yet; the wait starts when the customer joins a queue.
  const waitingSince = campaign || answered ? sql`${at}::timestamptz` : open.estado !== 'BOT' ? sql`coalesce(waiting_since, ${at})` : sql`waiting_since`;
  const [row] = await rows<{ message_id: string }>(tx, sql`
    with stored as (
      insert into ${chatMessages} ${messageValues(channel, message, content, sql`${open.id}`)}
      returning id
    )
    update ${conversations} set
      last_inbound_at = greatest(last_inbound_at, ${at}),
      last_message_at = greatest(last_message_at, ${at}),
      waiting_since = ${waitingSince},
      estado = ${campaign || answered ? 'EN_ESPERA' : sql`estado`},
      campaign_id = ${campaignId ?? sql`campaign_id`},
      messages_received = messages_received + 1,
      unread_count = unread_count + 1,
      last_message = ${JSON.stringify(content.lastMessage)}
    where id = ${open.id}
    returning (select id from stored) as message_id,
      ${notifying(messageEventSql({
        conversation: sql`id`, address: sql`${message.address}`, campaign: sql`campaign_id`, agent: sql`agent_id`,
        message: sql`(select id from stored)`, created: false,
      }))}`);
  return { conversationId: open.id, messageId: Number(row!.message_id) };
}

/** The campaign whose queue the conversation waits in after this message, or null when it waits in none (bot, agent, no campaign). */
function queueJoined(channel: ChannelSettings, open: OpenConversation | null, choice: BotChoice | null): number | null {
  if (!open) return channel.bot ? null : channel.campaignId;
  if (choice?.campaign) return choice.campaign.id;
  return open.estado === 'EN_ESPERA' || open.estado === 'DIFUSION' ? open.campaignId : null;
}

export interface Received {
  duplicate: boolean;
  conversationId: number | null;
  /** A media download or an entry-bot answer was queued for the job runner. */
  queuedWork: boolean;
  /** The campaign whose queue the conversation joined (it waits for an agent), if any. */
  waitingIn: number | null;
}

/**
 * Stores one inbound message, once: deliveries of the same provider id after the first change nothing.
 * Everything for one address runs under one lock, so two deliveries racing cannot open two conversations
 * or create the contact twice. Media is fetched afterwards by a job, so the webhook answers at once. A first
 * contact costs the same round trips as any message (the lock, one read, one write): a wave of new
 * customers is what a campaign launch brings.
 */
export async function receiveMessage(db: Db, channel: ChannelSettings, message: InboundMessage): Promise<Received> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${channel.id}:${message.address}`}))`);
    const phone = providerOf(channel.tipo).addressIsPhone ? e164Digits(message.address) : null;
    const { seen, open, contactId, quietQueue } = await lookUp(tx, channel, message, phone);
    if (seen !== null) return { duplicate: true, conversationId: seen, queuedWork: false, waitingIn: null };

    const content = contentOf(message);
    let choice: BotChoice | null = null;
    let stored: Stored;
    if (open) {
      if (open.estado === 'BOT') choice = await botChoice(tx, channel, content.body, open);
      stored = await addToConversation(tx, channel, open, message, content, choice);
    } else {
      if (channel.bot) choice = await botChoice(tx, channel, null, null);
      stored = await openConversation(tx, channel, message, content, contactId ?? newContactFields(channel, message, phone));
    }
    if (choice) await enqueue(tx, 'chat.bot', { conversationId: stored.conversationId, text: choice.reply });
    const queue = queueJoined(channel, open, choice);
    if (queue !== null && queue !== quietQueue) await replyWhenClosed(tx, stored.conversationId, queue);
    if (message.media) await enqueue(tx, 'chat.media', { messageId: stored.messageId, channelId: channel.id, ref: message.media.ref });
    return { duplicate: false, conversationId: stored.conversationId, queuedWork: Boolean(choice || message.media), waitingIn: queue };
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
