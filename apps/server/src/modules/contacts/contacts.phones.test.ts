import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CONTACT_MSG, PHONE_MSG, type ContactListItem, type ContactRead, type DuplicateContact } from '@atiende/shared';
import { rows } from '../../db/client.js';
import { useTestApp } from '../../test/harness.js';
import { contactData, contacts } from '../../db/schema.js';

/** Phones are stored in E.164 on every write path, compared so, and refused when invalid. */

const t = useTestApp();
const BASE = '/api/contact/contacto/';

let counter = 0;
/** A Colombian mobile (10 digits) not used before in this file. */
function mobile(): string {
  counter += 1;
  return `31${String(40_000_000 + counter * 7_919 + Math.floor(Math.random() * 5_000)).slice(0, 8)}`;
}

function person(phone: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Marta', last_name: 'Quintero', username: `marta${counter}.${Date.now()}@correo.co`, phone, ...overrides,
  };
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
  const data = await t.database.db
    .select({ value: contactData.value1 })
    .from(contactData)
    .where(sql`${contactData.contactId} = ${id} and ${contactData.tipo} = 'Telefono'`)
    .orderBy(asc(contactData.id));
  return { phone: row!.phone, digits: row!.phoneDigits, unparsed: row!.phoneUnparsed, data: data.map((d) => d.value) };
}

