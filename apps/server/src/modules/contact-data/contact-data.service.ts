import { and, asc, eq } from 'drizzle-orm';
import {
  CONTACT_DATA_MSG, type ContactDataCreate, type ContactDataList, type ContactDataRead, type ContactDataTipo,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { isActiveContact, lockWorkableContact, setPrimaryCopy } from '../contacts/contacts.queries.js';
import { contactData } from './contact-data.tables.js';

const CONTENT_TYPE = 'Datos de contacto';

/** True when the contact exists and is not deleted. */
export const activeContactExists = isActiveContact;

/**
 * Locks the contact's row until the transaction ends, so that concurrent changes to its data see
 * each other; false when the contact does not exist, is deleted or its personal data was suppressed.
 */
export async function lockActiveContact(tx: Db, contactId: number): Promise<boolean> {
  return (await lockWorkableContact(tx, contactId)) !== undefined;
}

/** Sets the contact's copy of its primary e-mail, phone or address to its oldest remaining entry of that tipo (or null). */
export async function syncPrimaryCopies(tx: Db, contactId: number, tipo: ContactDataTipo): Promise<void> {
  const [oldest] = await tx
    .select({ value: contactData.value1 })
    .from(contactData)
    .where(and(eq(contactData.contactId, contactId), eq(contactData.tipo, tipo)))
    .orderBy(asc(contactData.id))
    .limit(1);
  await setPrimaryCopy(tx, contactId, tipo, oldest?.value ?? null);
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
