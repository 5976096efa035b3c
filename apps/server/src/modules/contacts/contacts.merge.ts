import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  COMPANY_MERGE_FIELDS, CONTACT_MSG, MERGE_FIELD_LABELS, MERGE_MSG, MergeCounts, PERSON_MERGE_FIELDS, PRIVACY_MSG,
  type ContactDataTipo, type ContactMerge, type MergeField,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, fieldErrors, notFound, taken } from '../../errors.js';
import { violatedUniqueIndex } from '../../db/errors.js';
import { emit } from '../../events/events.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { syncPrimaryCopies } from '../contact-data/contact-data.service.js';
import { contactDataOfTipo, swapContactData } from '../contact-data/contact-data.queries.js';
import { countNaming, moveMembership, type ContactMergeHook, type ContactMergeStep } from './contacts.merge-hooks.js';
import { applyContactUpdate, contactFullName, isCompany, type ContactFields, type ContactRow } from './contacts.writes.js';
import { companyPeople, contactAgents, contactRelations, contacts } from './contacts.tables.js';

/**
 * Merging two contacts. Everything that points at the absorbed contact (`other`) is moved to the survivor in
 * one transaction, values the survivor already has are not duplicated, the fields chosen from `other` are
 * written on the survivor, and `other` is deleted the way a contact delete does. The rows of other modules
 * move through their hooks (`ContactMergeHook`, collected in `modules/index.ts`); this module moves its own
 * and, for now, the contact data, documents and hoja de vida it writes with them.
 */

interface Pair {
  survivor: ContactRow;
  other: ContactRow;
}

/** The two contacts of a merge, or the answer that refuses it. */
async function mergeablePair(db: Db, survivorId: number, otherId: number, lock = false): Promise<Pair> {
  if (survivorId === otherId) throw fieldError('other_id', MERGE_MSG.sameContact);
  const query = db.select().from(contacts).where(inArray(contacts.id, [survivorId, otherId])).orderBy(asc(contacts.id));
  // Locked in id order, so that two merges of the same contacts wait for each other instead of deadlocking.
  const found = lock ? await query.for('update') : await query;
  const survivor = found.find((c) => c.id === survivorId);
  const other = found.find((c) => c.id === otherId);
  if (!survivor) throw notFound(CONTACT_MSG.contactNotFound);
  if (!other) throw notFound(MERGE_MSG.unknownContact(otherId));
  if (survivor.deletedAt) throw fieldError('id', MERGE_MSG.deletedContact(survivorId));
  if (other.deletedAt) throw fieldError('other_id', MERGE_MSG.deletedContact(otherId));
  // A suppressed contact keeps no personal data to merge, and must not receive someone else's.
  if (survivor.suppressedAt) throw fieldError('id', PRIVACY_MSG.suppressedNoEdit);
  if (other.suppressedAt) throw fieldError('other_id', PRIVACY_MSG.suppressedNoEdit);
  if (survivor.contactType !== other.contactType) throw fieldError('other_id', MERGE_MSG.differentKinds);
  return { survivor, other };
}

const fieldsOfKind = (row: ContactRow) => (isCompany(row) ? COMPANY_MERGE_FIELDS : PERSON_MERGE_FIELDS);

/** A choice for a field the contacts' kind does not have (a company's last name) is refused. */
function assertChoicesApply(row: ContactRow, keep: ContactMerge['keep']): void {
  const offered = fieldsOfKind(row);
  const misplaced = (Object.keys(keep) as MergeField[]).filter((field) => keep[field] !== undefined && !offered.includes(field));
  if (misplaced.length > 0) throw fieldErrors(Object.fromEntries(misplaced.map((field) => [`keep.${field}`, [MERGE_MSG.fieldNotOfKind]])));
}

