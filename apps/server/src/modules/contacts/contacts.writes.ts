import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_TYPE, CONTACT_MSG, COUNT_CAP, CONTACT_STATUS_LABELS, DEFAULT_BIRTHDATE, DEFAULT_GENDER, PERSON_TYPE, PRIMARY_DATA_LABEL,
  isValidPhone, phoneDigits, phoneKey, storedPhone, type ContactDataTipo, type ContactListItem, type ContactOption, type ContactRead, type DuplicateField, type SortedContactsQuery,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { cappedCount, tableTotal, throughSearchIndex, walkingIndexInOrder } from '../../db/search.js';
import { foldTerm } from '../../db/folded.js';
import { orderingBy } from '../../db/ordering.js';
import { preparedOn } from '../../db/prepared.js';
import { LOCK_SPACES, lockKeys, lockSpace } from '../../db/locks.js';
import { likePattern, type PageContinuation } from '../../http/paging.js';
import type { AuditActor } from '../audits/audits.record.js';
import {
  contactDataOf, insertContactData, insertContactDataSql, setFirstContactData, telegramByContact,
} from '../contact-data/contact-data.queries.js';
import { isInLiveCampaignSql, liveCampaignsOfContact } from '../campaigns/campaigns.queries.js';
import { latestGestionOf } from '../gestiones/gestiones.latest.js';
import { groupsByContact, isGroupMemberSql } from '../contact-groups/contact-groups.queries.js';
import { usersByName } from '../users/users.queries.js';
import { authorizationOf } from './contacts.authorization.js';
import { companyPeople, contactAgents, contactRelations, contactSortName, contacts } from './contacts.tables.js';

export type ContactRow = typeof contacts.$inferSelect;

/** The columns a row of the list shows (`toContactListItem`): a page reads these, not the whole contact. */
const listColumns = {
  id: contacts.id, contactType: contacts.contactType, firstName: contacts.firstName, lastName: contacts.lastName,
  razonSocial: contacts.razonSocial, documentType: contacts.documentType, documentNumber: contacts.documentNumber,
  email: contacts.email, phone: contacts.phone, status: contacts.status, image: contacts.image,
};
export type ContactListRow = Pick<ContactRow, keyof typeof listColumns>;

/**
 * Profile fields of a contact, named as in the API. In an update, `undefined` leaves a field as it is
 * and `null` clears it.
 */
export interface ContactFields {
  contactType?: string;
  first_name?: string;
  last_name?: string;
  razon_social?: string | null;
  actividad?: string | null;
  web_site?: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  birthdate?: string | null;
  city?: string | null;
  gender?: string | null;
  address?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: string;
  image?: string | null;
  user_id?: number | null;
}

/** The contact_data kinds whose first entry is copied onto the contacts row. */
const PRIMARY_COPIES = [
  { tipo: 'Email', field: 'email' },
  { tipo: 'Telefono', field: 'phone' },
  { tipo: 'Direccion', field: 'address' },
] as const satisfies readonly { tipo: ContactDataTipo; field: keyof ContactFields }[];

export const isCompany = (row: { contactType: string }) => row.contactType === COMPANY_TYPE;

export function contactFullName(row: { contactType: string; firstName: string; lastName: string; razonSocial: string | null }): string {
  if (isCompany(row)) return row.razonSocial ?? '';
  return `${row.firstName} ${row.lastName}`.trim();
}

