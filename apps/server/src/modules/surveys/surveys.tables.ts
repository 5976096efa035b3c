import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SURVEY_MEDIUMS, SURVEY_RESPONSE_SOURCES } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { users } from '../users/users.tables.js';
import { folded } from '../../db/folded.js';

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surveyMedium: text('survey_medium').notNull().default('telefonia'),
    description: text('description').notNull().default(''),
    welcomeMessage: text('welcome_message').notNull().default(''),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id),
    /** The unguessable part of the public answer link (whatsapp and general mediums). */
    publicToken: text('public_token').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_public_token_uq').on(t.publicToken),
    index('surveys_campaign_id_idx').on(t.campaignId),
    index('surveys_created_by_idx').on(t.createdBy),
    index('surveys_search_trgm_idx').using('gin', sql`${folded(sql`${t.name}`)} gin_trgm_ops`),
    allowedValues('surveys_survey_medium_check', t.surveyMedium, SURVEY_MEDIUMS),
  ],
);

/** A question; `options` is the list of {number, text} of choice questions (empty for open ones). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    questionTypeId: smallint('question_type_id').notNull(),
    options: jsonb('options').$type<{ number: number; text: string }[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('survey_questions_number_uq').on(t.surveyId, t.number),
    check('survey_questions_type_check', sql`${t.questionTypeId} in (1, 2, 3)`),
  ],
);

/** One person's answers to a survey: given to an agent in a gestión, or through the public link. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    gestionId: integer('gestion_id').references(() => gestiones.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_responses_survey_created_idx').on(t.surveyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A survey is answered once per gestión, however many times the agent clicks.
    uniqueIndex('survey_responses_gestion_uq').on(t.gestionId, t.surveyId).where(sql`${t.gestionId} is not null`),
    index('survey_responses_contact_id_idx').on(t.contactId),
    index('survey_responses_agent_id_idx').on(t.agentId),
    allowedValues('survey_responses_source_check', t.source, SURVEY_RESPONSE_SOURCES),
  ],
);

/** The answer to one question: chosen option numbers, or the text of an open question. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id').notNull().references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    options: integer('options').array().notNull().default(sql`'{}'::integer[]`),
    text: text('text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('survey_answers_response_question_uq').on(t.responseId, t.questionId),
    index('survey_answers_question_id_idx').on(t.questionId),
  ],
);
