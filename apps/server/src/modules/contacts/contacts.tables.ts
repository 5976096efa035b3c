import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';
import { allowedValues } from '../../db/allowed-values.js';
import {
  AUTORIZACION_ESTADOS, AUTORIZACION_MEDIOS, COMPANY_TYPE, CONTACT_DOCUMENT_TYPES, CONTACT_KINDS, CONTACT_STATUSES, GENDERS, RELATION_TYPES,
} from '@atiende/shared';

/**
 * The name a contacts list sorts by (`ordering=name`): the company name for companies, first and last names
 * for people, folded like searches. Written once here for both the index and the query, which must match.
 */
export const contactSortName = (t: { contactType: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; razonSocial: AnyPgColumn }) =>
  sql`fold_text(case when ${t.contactType} = ${sql.raw(`'${COMPANY_TYPE}'`)} then coalesce(${t.razonSocial}, '') else btrim(${t.firstName} || ' ' || ${t.lastName}) end)`;

/**
 * People and companies. The primary e-mail and phone are copies of the first entries of contact_data,
 * kept here so the list and its search read one table.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    contactType: text('contact_type').notNull().default('PERSONA NATURAL'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    razonSocial: text('razon_social'),
    actividad: text('actividad'),
    webSite: text('web_site'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    /** Set on contacts that shared a live document number before numbers were unique; they keep it. */
    duplicateDocument: boolean('duplicate_document').notNull().default(false),
    birthdate: date('birthdate', { mode: 'string' }),
    city: text('city'),
    gender: text('gender'),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    /** Digits of the primary phone (of its E.164 form), for searching and comparing by phone. */
    phoneDigits: text('phone_digits'),
    /**
     * Set when the primary phone is not a valid number, so it could not be stored in E.164: numbers kept
     * from before phones were normalised (migration 0025) or an address a provider gave. Writing a valid
     * phone clears it.
     */
    phoneUnparsed: boolean('phone_unparsed').notNull().default(false),
    image: text('image'),
    status: text('status').notNull().default('ACTIVO'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The data-processing authorization (Ley 1581): PENDIENTE until the person answers, then when, how and to what text. */
    autorizacionEstado: text('autorizacion_estado').notNull().default('PENDIENTE'),
    autorizacionFecha: timestamp('autorizacion_fecha', { withTimezone: true }),
    autorizacionMedio: text('autorizacion_medio'),
    autorizacionTexto: text('autorizacion_texto').notNull().default(''),
    /** When the person's data was suppressed (modules/privacy): the row stays, its personal data does not. */
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    /**
     * What a search compares: names, company name, document, e-mail and phone digits, folded (lower case, no
     * accents) once when the row is written, so that neither the index nor a search walking the rows folds it again.
     */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(
      "fold_text(first_name || ' ' || last_name || ' ' || coalesce(razon_social, '') || ' ' || coalesce(document_number, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone_digits, ''))",
    )),
  },
  (t) => [
    index('contacts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.deletedAt} is null`),
    index('contacts_document_idx').on(t.documentNumber).where(sql`${t.deletedAt} is null`),
    // A live document number belongs to one contact, whatever the requests racing to create it.
    uniqueIndex('contacts_document_uq').on(t.documentNumber)
      .where(sql`${t.deletedAt} is null and not ${t.duplicateDocument} and ${t.documentNumber} is not null and ${t.documentNumber} <> ''`),
    index('contacts_email_idx').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    index('contacts_phone_digits_idx').on(t.phoneDigits).where(sql`${t.deletedAt} is null`),
    index('contacts_active_id_idx').on(t.id).where(sql`${t.deletedAt} is null`),
    /** The dashboard's count of active contacts reads this index alone (an index-only scan). */
    index('contacts_connected_idx').on(t.id).where(sql`${t.deletedAt} is null and ${t.status} <> 'DESCONECTADO'`),
    allowedValues('contacts_contact_type_check', t.contactType, CONTACT_KINDS),
    allowedValues('contacts_document_type_check', t.documentType, CONTACT_DOCUMENT_TYPES),
    allowedValues('contacts_gender_check', t.gender, GENDERS),
    allowedValues('contacts_status_check', t.status, CONTACT_STATUSES),
    allowedValues('contacts_autorizacion_estado_check', t.autorizacionEstado, AUTORIZACION_ESTADOS),
    allowedValues('contacts_autorizacion_medio_check', t.autorizacionMedio, AUTORIZACION_MEDIOS),
    index('contacts_created_by_idx').on(t.createdBy),
    index('contacts_user_id_idx').on(t.userId),
    // The sorted list (`ordering`) walks these in order and stops at the page, as the default list walks the id.
    index('contacts_sort_name_idx').on(contactSortName(t), t.id).where(sql`${t.deletedAt} is null`),
    index('contacts_sort_document_idx').on(t.documentNumber, t.id).where(sql`${t.deletedAt} is null`),
    index('contacts_sort_email_idx').on(t.email, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/** Agents who attend a contact. */
export const contactAgents = pgTable(
  'contact_agents',
  {
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.userId] }), index('contact_agents_user_idx').on(t.userId)],
);

/** People who are the contact persons of a company. */
export const companyPeople = pgTable(
  'company_people',
  {
    companyId: integer('company_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    personId: integer('person_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.personId] }),
    index('company_people_person_id_idx').on(t.personId),
  ],
);

export const contactRelations = pgTable(
  'contact_relations',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    destinatarioId: integer('destinatario_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
    tipoRelacion: text('tipo_relacion').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_relations_uq').on(t.contactId, t.destinatarioId, t.tipoRelacion),
    allowedValues('contact_relations_tipo_relacion_check', t.tipoRelacion, RELATION_TYPES),
    index('contact_relations_destinatario_id_idx').on(t.destinatarioId),
  ],
);
