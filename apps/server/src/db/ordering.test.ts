import { describe, expect, it } from 'vitest';
import { asc, desc, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_ORDERING, AUDIT_ORDERING, CAMPAIGN_ORDERING, CASE_ORDERING, CONTACT_ORDERING, GROUP_ORDERING, PRODUCT_ORDERING,
  PROJECT_ORDERING, ROLE_ORDERING, SURVEY_ORDERING, TYPIFICATION_ORDERING, USER_ORDERING,
} from '@atiende/shared';
import { useTestApp } from '../test/harness.js';
import { contacts, users } from './schema.js';
import { contactSortName } from '../modules/contacts/contacts.tables.js';

const t = useTestApp();

/** Every paged list the browser shows in a table, with the fields it may be sorted by. */
const SORTED_LISTS: [string, readonly string[]][] = [
  ['/api/users/', USER_ORDERING],
  ['/api/roles/', ROLE_ORDERING],
  ['/api/contact/grupoContacto/', GROUP_ORDERING],
  ['/api/produccion/account/', ACCOUNT_ORDERING],
  ['/api/campaign/campaign/', CAMPAIGN_ORDERING],
  ['/api/productos/', PRODUCT_ORDERING],
  ['/api/survey/survey/', SURVEY_ORDERING],
  ['/api/casos/casos/', CASE_ORDERING],
  ['/api/casos/casos/casos_por_estado/', CASE_ORDERING],
  ['/api/task/project/', PROJECT_ORDERING],
  ['/api/audits/audits/', AUDIT_ORDERING],
  ['/api/contact/contacto/', CONTACT_ORDERING],
  ['/api/contact/calificacionContacto/', TYPIFICATION_ORDERING],
  ['/api/contact/descripcionCalificacion/', TYPIFICATION_ORDERING],
  ['/api/tramite/tipoGestionContacto/', TYPIFICATION_ORDERING],
];

let tagCounter = 0;
const newTag = () => `orden${++tagCounter}${Date.now().toString(36)}`;

async function insertUsers(tag: string, firstNames: string[]): Promise<number[]> {
  const inserted = await t.database.db.insert(users).values(firstNames.map((firstName, i) => ({
    username: `${tag}.${i}@atiende.co`, email: `${tag}.${i}@atiende.co`, passwordHash: 'x', firstName, lastName: tag,
  }))).returning({ id: users.id });
  return inserted.map((u) => u.id);
}

