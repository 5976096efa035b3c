import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AGENT_CAPACITY, FIRST_RESPONSE_MINUTES, RESOLUTION_MINUTES } from '@atiende/shared';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { conversations } from '../chat/chat.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { surveys } from '../surveys/surveys.tables.js';

/** A campaign's service levels; a campaign without a row has the defaults (no targets, manual assignment). */
export const campaignServiceLevels = pgTable(
  'campaign_service_levels',
  {
    campaignId: integer('campaign_id').primaryKey().references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Sent once per closed period to a customer who writes while the campaign's calendar says closed. */
    mensajeFueraHorario: text('mensaje_fuera_horario'),
    slaPrimeraRespuestaMin: integer('sla_primera_respuesta_min'),
    slaResolucionMin: integer('sla_resolucion_min'),
    /** The survey whose personal link the customer gets when the conversation is typified. */
    encuestaCierreId: integer('encuesta_cierre_id').references(() => surveys.id, { onDelete: 'set null' }),
    asignacionAutomatica: boolean('asignacion_automatica').notNull().default(false),
    capacidadAgente: integer('capacidad_agente').notNull().default(AGENT_CAPACITY.default),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_service_levels_encuesta_cierre_idx').on(t.encuestaCierreId),
    check('campaign_service_levels_first_response_check',
      sql`${t.slaPrimeraRespuestaMin} between ${sql.raw(String(FIRST_RESPONSE_MINUTES.min))} and ${sql.raw(String(FIRST_RESPONSE_MINUTES.max))}`),
    check('campaign_service_levels_resolution_check',
      sql`${t.slaResolucionMin} between ${sql.raw(String(RESOLUTION_MINUTES.min))} and ${sql.raw(String(RESOLUTION_MINUTES.max))}`),
    check('campaign_service_levels_capacity_check',
      sql`${t.capacidadAgente} between ${sql.raw(String(AGENT_CAPACITY.min))} and ${sql.raw(String(AGENT_CAPACITY.max))}`),
    check('campaign_service_levels_message_check', sql`char_length(${t.mensajeFueraHorario}) <= 1000`),
  ],
);

/** What the service levels keep about one conversation. */
export const conversationServiceLevels = pgTable('conversation_service_levels', {
  conversationId: integer('conversation_id').primaryKey().references(() => conversations.id, { onDelete: 'cascade' }),
  /**
   * The customer wrote while the campaign was closed and got the out-of-hours reply; this is the next opening, so
   * the reply goes once per closed period and the lists mark the conversation 'Fuera de horario' until then.
   */
  fueraHorarioHasta: timestamp('fuera_horario_hasta', { withTimezone: true }),
  /** When the campaign's encargados were told this conversation missed its first-response target (told once). */
  primeraRespuestaAvisadaAt: timestamp('primera_respuesta_avisada_at', { withTimezone: true }),
  /** The same for the resolution target. */
  resolucionAvisadaAt: timestamp('resolucion_avisada_at', { withTimezone: true }),
});

/** The closing survey offered to a conversation when it was typified: one per conversation, never twice. */
export const closingSurveys = pgTable(
  'closing_surveys',
  {
    conversationId: integer('conversation_id').primaryKey().references(() => conversations.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    /** The typification: the answer is recorded against it (its contact, agent and campaign). */
    gestionId: integer('gestion_id').notNull().references(() => gestiones.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('closing_surveys_survey_idx').on(t.surveyId), index('closing_surveys_gestion_idx').on(t.gestionId)],
);