async function create(body: object) {
  const res = await t.call(t.admin, 'POST', BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

describe('every write path stores E.164', () => {
  it('the person form, in any of the shapes people type', async () => {
    const shapes = [
      (n: string) => `+57 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
      (n: string) => `+57${n}`,
      (n: string) => n,
      (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
      (n: string) => `57${n}`,
    ];
    for (const shape of shapes) {
      const national = mobile();
      const created = await create(person(shape(national)));
      expect(created.phone).toEqual([{ id: expect.any(Number), telefono: `+57${national}` }]);
      expect(await stored(created.id)).toEqual({ phone: `+57${national}`, digits: `57${national}`, unparsed: false, data: [`+57${national}`] });
    }
  });

  it('the company form and a landline', async () => {
    counter += 1;
    const created = await create({
      contactType: 'EMPRESA', razon_social: `Ferretería ${counter}`, actividad: 'Comercio', documentNumber: `8001${counter}${Date.now() % 100000}`,
      email: `ferreteria${counter}@correo.co`, phone: '601 234 5678',
    });
    expect(await stored(created.id)).toMatchObject({ phone: '+576012345678', digits: '576012345678' });
  });

  it('a number of another country keeps its own code', async () => {
    const created = await create(person('+1 305 555 0123'));
    expect(await stored(created.id)).toMatchObject({ phone: '+13055550123', digits: '13055550123' });
  });

  it('the profile update', async () => {
    const created = await create(person(mobile()));
    const national = mobile();
    const res = await t.call(t.admin, 'PATCH', `${BASE}${created.id}/`, { phone: `${national.slice(0, 3)}-${national.slice(3)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ContactRead).phone).toEqual([{ id: created.phone[0]!.id, telefono: `+57${national}` }]);
    expect(await stored(created.id)).toMatchObject({ phone: `+57${national}`, digits: `57${national}`, data: [`+57${national}`] });
  });

  it('"Reemplazar" (vincular-actualizar) and "Crear uno nuevo" (crear-igualmente)', async () => {
    const created = await create(person(mobile()));
    const national = mobile();
    const linked = await t.call(t.admin, 'POST', `${BASE}vincular-actualizar/`, { ...person(national), contact_id: created.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await stored(created.id)).toMatchObject({ phone: `+57${national}` });
    const again = mobile();
    const anyway = await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, person(`+57 ${again}`));
    expect(anyway.statusCode, anyway.body).toBe(201);
    expect(await stored((anyway.json() as ContactRead).id)).toMatchObject({ phone: `+57${again}` });
  });

  it('the contact data phones, and the contact\'s copy of its first one', async () => {
    const created = await create({ ...person(mobile()) });
    await t.call(t.admin, 'DELETE', `/api/contact/datos_contacto/${created.phone[0]!.id}/`);
    const national = mobile();
    const res = await t.call(t.admin, 'POST', '/api/contact/datos_contacto/', {
      contact: created.id, tipo: 'Telefono', label: 'Whatsapp', value_1: `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ value_1: `+57${national}` });
    expect(await stored(created.id)).toMatchObject({ phone: `+57${national}`, digits: `57${national}`, data: [`+57${national}`] });
    const list = await t.call(t.admin, 'GET', `/api/contact/get_datos_telefono/?contact=${created.id}`);
    expect((list.json() as { results: { value_1: string }[] }).results.map((r) => r.value_1)).toEqual([`+57${national}`]);
  });
});

describe('invalid numbers are refused with a Spanish 400', () => {
  const invalid = ['12345', '3001', '+57 123', 'llamar en la tarde', '999999999999999999'];

  it('on the person form and the profile update', async () => {
    for (const phone of invalid) {
      const res = await t.call(t.admin, 'POST', BASE, person(phone));
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({ phone: [PHONE_MSG.invalid] });
    }
    const created = await create(person(mobile()));
    const res = await t.call(t.admin, 'PATCH', `${BASE}${created.id}/`, { phone: '555' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: [PHONE_MSG.invalid] });
    expect(CONTACT_MSG.invalidPhone).toBe('El número de teléfono no es válido.');
  });

  it('on the contact data phones', async () => {
    const created = await create(person(mobile()));
    const res = await t.call(t.admin, 'POST', '/api/contact/datos_contacto/', { contact: created.id, tipo: 'Telefono', label: 'Casa', value_1: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ value_1: [PHONE_MSG.invalid] });
  });
});

describe('duplicates by phone across formats', () => {
  it('a contact typed as +57 312 174 8585 is the one typed 3121748585 or 573121748585', async () => {
    const national = mobile();
    const first = await create(person(`+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`));
    for (const typed of [national, `57${national}`, `${national.slice(0, 3)}-${national.slice(3)}`]) {
      // Without a document and with a new e-mail, the phone decides.
      const res = await t.call(t.admin, 'POST', BASE, person(typed));
      expect(res.statusCode, typed).toBe(400);
      expect(res.json() as DuplicateContact).toEqual({ detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: first.id, fields: ['phone'] });
    }
  });

  it('findDuplicate compares the normalised number', async () => {
    const national = mobile();
    const first = await create(person(national));
    const { findDuplicate } = await import('./contacts.writes.js');
    expect(await findDuplicate(t.database.db, { phone: `+57 (${national.slice(0, 3)}) ${national.slice(3)}` })).toEqual({ contactId: first.id, fields: ['phone'] });
  });
});

describe('searching by phone', () => {
  it('finds the contact by any 4 digits of its number and by the number as typed', async () => {
    const national = mobile();
    const created = await create(person(national, { last_name: `Busqueda${counter}` }));
    for (const term of [national.slice(-4), national.slice(3, 7), `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, `+57${national}`]) {
      const res = await t.call(t.admin, 'GET', `${BASE}?search=${encodeURIComponent(term)}`);
      expect((res.json() as { results: ContactListItem[] }).results.map((c) => c.id), term).toContain(created.id);
    }
  });
});

describe('migration 0025 normalises the phones stored before', () => {
  const MIGRATION = path.resolve(import.meta.dirname, '../../db/migrations/0025_phones_e164.sql');
  /** The migration's UPDATE statements, run again over rows written as the old code wrote them. */
  const normalisingStatements = () =>
    readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => /^UPDATE\b/i.test(statement));

  it('turns the common Colombian shapes into E.164, keeps phone_digits in step and leaves the rest flagged', async () => {
    const legacy: [string, string | null][] = [
      ['+57 312 174 8585', '+573121748585'],
      ['+573001234567', '+573001234567'],
      ['3015556677', '+573015556677'],
      ['57 320 555 1234', '+573205551234'],
      ['(312) 174-8586', '+573121748586'],
      ['(+57) 604 444 5566', '+576044445566'],
      ['601-234-5678', '+576012345678'],
      ['312.174.8587', '+573121748587'],
      ['+1 305 555 0123', null],
      ['2345678', null],
      ['llamar a la oficina', null],
    ];
    const marker = `Legado${Date.now()}`;
    const inserted = await rows<{ id: number; phone: string }>(t.database.db, sql`
      insert into contacts (first_name, last_name, phone, phone_digits)
      select ${marker}, '', v.phone, regexp_replace(v.phone, '[^0-9]', '', 'g')
      from jsonb_array_elements_text(${JSON.stringify(legacy.map(([typed]) => typed))}::jsonb) as v(phone)
      returning id, phone`);
    const idOf = new Map(inserted.map((r) => [r.phone, Number(r.id)]));
    await t.database.db.insert(contactData).values(inserted.map((r) => ({ contactId: Number(r.id), tipo: 'Telefono', label: 'Principal', value1: r.phone })));

    const statements = normalisingStatements();
    expect(statements.length).toBeGreaterThanOrEqual(3);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    for (const [typed, e164] of legacy) {
      const after = await stored(idOf.get(typed)!);
      if (e164) {
        expect(after, typed).toEqual({ phone: e164, digits: e164.slice(1), unparsed: false, data: [e164] });
      } else {
        expect(after, typed).toEqual({ phone: typed, digits: typed.replace(/\D/g, ''), unparsed: true, data: [typed] });
      }
    }
    // The search by 4 digits still finds a normalised contact.
    const res = await t.call(t.admin, 'GET', `${BASE}?search=8585`);
    expect((res.json() as { results: ContactListItem[] }).results.map((c) => c.id)).toContain(idOf.get('+57 312 174 8585'));
    // Run twice, it changes nothing more.
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    const again = await t.database.db.select({ phone: contacts.phone }).from(contacts).where(inArray(contacts.id, [...idOf.values()]));
    expect(again.map((r) => r.phone).sort()).toEqual(legacy.map(([typed, e164]) => e164 ?? typed).sort());
  });
});
