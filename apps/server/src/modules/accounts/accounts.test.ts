import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { accounts } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t);

let counter = 0;
function accountForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Cuenta ${counter}`,
    documentType: 'NIT',
    documentNumber: `900${String(Date.now()).slice(-6)}${counter}`,
    address: 'Calle 10 # 20-30',
    phone: '3001234567',
    city: 'Bogotá',
    ...overrides,
  };
}

async function newAccount(overrides: Record<string, unknown> = {}) {
  const res = await t.call(t.admin, 'POST', '/api/produccion/account/', accountForm(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; documentNumber: string };
}

describe('POST /produccion/account/', () => {
  it('creates an account with every field, answering the message, with one audit entry', async () => {
    const form = accountForm({ name: '  Comercial Andina S.A.S.  ', documentType: 'CEDULA_EXTRANJERIA' });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.supervisor.token, 'POST', '/api/produccion/account/', form);
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ ...form, id: expect.any(Number), name: 'Comercial Andina S.A.S.', message: ACCOUNT_MSG.created });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Cuenta', tipoGestion: 'Creación', objectId: body.id });
  });

  it('requires every field, each error under its field', async () => {
    const res = await t.call(t.admin, 'POST', '/api/produccion/account/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [MSG.required], documentType: [MSG.required], documentNumber: [MSG.required],
      address: [MSG.required], phone: [MSG.required], city: [MSG.required],
    });
    const blanks = await t.call(t.admin, 'POST', '/api/produccion/account/', accountForm({ address: ' ', city: '', documentNumber: '' }));
    expect(blanks.json()).toEqual({ documentNumber: [MSG.required], address: [MSG.required], city: [MSG.required] });
  });

  it('accepts only digits in documentNumber and phone, and a known document type', async () => {
    const res = await t.call(t.admin, 'POST', '/api/produccion/account/', accountForm({ documentNumber: '900.123-4', phone: '+57 300', documentType: 'RUT' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      documentNumber: [MSG.numericOnly], phone: [MSG.numericOnly], documentType: [ACCOUNT_MSG.invalidDocumentType],
    });
    for (const documentType of ['CEDULA', 'PASAPORTE', 'CEDULA_EXTRANJERIA', 'NIT', 'OTRO']) {
      expect((await t.call(t.admin, 'POST', '/api/produccion/account/', accountForm({ documentType }))).statusCode).toBe(201);
    }
  });

  it('refuses a document number another account has, under documentNumber', async () => {
    const existing = await newAccount();
    const before = (await t.database.db.select().from(accounts)).length;
    const res = await t.call(t.admin, 'POST', '/api/produccion/account/', accountForm({ documentNumber: existing.documentNumber }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ documentNumber: [ACCOUNT_MSG.documentTaken] });
    expect((await t.database.db.select().from(accounts)).length).toBe(before);
  });

  it.each([['Agente', () => staff.agente.token], ['Operador', () => staff.operador.token]] as const)('refuses %s with 403', async (_role, token) => {
    const res = await t.call(token(), 'POST', '/api/produccion/account/', accountForm());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MSG.forbidden });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'POST', '/api/produccion/account/', accountForm())).statusCode).toBe(401);
  });
});

describe('GET /produccion/account/', () => {
  it('lists accounts newest first, paged, searching by document or by name', async () => {
    const tag = `Zeta${Date.now().toString(36)}`;
    const first = await newAccount({ name: `${tag} Uno` });
    const second = await newAccount({ name: `${tag} Dos` });
    const res = await t.call(t.admin, 'GET', `/api/produccion/account/?search=${tag.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.results.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(page.results[0]).toEqual({
      id: second.id, name: `${tag} Dos`, documentType: 'NIT', documentNumber: second.documentNumber,
      address: 'Calle 10 # 20-30', phone: '3001234567', city: 'Bogotá',
    });

    const byDocument = (await t.call(t.admin, 'GET', `/api/produccion/account/?search=${first.documentNumber}`)).json();
    expect(byDocument.results.map((a: { id: number }) => a.id)).toEqual([first.id]);

    const paged = (await t.call(t.admin, 'GET', `/api/produccion/account/?search=${tag}&limit=1&offset=1`)).json();
    expect(paged.results.map((a: { id: number }) => a.id)).toEqual([first.id]);
    expect(paged.next).toBeNull();
    expect(paged.previous).toContain('offset=0');
    expect((await t.call(t.admin, 'GET', '/api/produccion/account/?search=%25_')).json().count).toBe(0);
  });

  it('lets an Operador read accounts and one account, refuses the Agente, answers 404 and 400', async () => {
    const account = await newAccount();
    expect((await t.call(staff.operador.token, 'GET', '/api/produccion/account/')).statusCode).toBe(200);
    const one = await t.call(staff.operador.token, 'GET', `/api/produccion/account/${account.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: account.id, name: account.name, documentNumber: account.documentNumber });
    expect((await t.call(staff.agente.token, 'GET', '/api/produccion/account/')).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'GET', `/api/produccion/account/${account.id}/`)).statusCode).toBe(403);
    expect((await t.call(t.admin, 'GET', '/api/produccion/account/999999/')).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/produccion/account/abc/')).statusCode).toBe(400);
  });
});

describe('PATCH and DELETE /produccion/account/{id}/', () => {
  it('updates the fields sent, answering the message, with one audit entry', async () => {
    const account = await newAccount();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/produccion/account/${account.id}/`, { city: 'Bucaramanga', phone: '6071234567' });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, name: account.name, city: 'Bucaramanga', phone: '6071234567', message: ACCOUNT_MSG.updated });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ tipoGestion: 'Actualización', objectId: account.id });
    expect(written[0]!.descripcion).toContain('Bucaramanga');
    const keepsOwnNumber = await t.call(t.admin, 'PATCH', `/api/produccion/account/${account.id}/`, { documentNumber: account.documentNumber });
    expect(keepsOwnNumber.statusCode).toBe(200);
  });

  it('refuses blank or non-numeric fields and a document number of another account', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const bad = await t.call(t.admin, 'PATCH', `/api/produccion/account/${account.id}/`, { city: '', phone: 'abc', documentType: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ city: [MSG.required], phone: [MSG.numericOnly], documentType: [ACCOUNT_MSG.invalidDocumentType] });
    const taken = await t.call(t.admin, 'PATCH', `/api/produccion/account/${account.id}/`, { documentNumber: other.documentNumber });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ documentNumber: [ACCOUNT_MSG.documentTaken] });
    expect((await t.call(t.admin, 'PATCH', '/api/produccion/account/999999/', { city: 'Cali' })).statusCode).toBe(404);
    expect((await t.call(staff.operador.token, 'PATCH', `/api/produccion/account/${account.id}/`, { city: 'Cali' })).statusCode).toBe(403);
  });

  it('deletes an account with 204 and one audit entry; the Agente and Operador may not', async () => {
    const account = await newAccount();
    expect((await t.call(staff.agente.token, 'DELETE', `/api/produccion/account/${account.id}/`)).statusCode).toBe(403);
    expect((await t.call(staff.operador.token, 'DELETE', `/api/produccion/account/${account.id}/`)).statusCode).toBe(403);
    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(t.admin, 'DELETE', `/api/produccion/account/${account.id}/`);
      expect(res.statusCode).toBe(204);
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Cuenta', tipoGestion: 'Eliminación', objectId: account.id });
    expect((await t.call(t.admin, 'GET', `/api/produccion/account/${account.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `/api/produccion/account/${account.id}/`)).statusCode).toBe(404);
  });
});

describe("module 'Contactos'", () => {
  it('closes the account endpoints while it is off', async () => {
    const account = await newAccount();
    await expectClosedWhileOff(t, 'Contactos', [
      ['GET', '/api/produccion/account/'],
      ['GET', `/api/produccion/account/${account.id}/`],
      ['POST', '/api/produccion/account/', accountForm()],
      ['PATCH', `/api/produccion/account/${account.id}/`, { city: 'Cali' }],
    ]);
  });
});
