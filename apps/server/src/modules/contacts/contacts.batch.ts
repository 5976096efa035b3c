import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TYPE, DEFAULT_BIRTHDATE, DEFAULT_GENDER, PERSON_TYPE } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { contacts } from './contacts.tables.js';

/**
 * The contacts writes of a bulk writer (the spreadsheet import): a few set-based statements per batch, whatever its
 * size, in the caller's transaction; rows travel as one JSON parameter. They write what insertContact and
 * applyContactUpdate (contacts.writes.ts) write on the contacts row; the contact_data copies of the primary values are
 * contact-data.batch.ts's.
 */

/** The columns a batch writes; null is a blank: a new contact takes the default, an existing one keeps its value. */
export interface BatchContact {
  /** null: a new contact is a person. Set only when a contact is created. */
  contactType: string | null;
  firstName: string | null;
  lastName: string | null;
  razonSocial: string | null;
  documentType: string | null;
  documentNumber: string | null;
  email: string | null;
  phone: string | null;
  phoneDigits: string | null;
  city: string | null;
  address: string | null;
  gender: string | null;
  birthdate: string | null;
  actividad: string | null;
  webSite: string | null;
}

/** The oldest contact not deleted with each document number, e-mail (lower-case) and phone digits looked up. */
export interface ContactsByKey {
  byDocument: Map<string, number>;
  byEmail: Map<string, number>;
  byPhone: Map<string, number>;
}

/**
 * The oldest active contact for each document, e-mail (given lower-case) and phone digits, in one statement. Each
 * key is looked up through its own index: the OFFSET 0 keeps the planner from turning the lookups into one join,
 * which it would do with a sequential scan of the table, as it cannot estimate lower(email) (its index is partial,
 * so its statistics are not used).
 */
export async function oldestContactsByKey(
  tx: Db, keys: { documents: readonly string[]; emails: readonly string[]; phones: readonly string[] },
): Promise<ContactsByKey> {
  const found: ContactsByKey = { byDocument: new Map(), byEmail: new Map(), byPhone: new Map() };
  if (keys.documents.length + keys.emails.length + keys.phones.length === 0) return found;
  const lookup = (kind: string, values: readonly string[], matches: SQL) => sql`
    select ${kind} as kind, v.key, c.id
    from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as v(key)
    cross join lateral (select id from ${contacts} where ${matches} and deleted_at is null offset 0) as c`;
  const matches = await rows<{ kind: string; key: string; id: number }>(tx, sql`
    ${lookup('document', keys.documents, sql`document_number = v.key`)}
    union all ${lookup('email', keys.emails, sql`lower(email) = v.key`)}
    union all ${lookup('phone', keys.phones, sql`phone_digits = v.key`)}`);
  const byKind = { document: found.byDocument, email: found.byEmail, phone: found.byPhone } as Record<string, Map<string, number>>;
  for (const match of matches) {
    const byKey = byKind[match.kind]!;
    const id = Number(match.id);
    if (!byKey.has(match.key) || byKey.get(match.key)! > id) byKey.set(match.key, id);
  }
  return found;
}

/**
 * Creates the contacts with the same columns and defaults as insertContact: a person is born 2000-01-01 with gender
 * Otro unless the row says otherwise. The ids are taken from the contacts sequence first, so that the caller can
 * write each new contact's other rows in the same batch; answers them in the order of `created`.
 */
export async function insertContacts(tx: Db, created: readonly BatchContact[], createdBy: number | null): Promise<number[]> {
  if (created.length === 0) return [];
  const ids = (await rows<{ id: number }>(tx, sql`
    select nextval(pg_get_serial_sequence('contacts', 'id'))::int as id from generate_series(1, ${created.length})`))
    .map((row) => Number(row.id));
  const values = created.map((f, i) => {
    const contactType = f.contactType ?? PERSON_TYPE;
    const isPerson = contactType !== COMPANY_TYPE;
    return {
      id: ids[i],
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
      created_by: createdBy,
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
  return ids;
}

/** Writes the filled columns of each existing contact `id`, as applyContactUpdate does; the contact type stays. */
export async function fillContacts(tx: Db, changed: readonly (BatchContact & { id: number })[]): Promise<void> {
  if (changed.length === 0) return;
  const changes = changed.map((f) => ({
    id: f.id,
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
