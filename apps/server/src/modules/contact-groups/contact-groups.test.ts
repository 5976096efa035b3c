import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { GROUP_MSG, IMPORT_MSG, MAX_BODY_BYTES, MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { contactGroupMembers, contactGroups, contacts } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t);

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** Contacts are inserted directly: these tests are about groups, not about creating contacts. */
async function newContact(fields: Partial<typeof contacts.$inferInsert> = {}): Promise<{ id: number; documentNumber: string; email: string }> {
  const n = unique();
  const documentNumber = fields.documentNumber ?? `9${String(Date.now()).slice(-7)}${counter}`;
  const email = fields.email ?? `contacto${n}@ejemplo.co`;
  const [row] = await t.database.db
    .insert(contacts)
    .values({ firstName: 'Contacto', lastName: n, documentType: 'CEDULA', documentNumber, email, ...fields })
    .returning({ id: contacts.id });
  return { id: row!.id, documentNumber, email };
}

async function newGroup(payload: { name?: string; etiqueta?: string; contacts?: number[] } = {}) {
  const res = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `Grupo ${unique()}`, ...payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; etiqueta: string; contacts_count: number };
}

async function membersOf(groupId: number): Promise<number[]> {
  const found = await t.database.db
    .select({ contactId: contactGroupMembers.contactId })
    .from(contactGroupMembers)
    .where(eq(contactGroupMembers.groupId, groupId));
  return found.map((m) => m.contactId).sort((a, b) => a - b);
}

async function groupCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactGroups);
  return row!.n;
}

async function membershipCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactGroupMembers);
  return row!.n;
}