/** Columns of `contacts` for the fields present in `input` (primary copies included). */
function contactColumns(input: ContactFields): Partial<typeof contacts.$inferInsert> {
  const columns: Partial<typeof contacts.$inferInsert> = {};
  if (input.contactType !== undefined) columns.contactType = input.contactType;
  if (input.first_name !== undefined) columns.firstName = input.first_name;
  if (input.last_name !== undefined) columns.lastName = input.last_name;
  if (input.razon_social !== undefined) columns.razonSocial = input.razon_social;
  if (input.actividad !== undefined) columns.actividad = input.actividad;
  if (input.web_site !== undefined) columns.webSite = input.web_site;
  if (input.documentType !== undefined) columns.documentType = input.documentType;
  if (input.documentNumber !== undefined) columns.documentNumber = input.documentNumber;
  if (input.birthdate !== undefined) columns.birthdate = input.birthdate;
  if (input.city !== undefined) columns.city = input.city;
  if (input.gender !== undefined) columns.gender = input.gender;
  if (input.address !== undefined) columns.address = input.address;
  if (input.email !== undefined) columns.email = input.email === null ? null : input.email.toLowerCase();
  if (input.phone !== undefined) {
    columns.phone = input.phone === null ? null : storedPhone(input.phone);
    columns.phoneDigits = columns.phone === null ? null : phoneDigits(columns.phone);
    columns.phoneUnparsed = columns.phone !== null && !isValidPhone(columns.phone);
  }
  if (input.status !== undefined) columns.status = input.status;
  if (input.image !== undefined) columns.image = input.image;
  if (input.user_id !== undefined) columns.userId = input.user_id;
  return columns;
}

/**
 * Inserts a contact and writes its primary e-mail, phone and address as its first contact_data rows
 * (label 'Principal'). Defaults: PERSONA NATURAL, born 2000-01-01 and gender Otro for a person.
 * Writes no audit entry: the caller records one (or one per batch) in the same transaction.
 */
export async function insertContact(tx: Db, input: ContactFields, actor: AuditActor | null): Promise<number> {
  const [created] = await tx.insert(contacts).values(newContactRow(input, actor)).returning({ id: contacts.id });
  const id = created!.id;
  const firstRows = primaryDataRows(input);
  await insertContactData(tx, id, firstRows);
  return id;
}

/**
 * `insertContact` as parts of one statement, for a path that cannot spend round trips on it (a customer's first
 * message), written out rather than built: `created` is the CTE `new_contact(id)`, `data` the CTE writing its
 * primary contact_data rows (null when there are none). The caller puts both in its statement's `with` and reads
 * the id as `(select id from new_contact)`.
 */
export function insertContactParts(input: ContactFields, actor: AuditActor | null): { created: SQL; data: SQL | null } {
  const row = Object.entries(newContactRow(input, actor)).filter(([, value]) => value !== undefined);
  const columns = sql.join(row.map(([key]) => sql.identifier(CONTACT_COLUMNS[key as keyof typeof CONTACT_COLUMNS].name)), sql`, `);
  const values = sql.join(row.map(([, value]) => sql`${value}`), sql`, `);
  const created = sql`new_contact as (insert into ${contacts} (${columns}) values (${values}) returning id)`;
  const firstRows = primaryDataRows(input);
  const data = firstRows.length > 0
    ? sql`new_contact_data as (${insertContactDataSql(sql`(select id from new_contact)`, firstRows)})`
    : null;
  return { created, data };
}

const CONTACT_COLUMNS = getTableColumns(contacts);

/** The contacts row of a new contact: its fields, a person born 2000-01-01 with gender Otro unless given. */
function newContactRow(input: ContactFields, actor: AuditActor | null): typeof contacts.$inferInsert {
  const contactType = input.contactType ?? PERSON_TYPE;
  const isPerson = contactType !== COMPANY_TYPE;
  return {
    ...contactColumns(input),
    contactType,
    birthdate: input.birthdate ?? (isPerson ? DEFAULT_BIRTHDATE : null),
    gender: input.gender ?? (isPerson ? DEFAULT_GENDER : null),
    createdBy: actor?.id ?? null,
  };
}

/** A new contact's first contact_data rows: its primary e-mail, phone and address (label 'Principal'). */
function primaryDataRows(input: ContactFields) {
  return PRIMARY_COPIES.flatMap(({ tipo, field }) => {
    const value = input[field];
    return value ? [{ tipo, label: PRIMARY_DATA_LABEL, value1: primaryValue(field, value) }] : [];
  });
}

/** A primary value as it is stored: e-mails in lower case, phones in E.164. */
function primaryValue(field: (typeof PRIMARY_COPIES)[number]['field'], value: string): string {
  if (field === 'email') return value.toLowerCase();
  if (field === 'phone') return storedPhone(value);
  return value;
}

