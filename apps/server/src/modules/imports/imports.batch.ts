import { sql } from 'drizzle-orm';
import { IMPORT_MSG, type ImportOutcome } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import type { AuditActor } from '../audits/audits.record.js';
import { insertPrincipalEntries, setFirstEntries, type PrimaryTipo, type PrimaryValue } from '../contact-data/contact-data.batch.js';
import { addMemberships, groupIdsByLowerName } from '../contact-groups/contact-groups.queries.js';
import { fillContacts, insertContacts, oldestContactsByKey, type ContactsByKey } from '../contacts/contacts.batch.js';
import { lockEveryDuplicateKey } from '../contacts/contacts.writes.js';
import { missingForCreate, parseContactRow, type ImportedContact } from './imports.row.js';
import { rowDataByHeader, type SheetRow } from './imports.sheet.js';
import { importJobKeys, type ImportKeyKind } from './imports.tables.js';

/**
 * Writes a batch of spreadsheet rows as contacts with a handful of queries (the set-based writers of
 * contacts.batch.ts and contact-data.batch.ts). It produces the same rows as insertContact /
 * applyContactUpdate in contacts/contacts.writes.ts (the contacts row with its primary e-mail, phone and
 * address, and those values as the first 'Principal' contact_data entries)
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
] as const satisfies readonly { tipo: PrimaryTipo; field: keyof ImportedContact }[];

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

/** The oldest active contact for each document, e-mail and phone of the batch, in one statement. */
function findExisting(tx: Db, batch: ImportedContact[]): Promise<ContactsByKey> {
  return oldestContactsByKey(tx, {
    documents: unique(batch.map((c) => c.documentNumber)),
    emails: unique(batch.map((c) => c.email)),
    phones: unique(batch.map((c) => c.phoneDigits)),
  });
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

  constructor(private readonly existing: ContactsByKey) {}

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

/** The primary e-mail, phone and address the targets' rows bring, for their first contact_data entries. */
function primaryValues(targets: Target[], idOf: (target: Target) => number): PrimaryValue[] {
  return targets.flatMap((target) => PRIMARY_COPIES.flatMap(({ tipo, field }) => {
    const value = target.fields[field];
    return value ? [{ contactId: idOf(target), tipo, value }] : [];
  }));
}

/** Creates the new contacts (as insertContact, defaults included) and their primary values as 'Principal' entries. */
async function insertNewContacts(tx: Db, targets: Target[], actor: AuditActor | null): Promise<void> {
  if (targets.length === 0) return;
  const ids = await insertContacts(tx, targets.map((target) => target.fields), actor?.id ?? null);
  targets.forEach((target, i) => {
    target.createdId = ids[i]!;
  });
  await insertPrincipalEntries(tx, primaryValues(targets, (target) => target.createdId!));
}

/**
 * As applyContactUpdate: each new primary e-mail, phone or address rewrites the contact's first
 * contact_data entry of that kind (or adds a 'Principal' one), then the contacts row takes the filled
 * cells. The contact type is set only when a contact is created.
 */
async function updateExistingContacts(tx: Db, targets: Target[]): Promise<void> {
  if (targets.length === 0) return;
  await setFirstEntries(tx, primaryValues(targets, (target) => target.existingId!));
  await fillContacts(tx, targets.map((target) => ({ ...target.fields, id: target.existingId! })));
}

/** Adds the contacts to their (existing) groups. */
async function addToGroups(tx: Db, targets: Target[]): Promise<void> {
  const members = targets.flatMap((target) =>
    [...target.groupIds].map((groupId) => ({ group_id: groupId, contact_id: (target.existingId ?? target.createdId)! })));
  await addMemberships(tx, members);
}
