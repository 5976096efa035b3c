import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEMPLATE_CATEGORIES, TEMPLATE_HEADER_TYPES, TEMPLATE_STATUSES } from '@atiende/shared';
import { users } from '../users/users.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { channels } from '../chat/chat.tables.js';
import { allowedValues } from '../../db/allowed-values.js';

/**
 * A WhatsApp message template: a body with positional variables ({{1}}, {{2}}…), an optional header file,
 * a language. Meta reviews it in each WhatsApp Business account it is submitted to (`whatsapp_template_reviews`).
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull(),
    variableCount: integer('variable_count').notNull().default(0),
    /** One example value per variable, as submitted for review. */
    examples: jsonb('examples').$type<string[]>().notNull().default([]),
    headerType: text('header_type'),
    filePath: text('file_path'),
    filename: text('filename'),
    mimeType: text('mime_type'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_templates_name_language_uq').on(t.name, t.language),
    index('whatsapp_templates_created_by_idx').on(t.createdBy),
    allowedValues('whatsapp_templates_category_check', t.category, TEMPLATE_CATEGORIES),
    allowedValues('whatsapp_templates_header_type_check', t.headerType, TEMPLATE_HEADER_TYPES),
  ],
);

/** The campaigns a template belongs to: their agents may send it, their broadcasts use it. */
export const whatsappTemplateCampaigns = pgTable(
  'whatsapp_template_campaigns',
  {
    templateId: integer('template_id').notNull().references(() => whatsappTemplates.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.campaignId] }), index('whatsapp_template_campaigns_campaign_idx').on(t.campaignId)],
);

/**
 * A template's review in one WhatsApp Business account (`waba_id`), submitted through one channel of that
 * account. Its status follows the `message_template_status_update` webhook; a template is sent through a
 * channel only when APPROVED in that channel's account.
 */
export const whatsappTemplateReviews = pgTable(
  'whatsapp_template_reviews',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull().references(() => whatsappTemplates.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull().references(() => channels.id, { onDelete: 'restrict' }),
    wabaId: text('waba_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    /** Meta's id of the template, once submitted. */
    providerId: text('provider_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When a review webhook last changed the status: the submission's answer never overwrites it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_template_reviews_template_waba_uq').on(t.templateId, t.wabaId),
    index('whatsapp_template_reviews_waba_idx').on(t.wabaId, t.status),
    index('whatsapp_template_reviews_channel_idx').on(t.channelId),
    allowedValues('whatsapp_template_reviews_status_check', t.status, TEMPLATE_STATUSES),
  ],
);