/**
 * Updates the fields present in `input`. A new primary e-mail, phone or address rewrites the
 * contact's first contact_data entry of that kind (or adds it); clearing one removes that entry and the
 * next one, if any, becomes the primary copy. Writes no audit entry.
 */
export async function applyContactUpdate(tx: Db, id: number, input: ContactFields): Promise<void> {
  const synced: ContactFields = { ...input };
  for (const { tipo, field } of PRIMARY_COPIES) {
    const value = input[field];
    if (value === undefined) continue;
    synced[field] = await setFirstContactData(tx, id, tipo, value === null ? null : primaryValue(field, value), PRIMARY_DATA_LABEL);
  }
  // A new document number is checked by the unique index like any other, legacy duplicate or not.
  const documentChanged = input.documentNumber !== undefined ? { duplicateDocument: false } : {};
  await tx.update(contacts).set({ ...contactColumns(synced), ...documentChanged, updatedAt: new Date() }).where(eq(contacts.id, id));
}

export interface DuplicateMatch {
  contactId: number;
  fields: DuplicateField[];
}

const activeContact = (excludeId?: number) => and(isNull(contacts.deletedAt), excludeId === undefined ? undefined : ne(contacts.id, excludeId));

async function firstMatch(db: Db, condition: SQL, excludeId?: number): Promise<number | null> {
  const [found] = await db.select({ id: contacts.id }).from(contacts).where(and(condition, activeContact(excludeId))).orderBy(asc(contacts.id)).limit(1);
  return found?.id ?? null;
}

type DuplicateKeys = { documentNumber?: string | null; email?: string | null; phone?: string | null };

/** The values the duplicate rule compares, as it compares them: trimmed, the e-mail in lower case, the phone in E.164 digits. */
function comparedKeys(keys: DuplicateKeys): { documentNumber: string; email: string; digits: string } {
  return {
    documentNumber: keys.documentNumber?.trim() ?? '',
    email: keys.email?.trim().toLowerCase() ?? '',
    digits: keys.phone ? phoneKey(keys.phone) : '',
  };
}

/**
 * Makes the writers of the same document number, e-mail or phone run one after the other, so that the
 * duplicate check of each sees what the others wrote. Call it first in the transaction that checks and
 * writes; every key the contact carries is locked, since another contact may be compared by any of them.
 */
export async function lockDuplicateKeys(tx: Db, keys: DuplicateKeys): Promise<void> {
  const { documentNumber, email, digits } = comparedKeys(keys);
  const locked = [documentNumber && `document:${documentNumber}`, email && `email:${email}`, digits && `phone:${digits}`].filter(Boolean);
  if (locked.length === 0) return;
  await lockSpace(tx, LOCK_SPACES.everyContactKey, 'shared');
  await lockKeys(tx, LOCK_SPACES.contactKey, locked);
}

/** For a writer of many contacts at once (an import batch): waits for the forms writing keys, and holds them back. */
export async function lockEveryDuplicateKey(tx: Db): Promise<void> {
  await lockSpace(tx, LOCK_SPACES.everyContactKey, 'exclusive');
}

/**
 * Another active contact that is the same person or company: by document number when one is given,
 * otherwise by e-mail (case-insensitive), otherwise by the phone, compared in E.164 whatever the format
 * it was typed in. Run it after `lockDuplicateKeys` in the writing transaction, or two writers may both miss.
 */
export async function findDuplicate(db: Db, keys: DuplicateKeys, excludeId?: number): Promise<DuplicateMatch | null> {
  const { documentNumber, email, digits } = comparedKeys(keys);
  if (documentNumber) {
    const id = await firstMatch(db, eq(contacts.documentNumber, documentNumber), excludeId);
    return id === null ? null : { contactId: id, fields: ['documentNumber'] };
  }
  if (email) {
    const id = await firstMatch(db, sql`lower(${contacts.email}) = ${email}`, excludeId);
    if (id !== null) return { contactId: id, fields: ['email'] };
  }
  if (digits) {
    const id = await firstMatch(db, eq(contacts.phoneDigits, digits), excludeId);
    if (id !== null) return { contactId: id, fields: ['phone'] };
  }
  return null;
}

