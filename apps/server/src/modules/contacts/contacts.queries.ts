import { SQL, and, asc, desc, eq, inArray, isNull, lt, sql, type Column } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { isValidPhone, phoneDigits, type ContactDataTipo } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { containsFolded } from '../../db/search.js';
import { contacts } from './contacts.tables.js';

/** Numbers shorter than this are extensions or service codes, never a contact's phone. */
const SHORTEST_PHONE = 7;
/** A Colombian number is its last 10 digits, written with or without the country code 57. */
const NATIONAL_DIGITS = 10;

/**
 * The forms a contact's phone digits may take for a number as a PBX writes it: as given, and for 10 or more digits
 * its last 10 with and without 57 (the PBX may dial 0057…, 57…, or the bare national number).
 */
export function phoneDigitForms(number: string): string[] {
  const digits = number.replace(/\D/g, '');
  if (digits.length < SHORTEST_PHONE) return [];
  if (digits.length < NATIONAL_DIGITS) return [digits];
  const national = digits.slice(-NATIONAL_DIGITS);
  return [...new Set([digits, national, `57${national}`])];
}

/**
 * The contact of each number among `numbers` whose phone has the same last 10 digits (the oldest contact when
 * several do); deleted contacts are left out. Served by the index on the phone digits.
 */
export async function contactIdsByPhone(db: Db, numbers: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const forms = new Map(numbers.map((number) => [number, phoneDigitForms(number)]));
  const wanted = [...new Set([...forms.values()].flat())];
  if (wanted.length === 0) return found;
  const matches = await db.select({ id: contacts.id, digits: contacts.phoneDigits }).from(contacts)
    .where(and(inArray(contacts.phoneDigits, wanted), isNull(contacts.deletedAt))).orderBy(asc(contacts.id));
  const byDigits = new Map<string, number>();
  for (const { id, digits } of matches) if (digits && !byDigits.has(digits)) byDigits.set(digits, id);
  for (const [number, candidates] of forms) {
    const ids = candidates.map((form) => byDigits.get(form)).filter((id): id is number => id !== undefined);
    if (ids.length > 0) found.set(number, Math.min(...ids));
  }
  return found;
}

/** The full name of each contact among `ids` (the company name for a company), deleted ones included. */
export async function contactNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({
    id: contacts.id,
    name: sql<string>`coalesce(nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), ''), ${contacts.razonSocial}, '')`,
  }).from(contacts).where(inArray(contacts.id, wanted));
  return new Map(found.map((contact) => [contact.id, contact.name]));
}

/** A contact's name as the lists show it: the razón social of a company, names and surnames of a person (reports join it). */
export const contactNameSql: SQL<string> = sql<string>`(case when ${contacts.contactType} = 'EMPRESA'
  then coalesce(${contacts.razonSocial}, '') else trim(${contacts.firstName} || ' ' || ${contacts.lastName}) end)`;

/** A contact's names, surnames and razón social in one, as the chat names a conversation's customer (with contacts joined). */
export const contactNamesAndCompanySql: SQL<string> = sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.razonSocial}, ''))`;

/**
 * Joins each row's contact (`contactId`; only contacts not deleted when `activeOnly`) to another module's select,
 * whose fields may then read contactNameSql, contactNamesAndCompanySql and phoneOrContactPhone over it: one statement, a page of rows joined to
 * their contacts by the primary key.
 */
export function joinContact<T extends PgSelect>(query: T, contactId: Column, activeOnly = false): T {
  // A join adds no field to a partial select (the caller's fields read it): the rows keep their type.
  return query.innerJoin(contacts, and(eq(contacts.id, contactId), activeOnly ? isNull(contacts.deletedAt) : undefined)) as unknown as T;
}

/** `phone`, or else the phone of the contact joined beside it (reports join it). */
export function phoneOrContactPhone(phone: Column): SQL<string | null> {
  return sql<string | null>`coalesce(${phone}, ${contacts.phone})`;
}

/** Those among `ids` that are contacts not deleted. */
export async function activeContactIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await db.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, wanted), isNull(contacts.deletedAt)));
  return new Set(found.map((contact) => contact.id));
}

/** The list name (`contactNameSql`) of each contact among `ids` that is not deleted. */
export async function activeContactListNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: contacts.id, name: contactNameSql }).from(contacts)
    .where(and(inArray(contacts.id, wanted), isNull(contacts.deletedAt)));
  return new Map(found.map((contact) => [contact.id, contact.name]));
}

/** A subquery: the ids of the contacts (deleted ones too) whose list name contains `term`, ignoring accents and case. */
export function contactIdsNamed(term: string): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${containsFolded(contactNameSql, term)})`;
}

/** The phone of a contact not deleted (null: none); undefined when there is no such contact. */
export async function activeContactPhone(db: Db, contactId: number): Promise<{ phone: string | null } | undefined> {
  const [found] = await db.select({ phone: contacts.phone }).from(contacts).where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  return found;
}

/** Whether the contact exists and is not deleted. */
export async function isActiveContact(db: Db, contactId: number): Promise<boolean> {
  const [found] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  return found !== undefined;
}

/** Condition that `contactId` is a contact not deleted, for another module's where (one statement). */
export function isActiveContactSql(contactId: Column): SQL {
  return sql`exists (select 1 from ${contacts} where ${contacts.id} = ${contactId} and ${contacts.deletedAt} is null)`;
}

/**
 * Locks the contact's row until the transaction ends and answers its photo URL; undefined when the contact does not
 * exist, is deleted or its personal data was suppressed.
 */
export async function lockWorkableContact(tx: Db, contactId: number): Promise<{ image: string | null } | undefined> {
  const [found] = await tx
    .select({ image: contacts.image })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt), isNull(contacts.suppressedAt)))
    .for('update');
  return found;
}