const countRows = async (db: Db, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/** The figures this module counts itself: its own rows and the contact data it moves. */
const OWN_COUNTS: ContactMergeHook['counts'] = {
  relations: (db, id) => countRows(db, contactRelations, or(eq(contactRelations.contactId, id), eq(contactRelations.destinatarioId, id))),
  agents: (db, id) => countNaming(db, contactAgents, contactAgents.contactId, id),
};

/**
 * What the contact `id` would bring to a merge, one figure after the other (as a transaction's client needs).
 * Every figure of the preview has one module counting it; a figure nobody counts is a mistake, not a zero.
 */
export async function relatedCounts(db: Db, hooks: readonly ContactMergeHook[], id: number): Promise<MergeCounts> {
  const counters = [OWN_COUNTS, ...hooks.map((hook) => hook.counts ?? {})];
  const figures = {} as MergeCounts;
  for (const name of Object.keys(MergeCounts.shape) as (keyof MergeCounts)[]) {
    const counter = counters.find((counts) => counts?.[name])?.[name];
    if (!counter) throw new Error(`Ningún módulo cuenta «${name}» para la fusión de contactos`);
    figures[name] = await counter(db, id);
  }
  return figures;
}

/** What a merge of `otherId` into `survivorId` would move; refused like the merge itself. */
export async function mergePreview(db: Db, hooks: readonly ContactMergeHook[], survivorId: number, otherId: number): Promise<{ moves: MergeCounts }> {
  const { other } = await mergeablePair(db, survivorId, otherId);
  return { moves: await relatedCounts(db, hooks, other.id) };
}

// ---------------------------------------------------------------------------------------------
// Moving rows

/** The contact's agents and company people: the survivor takes what it does not have yet. */
async function moveOwnRows(tx: Db, step: ContactMergeStep): Promise<void> {
  await moveMembership(tx, contactAgents, contactAgents.contactId, [contactAgents.userId], step);
  await moveMembership(tx, companyPeople, companyPeople.companyId, [companyPeople.personId], step);
  await moveMembership(tx, companyPeople, companyPeople.personId, [companyPeople.companyId], step);
  // A company is not its own contact person.
  await tx.delete(companyPeople).where(and(eq(companyPeople.companyId, step.survivorId), eq(companyPeople.personId, step.survivorId)));
}

/** Relations both ways; one between the two contacts would relate the survivor to itself and is dropped. */
async function moveRelations(tx: Db, survivorId: number, otherId: number): Promise<void> {
  await tx.execute(sql`insert into ${contactRelations} (contact_id, destinatario_id, tipo_relacion, created_at)
    select ${survivorId}, destinatario_id, tipo_relacion, created_at from ${contactRelations}
    where contact_id = ${otherId} and destinatario_id <> ${survivorId} on conflict do nothing`);
  await tx.execute(sql`insert into ${contactRelations} (contact_id, destinatario_id, tipo_relacion, created_at)
    select contact_id, ${survivorId}, tipo_relacion, created_at from ${contactRelations}
    where destinatario_id = ${otherId} and contact_id <> ${survivorId} on conflict do nothing`);
  await tx.delete(contactRelations).where(or(eq(contactRelations.contactId, otherId), eq(contactRelations.destinatarioId, otherId)));
}

// ---------------------------------------------------------------------------------------------
// Values

const PRIMARY_FIELDS = [
  { field: 'email', tipo: 'Email' },
  { field: 'phone', tipo: 'Telefono' },
  { field: 'address', tipo: 'Direccion' },
] as const satisfies readonly { field: MergeField; tipo: ContactDataTipo }[];

/** The profile fields (other than the primary e-mail, phone and address) taken from `other`. */
function chosenFields(other: ContactRow, keep: ContactMerge['keep']): ContactFields {
  const fromOther = (field: MergeField) => keep[field] === 'other';
  const fields: ContactFields = {};
  if (fromOther('first_name')) fields.first_name = other.firstName;
  if (fromOther('last_name')) fields.last_name = other.lastName;
  if (fromOther('razon_social')) fields.razon_social = other.razonSocial;
  if (fromOther('actividad')) fields.actividad = other.actividad;
  if (fromOther('web_site')) fields.web_site = other.webSite;
  if (fromOther('document')) {
    fields.documentType = other.documentType;
    fields.documentNumber = other.documentNumber;
  }
  if (fromOther('birthdate')) fields.birthdate = other.birthdate;
  if (fromOther('gender')) fields.gender = other.gender;
  if (fromOther('city')) fields.city = other.city;
  return fields;
}

/** The same comparison as `comparable`, for a value in hand. */
const comparableValue = (value: string, tipo: ContactDataTipo) =>
  (tipo === 'Telefono' ? value.replace(/[^0-9]/g, '') : value.trim().toLowerCase());

/**
 * Makes `value` the survivor's first entry of `tipo` (the one the contact row copies), by swapping it with
 * the entry that is first now; the other entries stay.
 */
async function makePrimary(tx: Db, contactId: number, tipo: ContactDataTipo, value: string): Promise<void> {
  const entries = await contactDataOfTipo(tx, contactId, tipo);
  const wanted = comparableValue(value, tipo);
  const chosen = entries.find((e) => comparableValue(e.value1, tipo) === wanted);
  const first = entries[0];
  if (!chosen || !first || chosen.id === first.id) return;
  await swapContactData(tx, first, chosen);
}

/** The primary e-mail, phone and address as chosen, kept in step with the entries of contact_data. */
async function applyPrimaryChoices(tx: Db, pair: Pair, keep: ContactMerge['keep']): Promise<void> {
  for (const { field, tipo } of PRIMARY_FIELDS) {
    const chosen = keep[field] === 'other' ? pair.other[field] : pair.survivor[field];
    if (chosen) await makePrimary(tx, pair.survivor.id, tipo, chosen);
    await syncPrimaryCopies(tx, pair.survivor.id, tipo);
  }
}

function describeMerge(pair: Pair, keep: ContactMerge['keep']): string {
  const taken = (Object.keys(keep) as MergeField[]).filter((field) => keep[field] === 'other').map((field) => MERGE_FIELD_LABELS[field]);
  const values = taken.length > 0 ? `; valores tomados del contacto fusionado: ${taken.join(', ')}` : '';
  return `Se fusionó el contacto ${contactFullName(pair.other)} (${pair.other.id}) en ${contactFullName(pair.survivor)} (${pair.survivor.id})${values}`;
}

/** The partial unique index that keeps a live document number on one contact. */
const DOCUMENT_INDEX = 'contacts_document_uq';

/**
 * Merges `input.other_id` into `survivorId` and answers what moved. The absorbed contact is deleted
 * first inside the transaction, so that its document number is free when the survivor takes it.
 */
export async function mergeContacts(
  db: Db, hooks: readonly ContactMergeHook[], actor: AuditActor, survivorId: number, input: ContactMerge,
): Promise<MergeCounts> {
  const checked = await mergeablePair(db, survivorId, input.other_id);
  assertChoicesApply(checked.survivor, input.keep);
  try {
    return await db.transaction(async (tx) => {
      const pair = await mergeablePair(tx, survivorId, input.other_id, true);
      const moved = await relatedCounts(tx, hooks, pair.other.id);
      const now = new Date();
      // A login user stays with its person: the survivor takes the absorbed contact's when it has none.
      const login = pair.survivor.userId === null && pair.other.userId !== null ? pair.other.userId : undefined;
      await tx.update(contacts)
        .set({ deletedAt: now, updatedAt: now, ...(login === undefined ? {} : { userId: null }) })
        .where(eq(contacts.id, pair.other.id));
      const step: ContactMergeStep = { survivorId: pair.survivor.id, otherId: pair.other.id, keep: input.keep };
      for (const hook of hooks) await hook.move(tx, step);
      await moveOwnRows(tx, step);
      await moveRelations(tx, pair.survivor.id, pair.other.id);
      await applyContactUpdate(tx, pair.survivor.id, { ...chosenFields(pair.other, input.keep), user_id: login });
      await applyPrimaryChoices(tx, pair, input.keep);
      await emit(tx, { type: 'contact.deleted', id: pair.other.id });
      await emit(tx, { type: 'contact.updated', id: pair.survivor.id });
      await recordAudit(tx, actor, {
        contentType: 'Contacto', action: 'Actualización', objectId: pair.survivor.id, contactId: pair.survivor.id,
        descripcion: describeMerge(pair, input.keep),
      });
      return moved;
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === DOCUMENT_INDEX) throw taken('keep.document', CONTACT_MSG.documentTaken);
    throw error;
  }
}