export type GroupTag = ContactListItem['grupos'][number];

export function toContactListItem(row: ContactListRow, grupos: GroupTag[] = [], telegram: string | null = null): ContactListItem {
  return {
    id: row.id,
    contactType: row.contactType,
    first_name: row.firstName,
    last_name: row.lastName,
    get_full_name: contactFullName(row),
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    email: row.email,
    phone: row.phone,
    status: row.status,
    image: row.image,
    grupos,
    telegram,
  };
}

export { groupsByContact, telegramByContact };

/** A search made only of digits, '+', spaces and dashes is also read as a phone number. */
function phoneSearchDigits(search: string): string | null {
  if (!/^[\d+\s-]+$/.test(search)) return null;
  const digits = phoneDigits(search);
  return digits.length > 0 && digits !== search ? digits : null;
}

/** Optional narrowing of a contacts list: members of a group, or contacts of a campaign. */
export interface ContactFilters {
  groupId?: number;
  campaignId?: number;
}

/**
 * Active contacts matching `search`, accents and case ignored. Every condition goes through the one
 * trigram-indexed column `search_text` (the phone digits are part of it), so a narrow search is an index scan.
 * `walk` writes the same condition in a form the trigram index cannot serve, so that a broad search
 * walks the id index newest first and stops at the page instead of collecting every match to sort them.
 */
export function contactsWhere(search: string, filters: ContactFilters = {}, walk = false): SQL | undefined {
  const term = foldTerm(search.replace(/\u0000/g, '').trim());
  const searchText = walk ? sql`(${contacts.searchText} || '')` : sql`${contacts.searchText}`;
  const digits = term ? phoneSearchDigits(term) : null;
  const matches = (value: string) => sql`${searchText} like ${likePattern(value)}`;
  const matchesSearch = !term ? undefined : digits ? or(matches(term), matches(digits)) : matches(term);
  const inGroup = filters.groupId === undefined ? undefined : isGroupMemberSql(filters.groupId, contacts.id);
  const inCampaign = filters.campaignId === undefined ? undefined : isInLiveCampaignSql(filters.campaignId, contacts.id);
  return and(isNull(contacts.deletedAt), matchesSearch, inGroup, inCampaign);
}

/** A subquery: the ids of the active contacts matching `search` (as the contacts list matches it), for another module's where. */
export function contactIdsMatching(search: string): SQL {
  return sql`(select ${contacts.id} from ${contacts} where ${contactsWhere(search)})`;
}

export interface ContactPage extends PageContinuation {
  count: number;
  results: ContactListItem[];
}

/**
 * One page of contacts, newest first. The count is the maintained total for the whole list, or for a
 * search or filter a count that stops at COUNT_CAP. A search with fewer matches fetches them through the
 * trigram index and sorts them; a broader one walks the id index (see `contactsWhere`). A page asked
 * by `after` starts at that id, so deep pages cost what the first one does; without it, `offset` works.
 */
export async function listContacts(db: Db, query: SortedContactsQuery, filters: ContactFilters = {}): Promise<ContactPage> {
  const filtered = query.search.trim() !== '' || filters.groupId !== undefined || filters.campaignId !== undefined;
  const where = contactsWhere(query.search, filters);
  const found = filtered ? await cappedCount(db, sql`${contacts}`, where, COUNT_CAP) : await tableTotal(db, 'contacts');
  const countCapped = filtered && found > COUNT_CAP;
  const pageWhere = countCapped ? contactsWhere(query.search, filters, true) : where;
  const readPage = (reader: Db) => (query.after !== undefined
    ? reader.select(listColumns).from(contacts).where(and(pageWhere, lt(contacts.id, query.after))).orderBy(desc(contacts.id)).limit(query.limit + 1)
    : reader.select(listColumns).from(contacts).where(pageWhere).orderBy(desc(contacts.id)).limit(query.limit + 1).offset(query.offset));
  const rowsOfPage = query.ordering !== undefined
    ? await sortedPage(db, query, pageWhere, countCapped)
    : !filtered
      ? await unfilteredPage(db, found, query)
      : countCapped ? await walkingIndexInOrder(db, readPage)
        : query.search.trim() !== '' ? await throughSearchIndex(db, readPage) : await readPage(db);
  const page = rowsOfPage.slice(0, query.limit);
  const more = rowsOfPage.length > query.limit;
  const [groups, telegrams] = await Promise.all([groupsByContact(db, page.map((c) => c.id)), telegramByContact(db, page.map((c) => c.id))]);
  return {
    count: countCapped ? COUNT_CAP : found,
    countCapped,
    more,
    after: more && query.ordering === undefined ? page.at(-1)!.id : null,
    results: page.map((c) => toContactListItem(c, groups.get(c.id) ?? [], telegrams.get(c.id) ?? null)),
  };
}

