import { sql } from 'drizzle-orm';
import { PRIMARY_DATA_LABEL, type ContactDataTipo } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { contactData } from './contact-data.tables.js';

/**
 * The contact_data writes of a bulk writer (the spreadsheet import): a few set-based statements per batch, whatever
 * its size, in the caller's transaction; rows travel as one JSON parameter.
 */

/** The tipos whose first entry is a contact's primary value (the contacts row keeps a copy of it). */
export type PrimaryTipo = Extract<ContactDataTipo, 'Email' | 'Telefono' | 'Direccion'>;

/** A contact's primary e-mail, phone or address, as its first contact_data entry of that tipo holds it. */
export interface PrimaryValue {
  contactId: number;
  tipo: PrimaryTipo;
  value: string;
}

/** Adds the values as 'Principal' entries; a batch adds at most one of each tipo per contact. */
export async function insertPrincipalEntries(tx: Db, values: readonly PrimaryValue[]): Promise<void> {
  if (values.length === 0) return;
  const entries = values.map((v) => ({ contact_id: v.contactId, tipo: v.tipo, value: v.value }));
  await tx.execute(sql`
    insert into ${contactData} (contact_id, tipo, label, value_1)
    select v.contact_id, v.tipo, ${PRIMARY_DATA_LABEL}, v.value
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as v(contact_id int, tipo text, value text)`);
}

/**
 * As setFirstContactData for many contacts at once: each value rewrites its contact's first entry of its tipo (left
 * alone when it already holds it), or is added as a 'Principal' entry when the contact has none of that tipo.
 */
export async function setFirstEntries(tx: Db, values: readonly PrimaryValue[]): Promise<void> {
  if (values.length === 0) return;
  const ids = [...new Set(values.map((v) => v.contactId))];
  const firstEntries = await rows<{ id: number; contact_id: number; tipo: string; value_1: string }>(tx, sql`
    select distinct on (contact_id, tipo) id, contact_id, tipo, value_1
    from ${contactData}
    where contact_id in ${sql.raw(`(${ids.map(Number).join(',')})`)} and tipo in ('Email', 'Telefono', 'Direccion')
    order by contact_id, tipo, id`);
  const first = new Map(firstEntries.map((e) => [`${e.contact_id}:${e.tipo}`, e]));
  const rewrites: { id: number; value: string }[] = [];
  const additions: PrimaryValue[] = [];
  for (const v of values) {
    const entry = first.get(`${v.contactId}:${v.tipo}`);
    if (!entry) additions.push(v);
    else if (entry.value_1 !== v.value) rewrites.push({ id: Number(entry.id), value: v.value });
  }
  await insertPrincipalEntries(tx, additions);
  if (rewrites.length > 0) {
    await tx.execute(sql`
      update ${contactData} d set value_1 = v.value
      from jsonb_to_recordset(${JSON.stringify(rewrites)}::jsonb) as v(id int, value text)
      where d.id = v.id`);
  }
}
