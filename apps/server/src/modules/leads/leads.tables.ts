import { date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { LEAD_ESTADOS, LEAD_TIPOS } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';
import { campaigns } from '../campaigns/campaigns.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A lead: a person to attend (a web form, a prospect) or a follow-up scheduled for an agent. It goes
 * SIN_ASIGNAR → PENDIENTE (an agent has it) → EN_PROCESO (the agent opened its chat or called) →
 * FINALIZADO (a gestión of its contact closed it); lead_steps keeps when each step happened and who took it.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    source: text('source').notNull(),
    estado: text('estado').notNull().default('SIN_ASIGNAR'),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    observaciones: text('observaciones').notNull().default(''),
    fechaVencimiento: timestamp('fecha_vencimiento', { withTimezone: true }),
    gestionId: integer('gestion_id').references(() => gestiones.id, { onDelete: 'set null' }),
    referencia: text('referencia'),
    nombre: text('nombre'),
    descripcion: text('descripcion'),
    existencia: integer('existencia'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The bar of the hourly report the lead falls in: 0 before 8 a.m. in Bogotá, else the hour (8–23). Set from
     * created_at by a trigger (migration 0035) whoever writes the row, so each bar's newest leads come from an index.
     */
    franja: smallint('franja').notNull().default(0),
    fechaAsignacion: timestamp('fecha_asignacion', { withTimezone: true }),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFinalizacion: timestamp('fecha_finalizacion', { withTimezone: true }),
  },
  // Lists go newest first with the id breaking ties; each index ends with both in that order.
  (t) => [
    index('leads_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_agent_created_idx').on(t.agentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_estado_created_idx').on(t.estado, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_tipo_created_idx').on(t.tipo, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_campaign_created_idx').on(t.campaignId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_franja_created_idx').on(t.franja, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An agent's tab (tipo) at one estado button: found and counted through the index, however many leads the agent has.
    index('leads_agent_tipo_estado_created_idx').on(t.agentId, t.tipo, t.estado, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_agent_franja_created_idx').on(t.agentId, t.franja, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_contact_idx').on(t.contactId),
    index('leads_gestion_idx').on(t.gestionId),
    index('leads_created_by_idx').on(t.createdBy),
    allowedValues('leads_tipo_check', t.tipo, LEAD_TIPOS),
    allowedValues('leads_estado_check', t.estado, LEAD_ESTADOS),
  ],
);

/**
 * How many leads each bar of the hourly report holds per Bogotá day, type and state, kept by a statement
 * trigger on leads (migration 0039) whoever writes them: the report over many days of every lead adds these up
 * instead of reading a row per lead. Reports filtered by agent or campaign read the leads themselves.
 */
export const leadsFranjaCounts = pgTable(
  'leads_franja_counts',
  {
    dia: date('dia').notNull(),
    franja: smallint('franja').notNull(),
    tipo: text('tipo').notNull(),
    estado: text('estado').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dia, t.franja, t.tipo, t.estado] }),
    allowedValues('leads_franja_counts_tipo_check', t.tipo, LEAD_TIPOS),
    allowedValues('leads_franja_counts_estado_check', t.estado, LEAD_ESTADOS),
  ],
);

/** Each state a lead reached, when and by whom: the timeline. */
export const leadSteps = pgTable(
  'lead_steps',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').notNull().references(() => leads.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_steps_lead_idx').on(t.leadId, t.at), index('lead_steps_user_idx').on(t.userId), allowedValues('lead_steps_estado_check', t.estado, LEAD_ESTADOS)],
);

/** Submissions of the public form per client address, in windows, to hold back floods. */
export const leadFormAttempts = pgTable('lead_form_attempts', {
  address: text('address').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});