const contactSortKeys = { name: contactSortName(contacts), documentNumber: contacts.documentNumber, email: contacts.email };

/**
 * A page of a sorted list (`ordering`), by offset. As without a sort, a search known to match more than
 * COUNT_CAP rows walks an index in order (here the sort key's, on (key, id)) and a narrower one goes through
 * the trigram index and sorts its matches; the whole list walks the sort key's index and stops at the page.
 */
async function sortedPage(db: Db, query: SortedContactsQuery, where: SQL | undefined, countCapped: boolean): Promise<ContactListRow[]> {
  const readPage = (reader: Db) => reader.select(listColumns).from(contacts).where(where)
    .orderBy(...orderingBy(query.ordering, contactSortKeys, contacts.id, [])).limit(query.limit + 1).offset(query.offset);
  if (countCapped) return walkingIndexInOrder(db, readPage);
  return query.search.trim() !== '' ? throughSearchIndex(db, readPage) : readPage(db);
}

/** Active contacts whose ids are among the `limit` active ids after skipping `offset`, newest first or oldest first. */
const pageOfIds = (db: Db, newestFirst: boolean) => db.select(listColumns).from(contacts)
  .where(inArray(contacts.id, db.select({ id: contacts.id }).from(contacts).where(isNull(contacts.deletedAt))
    .orderBy(newestFirst ? desc(contacts.id) : asc(contacts.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))))
  .orderBy(desc(contacts.id));
const newestPage = preparedOn((db) => pageOfIds(db, true).prepare('contacts_newest_page'));
const oldestPage = preparedOn((db) => pageOfIds(db, false).prepare('contacts_oldest_page'));
const pageAfter = preparedOn((db) => db.select(listColumns).from(contacts)
  .where(and(isNull(contacts.deletedAt), lt(contacts.id, sql.placeholder('after'))))
  .orderBy(desc(contacts.id)).limit(sql.placeholder('limit')).prepare('contacts_page_after'));

/**
 * A page of the whole list, with one row more than asked (to tell whether there is a next page). After an
 * id it starts there; by offset, the offset is skipped in the narrow index of active ids (an index-only
 * scan) from whichever end is nearer, and only the page's rows are read.
 */
async function unfilteredPage(db: Db, total: number, query: SortedContactsQuery): Promise<ContactListRow[]> {
  const limit = query.limit + 1;
  if (query.after !== undefined) return pageAfter(db).execute({ after: query.after, limit });
  const { offset } = query;
  if (offset <= total / 2) return newestPage(db).execute({ limit, offset });
  return oldestPage(db).execute({ limit: Math.max(0, Math.min(limit, total - offset)), offset: Math.max(0, total - offset - limit) });
}

/** Up to `limit` contacts for selects, newest first. */
export async function contactOptions(db: Db, search: string, limit: number): Promise<ContactOption[]> {
  const found = await db
    .select({
      id: contacts.id, contactType: contacts.contactType, firstName: contacts.firstName, lastName: contacts.lastName,
      razonSocial: contacts.razonSocial, documentNumber: contacts.documentNumber, phone: contacts.phone,
    })
    .from(contacts)
    .where(contactsWhere(search))
    .orderBy(desc(contacts.id))
    .limit(limit);
  return found.map((c) => ({ id: c.id, get_full_name: contactFullName(c), documentNumber: c.documentNumber, phone: c.phone }));
}

