import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, pgTable, primaryKey, serial, text, time, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';
import { accounts } from '../accounts/accounts.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { WEEKDAYS } from '@atiende/shared';
import { folded } from '../../db/folded.js';

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Hours after which an open gestión of this campaign becomes VENCIDO ('Cierre de Gestión'). */
    closingHours: integer('closing_hours').notNull().default(24),
    /** The data-processing authorization text the entry bot sends a new customer who picks the campaign ('' for none). */
    autorizacionDatos: text('autorizacion_datos').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaigns_name_uq').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('campaigns_search_trgm_idx').using('gin', sql`${folded(sql`(${t.name} || ' ' || ${t.description})`)} gin_trgm_ops`),
    index('campaigns_account_id_idx').on(t.accountId),
  ],
);

/** Staff who work a campaign ('Usuarios'). */
export const campaignUsers = pgTable(
  'campaign_users',
  {
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index('campaign_users_user_idx').on(t.userId)],
);

/** Staff in charge of a campaign ('Encargados'). */
export const campaignManagers = pgTable(
  'campaign_managers',
  {
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index('campaign_managers_user_idx').on(t.userId)],
);

export const campaignContacts = pgTable(
  'campaign_contacts',
  {
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.contactId] }), index('campaign_contacts_contact_idx').on(t.contactId)],
);

/** Recurrent weekly attention slots (dia_semana normalised: LUNES … DOMINGO). */
export const campaignSchedules = pgTable(
  'campaign_schedules',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    diaSemana: text('dia_semana').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    maxCitas: integer('max_citas').notNull().default(1),
  },
  (t) => [
    uniqueIndex('campaign_schedules_uq').on(t.campaignId, t.diaSemana, t.horaInicio, t.horaFin),
    allowedValues('campaign_schedules_dia_semana_check', t.diaSemana, WEEKDAYS),
  ],
);

/** Exceptions to the weekly schedule on a given date. */
export const campaignScheduleExceptions = pgTable(
  'campaign_schedule_exceptions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    motivo: text('motivo').notNull().default(''),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    maxCitas: integer('max_citas').notNull().default(1),
    horarioEspecial: boolean('horario_especial').notNull().default(false),
  },
  (t) => [uniqueIndex('campaign_schedule_exceptions_uq').on(t.campaignId, t.fecha, t.horaInicio, t.horaFin)],
);
