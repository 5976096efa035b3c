import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CASE_ESTADOS, CASE_HISTORY_ESTADOS, CASE_SERVICE_TYPES, CASE_VISIT_TYPES } from '@atiende/shared';
import { allowedValues } from '../../db/allowed-values.js';
import { contacts } from '../contacts/contacts.tables.js';
import { users } from '../users/users.tables.js';
import { folded } from '../../db/folded.js';

/** A field-service case: what is to be done, where, when and by whom, and how it went. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tipoServicio: text('tipo_servicio').notNull(),
    tipoVisita: text('tipo_visita').notNull(),
    descripcion: text('descripcion').notNull(),
    observaciones: text('observaciones').notNull(),
    direccion1: text('direccion_1'),
    direccion2: text('direccion_2'),
    fechaAsignacion: date('fecha_asignacion', { mode: 'string' }),
    horaEntrada: text('hora_entrada'),
    horaSalida: text('hora_salida'),
    estado: text('estado').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    fechaFinalizacion: timestamp('fecha_finalizacion', { withTimezone: true }),
    /** Seconds worked, pauses excluded; set when the case is finished. */
    totalDuracion: integer('total_duracion'),
  },
  (t) => [
    index('cases_estado_idx').on(t.estado, t.id),
    index('cases_created_by_idx').on(t.createdBy),
    index('cases_search_trgm_idx').using('gin', sql`${folded(sql`(${t.name} || ' ' || ${t.descripcion})`)} gin_trgm_ops`),
    allowedValues('cases_estado_check', t.estado, CASE_ESTADOS),
    allowedValues('cases_tipo_servicio_check', t.tipoServicio, CASE_SERVICE_TYPES),
    allowedValues('cases_tipo_visita_check', t.tipoVisita, CASE_VISIT_TYPES),
  ],
);

export const caseAgents = pgTable(
  'case_agents',
  {
    caseId: integer('case_id').notNull().references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('case_agents_user_idx').on(t.userId, t.caseId)],
);

export const caseClients = pgTable(
  'case_clients',
  {
    caseId: integer('case_id').notNull().references(() => cases.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.contactId] }), index('case_clients_contact_idx').on(t.contactId)],
);

export const caseImages = pgTable(
  'case_images',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_images_case_idx').on(t.caseId, t.id), index('case_images_user_idx').on(t.userId)],
);

export const caseMaterials = pgTable(
  'case_materials',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    cantidad: integer('cantidad'),
    observaciones: text('observaciones'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_materials_case_idx').on(t.caseId, t.id), index('case_materials_user_idx').on(t.userId)],
);

/** The service report: one per case, rewritten as it is updated. */
export const caseReports = pgTable(
  'case_reports',
  {
    caseId: integer('case_id').primaryKey().references(() => cases.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull(),
    observaciones: text('observaciones'),
    personaRecibe: text('persona_recibe').notNull(),
    cargo: text('cargo').notNull(),
    /** The drawn signature (PNG) under DATA_DIR/uploads, when there is one. */
    firmaPath: text('firma_path'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_reports_user_idx').on(t.userId)],
);

/** Every step of a case (ACEPTADO, INICIADO, ...), with who, when, what they noted and where they were. */
export const caseHistory = pgTable(
  'case_history',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    observaciones: text('observaciones').notNull().default(''),
    /** 'latitud longitud' of the device, when it gave one. */
    coordenadas: text('coordenadas'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_history_case_idx').on(t.caseId, t.createdAt, t.id),
    index('case_history_user_idx').on(t.userId),
    allowedValues('case_history_estado_check', t.estado, CASE_HISTORY_ESTADOS),
  ],
);