/** A multipart body with one file in the field `file`, as the browser's upload sends it. */
function multipart(filename: string, content: Buffer) {
  const boundary = `----atiende${unique()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(token: string, filename: string, content: Buffer) {
  return t.request(token, { method: 'POST', url: '/api/contact/grupoContacto/carga_masiva/', ...multipart(filename, content) });
}

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Grupos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Large sheets are written with the streaming writer, as a real export would be. */
async function largeWorkbook(dataRows: number): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = book.addWorksheet('Grupos');
  sheet.addRow(['Grupo', 'Documento']).commit();
  for (let i = 0; i < dataRows; i++) sheet.addRow(['Masivo', i]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

describe('GET /contact/grupoContacto/', () => {
  it('lists groups by name, paged, with the number of active members, and searches by name', async () => {
    const prefix = `Lista ${unique()}`;
    const alive = await newContact();
    const deleted = await newContact({ deletedAt: new Date() });
    const b = await newGroup({ name: `${prefix} B`, etiqueta: 'green', contacts: [alive.id] });
    await t.database.db.insert(contactGroupMembers).values({ groupId: b.id, contactId: deleted.id });
    const a = await newGroup({ name: `${prefix} a` });
    const c = await newGroup({ name: `${prefix} C` });

    const res = await t.call(t.admin, 'GET', `/api/contact/grupoContacto/?search=${encodeURIComponent(prefix.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(3);
    expect(page.results).toEqual([
      { id: a.id, name: `${prefix} a`, etiqueta: 'blue', contacts_count: 0 },
      { id: b.id, name: `${prefix} B`, etiqueta: 'green', contacts_count: 1 },
      { id: c.id, name: `${prefix} C`, etiqueta: 'blue', contacts_count: 0 },
    ]);

    const second = (await t.call(t.admin, 'GET', `/api/contact/grupoContacto/?search=${encodeURIComponent(prefix)}&limit=2&offset=2`)).json();
    expect(second.results.map((g: { id: number }) => g.id)).toEqual([c.id]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('offset=0');
    const first = (await t.call(t.admin, 'GET', `/api/contact/grupoContacto/?search=${encodeURIComponent(prefix)}&limit=2`)).json();
    expect(first.next).toContain('offset=2');
  });

  it('gives every group to a select with FullList, and one group by id', async () => {
    const group = await newGroup({ etiqueta: 'purple' });
    const res = await t.call(t.admin, 'GET', '/api/contact/grupoContacto/FullList/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: group.id, name: group.name, etiqueta: 'purple' });
    const searched = (await t.call(t.admin, 'GET', `/api/contact/grupoContacto/FullList/?search=${encodeURIComponent(group.name)}`)).json();
    expect(searched).toEqual([{ id: group.id, name: group.name, etiqueta: 'purple' }]);
    const one = await t.call(t.admin, 'GET', `/api/contact/grupoContacto/${group.id}/`);
    expect(one.json()).toEqual({ id: group.id, name: group.name, etiqueta: 'purple', contacts_count: 0 });
  });

  it('lets an Agente read groups, answers 401 without a token and 404/400 for unknown or bad ids', async () => {
    expect((await t.call(staff.agente.token, 'GET', '/api/contact/grupoContacto/')).statusCode).toBe(200);
    expect((await t.call(staff.agente.token, 'GET', '/api/contact/grupoContacto/FullList/')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/contact/grupoContacto/')).statusCode).toBe(401);
    expect((await t.call(t.admin, 'GET', '/api/contact/grupoContacto/999999/')).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/contact/grupoContacto/uno/')).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', '/api/contact/grupoContacto/99999999999/')).statusCode).toBe(400);
  });
});

describe('POST /contact/grupoContacto/', () => {
  it('creates a group with its colour and contacts, with one audit entry', async () => {
    const one = await newContact();
    const two = await newContact();
    const name = `Clientes VIP ${unique()}`;
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name, etiqueta: 'orange', contacts: [one.id, two.id, one.id] });
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name, etiqueta: 'orange', contacts_count: 2, message: GROUP_MSG.created });
    expect(await membersOf(body.id)).toEqual([one.id, two.id]);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Grupo de Contactos', tipoGestion: 'Creación', objectId: body.id });
  });

  it('accepts every label colour and refuses any other', async () => {
    for (const etiqueta of ['blue', 'orange', 'pink', 'yellow', 'green', 'purple', 'gray']) {
      expect((await newGroup({ etiqueta })).etiqueta).toBe(etiqueta);
    }
    const res = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `Rojo ${unique()}`, etiqueta: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ etiqueta: [GROUP_MSG.invalidColor] });
  });

  it('refuses a missing or blank name and unknown contacts, under their fields', async () => {
    const blank = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', {})).json()).toEqual({ name: [MSG.required] });
    const before = await groupCount();
    const unknown = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `Fantasmas ${unique()}`, contacts: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ contacts: [GROUP_MSG.unknownContacts([987654])] });
    expect(await groupCount()).toBe(before);
  });

  it('refuses a name already used, in any case, under name', async () => {
    const group = await newGroup();
    const res = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name: `  ${group.name.toUpperCase()} ` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [GROUP_MSG.nameTaken] });
  });

  it('lets a Supervisor create groups and refuses Agente and Operador with 403', async () => {
    expect((await t.call(staff.supervisor.token, 'POST', '/api/contact/grupoContacto/', { name: `Sup ${unique()}` })).statusCode).toBe(201);
    for (const token of [staff.agente.token, staff.operador.token]) {
      const res = await t.call(token, 'POST', '/api/contact/grupoContacto/', { name: `No ${unique()}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await t.call(null, 'POST', '/api/contact/grupoContacto/', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /contact/grupoContacto/{id}/', () => {
  it('renames and recolours a group, refusing a taken name and a bad colour', async () => {
    const group = await newGroup();
    const other = await newGroup();
    const name = `Renombrado ${unique()}`;
    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(t.admin, 'PATCH', `/api/contact/grupoContacto/${group.id}/`, { name, etiqueta: 'pink' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: group.id, name, etiqueta: 'pink', message: GROUP_MSG.updated });
    });
    expect(written.map((a) => a.tipoGestion)).toEqual(['Actualización']);
    const sameName = await t.call(t.admin, 'PATCH', `/api/contact/grupoContacto/${group.id}/`, { name: name.toLowerCase() });
    expect(sameName.statusCode).toBe(200);
    const taken = await t.call(t.admin, 'PATCH', `/api/contact/grupoContacto/${group.id}/`, { name: other.name.toLowerCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [GROUP_MSG.nameTaken] });
    const badColor = await t.call(t.admin, 'PATCH', `/api/contact/grupoContacto/${group.id}/`, { etiqueta: 'black' });
    expect(badColor.json()).toEqual({ etiqueta: [GROUP_MSG.invalidColor] });
    expect((await t.call(t.admin, 'PATCH', '/api/contact/grupoContacto/999999/', { name: 'x' })).statusCode).toBe(404);
    expect((await t.call(staff.operador.token, 'PATCH', `/api/contact/grupoContacto/${group.id}/`, { name: 'x' })).statusCode).toBe(403);
  });

  it('deletes a group with 204, keeping its contacts, with one audit entry', async () => {
    const member = await newContact();
    const group = await newGroup({ contacts: [member.id] });
    expect((await t.call(staff.agente.token, 'DELETE', `/api/contact/grupoContacto/${group.id}/`)).statusCode).toBe(403);
    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(t.admin, 'DELETE', `/api/contact/grupoContacto/${group.id}/`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ tipoGestion: 'Eliminación', objectId: group.id });
    expect((await t.call(t.admin, 'GET', `/api/contact/grupoContacto/${group.id}/`)).statusCode).toBe(404);
    expect(await membersOf(group.id)).toEqual([]);
    const [still] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, member.id));
    expect(still).toBeDefined();
    expect((await t.call(t.admin, 'DELETE', `/api/contact/grupoContacto/${group.id}/`)).statusCode).toBe(404);
  });
});

describe('group members', () => {
  it('adds contacts (counting only the new ones) and removes them (answering how many remain)', async () => {
    const [a, b, c] = [await newContact(), await newContact(), await newContact()];
    const group = await newGroup({ contacts: [a.id] });
    const url = `/api/contact/grupoContacto/${group.id}`;

    let res = await t.call(t.admin, 'POST', `${url}/agregar_contactos/`, { contacts: [a.id, b.id, c.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactos_agregados: 2 });
    expect(await membersOf(group.id)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));

    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', `${url}/remover_contactos/`, { contacts: [a.id, 999999] });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactos_restantes: 2 });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Grupo de Contactos', tipoGestion: 'Actualización', objectId: group.id });
    expect((await t.call(t.admin, 'GET', `${url}/`)).json().contacts_count).toBe(2);
  });

  it('refuses unknown or deleted contacts, an empty list, an unknown group and the roles without the permission', async () => {
    const group = await newGroup();
    const deleted = await newContact({ deletedAt: new Date() });
    const url = `/api/contact/grupoContacto/${group.id}`;
    const unknown = await t.call(t.admin, 'POST', `${url}/agregar_contactos/`, { contacts: [deleted.id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ contacts: [GROUP_MSG.unknownContacts([deleted.id])] });
    expect((await t.call(t.admin, 'POST', `${url}/agregar_contactos/`, { contacts: [] })).json()).toEqual({ contacts: [MSG.required] });
    expect((await t.call(t.admin, 'POST', `${url}/agregar_contactos/`, { contacts: ['x'] })).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', '/api/contact/grupoContacto/999999/agregar_contactos/', { contacts: [deleted.id] })).statusCode).toBe(404);
    const member = await newContact();
    expect((await t.call(staff.operador.token, 'POST', `${url}/agregar_contactos/`, { contacts: [member.id] })).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'POST', `${url}/remover_contactos/`, { contacts: [member.id] })).statusCode).toBe(403);
    expect(await membersOf(group.id)).toEqual([]);
  });

  it('lists the members of a group as contact list items, newest first, with search', async () => {
    const a = await newContact({ firstName: 'Andrea' });
    const b = await newContact({ firstName: 'Bernardo' });
    const outsider = await newContact({ firstName: 'Andrea' });
    const gone = await newContact({ firstName: 'Andrea', deletedAt: new Date() });
    const group = await newGroup({ etiqueta: 'yellow', contacts: [a.id, b.id] });
    await t.database.db.insert(contactGroupMembers).values({ groupId: group.id, contactId: gone.id });
    const url = `/api/contact/grupoContacto/${group.id}/contactos/`;

    const res = await t.call(staff.agente.token, 'GET', url);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(page.results[1]).toMatchObject({
      id: a.id, first_name: 'Andrea', documentNumber: a.documentNumber, email: a.email, grupos: [[group.id, group.name, 'yellow']],
    });
    const searched = (await t.call(t.admin, 'GET', `${url}?search=andrea`)).json();
    expect(searched.results.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect(searched.results.map((c: { id: number }) => c.id)).not.toContain(outsider.id);
    const paged = (await t.call(t.admin, 'GET', `${url}?limit=1&offset=1`)).json();
    expect(paged.results.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await t.call(t.admin, 'GET', '/api/contact/grupoContacto/999999/contactos/')).statusCode).toBe(404);
  });
});

describe('POST /contact/contacto/{id}/agregar_grupo/ and remover_grupo/', () => {
  it('puts a contact into groups and takes it out, answering its groups, with an audit entry each', async () => {
    const contact = await newContact();
    const g1 = await newGroup({ name: `A grupo ${unique()}`, etiqueta: 'green' });
    const g2 = await newGroup({ name: `B grupo ${unique()}`, etiqueta: 'gray' });
    const url = `/api/contact/contacto/${contact.id}`;

    let res!: Awaited<ReturnType<typeof t.call>>;
    const added = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${url}/agregar_grupo/`, { grupo: [g1.id, g2.id] });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: GROUP_MSG.contactAddedToGroups, grupos: [[g1.id, g1.name, 'green'], [g2.id, g2.name, 'gray']] });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ contentType: 'Contacto', tipoGestion: 'Actualización', objectId: contact.id });

    res = await t.call(t.admin, 'POST', `${url}/agregar_grupo/`, { grupo: g1.id });
    expect(res.json().grupos).toHaveLength(2);

    const removed = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', `${url}/remover_grupo/`, { grupo: [g1.id] });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: GROUP_MSG.contactRemovedFromGroups, grupos: [[g2.id, g2.name, 'gray']] });
    expect(removed).toHaveLength(1);
    expect(await membersOf(g1.id)).toEqual([]);
    expect(await membersOf(g2.id)).toEqual([contact.id]);
  });

  it('refuses unknown groups under grupo, unknown or deleted contacts with 404, and the Agente with 403', async () => {
    const contact = await newContact();
    const group = await newGroup();
    const unknown = await t.call(t.admin, 'POST', `/api/contact/contacto/${contact.id}/agregar_grupo/`, { grupo: [group.id, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ grupo: [GROUP_MSG.unknownGroups([999999])] });
    expect(await membersOf(group.id)).toEqual([]);
    expect((await t.call(t.admin, 'POST', `/api/contact/contacto/${contact.id}/agregar_grupo/`, {})).json()).toEqual({ grupo: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/contact/contacto/999999/agregar_grupo/', { grupo: [group.id] })).statusCode).toBe(404);
    const deleted = await newContact({ deletedAt: new Date() });
    expect((await t.call(t.admin, 'POST', `/api/contact/contacto/${deleted.id}/remover_grupo/`, { grupo: [group.id] })).statusCode).toBe(404);
    expect((await t.call(staff.agente.token, 'POST', `/api/contact/contacto/${contact.id}/agregar_grupo/`, { grupo: [group.id] })).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'POST', `/api/contact/contacto/${contact.id}/remover_grupo/`, { grupo: [group.id] })).statusCode).toBe(403);
  });
});

