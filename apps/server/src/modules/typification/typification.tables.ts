import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from '../campaigns/campaigns.tables.js';

/** Resultado (CalificacionContacto): a result a campaign offers. */
export const calificaciones = pgTable(
  'calificaciones',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calificaciones_campaign_name_uq').on(t.campaignId, sql`lower(${t.name})`)],
);

/** Calificación (DescripcionCalificacion): a qualification under a result. */
export const descripciones = pgTable(
  'descripciones',
  {
    id: serial('id').primaryKey(),
    calificacionId: integer('calificacion_id').notNull().references(() => calificaciones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('descripciones_calificacion_name_uq').on(t.calificacionId, sql`lower(${t.name})`), index('descripciones_calificacion_idx').on(t.calificacionId)],
);

export const tiposGestion = pgTable(
  'tipos_gestion',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tipos_gestion_name_uq').on(sql`lower(${t.name})`)],
);
