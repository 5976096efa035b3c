import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BROADCAST_SEND_ESTADOS, MASS_SEND_KINDS, RECIPIENT_STATUSES } from '@atiende/shared';
import { users } from '../users/users.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { channels } from '../chat/chat.tables.js';
import { whatsappTemplates } from '../templates/templates.tables.js';
import { allowedValues } from '../../db/allowed-values.js';

/** A broadcast campaign (Campaña de Difusión): a name and description within a campaign, sent through one WhatsApp channel. */
export const broadcastCampaigns = pgTable(
  'broadcast_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'restrict' }),
    channelId: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'restrict' }),
    body: text('body').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_campaigns_name_uq').on(sql`lower(${t.name})`),
    index('broadcast_campaigns_campaign_idx').on(t.campaignId),
    index('broadcast_campaigns_channel_idx').on(t.channelId),
    index('broadcast_campaigns_created_by_idx').on(t.createdBy),
    index('broadcast_campaigns_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One send of many messages through a WhatsApp channel, run by one job: a broadcast to contact groups
 * (the spec's management of a broadcast campaign; at most one per broadcast), or an uploaded file of
 * confirmations or mass messages. The counters are what its progress and statistics show.
 */
export const broadcastSends = pgTable(
  'broadcast_sends',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    broadcastId: integer('broadcast_id').references(() => broadcastCampaigns.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'restrict' }),
    /** The campaign whose conversations the recipients' answers land in. */
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'restrict' }),
    /** The broadcast's template (uploads name one per row). */
    templateId: integer('template_id').references(() => whatsappTemplates.id, { onDelete: 'restrict' }),
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    groups: jsonb('groups').$type<number[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    filename: text('filename'),
    /** An upload's rows, channel and default template, hashed: the same upload sent again at once is refused. */
    contentHash: text('content_hash'),
    status: text('status').notNull().default('PENDIENTE'),
    /** The worker running it: a worker that finds another one took over stops. */
    worker: text('worker'),
    /** The recipients were listed (a broadcast lists its groups' contacts once, in its first run). */
    listedAt: timestamp('listed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    totalContactos: integer('total_contactos').notNull().default(0),
    sinTelefono: integer('sin_telefono').notNull().default(0),
    multiplesTelefonos: integer('multiples_telefonos').notNull().default(0),
    exitosos: integer('exitosos').notNull().default(0),
    fallidos: integer('fallidos').notNull().default(0),
    totalMensajes: integer('total_mensajes').notNull().default(0),
    mensajesEnviados: integer('mensajes_enviados').notNull().default(0),
    mensajesFallidos: integer('mensajes_fallidos').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A broadcast is sent once: a second difusion of it loses here, whatever the race.
    uniqueIndex('broadcast_sends_broadcast_uq').on(t.broadcastId).where(sql`${t.broadcastId} is not null`),
    index('broadcast_sends_channel_idx').on(t.channelId),
    index('broadcast_sends_campaign_idx').on(t.campaignId),
    index('broadcast_sends_template_idx').on(t.templateId),
    index('broadcast_sends_created_by_idx').on(t.createdBy),
    index('broadcast_sends_content_hash_idx').on(t.contentHash).where(sql`${t.contentHash} is not null`),
    allowedValues('broadcast_sends_kind_check', t.kind, MASS_SEND_KINDS),
    allowedValues('broadcast_sends_status_check', t.status, BROADCAST_SEND_ESTADOS),
  ],
);

/**
 * One message of a send and its outcome: a phone of a contact of the broadcast's groups (a contact without
 * phone has one row, `sin_telefono`), or a row of an uploaded file. Its status is committed as `enviando`
 * before the provider is called, so a restart never sends it again (see docs/decisions.md, Broadcasts).
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendId: integer('send_id').notNull().references(() => broadcastSends.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** The row of the uploaded file, as Excel numbers it. */
    rowNumber: integer('row_number'),
    nombre: text('nombre').notNull().default(''),
    /** E.164 digits; '' for a contact without phone. */
    phone: text('phone').notNull().default(''),
    /** An upload's row: its template (by id) or its plain text, and its variables. */
    templateId: integer('template_id'),
    text: text('text'),
    variables: jsonb('variables').$type<string[]>(),
    status: text('status').notNull().default('pendiente'),
    reason: text('reason'),
    providerId: text('provider_id'),
    conversationId: integer('conversation_id'),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcast_recipients_contact_phone_uq').on(t.sendId, t.contactId, t.phone).where(sql`${t.contactId} is not null`),
    uniqueIndex('broadcast_recipients_row_uq').on(t.sendId, t.rowNumber).where(sql`${t.rowNumber} is not null`),
    index('broadcast_recipients_pending_idx').on(t.sendId, t.id).where(sql`${t.status} = 'pendiente'`),
    index('broadcast_recipients_status_idx').on(t.sendId, t.status, t.contactId),
    index('broadcast_recipients_contact_idx').on(t.contactId),
    allowedValues('broadcast_recipients_status_check', t.status, RECIPIENT_STATUSES),
  ],
);