describe('POST /contact/grupoContacto/carga_masiva/', () => {
  it('applies the rows whose contact exists, creates missing groups and lists the other rows in errores', async () => {
    const byDocument = await newContact();
    const byEmail = await newContact({ documentNumber: null });
    const already = await newContact();
    const existing = await newGroup({ name: `Existente ${unique()}`, etiqueta: 'pink', contacts: [already.id] });
    const newName = `Nuevo ${unique()}`;
    const file = await workbook([
      ['Grupo', 'Documento', 'Email'],
      [existing.name.toUpperCase(), byDocument.documentNumber, null],
      [newName, null, byEmail.email.toUpperCase()],
      [existing.name, already.documentNumber, null],
      [newName, '00000001', null],
      [null, byDocument.documentNumber, null],
      [],
      [newName, null, null],
      [newName, Number(byDocument.documentNumber), null],
    ]);

    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await upload(t.admin, 'grupos.xlsx', file);
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultado: '3 contactos agregados a 2 grupos',
      errores: [
        { fila: 5, motivo: GROUP_MSG.contactNotFoundByDocument('00000001') },
        { fila: 6, motivo: GROUP_MSG.rowWithoutGroup },
        { fila: 8, motivo: GROUP_MSG.rowWithoutContactKey },
      ],
    });
    expect(await membersOf(existing.id)).toEqual([already.id, byDocument.id].sort((x, y) => x - y));
    const [created] = await t.database.db.select().from(contactGroups).where(eq(contactGroups.name, newName));
    expect(created).toMatchObject({ etiqueta: 'blue' });
    expect(await membersOf(created!.id)).toEqual([byDocument.id, byEmail.id].sort((x, y) => x - y));
    expect(written.map((a) => [a.tipoGestion, a.objectId]).sort()).toEqual(
      [['Actualización', existing.id], ['Creación', created!.id]].sort(),
    );
  });

  it('answers 200 with every row in errores when no contact is found, creating nothing', async () => {
    const before = await groupCount();
    const res = await upload(t.admin, 'grupos.xlsx', await workbook([['Email', 'Grupo'], ['nadie@ejemplo.co', `Vacio ${unique()}`]]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultado: '0 contactos agregados a 0 grupos',
      errores: [{ fila: 2, motivo: GROUP_MSG.contactNotFoundByEmail('nadie@ejemplo.co') }],
    });
    expect(await groupCount()).toBe(before);
  });

  it('refuses a file that is not a spreadsheet, an old .xls, an empty upload and a missing file, changing nothing', async () => {
    const groups = await groupCount();
    const members = await membershipCount();
    const text = await upload(t.admin, 'grupos.xlsx', Buffer.from('Grupo,Documento\nVentas,123\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: GROUP_MSG.notSpreadsheet });

    const fakeZip = await upload(t.admin, 'grupos.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]));
    expect(fakeZip.statusCode).toBe(400);
    expect(fakeZip.json()).toEqual({ detail: GROUP_MSG.notSpreadsheet });

    const oldExcel = await upload(t.admin, 'grupos.xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]));
    expect(oldExcel.statusCode).toBe(400);
    expect(oldExcel.json()).toEqual({ detail: GROUP_MSG.oldExcelFormat });

    expect((await upload(t.admin, 'vacio.xlsx', Buffer.alloc(0))).json()).toEqual({ detail: GROUP_MSG.fileRequired });
    const json = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/carga_masiva/', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: GROUP_MSG.notMultipart });
    expect(await groupCount()).toBe(groups);
    expect(await membershipCount()).toBe(members);
  });

  it('refuses a sheet without the Grupo column or without Documento and Email, changing nothing', async () => {
    const contact = await newContact();
    const groups = await groupCount();
    const members = await membershipCount();
    const noGroup = await upload(t.admin, 'grupos.xlsx', await workbook([['Nombre', 'Documento'], ['Ventas', contact.documentNumber]]));
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toEqual({ detail: GROUP_MSG.missingColumns });
    const noKey = await upload(t.admin, 'grupos.xlsx', await workbook([['Grupo', 'Teléfono'], [`Ventas ${unique()}`, '3001234567']]));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual({ detail: GROUP_MSG.missingColumns });
    const empty = await upload(t.admin, 'grupos.xlsx', await workbook([]));
    expect(empty.json()).toEqual({ detail: GROUP_MSG.missingColumns });
    expect(await groupCount()).toBe(groups);
    expect(await membershipCount()).toBe(members);
  });

  it('stops reading past 100,000 rows and answers 400, changing nothing', async () => {
    const contact = await newContact();
    const groups = await groupCount();
    const file = await largeWorkbook(100_001);
    const res = await upload(t.admin, 'grupos.xlsx', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: GROUP_MSG.tooManyRows });
    expect(await groupCount()).toBe(groups);
    const [member] = await t.database.db.select().from(contactGroupMembers).where(and(eq(contactGroupMembers.contactId, contact.id)));
    expect(member).toBeUndefined();
  }, 60_000);

  it('refuses a file over the 10 MB upload limit with 413, before reading it', async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload(t.admin, 'grande.xlsx', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: MSG.bodyTooLarge });
  });

  it('refuses a zip whose entries lie about their uncompressed size, as a zip bomb does', async () => {
    const file = await workbook([['Grupo', 'Documento'], ['Ventas', '123']]);
    const central = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt32LE(1, central + 24);
    const res = await upload(t.admin, 'grupos.xlsx', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: IMPORT_MSG.zipBomb });
  });

  it('refuses Agente and Operador with 403', async () => {
    const file = await workbook([['Grupo', 'Documento']]);
    expect((await upload(staff.agente.token, 'grupos.xlsx', file)).statusCode).toBe(403);
    expect((await upload(staff.operador.token, 'grupos.xlsx', file)).statusCode).toBe(403);
  });
});

describe("module 'Contactos'", () => {
  it('closes every group endpoint while it is off', async () => {
    const group = await newGroup();
    const contact = await newContact();
    await expectClosedWhileOff(t, 'Contactos', [
      ['GET', '/api/contact/grupoContacto/'],
      ['GET', '/api/contact/grupoContacto/FullList/'],
      ['POST', '/api/contact/grupoContacto/', { name: `Apagado ${unique()}` }],
      ['GET', `/api/contact/grupoContacto/${group.id}/contactos/`],
      ['POST', `/api/contact/contacto/${contact.id}/agregar_grupo/`, { grupo: [group.id] }],
    ]);
    expect((await t.call(t.admin, 'GET', '/api/contact/grupoContacto/')).statusCode).toBe(200);
  });
});
