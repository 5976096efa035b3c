import { sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_TYPE, DEFAULT_BIRTHDATE, DEFAULT_GENDER, IMPORT_MSG, PERSON_TYPE, PRIMARY_DATA_LABEL,
  type ContactDataTipo, type ImportOutcome,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import type { AuditActor } from '../audits/audits.record.js';
import { contactData } from '../contact-data/contact-data.tables.js';
import { addMemberships, groupIdsByLowerName } from '../contact-groups/contact-groups.queries.js';
import { contacts } from '../contacts/contacts.tables.js';
import { lockEveryDuplicateKey } from '../contacts/contacts.writes.js';
import { missingForCreate, parseContactRow, type ImportedContact } from './imports.row.js';
import { rowDataByHeader, type SheetRow } from './imports.sheet.js';
import { importJobKeys, type ImportKeyKind } from './imports.tables.js';

/**
 * Writes a batch of spreadsheet rows as contacts with a handful of queries. It produces the same rows
 * as insertContact / applyContactUpdate in contacts/contact-writes.ts (the contacts row with its
 * primary e-mail, phone and address, and those values as the first 'Principal' contact_data entries)
 * and matches existing contacts as findDuplicate does: by document number when the row has one,
 * otherwise by e-mail, otherwise by phone (E.164 digits), the oldest active contact first. A row that
 * repeats, by the same rule, a contact an earlier row of the same file brought is not written: it is
 * reported as a duplicate of that row, so the first one wins.
 */

export interface RowResult {
  rowNumber: number;
  outcome: ImportOutcome;
  reason: string;
  contactId: number | null;
  data: Record<string, string>;
}

/** A contact the batch creates or updates, with the merged fields of every row that points to it. */
interface Target {
  existingId: number | null;
  createdId: number | null;
  fields: ImportedContact;
  groupIds: Set<number>;
}

const PRIMARY_COPIES = [
  { tipo: 'Email', field: 'email' },
  { tipo: 'Telefono', field: 'phone' },
  { tipo: 'Direccion', field: 'address' },
] as const satisfies readonly { tipo: ContactDataTipo; field: keyof ImportedContact }[];

interface RowKey {
  kind: ImportKeyKind;
  key: string;
}

/** What a row is compared by, as findDuplicate compares: the document alone, or else the e-mail, then the phone. */
function lookupKeys(contact: ImportedContact): RowKey[] {
  if (contact.documentNumber) return [{ kind: 'document', key: contact.documentNumber }];
  return [
    ...(contact.email ? [{ kind: 'email' as const, key: contact.email }] : []),
    ...(contact.phoneDigits ? [{ kind: 'phone' as const, key: contact.phoneDigits }] : []),
  ];
}

/** Every key a written row brings: a later row is compared with each of them. */
function claimedKeys(contact: ImportedContact): RowKey[] {
  return [
    ...(contact.documentNumber ? [{ kind: 'document' as const, key: contact.documentNumber }] : []),
    ...(contact.email ? [{ kind: 'email' as const, key: contact.email }] : []),
    ...(contact.phoneDigits ? [{ kind: 'phone' as const, key: contact.phoneDigits }] : []),
  ];
}

const keyId = (k: RowKey) => `${k.kind}:${k.key}`;

export async function writeContactBatch(tx: Db, jobId: number, batch: SheetRow[], actor: AuditActor | null): Promise<RowResult[]> {
  // One batch at a time, and no contact form writing a key meanwhile (several workers or instances):
  // nobody creates, between this batch's look-ups and its writes, a contact the batch would duplicate.
  await lockEveryDuplicateKey(tx);
  // The statements below are many and small; compiling them (PostgreSQL's JIT) costs more than it saves.
  await tx.execute(sql`set local jit = off`);
  const parsed = batch.map((row) => ({ row, parsed: parseContactRow(row.values) }));
  const valid = parsed.flatMap(({ parsed: p }) => (p.ok ? [p.contact] : []));
  const existing = await findExisting(tx, valid);
  const claimed = await findClaimedKeys(tx, jobId, valid.flatMap(claimedKeys));
  const groupIds = await findGroups(tx, valid.flatMap((c) => c.groups));

  const plan = new BatchPlan(existing);
  const newClaims: (RowKey & { rowNumber: number })[] = [];
  const planned = parsed.map(({ row, parsed: p }) => {
    const data = rowDataByHeader(row.values);
    const rejected = (reason: string) => ({ row, data, reason, target: null, outcome: 'rejected' as const });
    if (!p.ok) return rejected(p.reason);
    const unknownGroups = p.contact.groups.filter((name) => !groupIds.has(name.toLowerCase()));
    if (unknownGroups.length > 0) return rejected(unknownGroups.map(IMPORT_MSG.rowUnknownGroup).join(' '));
    const firstRow = lookupKeys(p.contact).map((k) => claimed.get(keyId(k))).find((n) => n !== undefined);
    if (firstRow !== undefined) {
      return { row, data, reason: IMPORT_MSG.rowDuplicateInFile(firstRow), target: null, outcome: 'duplicate' as const };
    }
    const matched = plan.match(p.contact);
    if (!matched) {
      const missing = missingForCreate(p.contact);
      if (missing) return rejected(missing);
    }
    const target = plan.apply(matched, p.contact, groupIds);
    for (const k of claimedKeys(p.contact)) {
      if (claimed.has(keyId(k))) continue;
      claimed.set(keyId(k), row.number);
      newClaims.push({ ...k, rowNumber: row.number });
    }
    return { row, data, reason: '', target, outcome: matched ? ('updated' as const) : ('created' as const) };
  });

  await insertNewContacts(tx, plan.newTargets(), actor);
  await updateExistingContacts(tx, plan.existingTargets());
  await addToGroups(tx, plan.targets);
  await saveClaims(tx, jobId, newClaims);

  return planned.map((p) => ({
    rowNumber: p.row.number,
    outcome: p.outcome,
    reason: p.reason,
    contactId: p.target ? (p.target.existingId ?? p.target.createdId) : null,
    data: p.data,
  }));
}

/** The row of the file that first brought each of `keys`, in earlier batches of the job. */
async function findClaimedKeys(tx: Db, jobId: number, keys: RowKey[]): Promise<Map<string, number>> {
  const claimed = new Map<string, number>();
  if (keys.length === 0) return claimed;
  const found = await rows<{ kind: string; key: string; row_number: number }>(tx, sql`
    select k.kind, k.key, k.row_number
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(kind text, key text)
    join ${importJobKeys} k on k.job_id = ${jobId} and k.kind = v.kind and k.key = v.key`);
  for (const row of found) claimed.set(`${row.kind}:${row.key}`, Number(row.row_number));
  return claimed;
}

async function saveClaims(tx: Db, jobId: number, claims: (RowKey & { rowNumber: number })[]): Promise<void> {
  if (claims.length === 0) return;
  const list = claims.map((c) => ({ kind: c.kind, key: c.key, row_number: c.rowNumber }));
  await tx.execute(sql`
    insert into ${importJobKeys} (job_id, kind, key, row_number)
    select ${jobId}, v.kind, v.key, v.row_number from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(kind text, key text, row_number int)
    on conflict do nothing`);
}

/** The id of each existing group among `names`, by lower-case name. Groups are never created by an import. */
const findGroups = groupIdsByLowerName;

interface ExistingKeys {
  byDocument: Map<string, number>;
  byEmail: Map<string, number>;
  byPhone: Map<string, number>;
}

/**
 * The oldest active contact for each document, e-mail and phone of the batch, in one statement. Each
 * key is looked up through its own index: the OFFSET 0 keeps the planner from turning the lookups into
 * one join, which it would do with a sequential scan of the table, as it cannot estimate
 * lower(email) (its index is partial, so its statistics are not used).
 */
async function findExisting(tx: Db, batch: ImportedContact[]): Promise<ExistingKeys> {
  const documents = unique(batch.map((c) => c.documentNumber));
  const emails = unique(batch.map((c) => c.email));
  const phones = unique(batch.map((c) => c.phoneDigits));
  const keys: ExistingKeys = { byDocument: new Map(), byEmail: new Map(), byPhone: new Map() };
  if (documents.length + emails.length + phones.length === 0) return keys;
  const lookup = (kind: string, values: string[], matches: SQL) => sql`
    select ${kind} as kind, v.key, c.id
    from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as v(key)
    cross join lateral (select id from ${contacts} where ${matches} and deleted_at is null offset 0) as c`;
  const found = await rows<{ kind: string; key: string; id: number }>(tx, sql`
    ${lookup('document', documents, sql`document_number = v.key`)}
    union all ${lookup('email', emails, sql`lower(email) = v.key`)}
    union all ${lookup('phone', phones, sql`phone_digits = v.key`)}`);
  const target = { document: keys.byDocument, email: keys.byEmail, phone: keys.byPhone } as Record<string, Map<string, number>>;
  for (const match of found) {
    const byKey = target[match.kind]!;
    const id = Number(match.id);
    if (!byKey.has(match.key) || byKey.get(match.key)! > id) byKey.set(match.key, id);
  }
  return keys;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * Decides, row by row, which existing contact each row updates or whether it creates one. Rows that
 * repeat an earlier row of the file never get here, so a new contact is matched by no later row; two
 * rows may still update the same existing contact through different keys, and are merged in order.
 */
class BatchPlan {
  readonly targets: Target[] = [];
  private readonly byExistingId = new Map<number, Target>();

  constructor(private readonly existing: ExistingKeys) {}

  match(contact: ImportedContact): Target | null {
    const id = contact.documentNumber
      ? this.existing.byDocument.get(contact.documentNumber)
      : (contact.email ? this.existing.byEmail.get(contact.email) : undefined)
        ?? (contact.phoneDigits ? this.existing.byPhone.get(contact.phoneDigits) : undefined);
    return id === undefined ? null : this.existingTarget(id);
  }

  private existingTarget(id: number): Target {
    let target = this.byExistingId.get(id);
    if (!target) {
      target = { existingId: id, createdId: null, fields: emptyFields(), groupIds: new Set() };
      this.byExistingId.set(id, target);
      this.targets.push(target);
    }
    return target;
  }

  /** Merges the row into its target (a new one when nothing matched): filled cells win, blank ones keep. */
  apply(matched: Target | null, contact: ImportedContact, groupIds: Map<string, number>): Target {
    const target = matched ?? { existingId: null, createdId: null, fields: emptyFields(), groupIds: new Set<number>() };
    if (!matched) this.targets.push(target);
    for (const key of Object.keys(contact) as (keyof ImportedContact)[]) {
      if (key === 'groups') continue;
      const value = contact[key];
      if (value !== null) (target.fields as unknown as Record<string, unknown>)[key] = value;
    }
    for (const name of contact.groups) target.groupIds.add(groupIds.get(name.toLowerCase())!);
    return target;
  }

  newTargets(): Target[] {
    return this.targets.filter((t) => t.existingId === null);
  }

  existingTargets(): Target[] {
    return this.targets.filter((t) => t.existingId !== null);
  }
}

function emptyFields(): ImportedContact {
  return {
    contactType: null, firstName: null, lastName: null, razonSocial: null, documentType: null, documentNumber: null,
    email: null, phone: null, phoneDigits: null, city: null, address: null, gender: null, birthdate: null,
    actividad: null, webSite: null, groups: [],
  };
}

/**
 * Same columns and defaults as insertContact: a person is born 2000-01-01 with gender Otro unless the
 * row says otherwise. The ids are taken from the contacts sequence first, so each new contact's
 * contact_data rows can be written in the same statement batch; rows travel as one JSON parameter.
 */
async function insertNewContacts(tx: Db, targets: Target[], actor: AuditActor | null): Promise<void> {
  if (targets.length === 0) return;
  const ids = await rows<{ id: number }>(tx, sql`
    select nextval(pg_get_serial_sequence('contacts', 'id'))::int as id from generate_series(1, ${targets.length})`);
  targets.forEach((target, i) => {
    target.createdId = Number(ids[i]!.id);
  });
  const values = targets.map(({ createdId, fields: f }) => {
    const contactType = f.contactType ?? PERSON_TYPE;
    const isPerson = contactType !== COMPANY_TYPE;
    return {
      id: createdId,
      contact_type: contactType,
      first_name: f.firstName ?? '',
      last_name: f.lastName ?? '',
      razon_social: f.razonSocial,
      actividad: f.actividad,
      web_site: f.webSite,
      document_type: f.documentType,
      document_number: f.documentNumber,
      birthdate: f.birthdate ?? (isPerson ? DEFAULT_BIRTHDATE : null),
      city: f.city,
      gender: f.gender ?? (isPerson ? DEFAULT_GENDER : null),
      address: f.address,
      email: f.email,
      phone: f.phone,
      phone_digits: f.phoneDigits,
      created_by: actor?.id ?? null,
    };
  });
  await tx.execute(sql`
    insert into ${contacts} (id, contact_type, first_name, last_name, razon_social, actividad, web_site, document_type,
      document_number, birthdate, city, gender, address, email, phone, phone_digits, created_by)
    select v.id, v.contact_type, v.first_name, v.last_name, v.razon_social, v.actividad, v.web_site, v.document_type,
      v.document_number, v.birthdate::date, v.city, v.gender, v.address, v.email, v.phone, v.phone_digits, v.created_by
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      id int, contact_type text, first_name text, last_name text, razon_social text, actividad text, web_site text,
      document_type text, document_number text, birthdate text, city text, gender text, address text, email text,
      phone text, phone_digits text, created_by int)`);
  const firstData = targets.flatMap((target) =>
    PRIMARY_COPIES.flatMap(({ tipo, field }) => {
      const value = target.fields[field];
      return value ? [{ contact_id: target.createdId!, tipo, value }] : [];
    }),
  );
  await insertPrimaryData(tx, firstData);
}

/** 'Principal' contact_data entries; a batch adds at most one of each kind per contact. */
async function insertPrimaryData(tx: Db, entries: { contact_id: number; tipo: string; value: string }[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`
    insert into ${contactData} (contact_id, tipo, label, value_1)
    select v.contact_id, v.tipo, ${PRIMARY_DATA_LABEL}, v.value
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as v(contact_id int, tipo text, value text)`);
}

/**
 * As applyContactUpdate: each new primary e-mail, phone or address rewrites the contact's first
 * contact_data entry of that kind (or adds a 'Principal' one), then the contacts row takes the filled
 * cells. The contact type is set only when a contact is created.
 */
async function updateExistingContacts(tx: Db, targets: Target[]): Promise<void> {
  if (targets.length === 0) return;
  const ids = targets.map((t) => t.existingId!);
  await syncFirstDataEntries(tx, targets, ids);
  const changes = targets.map(({ existingId, fields: f }) => ({
    id: existingId,
    first_name: f.firstName, last_name: f.lastName, razon_social: f.razonSocial, actividad: f.actividad, web_site: f.webSite,
    document_type: f.documentType, document_number: f.documentNumber, birthdate: f.birthdate, city: f.city, gender: f.gender,
    address: f.address, email: f.email, phone: f.phone, phone_digits: f.phoneDigits,
  }));
  await tx.execute(sql`
    update ${contacts} c set
      first_name = coalesce(v.first_name, c.first_name),
      last_name = coalesce(v.last_name, c.last_name),
      razon_social = coalesce(v.razon_social, c.razon_social),
      actividad = coalesce(v.actividad, c.actividad),
      web_site = coalesce(v.web_site, c.web_site),
      document_type = coalesce(v.document_type, c.document_type),
      document_number = coalesce(v.document_number, c.document_number),
      birthdate = coalesce(v.birthdate::date, c.birthdate),
      city = coalesce(v.city, c.city),
      gender = coalesce(v.gender, c.gender),
      address = coalesce(v.address, c.address),
      email = coalesce(v.email, c.email),
      phone = coalesce(v.phone, c.phone),
      phone_digits = coalesce(v.phone_digits, c.phone_digits),
      phone_unparsed = c.phone_unparsed and v.phone is null,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(
      id int, first_name text, last_name text, razon_social text, actividad text, web_site text, document_type text,
      document_number text, birthdate text, city text, gender text, address text, email text, phone text, phone_digits text)
    where c.id = v.id`);
}

async function syncFirstDataEntries(tx: Db, targets: Target[], ids: number[]): Promise<void> {
  const firstEntries = await rows<{ id: number; contact_id: number; tipo: string; value_1: string }>(tx, sql`
    select distinct on (contact_id, tipo) id, contact_id, tipo, value_1
    from ${contactData}
    where contact_id in ${sql.raw(`(${ids.map(Number).join(',')})`)} and tipo in ('Email', 'Telefono', 'Direccion')
    order by contact_id, tipo, id`);
  const first = new Map(firstEntries.map((e) => [`${e.contact_id}:${e.tipo}`, e]));
  const rewrites: { id: number; value: string }[] = [];
  const additions: { contact_id: number; tipo: string; value: string }[] = [];
  for (const target of targets) {
    for (const { tipo, field } of PRIMARY_COPIES) {
      const value = target.fields[field];
      if (value === null) continue;
      const entry = first.get(`${target.existingId}:${tipo}`);
      if (!entry) additions.push({ contact_id: target.existingId!, tipo, value });
      else if (entry.value_1 !== value) rewrites.push({ id: Number(entry.id), value });
    }
  }
  await insertPrimaryData(tx, additions);
  if (rewrites.length > 0) {
    await tx.execute(sql`
      update ${contactData} d set value_1 = v.value
      from jsonb_to_recordset(${JSON.stringify(rewrites)}::jsonb) as v(id int, value text)
      where d.id = v.id`);
  }
}

/** Adds the contacts to their (existing) groups. */
async function addToGroups(tx: Db, targets: Target[]): Promise<void> {
  const members = targets.flatMap((target) =>
    [...target.groupIds].map((groupId) => ({ group_id: groupId, contact_id: (target.existingId ?? target.createdId)! })));
  await addMemberships(tx, members);
}
