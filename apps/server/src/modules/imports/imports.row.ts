import { normalizeHeader } from '../../spreadsheets/cells.js';
import {
  COMPANY_TYPE, CONTACT_DOCUMENT_TYPES, CONTACT_DOCUMENT_TYPE_LABELS, GENDERS, IMPORT_MSG, PERSON_TYPE, phoneDigits, toE164, z,
  type ContactSheetRow,
} from '@atiende/shared';
import type { BatchContact } from '../contacts/contacts.batch.js';

/**
 * One spreadsheet row checked and turned into contact fields. A blank cell is null: on an update it
 * leaves the contact's value as it is. The rules follow the contact forms (digits-only document,
 * e-mail, a valid phone number stored in E.164 with Colombia as the default country, calendar dates, URLs).
 */
export interface ImportedContact extends BatchContact {
  groups: string[];
}

export type ParsedRow = { ok: true; contact: ImportedContact } | { ok: false; reason: string };

const MAX_LENGTH: Partial<Record<keyof ContactSheetRow, number>> = {
  firstName: 150, lastName: 150, razonSocial: 200, city: 100, address: 300, actividad: 200,
};
const MAX_GROUP_NAME = 150;

const CONTACT_TYPE_BY_TEXT = new Map([
  ['persona natural', PERSON_TYPE], ['persona', PERSON_TYPE], ['empresa', COMPANY_TYPE],
]);
const DOCUMENT_TYPE_BY_TEXT = new Map<string, string>([
  ...CONTACT_DOCUMENT_TYPES.map((t) => [normalizeHeader(t.replace(/_/g, ' ')), t] as [string, string]),
  ...CONTACT_DOCUMENT_TYPES.map((t) => [normalizeHeader(CONTACT_DOCUMENT_TYPE_LABELS[t]), t] as [string, string]),
  ['cedula de ciudadania', 'CEDULA'], ['cc', 'CEDULA'], ['ce', 'CEDULA_EXTRANJERIA'],
]);
const GENDER_BY_TEXT = new Map(GENDERS.map((g) => [normalizeHeader(g), g]));

const emailSchema = z.email();
const URL_LIKE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const DOMAIN_LIKE = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

class RowError extends Error {}
const reject = (reason: string): never => {
  throw new RowError(reason);
};
const orNull = (text: string) => (text === '' ? null : text);

export function parseContactRow(values: ContactSheetRow): ParsedRow {
  try {
    for (const [key, max] of Object.entries(MAX_LENGTH) as [keyof ContactSheetRow, number][]) {
      if (values[key].length > max) reject(IMPORT_MSG.rowTooLong(headerOf(key), max));
    }
    const contact: ImportedContact = {
      contactType: parseChoice(values.contactType, CONTACT_TYPE_BY_TEXT, IMPORT_MSG.rowInvalidContactType),
      firstName: orNull(values.firstName),
      lastName: orNull(values.lastName),
      razonSocial: orNull(values.razonSocial),
      documentType: parseChoice(values.documentType, DOCUMENT_TYPE_BY_TEXT, IMPORT_MSG.rowInvalidDocumentType),
      documentNumber: parseDocumentNumber(values.documentNumber),
      email: parseEmail(values.email),
      phone: parsePhone(values.phone),
      phoneDigits: null,
      city: orNull(values.city),
      address: orNull(values.address),
      gender: parseChoice(values.gender, GENDER_BY_TEXT, IMPORT_MSG.rowInvalidGender),
      birthdate: parseDate(values.birthdate),
      actividad: orNull(values.actividad),
      webSite: parseWebSite(values.webSite),
      groups: parseGroups(values.groups),
    };
    contact.phoneDigits = contact.phone ? phoneDigits(contact.phone) : null;
    if (!contact.documentNumber && !contact.email && !contact.phone) reject(IMPORT_MSG.rowNoKey);
    return { ok: true, contact };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** What a row needs to create a contact (an update may leave these cells blank). */
export function missingForCreate(contact: ImportedContact): string | null {
  if ((contact.contactType ?? PERSON_TYPE) === COMPANY_TYPE) {
    if (!contact.razonSocial) return IMPORT_MSG.rowRazonSocialRequired;
    if (!contact.actividad) return IMPORT_MSG.rowActividadRequired;
    return null;
  }
  // Apellidos may be blank: a file with one 'Nombre' column keeps the whole name there (see docs/decisions.md).
  if (!contact.firstName) return IMPORT_MSG.rowFirstNameRequired;
  return null;
}

function headerOf(key: keyof ContactSheetRow): string {
  const headers: Record<string, string> = {
    firstName: 'Nombres', lastName: 'Apellidos', razonSocial: 'Razón social', city: 'Ciudad', address: 'Dirección', actividad: 'Actividad',
  };
  return headers[key] ?? key;
}

function parseChoice(text: string, options: Map<string, string>, reason: string): string | null {
  if (text === '') return null;
  return options.get(normalizeHeader(text).replace(/_/g, ' ')) ?? options.get(normalizeHeader(text)) ?? reject(reason);
}

/** Digits only; the dots, spaces and dashes people type between groups of digits are dropped. */
function parseDocumentNumber(text: string): string | null {
  if (text === '') return null;
  const document = text.replace(/[\s.-]/g, '');
  if (!/^\d{1,30}$/.test(document)) reject(IMPORT_MSG.rowInvalidDocumentNumber);
  return document;
}

function parseEmail(text: string): string | null {
  if (text === '') return null;
  const email = text.toLowerCase();
  if (email.length > 254 || !emailSchema.safeParse(email).success) reject(IMPORT_MSG.rowInvalidEmail(text));
  return email;
}

/** The phone in E.164; a number without country code is Colombian. */
function parsePhone(text: string): string | null {
  if (text === '') return null;
  return (text.length <= 40 ? toE164(text) : null) ?? reject(IMPORT_MSG.rowInvalidPhone(text.slice(0, 40)));
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && value <= '2100-12-31';
}

/** AAAA-MM-DD (also what a date cell reads as) or DD/MM/AAAA. */
function parseDate(text: string): string | null {
  if (text === '') return null;
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : text;
  if (!isCalendarDate(iso)) reject(IMPORT_MSG.rowInvalidDate);
  return iso;
}

function parseWebSite(text: string): string | null {
  if (text === '') return null;
  if (text.length > 300 || !(URL_LIKE.test(text) || DOMAIN_LIKE.test(text))) reject(IMPORT_MSG.rowInvalidWebSite);
  return text;
}

/** Comma-separated group names, without blanks or repeats (compared without case). */
function parseGroups(text: string): string[] {
  const names = new Map<string, string>();
  for (const part of text.split(',')) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    if (name.length > MAX_GROUP_NAME) reject(IMPORT_MSG.rowGroupTooLong);
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}
