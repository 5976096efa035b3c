import { describe, expect, it } from 'vitest';
import { CONTACT_DATA_MSG, MSG } from '@atiende/shared';
import { expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { contactRow, insertContact, softDeleteContact } from './contact-data.test-support.js';

const t = useTestApp();
const staff = useStaff(t);

type Entry = { contact: number; tipo: string; label: string; value_1: string };

const add = (token: string | null, entry: Entry) => t.call(token, 'POST', '/api/contact/datos_contacto/', entry);
const remove = (token: string | null, id: number) => t.call(token, 'DELETE', `/api/contact/datos_contacto/${id}/`);
const list = (token: string | null, kind: string, contact: number | string) =>
  t.call(token, 'GET', `/api/contact/get_datos_${kind}/?contact=${contact}`);

async function addOk(entry: Entry): Promise<number> {
  const res = await add(t.admin, entry);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('GET /contact/get_datos_*/', () => {
  it('lists each tipo of a contact apart, oldest first, as {count, results: [{id, label, value_1}]}', async () => {
    const contact = await insertContact(t);
    const other = await insertContact(t);
    const phone1 = await addOk({ contact, tipo: 'Telefono', label: 'Whatsapp', value_1: '3001112233' });
    const phone2 = await addOk({ contact, tipo: 'Telefono', label: 'Casa', value_1: '6017654321' });
    const email = await addOk({ contact, tipo: 'Email', label: 'Trabajo', value_1: 'marta@empresa.co' });
    const address = await addOk({ contact, tipo: 'Direccion', label: 'Casa', value_1: 'Calle 10 # 5-20' });
    const social = await addOk({ contact, tipo: 'Redes Sociales', label: 'Instagram', value_1: '@marta.prueba' });
    await addOk({ contact: other, tipo: 'Telefono', label: 'Principal', value_1: '3009998877' });

    const phones = await list(staff.agente.token, 'telefono', contact);
    expect(phones.statusCode).toBe(200);
    expect(phones.json()).toEqual({
      count: 2,
      results: [{ id: phone1, label: 'Whatsapp', value_1: '+573001112233' }, { id: phone2, label: 'Casa', value_1: '+576017654321' }],
    });
    expect((await list(staff.agente.token, 'email', contact)).json()).toEqual({ count: 1, results: [{ id: email, label: 'Trabajo', value_1: 'marta@empresa.co' }] });
    expect((await list(staff.agente.token, 'direccion', contact)).json()).toEqual({ count: 1, results: [{ id: address, label: 'Casa', value_1: 'Calle 10 # 5-20' }] });
    expect((await list(staff.agente.token, 'redes_sociales', contact)).json()).toEqual({
      count: 1, results: [{ id: social, label: 'Instagram', value_1: '@marta.prueba' }],
    });
  });

  it('answers an empty list for a contact without data', async () => {
    const contact = await insertContact(t);
    expect((await list(t.admin, 'telefono', contact)).json()).toEqual({ count: 0, results: [] });
  });

  it('answers 404 for an unknown or deleted contact and 400 without a contact', async () => {
    const deleted = await insertContact(t);
    await addOk({ contact: deleted, tipo: 'Telefono', label: 'Principal', value_1: '3005550000' });
    await softDeleteContact(t, deleted);
    const gone = await list(t.admin, 'telefono', deleted);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: CONTACT_DATA_MSG.contactNotFound });
    expect((await list(t.admin, 'email', 999999)).statusCode).toBe(404);
    const missing = await t.call(t.admin, 'GET', '/api/contact/get_datos_email/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['contact']);
    expect((await list(t.admin, 'email', 'abc')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await list(null, 'telefono', 1)).statusCode).toBe(401);
  });
});

describe('POST /contact/datos_contacto/', () => {
  it('adds an entry and answers 201 with it and the Spanish message', async () => {
    const contact = await insertContact(t);
    const res = await add(t.admin, { contact, tipo: 'Telefono', label: 'Móvil', value_1: '+57 300-123 4567' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number), contact, tipo: 'Telefono', label: 'Móvil', value_1: '+573001234567', message: 'Se ha agregado los datos con éxito',
    });
  });

  it.each([
    ['Telefono', ['Whatsapp', 'Principal', 'Casa', 'Trabajo', 'Móvil'], '3001234567'],
    ['Email', ['Principal', 'Trabajo', 'Particular', 'Otro'], 'ana@correo.co'],
    ['Direccion', ['Principal', 'Trabajo', 'Casa', 'Otro'], 'Carrera 7 # 12-30'],
    ['Redes Sociales', ['Facebook', 'Instagram', 'Telegram', 'LinkedIn', 'TikTok', 'X'], 'https://www.facebook.com/ana'],
  ])('accepts every label of %s', async (tipo, labels, value) => {
    const contact = await insertContact(t);
    for (const label of labels) {
      const res = await add(t.admin, { contact, tipo, label, value_1: value });
      expect(res.statusCode, `${tipo} ${label}`).toBe(201);
    }
  });

  it.each([
    ['Telefono', 'Particular', '3001234567'],
    ['Email', 'Whatsapp', 'ana@correo.co'],
    ['Direccion', 'Móvil', 'Calle 1'],
    ['Redes Sociales', 'Principal', '@ana'],
  ] as const)('refuses a label of another tipo for %s', async (tipo, label, value) => {
    const contact = await insertContact(t);
    const res = await add(t.admin, { contact, tipo, label, value_1: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ label: [CONTACT_DATA_MSG.invalidLabel(tipo)] });
  });

  it('validates e-mails, phones and social networks', async () => {
    const contact = await insertContact(t);
    const email = await add(t.admin, { contact, tipo: 'Email', label: 'Otro', value_1: 'no-es-un-correo' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ value_1: [MSG.invalidEmail] });
    for (const phone of ['300abc4567', '12345', '+57 300 123 4567 8901 23', '300+1234567']) {
      const res = await add(t.admin, { contact, tipo: 'Telefono', label: 'Casa', value_1: phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({ value_1: [CONTACT_DATA_MSG.invalidPhone] });
    }
    const social = await add(t.admin, { contact, tipo: 'Redes Sociales', label: 'X', value_1: 'no vale con espacios' });
    expect(social.statusCode).toBe(400);
    expect(social.json()).toEqual({ value_1: [CONTACT_DATA_MSG.invalidSocial] });
    const handle = await add(t.admin, { contact, tipo: 'Redes Sociales', label: 'Telegram', value_1: '@martap' });
    expect(handle.statusCode).toBe(201);
    const upper = await add(t.admin, { contact, tipo: 'Email', label: 'Particular', value_1: ' Ana.Gomez@Correo.CO ' });
    expect(upper.json().value_1).toBe('ana.gomez@correo.co');
  });

  it('answers field errors for a missing value, an unknown tipo and a missing contact', async () => {
    const contact = await insertContact(t);
    const blank = await add(t.admin, { contact, tipo: 'Direccion', label: 'Casa', value_1: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['value_1']);
    const tipo = await add(t.admin, { contact, tipo: 'Fax', label: 'Casa', value_1: '123' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json()).toEqual({ tipo: [CONTACT_DATA_MSG.invalidTipo] });
    const empty = await t.call(t.admin, 'POST', '/api/contact/datos_contacto/', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['contact', 'label', 'tipo', 'value_1']);
  });

  it('refuses an unknown or deleted contact with 400 on contact', async () => {
    const deleted = await insertContact(t);
    await softDeleteContact(t, deleted);
    for (const contact of [deleted, 999999]) {
      const res = await add(t.admin, { contact, tipo: 'Email', label: 'Otro', value_1: 'x@y.co' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ contact: [CONTACT_DATA_MSG.contactNotFound] });
    }
  });

  it('writes one audit entry', async () => {
    const contact = await insertContact(t);
    let id = 0;
    const written = await t.auditsWrittenBy(async () => {
      id = (await add(t.admin, { contact, tipo: 'Email', label: 'Trabajo', value_1: 'audit@correo.co' })).json().id;
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      contentType: 'Datos de contacto', tipoGestion: 'Creación', objectId: id, userId: 1,
      descripcion: `Se agregó Email (Trabajo) audit@correo.co al contacto ${contact}`,
    });
  });

  it('lets Agente, Supervisor and Administrador add but refuses Operador with 403', async () => {
    const contact = await insertContact(t);
    for (const token of [staff.agente.token, staff.supervisor.token, staff.administrador.token]) {
      expect((await add(token, { contact, tipo: 'Telefono', label: 'Casa', value_1: '6011234567' })).statusCode).toBe(201);
    }
    const refused = await add(staff.operador.token, { contact, tipo: 'Telefono', label: 'Casa', value_1: '6011234567' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await add(null, { contact, tipo: 'Telefono', label: 'Casa', value_1: '6011234567' })).statusCode).toBe(401);
  });
});

describe('DELETE /contact/datos_contacto/{id}/', () => {
  it('deletes the entry with 204 and writes an audit entry', async () => {
    const contact = await insertContact(t);
    const id = await addOk({ contact, tipo: 'Redes Sociales', label: 'LinkedIn', value_1: 'https://www.linkedin.com/in/marta' });
    const written = await t.auditsWrittenBy(async () => expect((await remove(t.admin, id)).statusCode).toBe(204));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Datos de contacto', tipoGestion: 'Eliminación', objectId: id });
    expect((await list(t.admin, 'redes_sociales', contact)).json().count).toBe(0);
    const again = await remove(t.admin, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: CONTACT_DATA_MSG.dataNotFound });
  });

  it('answers 404 for an entry of a deleted contact', async () => {
    const contact = await insertContact(t);
    const id = await addOk({ contact, tipo: 'Email', label: 'Otro', value_1: 'borrado@correo.co' });
    await softDeleteContact(t, contact);
    expect((await remove(t.admin, id)).statusCode).toBe(404);
  });

  it('lets only SuperAdmin, Administrador and Supervisor delete', async () => {
    const contact = await insertContact(t);
    const ids = [];
    for (let i = 0; i < 2; i += 1) ids.push(await addOk({ contact, tipo: 'Direccion', label: 'Otro', value_1: `Calle ${i}` }));
    for (const token of [staff.agente.token, staff.operador.token]) {
      const res = await remove(token, ids[0]!);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await remove(null, ids[0]!)).statusCode).toBe(401);
    expect((await remove(staff.supervisor.token, ids[0]!)).statusCode).toBe(204);
    expect((await remove(staff.administrador.token, ids[1]!)).statusCode).toBe(204);
  });
});

describe('primary copies on the contact', () => {
  it('copies the first e-mail, phone and address and re-points them when entries are deleted', async () => {
    const contact = await insertContact(t);
    const email1 = await addOk({ contact, tipo: 'Email', label: 'Trabajo', value_1: 'primero@correo.co' });
    const email2 = await addOk({ contact, tipo: 'Email', label: 'Particular', value_1: 'segundo@correo.co' });
    const phone1 = await addOk({ contact, tipo: 'Telefono', label: 'Whatsapp', value_1: '+57 300 111 2233' });
    const phone2 = await addOk({ contact, tipo: 'Telefono', label: 'Casa', value_1: '601-765-4321' });
    const address1 = await addOk({ contact, tipo: 'Direccion', label: 'Casa', value_1: 'Calle 1 # 2-3' });
    await addOk({ contact, tipo: 'Redes Sociales', label: 'Facebook', value_1: 'marta.fb' });

    expect(await contactRow(t, contact)).toMatchObject({
      email: 'primero@correo.co', phone: '+573001112233', phoneDigits: '573001112233', address: 'Calle 1 # 2-3',
    });

    expect((await remove(t.admin, email1)).statusCode).toBe(204);
    expect((await remove(t.admin, phone1)).statusCode).toBe(204);
    expect(await contactRow(t, contact)).toMatchObject({ email: 'segundo@correo.co', phone: '+576017654321', phoneDigits: '576017654321' });

    expect((await remove(t.admin, email2)).statusCode).toBe(204);
    expect((await remove(t.admin, phone2)).statusCode).toBe(204);
    expect((await remove(t.admin, address1)).statusCode).toBe(204);
    expect(await contactRow(t, contact)).toMatchObject({ email: null, phone: null, phoneDigits: null, address: null });
  });

  it('keeps the oldest entry as the copy when a newer one is added', async () => {
    const contact = await insertContact(t);
    await addOk({ contact, tipo: 'Direccion', label: 'Principal', value_1: 'Avenida 1' });
    await addOk({ contact, tipo: 'Direccion', label: 'Trabajo', value_1: 'Avenida 2' });
    expect((await contactRow(t, contact)).address).toBe('Avenida 1');
  });

  it('shows the copies in the contact profile', async () => {
    const contact = await insertContact(t);
    const email = await addOk({ contact, tipo: 'Email', label: 'Principal', value_1: 'perfil@correo.co' });
    await addOk({ contact, tipo: 'Email', label: 'Otro', value_1: 'perfil2@correo.co' });
    await addOk({ contact, tipo: 'Telefono', label: 'Principal', value_1: '3201234567' });
    await addOk({ contact, tipo: 'Direccion', label: 'Casa', value_1: 'Diagonal 4' });
    const profile = await t.call(t.admin, 'GET', `/api/contact/contacto/${contact}/`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: 'perfil@correo.co', address: 'Diagonal 4',
      email: [{ id: email, email: 'perfil@correo.co' }, { id: expect.any(Number), email: 'perfil2@correo.co' }],
      phone: [{ id: expect.any(Number), telefono: '+573201234567' }],
      address_list: [{ id: expect.any(Number), label: 'Casa', direccion: 'Diagonal 4' }],
    });

    await remove(t.admin, email);
    const after = (await t.call(t.admin, 'GET', `/api/contact/contacto/${contact}/`)).json();
    expect(after.username).toBe('perfil2@correo.co');
    const listed = (await t.call(t.admin, 'GET', '/api/contact/contacto/?search=perfil2%40correo.co')).json();
    expect(listed.results).toEqual([expect.objectContaining({ id: contact, email: 'perfil2@correo.co', phone: '+573201234567' })]);
  });
});

describe('module Contactos', () => {
  it('refuses every contact data call with 403 while the module is off', async () => {
    const contact = await insertContact(t);
    const id = await addOk({ contact, tipo: 'Email', label: 'Otro', value_1: 'modulo@correo.co' });
    await t.withModuleOff('Contactos', async () => {
      for (const res of [
        await list(t.admin, 'email', contact),
        await add(t.admin, { contact, tipo: 'Email', label: 'Otro', value_1: 'otro@correo.co' }),
        await remove(t.admin, id),
      ]) expectModuleDisabled(res);
    });
    expect((await list(t.admin, 'email', contact)).statusCode).toBe(200);
  });
});
