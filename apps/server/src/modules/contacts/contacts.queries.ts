import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
