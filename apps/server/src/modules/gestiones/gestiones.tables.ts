import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { calificaciones, descripciones, tiposGestion } from '../typification/typification.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { GESTION_ESTADOS, GESTION_TYPES } from '@atiende/shared';

/**
 * A gestión: one interaction logged against a contact. `campaign_id` is the main campaign (the first
 * of a manual gestión's campaigns); gestion_campaigns holds all of them.
 */
export const gestiones = pgTable(
  'gestiones',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Canal: WhatsApp, Telegram, Telefonía - Manual. */
    type: text('type').notNull().default('Telefonía - Manual'),
    estado: text('estado').notNull().default('EN_GESTION'),
    calificacionId: integer('calificacion_id').references(() => calificaciones.id, { onDelete: 'set null' }),
    descripcionId: integer('descripcion_id').references(() => descripciones.id, { onDelete: 'set null' }),
    tipoGestionId: integer('tipo_gestion_id').references(() => tiposGestion.id, { onDelete: 'set null' }),
    observaciones: text('observaciones').notNull().default(''),
    isLead: boolean('is_lead').notNull().default(false),
    enBot: boolean('en_bot').notNull().default(false),
    ciudad: text('ciudad'),
    placa: text('placa'),
    phone: text('phone'),
    fechaProximoContacto: date('fecha_proximo_contacto', { mode: 'string' }),
    horaProximoContacto: time('hora_proximo_contacto'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fechaFinalizacion: timestamp('fecha_finalizacion', { withTimezone: true }),
    /** When an open gestión becomes VENCIDO: created_at + the campaign's closing hours. */
    venceAt: timestamp('vence_at', { withTimezone: true }),
  },
  // Lists go newest first with the id breaking ties (ORDER BY … DESC puts nulls first): each index ends
  // with both in that order, so a page is read straight from it.
  (t) => [
    index('gestiones_contact_created_idx').on(t.contactId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gestiones_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gestiones_campaign_created_idx').on(t.campaignId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gestiones_agent_created_idx').on(t.agentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gestiones_estado_created_idx').on(t.estado, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Tiempo por estado reads a range of days from this index alone (an index-only scan), never the rows.
    index('gestiones_time_per_state_idx')
      .on(t.createdAt, t.agentId, t.estado, t.fechaFinalizacion, t.venceAt, t.campaignId, t.type),
    index('gestiones_open_vence_idx').on(t.venceAt).where(sql`${t.estado} in ('EN_GESTION', 'PENDIENTE')`),
    index('gestiones_proximo_idx').on(t.fechaProximoContacto).where(sql`${t.fechaProximoContacto} is not null`),
    allowedValues('gestiones_type_check', t.type, GESTION_TYPES),
    allowedValues('gestiones_estado_check', t.estado, GESTION_ESTADOS),
    index('gestiones_calificacion_id_idx').on(t.calificacionId),
    index('gestiones_descripcion_id_idx').on(t.descripcionId),
    index('gestiones_tipo_gestion_id_idx').on(t.tipoGestionId),
  ],
);

export const gestionCampaigns = pgTable(
  'gestion_campaigns',
  {
    gestionId: integer('gestion_id').notNull().references(() => gestiones.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gestionId, t.campaignId] }),
    index('gestion_campaigns_campaign_id_idx').on(t.campaignId),
  ],
);

/** What both rollups count a gestión by after its period (0 for no campaign or agent), and the count. */
const rollupKeysAndTotal = () => ({
  campaignId: integer('campaign_id').notNull().default(0),
  agentId: integer('agent_id').notNull().default(0),
  type: text('type').notNull(),
  estado: text('estado').notNull(),
  enBot: boolean('en_bot').notNull().default(false),
  isLead: boolean('is_lead').notNull().default(false),
  total: integer('total').notNull().default(0),
});

/**
 * Gestiones counted per hour, campaign, agent, channel and estado: the hourly report reads these
 * instead of scanning millions of gestiones. A trigger on gestiones keeps them (and gestiones_daily)
 * up to date in the same transaction as every insert, change of a key and delete.
 */
export const gestionesHourly = pgTable(
  'gestiones_hourly',
  { hour: timestamp('hour', { withTimezone: true }).notNull(), ...rollupKeysAndTotal() },
  (t) => [
    primaryKey({ columns: [t.hour, t.campaignId, t.agentId, t.type, t.estado, t.enBot, t.isLead] }),
    index('gestiones_hourly_hour_idx').on(t.hour),
    allowedValues('gestiones_hourly_type_check', t.type, GESTION_TYPES),
    allowedValues('gestiones_hourly_estado_check', t.estado, GESTION_ESTADOS),
  ],
);

/**
 * The same counts per Bogotá calendar day. At a few gestiones per agent and hour the hourly rollup is
 * nearly as large as gestiones itself; per day it is several times smaller, so counts over months
 * (the history's count, the dashboard's week and month) read this one.
 */
export const gestionesDaily = pgTable(
  'gestiones_daily',
  { day: date('day', { mode: 'string' }).notNull(), ...rollupKeysAndTotal() },
  (t) => [
    primaryKey({ columns: [t.day, t.campaignId, t.agentId, t.type, t.estado, t.enBot, t.isLead] }),
    index('gestiones_daily_agent_idx').on(t.agentId, t.day),
    allowedValues('gestiones_daily_type_check', t.type, GESTION_TYPES),
    allowedValues('gestiones_daily_estado_check', t.estado, GESTION_ESTADOS),
  ],
);

/**
 * Gestiones counted per Bogotá day, campaign, agent, channel, resultado and calificación (0 for none):
 * the typification and campaign reports read these. The same trigger as the other rollups keeps it.
 */
export const gestionesTipificacionDaily = pgTable(
  'gestiones_tipificacion_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    campaignId: integer('campaign_id').notNull().default(0),
    agentId: integer('agent_id').notNull().default(0),
    type: text('type').notNull(),
    calificacionId: integer('calificacion_id').notNull().default(0),
    descripcionId: integer('descripcion_id').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.campaignId, t.agentId, t.type, t.calificacionId, t.descripcionId] }),
    allowedValues('gestiones_tipificacion_daily_type_check', t.type, GESTION_TYPES),
  ],
);