async function listed(url: string): Promise<{ count: number; next: string | null; results: { id: number }[] }> {
  const res = await t.call(t.admin, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('ordering of the paged lists', () => {
  it('is accepted on every list for each of its fields, both ways', async () => {
    for (const [url, fields] of SORTED_LISTS) {
      for (const field of fields) {
        for (const ordering of [field, `-${field}`]) {
          const res = await t.call(t.admin, 'GET', `${url}?ordering=${ordering}`);
          expect(res.statusCode, `${url}?ordering=${ordering}: ${res.body}`).toBe(200);
        }
      }
    }
  });

  it('refuses a field a list does not sort by, in Spanish, naming the accepted ones', async () => {
    for (const [url] of SORTED_LISTS) {
      for (const ordering of ['password_hash', 'name;drop', '--name', 'id']) {
        const res = await t.call(t.admin, 'GET', `${url}?ordering=${encodeURIComponent(ordering)}`);
        expect(res.statusCode, `${url}?ordering=${ordering}`).toBe(400);
        expect(res.json().ordering[0]).toMatch(/^Orden no válido\. Use uno de: /);
      }
    }
    const res = await t.call(t.admin, 'GET', '/api/users/?ordering=phone');
    expect(res.json()).toEqual({ ordering: ['Orden no válido. Use uno de: first_name, -first_name, last_name, -last_name, username, -username.'] });
  });

  it('sorts users ignoring case and accents, ties by id in the same direction', async () => {
    const tag = newTag();
    const [carlos, beatriz1, alvaro, beatriz2] = await insertUsers(tag, ['Carlos', 'Beatriz', 'álvaro', 'beatriz']);
    const ids = async (ordering: string) =>
      (await listed(`/api/users/?search=${tag}&ordering=${ordering}`)).results.map((u) => u.id);
    expect(await ids('first_name')).toEqual([alvaro, beatriz1, beatriz2, carlos]);
    expect(await ids('-first_name')).toEqual([carlos, beatriz2, beatriz1, alvaro]);
    // Without ordering the list keeps its order: by id.
    expect(await ids('')).toEqual([carlos, beatriz1, alvaro, beatriz2]);
  });

  it('pages a sorted list by offset, its next link keeping the sort', async () => {
    const tag = newTag();
    const [b, a, c] = await insertUsers(tag, ['Berta', 'Ana', 'Cecilia']);
    const first = await listed(`/api/users/?search=${tag}&ordering=first_name&limit=2`);
    expect(first.results.map((u) => u.id)).toEqual([a, b]);
    const next = new URL(first.next!, 'http://localhost');
    expect(next.searchParams.get('ordering')).toBe('first_name');
    const second = await listed(`${next.pathname}${next.search}`);
    expect(second.results.map((u) => u.id)).toEqual([c]);
  });
});

describe('ordering of the contacts list', () => {
  async function insertContacts(tag: string) {
    const rows = await t.database.db.insert(contacts).values([
      { firstName: 'Zoila', lastName: tag, documentNumber: `${tag}3`, email: `c@${tag}.co` },
      { contactType: 'EMPRESA', razonSocial: `Ácme ${tag}`, documentNumber: `${tag}1`, email: `b@${tag}.co` },
      { firstName: 'Bruno', lastName: tag, documentNumber: `${tag}2`, email: null },
      { firstName: 'bruno', lastName: tag, documentNumber: null, email: `a@${tag}.co` },
    ]).returning({ id: contacts.id });
    return rows.map((r) => r.id) as [number, number, number, number];
  }

  it('sorts by name (the company name for companies), document or e-mail, ties by id', async () => {
    const tag = newTag();
    const [zoila, acme, bruno1, bruno2] = await insertContacts(tag);
    const ids = async (ordering: string) =>
      (await listed(`/api/contact/contacto/?search=${tag}&ordering=${ordering}`)).results.map((c) => c.id);
    expect(await ids('name')).toEqual([acme, bruno1, bruno2, zoila]);
    expect(await ids('-name')).toEqual([zoila, bruno2, bruno1, acme]);
    // Missing values come last going up, first going down.
    expect(await ids('documentNumber')).toEqual([acme, bruno1, zoila, bruno2]);
    expect(await ids('-email')).toEqual([bruno1, zoila, acme, bruno2]);
    // Without ordering: newest first, as before.
    expect(await ids('')).toEqual([bruno2, bruno1, acme, zoila]);
  });

  it('reads a sorted list by offset: its next link carries no `after`, and `after` is ignored', async () => {
    const tag = newTag();
    const [zoila, acme, bruno1, bruno2] = await insertContacts(tag);
    const first = await listed(`/api/contact/contacto/?search=${tag}&ordering=name&limit=2`);
    expect(first.results.map((c) => c.id)).toEqual([acme, bruno1]);
    const next = new URL(first.next!, 'http://localhost');
    expect(next.searchParams.get('after')).toBeNull();
    expect(next.searchParams.get('ordering')).toBe('name');
    expect((await listed(`${next.pathname}${next.search}&after=${acme}`)).results.map((c) => c.id)).toEqual([bruno2, zoila]);
    // The default order still pages by keyset.
    const unsorted = await listed(`/api/contact/contacto/?search=${tag}&limit=2`);
    expect(new URL(unsorted.next!, 'http://localhost').searchParams.get('after')).toBe(String(bruno1));
  });

  it('sorts a group\'s members the same way', async () => {
    const tag = newTag();
    const [zoila, acme, bruno1, bruno2] = await insertContacts(tag);
    const group = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `Grupo ${tag}`, contacts: [zoila, acme, bruno1, bruno2] });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id as number;
    const page = await listed(`/api/contact/grupoContacto/${groupId}/contactos/?ordering=-name`);
    expect(page.results.map((c) => c.id)).toEqual([zoila, bruno2, bruno1, acme]);
  });

  it('has an index on each sort key and the id that the sorted whole list can walk', async () => {
    const db = t.database.db;
    const keys = [contactSortName(contacts), sql`${contacts.documentNumber}`, sql`${contacts.email}`];
    for (const key of keys) {
      for (const direction of [asc, desc]) {
        const page = db.select({ id: contacts.id }).from(contacts).where(isNull(contacts.deletedAt))
          .orderBy(direction(key), direction(contacts.id)).limit(31).offset(30);
        const plan = await db.transaction(async (tx) => {
          // The test table is small enough for the planner to read it whole and sort: forbid both to see the index.
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`);
          const result = await tx.execute(sql`explain select * from (${page}) as sorted_page`);
          return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        expect(plan).toMatch(/Index (Only )?Scan( Backward)? using contacts_sort_(name|document|email)_idx/);
        expect(plan).not.toMatch(/Sort\b/);
      }
    }
  });
});