/** The photo URL of a contact not deleted (null: none); undefined when there is no such contact. */
export async function activeContactImage(db: Db, contactId: number): Promise<{ image: string | null } | undefined> {
  const [found] = await db.select({ image: contacts.image }).from(contacts).where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  return found;
}

/** Points the contact at a new photo URL, in the caller's transaction. */
export async function setContactImage(tx: Db, contactId: number, image: string): Promise<void> {
  await tx.update(contacts).set({ image, updatedAt: new Date() }).where(eq(contacts.id, contactId));
}

/** The columns of `contacts` that copy a tipo's primary value. */
function primaryCopy(tipo: ContactDataTipo, value: string | null): Partial<typeof contacts.$inferInsert> | null {
  switch (tipo) {
    case 'Email':
      return { email: value };
    case 'Telefono':
      return { phone: value, phoneDigits: value === null ? null : phoneDigits(value) || null, phoneUnparsed: value !== null && !isValidPhone(value) };
    case 'Direccion':
      return { address: value };
    case 'Redes Sociales':
      return null;
  }
}

/** Sets the contact's copy of its primary e-mail, phone or address (social networks have none), in the caller's transaction. */
export async function setPrimaryCopy(tx: Db, contactId: number, tipo: ContactDataTipo, value: string | null): Promise<void> {
  const copy = primaryCopy(tipo, value);
  if (copy) await tx.update(contacts).set({ ...copy, updatedAt: new Date() }).where(eq(contacts.id, contactId));
}

/** The contacts not deleted among `ids` (a list or a subquery), with their list names, by name then id; at most `limit`. */
export async function activeContactsByName(db: Db, ids: readonly number[] | SQL, limit?: number): Promise<{ id: number; name: string }[]> {
  if (!(ids instanceof SQL) && ids.length === 0) return [];
  const among = ids instanceof SQL ? sql`${contacts.id} in ${ids}` : inArray(contacts.id, [...new Set(ids)]);
  const query = db.select({ id: contacts.id, name: contactNameSql }).from(contacts)
    .where(and(among, isNull(contacts.deletedAt))).orderBy(asc(contactNameSql), asc(contacts.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Each contact among `ids` (deleted ones included) as a list card shows it: first name, list name, phone and e-mail. */
export async function contactCards(db: Db, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, { firstName: string; name: string; phone: string | null; email: string | null }>();
  const found = await db.select({ id: contacts.id, firstName: contacts.firstName, name: contactNameSql, phone: contacts.phone, email: contacts.email })
    .from(contacts).where(inArray(contacts.id, wanted));
  return new Map(found.map(({ id, ...card }) => [id, card]));
}

/** A contact not deleted whose phone digits are `digits` (any one when several), or null. */
export async function contactIdByPhoneDigits(db: Db, digits: string): Promise<number | null> {
  const [found] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.phoneDigits, digits), isNull(contacts.deletedAt))).limit(1);
  return found?.id ?? null;
}

/** A statement: the oldest contact not deleted whose phone digits are one of `digitForms` (its id as `id`), for another module's one-trip read. */
export function contactByPhoneDigitsSql(digitForms: readonly string[]): SQL {
  return sql`select ${contacts.id} as id from ${contacts}
      where ${contacts.phoneDigits} in (${sql.join(digitForms.map((form) => sql`${form}`), sql`, `)}) and ${contacts.deletedAt} is null
      order by ${contacts.id} limit 1`;
}

/** The oldest contact not deleted whose phone digits are one of `digitForms`, or undefined. */
export async function oldestContactWithPhoneDigits(db: Db, digitForms: readonly string[]): Promise<number | undefined> {
  if (digitForms.length === 0) return undefined;
  const [known] = await db.select({ id: contacts.id }).from(contacts)
    .where(and(inArray(contacts.phoneDigits, [...digitForms]), isNull(contacts.deletedAt))).orderBy(contacts.id).limit(1);
  return known?.id;
}

/** The contact's data-processing authorization state (PENDIENTE, ACEPTADA…), undefined when there is no such contact. */
export async function contactAuthorizationEstado(db: Db, id: number): Promise<string | undefined> {
  const [contact] = await db.select({ estado: contacts.autorizacionEstado }).from(contacts).where(eq(contacts.id, id));
  return contact?.estado;
}

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** The oldest contact not deleted for each document number among `documents`. */
export async function oldestContactIdsByDocument(db: Db, documents: readonly string[]): Promise<Map<string, number>> {
  if (documents.length === 0) return new Map();
  const matches = await rows<{ key: string; id: number }>(db, sql`
    select c.document_number as key, min(c.id) as id from ${contacts} c
    where c.document_number = any(${textArray(documents)}) and c.deleted_at is null
    group by c.document_number`);
  return new Map(matches.map((m) => [m.key, Number(m.id)]));
}

/** The oldest contact not deleted for each e-mail among `emails`, compared without case (keyed as given). */
export async function oldestContactIdsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const matches = await rows<{ key: string; id: number }>(db, sql`
    select v.email as key, min(c.id) as id
    from unnest(${textArray(emails)}) as v(email)
    join ${contacts} c on lower(c.email) = lower(v.email) and c.deleted_at is null
    group by v.email`);
  return new Map(matches.map((m) => [m.key, Number(m.id)]));
}

/** Up to `limit` contacts that `filter` keeps (a condition over contacts, such as the list's), newest first, older than `beforeId`. */
export async function contactsNewestFirst(db: Db, filter: SQL, beforeId: number | null, limit: number) {
  return db.select().from(contacts)
    .where(and(filter, beforeId === null ? undefined : lt(contacts.id, beforeId)))
    .orderBy(desc(contacts.id))
    .limit(limit);
}
