import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  CONTACT_DATA_MSG, isValidPhone, phoneDigits, type ContactDataCreate, type ContactDataList, type ContactDataRead, type ContactDataTipo,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { contacts } from '../contacts/contacts.tables.js';
import { contactData } from './contact-data.tables.js';

const CONTENT_TYPE = 'Datos de contacto';

/** True when the contact exists and is not deleted. */
export async function activeContactExists(db: Db, contactId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  return Boolean(found);
}

/**
 * Locks the contact's row until the transaction ends, so that concurrent changes to its data see
 * each other; false when the contact does not exist, is deleted or its personal data was suppressed.
 */
export async function lockActiveContact(tx: Db, contactId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), isNull(contacts.deletedAt), isNull(contacts.suppressedAt)))
    .for('update');
  return Boolean(found);
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

/** Sets the contact's copy of its primary e-mail, phone or address to its oldest remaining entry of that tipo (or null). */
export async function syncPrimaryCopies(tx: Db, contactId: number, tipo: ContactDataTipo): Promise<void> {
  const [oldest] = await tx
    .select({ value: contactData.value1 })
    .from(contactData)
    .where(and(eq(contactData.contactId, contactId), eq(contactData.tipo, tipo)))
    .orderBy(asc(contactData.id))
    .limit(1);
  const copy = primaryCopy(tipo, oldest?.value ?? null);
  if (copy) await tx.update(contacts).set({ ...copy, updatedAt: new Date() }).where(eq(contacts.id, contactId));
}

/** A contact's entries of one tipo, oldest first. */
export async function listContactData(db: Db, contactId: number, tipo: ContactDataTipo): Promise<ContactDataList> {
  if (!(await activeContactExists(db, contactId))) throw notFound(CONTACT_DATA_MSG.contactNotFound);
  const found = await db
    .select({ id: contactData.id, label: contactData.label, value_1: contactData.value1 })
    .from(contactData)
    .where(and(eq(contactData.contactId, contactId), eq(contactData.tipo, tipo)))
    .orderBy(asc(contactData.id));
  return { count: found.length, results: found };
}

function toRead(row: typeof contactData.$inferSelect): ContactDataRead {
  return { id: row.id, contact: row.contactId, tipo: row.tipo as ContactDataTipo, label: row.label, value_1: row.value1 };
}

export async function addContactData(db: Db, actor: AuditActor, input: ContactDataCreate): Promise<ContactDataRead> {
  const created = await db.transaction(async (tx) => {
    if (!(await lockActiveContact(tx, input.contact))) throw fieldError('contact', CONTACT_DATA_MSG.contactNotFound);
    const [row] = await tx
      .insert(contactData)
      .values({ contactId: input.contact, tipo: input.tipo, label: input.label, value1: input.value_1 })
      .returning();
    await syncPrimaryCopies(tx, input.contact, input.tipo);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: row!.id, contactId: input.contact,
      descripcion: `Se agregó ${input.tipo} (${input.label}) ${input.value_1} al contacto ${input.contact}`,
    });
    return row!;
  });
  return toRead(created);
}

export async function deleteContactData(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ contactId: contactData.contactId }).from(contactData).where(eq(contactData.id, id));
    if (!found || !(await lockActiveContact(tx, found.contactId))) throw notFound(CONTACT_DATA_MSG.dataNotFound);
    const [row] = await tx.delete(contactData).where(eq(contactData.id, id)).returning();
    if (!row) throw notFound(CONTACT_DATA_MSG.dataNotFound);
    await syncPrimaryCopies(tx, row.contactId, row.tipo as ContactDataTipo);
    await recordAudit(tx, actor, {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, contactId: row.contactId,
      descripcion: `Se eliminó ${row.tipo} (${row.label}) ${row.value1} del contacto ${row.contactId}`,
    });
  });
}
