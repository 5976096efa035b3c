import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContactDataTipo } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { isAnyOf } from '../../db/search.js';
import { preparedOn } from '../../db/prepared.js';
import { contactData } from './contact-data.tables.js';

/** A contact_data entry to write: its tipo, label and first value. */
export interface ContactDataEntry {
  tipo: ContactDataTipo;
  label: string;
  value1: string;
}

/** Writes entries of a contact, in the caller's transaction. */
export async function insertContactData(tx: Db, contactId: number, entries: readonly ContactDataEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(contactData).values(entries.map((entry) => ({ contactId, ...entry })));
}

/** An `insert` writing entries of the contact whose id `contactId` (an SQL expression) gives, for a CTE of another module's statement. */
export function insertContactDataSql(contactId: SQL, entries: readonly ContactDataEntry[]): SQL {
  return sql`insert into ${contactData} (contact_id, tipo, label, value_1)
        values ${sql.join(entries.map((entry) => sql`(${contactId}, ${entry.tipo}, ${entry.label}, ${entry.value1})`), sql`, `)}`;
}

/**
 * Makes `value` the contact's first entry of `tipo` (rewriting it, or adding one labelled `label`), or with null
 * removes that entry; answers the contact's first value of `tipo` afterwards. In the caller's transaction.
 */
export async function setFirstContactData(tx: Db, contactId: number, tipo: ContactDataTipo, value: string | null, label: string): Promise<string | null> {
  const firstOf = () => tx
    .select({ id: contactData.id, value1: contactData.value1 })
    .from(contactData)
    .where(and(eq(contactData.contactId, contactId), eq(contactData.tipo, tipo)))
    .orderBy(asc(contactData.id))
    .limit(1);
  const [first] = await firstOf();
  if (value !== null) {
    if (first) await tx.update(contactData).set({ value1: value }).where(eq(contactData.id, first.id));
    else await tx.insert(contactData).values({ contactId, tipo, label, value1: value });
    return value;
  }
  if (!first) return null;
  await tx.delete(contactData).where(eq(contactData.id, first.id));
  const [next] = await firstOf();
  return next?.value1 ?? null;
}

/** Every entry of a contact, oldest first. */
export async function contactDataOf(db: Db, contactId: number) {
  return db.select().from(contactData).where(eq(contactData.contactId, contactId)).orderBy(asc(contactData.id));
}

/** The Telegram users recorded among the social networks of some contacts (`ids`), newest first. */
const telegramsOf = preparedOn((db) => db
  .select({ contactId: contactData.contactId, value: contactData.value1 })
  .from(contactData)
  .where(and(isAnyOf(contactData.contactId, sql.placeholder('ids')), eq(contactData.tipo, 'Redes Sociales'), eq(contactData.label, 'Telegram')))
  .orderBy(desc(contactData.id))
  .prepare('contact_telegrams'));

/** The first Telegram user recorded among the social networks of each of `contactIds`. */
export async function telegramByContact(db: Db, contactIds: number[]): Promise<Map<number, string>> {
  if (contactIds.length === 0) return new Map();
  const found = await telegramsOf(db).execute({ ids: contactIds });
  // Newest first, so the oldest of each contact is set last.
  return new Map(found.map((row) => [row.contactId, row.value]));
}

/** A contact's entries of one tipo, oldest first. */
export async function contactDataOfTipo(db: Db, contactId: number, tipo: ContactDataTipo) {
  return db
    .select({ id: contactData.id, value1: contactData.value1, label: contactData.label })
    .from(contactData)
    .where(and(eq(contactData.contactId, contactId), eq(contactData.tipo, tipo)))
    .orderBy(asc(contactData.id));
}

/** Swaps the values and labels of two entries, in the caller's transaction. */
export async function swapContactData(
  tx: Db, first: { id: number; value1: string; label: string }, second: { id: number; value1: string; label: string },
): Promise<void> {
  await tx.update(contactData).set({ value1: second.value1, label: first.label }).where(eq(contactData.id, first.id));
  await tx.update(contactData).set({ value1: first.value1, label: second.label }).where(eq(contactData.id, second.id));
}