/** The active contact `id`, or a 404. */
export async function findActiveContact(db: Db, id: number): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.id, id), isNull(contacts.deletedAt)));
  if (!row) throw notFound(CONTACT_MSG.contactNotFound);
  return row;
}

const userFullName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export async function contactRelationsOf(db: Db, id: number): Promise<ContactRead['relaciones']> {
  const found = await db
    .select({
      id: contactRelations.id, tipo: contactRelations.tipoRelacion, destinatarioId: contacts.id, contactType: contacts.contactType,
      firstName: contacts.firstName, lastName: contacts.lastName, razonSocial: contacts.razonSocial,
    })
    .from(contactRelations)
    .innerJoin(contacts, eq(contacts.id, contactRelations.destinatarioId))
    .where(and(eq(contactRelations.contactId, id), isNull(contacts.deletedAt)))
    .orderBy(asc(contactRelations.id));
  return found.map((r) => ({ id: r.id, destinatario: contactFullName(r), destinatario_id: r.destinatarioId, tipo_relacion: r.tipo }));
}

export async function contactAgentsOf(db: Db, id: number): Promise<ContactRead['agents']> {
  const agents = await db.select({ userId: contactAgents.userId }).from(contactAgents).where(eq(contactAgents.contactId, id));
  const found = await usersByName(db, agents.map((agent) => agent.userId));
  return found.map((u) => ({ id: u.id, get_full_name: userFullName(u) }));
}

/** The campaigns (not deleted) the contact belongs to, by name. */
export async function contactCampaignsOf(db: Db, id: number): Promise<ContactRead['campaigns']> {
  return liveCampaignsOfContact(db, id);
}

async function companyPeopleOf(db: Db, companyId: number): Promise<ContactRead['agents']> {
  const found = await db
    .select({ id: contacts.id, contactType: contacts.contactType, firstName: contacts.firstName, lastName: contacts.lastName, razonSocial: contacts.razonSocial })
    .from(companyPeople)
    .innerJoin(contacts, eq(contacts.id, companyPeople.personId))
    .where(and(eq(companyPeople.companyId, companyId), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id));
  return found.map((p) => ({ id: p.id, get_full_name: contactFullName(p) }));
}

/** The full profile of an active contact (404 when it does not exist or was deleted). */
export async function loadContactRead(db: Db, id: number): Promise<ContactRead> {
  const row = await findActiveContact(db, id);
  const [data, groups, relaciones, agents, persons, campaignList, ultimaGestion] = await Promise.all([
    contactDataOf(db, id),
    groupsByContact(db, [id]),
    contactRelationsOf(db, id),
    contactAgentsOf(db, id),
    isCompany(row) ? companyPeopleOf(db, id) : Promise.resolve([]),
    contactCampaignsOf(db, id),
    latestGestionOf(db, id),
  ]);
  const ofTipo = (tipo: ContactDataTipo) => data.filter((d) => d.tipo === tipo);
  const { email: _email, phone: _phone, telegram: _telegram, ...item } = toContactListItem(row, groups.get(id) ?? []);
  return {
    ...item,
    username: row.email,
    birthdate: row.birthdate,
    city: row.city,
    gender: row.gender,
    address: row.address,
    razon_social: row.razonSocial,
    actividad: row.actividad,
    web_site: row.webSite,
    empresa: isCompany(row) ? { actividad: row.actividad, web_site: row.webSite, persona_contacto: persons } : null,
    email: ofTipo('Email').map((d) => ({ id: d.id, email: d.value1 })),
    phone: ofTipo('Telefono').map((d) => ({ id: d.id, telefono: d.value1 })),
    telegram: ofTipo('Redes Sociales').filter((d) => d.label === 'Telegram').map((d) => ({ telegram: d.value1 })),
    address_list: ofTipo('Direccion').map((d) => ({ id: d.id, label: d.label, direccion: d.value1 })),
    relaciones,
    agents,
    campaigns: campaignList,
    statusDescripcion: CONTACT_STATUS_LABELS[row.status] ?? row.status,
    ultima_gestion: ultimaGestion,
    user_id: row.userId,
    autorizacion_datos: authorizationOf(row),
    datos_suprimidos: row.suppressedAt?.toISOString() ?? null,
  };
}
