import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHAT_CHANNEL_TYPES, CHAT_MESSAGE_STATUSES, CHAT_MESSAGE_TYPES, CONVERSATION_ESTADOS, PRIORITY_NAMES,
  type ChatMessageExtra, type ChatReaction,
} from '@atiende/shared';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { allowedValues } from '../../db/allowed-values.js';

/**
 * A customer channel: a WhatsApp number, a Telegram bot or a Facebook page. `config` holds what may be
 * shown; `secrets` the tokens and app secret, encrypted with a key kept outside the database.
 */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    /** The queue new conversations land in. */
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'restrict' }),
    config: jsonb('config').$type<Record<string, string>>().notNull(),
    secrets: text('secrets').notNull(),
    /** Optional entry bot: a welcome text and a numbered menu of campaigns. */
    bot: jsonb('bot').$type<{ welcome: string; campaigns: number[] } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channels_nombre_uq').on(sql`lower(${t.nombre})`).where(sql`${t.deletedAt} is null`),
    index('channels_campaign_id_idx').on(t.campaignId),
    allowedValues('channels_tipo_check', t.tipo, CHAT_CHANNEL_TYPES),
  ],
);

/**
 * A conversation with one customer address on one channel. At most one is open per address and channel;
 * `waiting_since` is when the customer started waiting for an answer (null once answered).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    /** Phone (E.164 digits), Telegram chat id or Messenger PSID. */
    address: text('address').notNull(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    estado: text('estado').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    messagesReceived: integer('messages_received').notNull().default(0),
    lastMessage: jsonb('last_message').$type<{ kind: string; content: string; from_me: boolean } | null>(),
    gestionId: integer('gestion_id').references(() => gestiones.id, { onDelete: 'set null' }),
    /** Closed by the closing time without a typification. */
    expired: boolean('expired').notNull().default(false),
    /** Came in through the channel's entry bot. */
    viaBot: boolean('via_bot').notNull().default(false),
    /** Customer messages since the assigned agent last read the conversation. */
    unreadCount: integer('unread_count').notNull().default(0),
    /** The customer's first message and an agent's first answer after it (not the bot's): first-attention time. */
    firstInboundAt: timestamp('first_inbound_at', { withTimezone: true }),
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    /** The reports' durations, kept by the database: first attention, and opening to typification (null until they apply). */
    firstAttentionSeconds: doublePrecision('first_attention_seconds')
      .generatedAlwaysAs(sql`date_part('epoch', first_answer_at - first_inbound_at)`),
    contactSeconds: doublePrecision('contact_seconds')
      .generatedAlwaysAs(sql`case when gestion_id is not null and not expired and estado = 'FINALIZADA' then date_part('epoch', closed_at - created_at) end`),
  },
  (t) => [
    uniqueIndex('conversations_open_address_uq').on(t.channelId, t.address).where(sql`${t.estado} <> 'FINALIZADA'`),
    // The queue (En Espera) of each campaign, of every campaign, and each agent's list (Mis Gestiones), in list order.
    index('conversations_queue_idx').on(t.campaignId, t.createdAt, t.id).where(sql`${t.estado} = 'EN_ESPERA'`),
    index('conversations_waiting_order_idx').on(t.createdAt, t.id).where(sql`${t.estado} = 'EN_ESPERA'`),
    index('conversations_agent_open_idx')
      .on(t.agentId, t.waitingSince.asc().nullsLast(), t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.estado} = 'EN_GESTION'`),
    // The last conversation each agent was given: automatic assignment's turn among equally loaded agents.
    index('conversations_agent_assigned_idx').on(t.agentId, t.assignedAt).where(sql`${t.assignedAt} is not null`),
    index('conversations_agent_closed_idx').on(t.agentId, t.closedAt).where(sql`${t.estado} = 'FINALIZADA'`),
    index('conversations_waiting_idx').on(t.waitingSince).where(sql`${t.estado} <> 'FINALIZADA'`),
    // The SLA report reads the open conversations of its range live (the closed ones from its daily rollup).
    index('conversations_open_created_idx').on(t.createdAt).where(sql`${t.estado} <> 'FINALIZADA'`),
    // Conversations a broadcast opened and nobody answered, closed quietly after the closing time.
    index('conversations_broadcast_idle_idx').on(t.lastMessageAt).where(sql`${t.estado} = 'DIFUSION'`),
    index('conversations_contact_id_idx').on(t.contactId),
    index('conversations_gestion_id_idx').on(t.gestionId),
    index('conversations_address_idx').on(t.address, t.createdAt),
    // The attention reports read a range of days from this index alone (an index-only scan), never the rows.
    index('conversations_created_report_idx')
      .on(t.createdAt, t.type, t.agentId, t.campaignId, t.firstInboundAt, t.firstAttentionSeconds, t.contactSeconds),
    allowedValues('conversations_type_check', t.type, CHAT_CHANNEL_TYPES),
    allowedValues('conversations_estado_check', t.estado, CONVERSATION_ESTADOS),
  ],
);

/** A message of a conversation, inbound or outbound, or an internal note (never sent). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'restrict' }),
    /** The provider's id (wamid, Telegram update or message id, Messenger mid): a delivery stored once. */
    providerId: text('provider_id'),
    fromMe: boolean('from_me').notNull(),
    msgType: text('msg_type').notNull(),
    body: text('body').notNull().default(''),
    caption: text('caption'),
    filePath: text('file_path'),
    filename: text('filename'),
    mimeType: text('mime_type'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status'),
    /** Why a send failed, in Spanish, with the provider's code. */
    statusReason: text('status_reason'),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Contact cards, a place's name and address, an order's summary, a chosen button, an unsupported type's name. */
    extra: jsonb('extra').$type<ChatMessageExtra>(),
    /** The message this one quotes, when it is stored. */
    replyToId: bigint('reply_to_id', { mode: 'number' }),
    /** The reactions of each side, the latest per side. */
    reactions: jsonb('reactions').$type<ChatReaction[]>().notNull().default([]),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_provider_uq').on(t.channelId, t.providerId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_sent_by_idx').on(t.sentBy),
    allowedValues('chat_messages_type_check', t.msgType, CHAT_MESSAGE_TYPES),
    allowedValues('chat_messages_status_check', t.status, CHAT_MESSAGE_STATUSES),
  ],
);

/** Prioridades (MEDIO and ALTO after minutes of waiting) and GESTION, the closing time in hours. */
export const chatPriorities = pgTable(
  'chat_priorities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    time: integer('time').notNull(),
  },
  (t) => [uniqueIndex('chat_priorities_name_uq').on(t.name), allowedValues('chat_priorities_name_check', t.name, PRIORITY_NAMES)],
);

/** Atajos: a '/NAME' that expands to a text, per campaign. */
export const chatShortcuts = pgTable(
  'chat_shortcuts',
  {
    id: serial('id').primaryKey(),
    atajo: text('atajo').notNull(),
    text: text('text').notNull(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_shortcuts_campaign_atajo_uq').on(t.campaignId, t.atajo),
    index('chat_shortcuts_created_by_idx').on(t.createdBy),
  ],
);
