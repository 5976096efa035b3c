import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.tables.js';
import { users } from '../users/users.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import { CONTACT_DATA_TIPOS, DOCUMENT_TYPES_CONTACT } from '@atiende/shared';

/** Phones, e-mails, addresses and social networks of a contact (tipo: Telefono, Email, Direccion, Redes Sociales). */
export const contactData = pgTable(
  'contact_data',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    label: text('label').notNull(),
    value1: text('value_1').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_data_contact_idx').on(t.contactId, t.tipo, t.id),
    allowedValues('contact_data_tipo_check', t.tipo, CONTACT_DATA_TIPOS),
  ],
);

export const contactDocuments = pgTable(
  'contact_documents',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    filePath: text('file_path').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_documents_contact_idx').on(t.contactId, t.createdAt),
    allowedValues('contact_documents_document_type_check', t.documentType, DOCUMENT_TYPES_CONTACT),
    index('contact_documents_user_id_idx').on(t.userId),
  ],
);

/** Hoja de vida: one per contact, with experience, education and knowledge entries. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    ocupacion: text('ocupacion').notNull(),
    intereses: text('intereses').notNull(),
    hobbie: text('hobbie').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resumes_contact_uq').on(t.contactId)],
);

export const resumeExperience = pgTable('resume_experience', {
  id: serial('id').primaryKey(),
  resumeId: integer('resume_id').notNull().references(() => resumes.id, { onDelete: 'cascade' }),
  tipoEmpleo: text('tipo_empleo').notNull(),
  cargo: text('cargo').notNull().default(''),
  nombreEmpresa: text('nombre_empresa').notNull().default(''),
  ubicacion: text('ubicacion').notNull().default(''),
  tipoUbicacion: text('tipo_ubicacion').notNull().default(''),
  descripcion: text('descripcion').notNull().default(''),
},
  (t) => [
    index('resume_experience_resume_id_idx').on(t.resumeId),
  ],
);

export const resumeEducation = pgTable('resume_education', {
  id: serial('id').primaryKey(),
  resumeId: integer('resume_id').notNull().references(() => resumes.id, { onDelete: 'cascade' }),
  institucion: text('institucion').notNull(),
  titulo: text('titulo').notNull().default(''),
  fechaFin: text('fecha_fin').notNull().default(''),
  ubicacion: text('ubicacion').notNull().default(''),
  descripcion: text('descripcion').notNull().default(''),
},
  (t) => [
    index('resume_education_resume_id_idx').on(t.resumeId),
  ],
);

export const resumeKnowledge = pgTable('resume_knowledge', {
  id: serial('id').primaryKey(),
  resumeId: integer('resume_id').notNull().references(() => resumes.id, { onDelete: 'cascade' }),
  aptitud: text('aptitud').notNull(),
  descripcion: text('descripcion').notNull().default(''),
},
  (t) => [
    index('resume_knowledge_resume_id_idx').on(t.resumeId),
  ],
);
