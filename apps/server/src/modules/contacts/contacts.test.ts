import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { CAMPAIGN_MSG, CONTACT_MSG, MSG, type ContactListItem, type ContactRead } from '@atiende/shared';
import { ADMIN, expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { contactData, contactGroupMembers, contactGroups, contacts, users } from '../../db/schema.js';
import { listContacts } from './contacts.writes.js';

const t = useTestApp();
const staff = useStaff(t);

const BASE = '/api/contact/contacto/';

let counter = 0;
/** A person form whose document, e-mail and phone are unique to this call. */
function personBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Laura',
    last_name: 'Méndez',
    username: `laura${counter}@correo.co`,
    documentType: 'CEDULA',
    documentNumber: `10${String(counter).padStart(8, '0')}`,
    phone: `+57 301 ${String(counter).padStart(7, '0')}`,
    city: 'Bogotá',
    gender: 'Femenino',
    address: 'Calle 1 # 2-3',
    birthdate: '1990-05-04',
    ...overrides,
  };
}

function companyBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    contactType: 'EMPRESA',
    razon_social: `Comercial ${counter} S.A.S.`,
    actividad: 'Comercio',
    documentType: 'NIT',
    documentNumber: `900${String(counter).padStart(6, '0')}`,
    email: `empresa${counter}@empresa.co`,
    phone: `601${String(counter).padStart(7, '0')}`,
    web_site: 'https://empresa.co',
    ...overrides,
  };
}

async function createPerson(overrides: Record<string, unknown> = {}): Promise<ContactRead> {
  const res = await t.call(t.admin, 'POST', BASE, personBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

async function activeContactCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(contacts).where(isNull(contacts.deletedAt));
  return row!.count;
}

async function newCampaign(name: string): Promise<number> {
  const res = await t.call(t.admin, 'POST', '/api/campaign/campaign/', { name, description: 'Campaña de contactos', encargado: [staff.operador.id] });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function assignToCampaign(campaignId: number, contactIds: number[]): Promise<void> {
  const res = await t.call(t.admin, 'POST', `/api/campaign/campaign/${campaignId}/assign_contacts/`, { contact: contactIds });
  expect(res.statusCode, res.body).toBe(200);
}

describe('create person', () => {
  it('creates the contact, answers 201 with the profile and the message, and writes one audit entry', async () => {
    const body = personBody();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', BASE, body);
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ContactRead & { message: string };
    expect(created.message).toBe('Se ha agregado el contacto con éxito.');
    expect(created).toMatchObject({
      contactType: 'PERSONA NATURAL', first_name: 'Laura', last_name: 'Méndez', get_full_name: 'Laura Méndez',
      username: body.username, documentType: 'CEDULA', documentNumber: body.documentNumber, city: 'Bogotá',
      gender: 'Femenino', birthdate: '1990-05-04', address: 'Calle 1 # 2-3', status: 'ACTIVO', image: null,
      empresa: null, grupos: [], relaciones: [], agents: [], campaigns: [], ultima_gestion: null, user_id: null,
    });
    expect(created.email).toEqual([{ id: expect.any(Number), email: body.username }]);
    // Stored in E.164 whatever the shape it was typed in.
    const e164 = `+${body.phone.replace(/\D/g, '')}`;
    expect(created.phone).toEqual([{ id: expect.any(Number), telefono: e164 }]);
    expect(created.address_list).toEqual([{ id: expect.any(Number), label: 'Principal', direccion: 'Calle 1 # 2-3' }]);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Contacto', tipoGestion: 'Creación', objectId: created.id });

    const data = await t.database.db.select().from(contactData).where(eq(contactData.contactId, created.id)).orderBy(asc(contactData.id));
    expect(data.map((d) => [d.tipo, d.label, d.value1])).toEqual([
      ['Email', 'Principal', body.username], ['Telefono', 'Principal', e164], ['Direccion', 'Principal', 'Calle 1 # 2-3'],
    ]);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, created.id));
    expect(row!.phoneDigits).toBe(body.phone.replace(/\D/g, ''));
  });

  it('accepts the minimal inline form and applies the defaults', async () => {
    counter += 1;
    const res = await t.call(t.admin, 'POST', BASE, { first_name: 'Inés', last_name: 'Rojas', email: `INES${counter}@Correo.co`, phone: `3109${String(counter).padStart(6, '0')}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      birthdate: '2000-01-01', gender: 'Otro', contactType: 'PERSONA NATURAL', documentNumber: null, documentType: null,
      city: null, address: null, username: `ines${counter}@correo.co`, address_list: [],
    });
  });

  it('requires the phone with the spec text', async () => {
    const { phone: _phone, ...body } = personBody();
    const res = await t.call(t.admin, 'POST', BASE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: ['Este campo es requerido'] });
    expect((await t.call(t.admin, 'POST', BASE, personBody({ phone: '' }))).json()).toEqual({ phone: ['Este campo es requerido'] });
  });

  it('reports every missing or wrong field at once', async () => {
    const res = await t.call(t.admin, 'POST', BASE, {
      first_name: '', documentNumber: '12ab', phone: 'abc', gender: 'Ninguno', birthdate: '2020-02-31', createUser: true, password: 'Clave1234*', confirm_password: 'Otra1234*',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['Este campo es requerido'],
      last_name: ['Este campo es requerido'],
      documentNumber: [MSG.numericOnly],
      phone: [CONTACT_MSG.invalidPhone],
      gender: [CONTACT_MSG.invalidChoice],
      birthdate: [CONTACT_MSG.invalidDate],
      username: ['Este campo es requerido'],
      confirm_password: ['Las contraseñas no coinciden'],
    });
  });

  it('rejects a malformed e-mail', async () => {
    const res = await t.call(t.admin, 'POST', BASE, personBody({ username: 'no-es-correo' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [MSG.invalidEmail] });
  });

  it('asks for both passwords when a login user is requested', async () => {
    const res = await t.call(t.admin, 'POST', BASE, personBody({ createUser: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Este campo es requerido'], confirm_password: ['Este campo es requerido'] });
  });

  it('creates a login user without a role and links it to the contact', async () => {
    const body = personBody({ createUser: true, password: 'Clave1234*', confirm_password: 'Clave1234*' });
    const created = (await t.call(t.admin, 'POST', BASE, body)).json() as ContactRead;
    expect(created.user_id).toEqual(expect.any(Number));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, created.user_id!));
    expect(user).toMatchObject({ username: body.username, firstName: 'Laura', lastName: 'Méndez', documentNumber: body.documentNumber });
    expect(user!.passwordHash).not.toContain('Clave1234*');
    const token = await t.login(body.username, 'Clave1234*');
    const me = await t.call(t.admin, 'GET', `/api/users/${user!.id}/`);
    expect(me.json()).toMatchObject({ roles: [] });
    expect(token).toEqual(expect.any(String));

    const again = await t.call(t.admin, 'POST', BASE, personBody({ username: body.username.toUpperCase(), createUser: true, password: 'Clave1234*', confirm_password: 'Clave1234*' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ username: [CONTACT_MSG.emailTakenByUser] });
  });

  it('refuses a login e-mail that another user already has', async () => {
    const body = personBody({ username: ADMIN.username, createUser: true, password: 'Clave1234*', confirm_password: 'Clave1234*' });
    const res = await t.call(t.admin, 'POST', BASE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [CONTACT_MSG.emailTakenByUser] });
  });
});

describe('create company', () => {
  it('requires razon_social, actividad, documentNumber, email and phone', async () => {
    const res = await t.call(t.admin, 'POST', BASE, { contactType: 'EMPRESA' });
    expect(res.statusCode).toBe(400);
    const required = ['Este campo es requerido'];
    expect(res.json()).toEqual({ razon_social: required, actividad: required, documentNumber: required, email: required, phone: required });
  });

  it('checks the web site, the document type and the contact persons', async () => {
    const res = await t.call(t.admin, 'POST', BASE, companyBody({ web_site: 'no es una url', documentType: 'CEDULA', documentNumber: 'x1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ web_site: [CONTACT_MSG.invalidUrl], documentType: [CONTACT_MSG.invalidChoice], documentNumber: [MSG.numericOnly] });
    const unknown = await t.call(t.admin, 'POST', BASE, companyBody({ persona_contacto: [999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ persona_contacto: [CONTACT_MSG.unknownContact(999999)] });
  });

  it('refuses an unknown contact type', async () => {
    const res = await t.call(t.admin, 'POST', BASE, { ...personBody(), contactType: 'PERSONA JURIDICA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ contactType: [CONTACT_MSG.invalidChoice] });
  });

  it('creates a company with its contact persons, named by its razon social', async () => {
    const person = await createPerson({ first_name: 'Pedro', last_name: 'Contacto' });
    const body = companyBody({ persona_contacto: [person.id], address: 'Av. 68 # 1-1' });
    const res = await t.call(t.admin, 'POST', BASE, body);
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json() as ContactRead;
    expect(company).toMatchObject({
      contactType: 'EMPRESA', get_full_name: body.razon_social, razon_social: body.razon_social, actividad: 'Comercio',
      web_site: 'https://empresa.co', documentType: 'NIT', documentNumber: body.documentNumber, first_name: '', last_name: '',
      birthdate: null, gender: null,
      empresa: { actividad: 'Comercio', web_site: 'https://empresa.co', persona_contacto: [{ id: person.id, get_full_name: 'Pedro Contacto' }] },
    });
    expect(company.email).toEqual([{ id: expect.any(Number), email: body.email }]);
  });
});

describe('duplicates', () => {
  it('answers 400 with duplicate and the existing id for the same document, writing nothing', async () => {
    const existing = await createPerson();
    const before = await activeContactCount();
    const res = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: existing.documentNumber }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'El Contacto ya existe', duplicate: true, contact_id: existing.id, fields: ['documentNumber'] });
    expect(await activeContactCount()).toBe(before);
  });

  it('without a document, matches the e-mail ignoring case, then the phone by its digits', async () => {
    const existing = await createPerson();
    const byEmail = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: undefined, username: existing.username!.toUpperCase() }));
    expect(byEmail.json()).toEqual({ detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: existing.id, fields: ['email'] });
    const digits = existing.phone[0]!.telefono.replace(/\D/g, '');
    const reformatted = `+${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5)}`;
    const byPhone = await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: '', phone: reformatted }));
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json()).toEqual({ detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: existing.id, fields: ['phone'] });
  });

  it('ignores deleted contacts', async () => {
    const gone = await createPerson();
    expect((await t.call(t.admin, 'DELETE', `${BASE}${gone.id}/`)).statusCode).toBe(204);
    expect((await t.call(t.admin, 'POST', BASE, personBody({ documentNumber: gone.documentNumber }))).statusCode).toBe(201);
  });

  it('vincular-actualizar updates the existing contact, keeps its document and adds no row', async () => {
    const existing = await createPerson({ first_name: 'Original' });
    const before = await activeContactCount();
    const form = personBody({ first_name: 'Reemplazo', last_name: 'Nuevo', city: 'Cali', documentNumber: undefined, contact_id: existing.id });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', `${BASE}vincular-actualizar/`, form);
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: existing.id, message: 'Se ha Actualizado con éxito', first_name: 'Reemplazo', last_name: 'Nuevo', city: 'Cali',
      documentNumber: existing.documentNumber, username: form.username,
    });
    expect((res.json() as ContactRead).email).toEqual([{ id: existing.email[0]!.id, email: form.username }]);
    expect(await activeContactCount()).toBe(before);
    expect(written).toEqual([expect.objectContaining({ contentType: 'Contacto', tipoGestion: 'Actualización', objectId: existing.id })]);

    const unknown = await t.call(t.admin, 'POST', `${BASE}vincular-actualizar/`, { ...form, contact_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ contact_id: [CONTACT_MSG.unknownContact(999999)] });
    const missing = await t.call(t.admin, 'POST', `${BASE}vincular-actualizar/`, personBody());
    expect(missing.json()).toEqual({ contact_id: ['Este campo es requerido'] });
  });

  it('crear-igualmente creates a second contact with the same data but no document, which stays unique', async () => {
    const existing = await createPerson();
    const before = await activeContactCount();
    const sameDocument = await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, personBody({ documentNumber: existing.documentNumber, username: existing.username }));
    expect(sameDocument.statusCode).toBe(400);
    expect(sameDocument.json()).toEqual({ documentNumber: [CONTACT_MSG.documentTaken] });
    expect(await activeContactCount()).toBe(before);
    const res = await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, personBody({ documentNumber: null, username: existing.username }));
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json() as ContactRead & { message: string };
    expect(second.id).not.toBe(existing.id);
    expect(second.message).toBe(CONTACT_MSG.created);
    expect(await activeContactCount()).toBe(before + 1);
    expect((await t.call(t.admin, 'POST', `${BASE}crear-igualmente/`, { first_name: 'X' })).statusCode).toBe(400);
  });
});

describe('detail', () => {
  it('reads lists of e-mails and phones, telegram, groups and relations', async () => {
    const contact = await createPerson({ first_name: 'Detalle' });
    const friend = await createPerson({ first_name: 'Amiga', last_name: 'Fiel' });
    const db = t.database.db;
    await db.insert(contactData).values([
      { contactId: contact.id, tipo: 'Email', label: 'Trabajo', value1: 'trabajo@correo.co' },
      { contactId: contact.id, tipo: 'Telefono', label: 'Whatsapp', value1: '3200000000' },
      { contactId: contact.id, tipo: 'Redes Sociales', label: 'Telegram', value1: '@detalle' },
      { contactId: contact.id, tipo: 'Redes Sociales', label: 'Facebook', value1: 'fb.com/detalle' },
    ]);
    const [group] = await db.insert(contactGroups).values({ name: `Grupo detalle ${counter}`, etiqueta: 'green' }).returning();
    await db.insert(contactGroupMembers).values({ groupId: group!.id, contactId: contact.id });
    await t.call(t.admin, 'POST', `${BASE}${contact.id}/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: friend.id }]);

    const res = await t.call(staff.agente.token, 'GET', `${BASE}${contact.id}/`);
    expect(res.statusCode).toBe(200);
    const read = res.json() as ContactRead;
    expect(read.email.map((e) => e.email)).toEqual([contact.username, 'trabajo@correo.co']);
    expect(read.email[0]).toEqual({ id: expect.any(Number), email: contact.username });
    expect(read.phone.map((p) => p.telefono)).toEqual([contact.phone[0]!.telefono, '3200000000']);
    expect(read.telegram).toEqual([{ telegram: '@detalle' }]);
    expect(read.grupos).toEqual([[group!.id, group!.name, 'green']]);
    expect(read.relaciones).toEqual([{ id: expect.any(Number), destinatario: 'Amiga Fiel', destinatario_id: friend.id, tipo_relacion: 'Amigo' }]);
    expect(read.statusDescripcion).toBe('Activo');
  });

  it('answers 404 for an unknown contact and 400 for a malformed id', async () => {
    expect((await t.call(t.admin, 'GET', `${BASE}999999/`)).json()).toEqual({ detail: CONTACT_MSG.contactNotFound });
    expect((await t.call(t.admin, 'GET', `${BASE}999999/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', `${BASE}abc/`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', `${BASE}99999999999/`)).statusCode).toBe(400);
  });
});

describe('list and search', () => {
  let tagged: ContactRead[];
  const tag = `Xqv${Date.now().toString(36)}`;
  beforeAll(async () => {
    tagged = [];
    for (const [i, phone] of ['3157771001', '3157771002', '3157771003'].entries()) {
      tagged.push(await createPerson({ first_name: `${tag}`, last_name: `Apellido${i}`, phone, documentNumber: `77700${i}`, username: `${tag.toLowerCase()}${i}@lista.co` }));
    }
  });

  const list = async (query: string, token = t.admin) => {
    const res = await t.call(token, 'GET', `${BASE}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: ContactListItem[] };
  };

  it('lists newest first with the list item shape', async () => {
    const page = await list(`search=${tag}`);
    expect(page.count).toBe(3);
    expect(page.results.map((c) => c.id)).toEqual(tagged.map((c) => c.id).reverse());
    expect(page.results[0]).toEqual({
      id: tagged[2]!.id, contactType: 'PERSONA NATURAL', first_name: tag, last_name: 'Apellido2', get_full_name: `${tag} Apellido2`,
      documentType: 'CEDULA', documentNumber: '777002', email: `${tag.toLowerCase()}2@lista.co`, phone: '+573157771003',
      status: 'ACTIVO', image: null, grupos: [], telegram: null,
    });
  });

  it('finds by a name fragment, document, e-mail and phone digits in any format', async () => {
    expect((await list(`search=${tag.slice(1, 5).toUpperCase()}`)).results.map((c) => c.id)).toEqual(expect.arrayContaining(tagged.map((c) => c.id)));
    expect((await list('search=777001')).results.map((c) => c.id)).toEqual([tagged[1]!.id]);
    expect((await list(`search=${tag.toLowerCase()}0@lista`)).results.map((c) => c.id)).toEqual([tagged[0]!.id]);
    expect((await list('search=3157771003')).results.map((c) => c.id)).toEqual([tagged[2]!.id]);
    expect((await list(`search=${encodeURIComponent('+315 777-1002')}`)).results.map((c) => c.id)).toEqual([tagged[1]!.id]);
    expect((await list('search=noexisteningunodeestos')).results).toEqual([]);
    expect((await list('search=100%25_')).count).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const first = await list(`search=${tag}&limit=2&offset=0`);
    expect(first.count).toBe(3);
    expect(first.results.map((c) => c.id)).toEqual([tagged[2]!.id, tagged[1]!.id]);
    expect(first.next).toContain('offset=2');
    expect(first.previous).toBeNull();
    const second = await list(`search=${tag}&limit=2&offset=2`);
    expect(second.results.map((c) => c.id)).toEqual([tagged[0]!.id]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('offset=0');
  });

  it('keeps missing values null: placeholders are the screen\'s job', async () => {
    counter += 1;
    const bare = (await t.call(t.admin, 'POST', BASE, { first_name: tag, last_name: 'Sinmas', email: `sinmas${counter}@correo.co`, phone: `3001112${String(counter).padStart(3, '0')}` })).json() as ContactRead;
    const page = await list(`search=${tag}%20Sinmas`);
    expect(page.results).toEqual([expect.objectContaining({ id: bare.id, documentNumber: null, documentType: null, image: null, grupos: [] })]);
  });

  it('gives the groups of each contact and filters by group for the groups area', async () => {
    const db = t.database.db;
    const [group] = await db.insert(contactGroups).values({ name: `Lista ${tag}`, etiqueta: 'pink' }).returning();
    await db.insert(contactGroupMembers).values([{ groupId: group!.id, contactId: tagged[0]!.id }, { groupId: group!.id, contactId: tagged[2]!.id }]);
    const page = await list(`search=${tag}Apellido`.replace('Apellido', ''));
    expect(page.results.find((c) => c.id === tagged[0]!.id)!.grupos).toEqual([[group!.id, group!.name, 'pink']]);
    const members = await listContacts(db, { limit: 30, offset: 0, search: '' }, { groupId: group!.id });
    expect(members.count).toBe(2);
    expect(members.results.map((c) => c.id)).toEqual([tagged[2]!.id, tagged[0]!.id]);
    const searched = await listContacts(db, { limit: 30, offset: 0, search: '777000' }, { groupId: group!.id });
    expect(searched.results.map((c) => c.id)).toEqual([tagged[0]!.id]);
  });

  it('serves FullList for selects, with a search', async () => {
    const res = await t.call(staff.agente.token, 'GET', `${BASE}FullList?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([{ id: tagged[1]!.id, get_full_name: `${tag} Apellido1`, documentNumber: '777001', phone: '+573157771002' }]));
    expect((await t.call(t.admin, 'GET', `${BASE}FullList`)).statusCode).toBe(200);
  });

  it('filters by campaign for SuperAdmin, Administrador and Supervisor only, keeping the filter in the page links', async () => {
    const campaign = await newCampaign(`Filtro ${tag}`);
    await assignToCampaign(campaign, [tagged[0]!.id, tagged[2]!.id]);
    const page = await list(`campaign=${campaign}&limit=1`);
    expect(page.count).toBe(2);
    expect(page.results.map((c) => c.id)).toEqual([tagged[2]!.id]);
    expect(page.next).toContain(`campaign=${campaign}`);
    expect((await list(`campaign=${campaign}&search=777000`)).results.map((c) => c.id)).toEqual([tagged[0]!.id]);
    for (const role of ['Administrador', 'Supervisor'] as const) {
      const user = await t.userWithRole(role);
      expect((await list(`campaign=${campaign}`, user.token)).results.map((c) => c.id)).toEqual([tagged[2]!.id, tagged[0]!.id]);
    }
    for (const user of [staff.operador, staff.agente]) {
      const refused = await t.call(user.token, 'GET', `${BASE}?campaign=${campaign}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: CAMPAIGN_MSG.campaignFilterForbidden });
    }
    expect((await list('campaign=&search=777000', staff.agente.token)).results.map((c) => c.id)).toEqual([tagged[0]!.id]);
    expect((await t.call(t.admin, 'GET', `${BASE}?campaign=abc`)).statusCode).toBe(400);
    expect((await list('campaign=999999')).count).toBe(0);
    expect((await t.call(t.admin, 'DELETE', `/api/campaign/campaign/${campaign}/`)).statusCode).toBe(204);
    expect((await list(`campaign=${campaign}`)).count).toBe(0);
  });

  it('lists the campaigns of a contact by name, without deleted campaigns', async () => {
    const contact = await createPerson();
    expect(((await t.call(staff.agente.token, 'GET', `${BASE}${contact.id}/`)).json() as ContactRead).campaigns).toEqual([]);
    const zeta = await newCampaign(`Zeta ${tag}`);
    const alfa = await newCampaign(`alfa ${tag}`);
    const gone = await newCampaign(`Borrada ${tag}`);
    for (const campaign of [zeta, alfa, gone]) await assignToCampaign(campaign, [contact.id]);
    await t.call(t.admin, 'DELETE', `/api/campaign/campaign/${gone}/`);
    const read = (await t.call(staff.agente.token, 'GET', `${BASE}${contact.id}/`)).json() as ContactRead;
    expect(read.campaigns).toEqual([{ id: alfa, name: `alfa ${tag}` }, { id: zeta, name: `Zeta ${tag}` }]);
  });

  it('ignores accents and case in a search, both ways', async () => {
    const accented = await createPerson({ first_name: `José ${tag}`, last_name: 'Gómez Ñáñez' });
    const plainName = await createPerson({ first_name: `jose ${tag}`, last_name: 'GOMEZ NANEZ' });
    for (const term of ['gomez', 'GÓMEZ', 'Gómez ñañez', 'gomez nanez', `JOSÉ ${tag}`]) {
      const ids = (await list(`search=${encodeURIComponent(term)}&limit=500`)).results.map((c) => c.id);
      expect(ids, term).toEqual(expect.arrayContaining([accented.id, plainName.id]));
    }
  });

  it('answers the unfiltered count from the maintained total, exact through creates, deletes and bulk writes', async () => {
    const db = t.database.db;
    const exact = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(contacts).where(isNull(contacts.deletedAt)))[0]!.n;
    const shown = async () => (await list('limit=1')).count;
    expect(await shown()).toBe(await exact());
    const created = await createPerson();
    expect(await shown()).toBe(await exact());
    await db.insert(contacts).values(Array.from({ length: 5 }, (_, i) => ({ firstName: `Lote${i}`, lastName: tag })));
    expect(await shown()).toBe(await exact());
    expect((await t.call(t.admin, 'DELETE', `${BASE}${created.id}/`)).statusCode).toBe(204);
    await db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.lastName, tag));
    expect(await shown()).toBe(await exact());
    await db.update(contacts).set({ city: 'Cali' }).where(eq(contacts.lastName, tag));
    await db.delete(contacts).where(eq(contacts.lastName, tag));
    expect(await shown()).toBe(await exact());
  });

  it('reads any page of the whole list, from either end, as an offset scan would', async () => {
    const db = t.database.db;
    const all = (await db.select({ id: contacts.id }).from(contacts).where(isNull(contacts.deletedAt)).orderBy(sql`${contacts.id} desc`)).map((r) => r.id);
    for (const offset of [0, 3, Math.floor(all.length / 2) + 1, all.length - 4, all.length - 1]) {
      const page = await list(`limit=3&offset=${offset}`);
      expect(page.results.map((c) => c.id), `offset ${offset}`).toEqual(all.slice(offset, offset + 3));
    }
  });

  it('caps the count of a broad search, walks on with the after id of the next link, and keeps narrow counts exact', async () => {
    const broad = `Amplio${tag}`;
    await t.database.db.execute(sql`insert into contacts (first_name, last_name)
      select ${broad}, 'Apellido ' || g from generate_series(1, 1040) as g`);
    const first = await list(`search=${broad}&limit=30`);
    expect(first).toMatchObject({ count: 1000, count_capped: true });
    expect(first.results).toHaveLength(30);
    expect(first.next).toMatch(/after=\d+/);
    const seen = new Set(first.results.map((c) => c.id));
    let next: string | null = first.next;
    let pages = 1;
    while (next) {
      const res = await t.call(t.admin, 'GET', next);
      const page = res.json() as { results: ContactListItem[]; next: string | null };
      for (const contact of page.results) {
        expect(seen.has(contact.id)).toBe(false);
        seen.add(contact.id);
      }
      next = page.next;
      pages += 1;
    }
    expect(seen.size).toBe(1040);
    expect(pages).toBe(35);
    const byOffset = await list(`search=${broad}&limit=30&offset=30`);
    const byAfter = await list(`search=${broad}&limit=30&offset=30&after=${first.results.at(-1)!.id}`);
    expect(byAfter.results.map((c) => c.id)).toEqual(byOffset.results.map((c) => c.id));
    const narrow = await list('search=77700');
    expect(narrow.count_capped).toBeUndefined();
    expect(narrow.count).toBe(3);
    expect((await t.call(t.admin, 'GET', `${BASE}?after=0`)).statusCode).toBe(400);
  });

  it('refuses bad paging input with field errors, never a 500', async () => {
    const res = await t.call(t.admin, 'GET', `${BASE}?limit=abc&offset=-1`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['limit', 'offset']);
    expect((await t.call(t.admin, 'GET', `${BASE}?search=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', `${BASE}?search=%00abc`)).statusCode).toBe(200);
  });
});

describe('update', () => {
  it('updates profile fields and keeps the primary contact data in step', async () => {
    const contact = await createPerson();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `${BASE}${contact.id}/`, {
        first_name: 'Nuevo', city: 'Medellín', username: 'NUEVO.CORREO@correo.co', phone: '+57 311 222 3344', address: null, birthdate: '1985-12-01',
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as ContactRead;
    expect(updated).toMatchObject({ first_name: 'Nuevo', last_name: 'Méndez', city: 'Medellín', username: 'nuevo.correo@correo.co', address: null, birthdate: '1985-12-01' });
    expect(updated.email).toEqual([{ id: contact.email[0]!.id, email: 'nuevo.correo@correo.co' }]);
    expect(updated.phone).toEqual([{ id: contact.phone[0]!.id, telefono: '+573112223344' }]);
    expect(updated.address_list).toEqual([]);
    expect(written).toEqual([expect.objectContaining({ contentType: 'Contacto', tipoGestion: 'Actualización', objectId: contact.id })]);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.phoneDigits).toBe('573112223344');
    const found = await t.call(t.admin, 'GET', `${BASE}?search=3112223344`);
    expect((found.json() as { results: ContactListItem[] }).results.map((c) => c.id)).toEqual([contact.id]);
  });

  it('answers field errors for the profile fields', async () => {
    const contact = await createPerson();
    const res = await t.call(t.admin, 'PATCH', `${BASE}${contact.id}/`, {
      first_name: '', last_name: '   ', documentNumber: 'abc', birthdate: '01/02/2000', razon_social: '', actividad: '', web_site: 'nada',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['Este campo es requerido'], last_name: ['Este campo es requerido'], documentNumber: [MSG.numericOnly],
      birthdate: [CONTACT_MSG.invalidDate], razon_social: ['Este campo es requerido'], actividad: ['Este campo es requerido'],
      web_site: [CONTACT_MSG.invalidUrl],
    });
  });

  it('refuses a document number another contact has', async () => {
    const [one, two] = [await createPerson(), await createPerson()];
    const res = await t.call(t.admin, 'PATCH', `${BASE}${two.id}/`, { documentNumber: one.documentNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ documentNumber: [CONTACT_MSG.documentTaken] });
    expect((await t.call(t.admin, 'PATCH', `${BASE}${two.id}/`, { documentNumber: two.documentNumber })).statusCode).toBe(200);
  });

  it('updates a company and its contact persons', async () => {
    const company = (await t.call(t.admin, 'POST', BASE, companyBody())).json() as ContactRead;
    const person = await createPerson({ first_name: 'Gerente' });
    const res = await t.call(t.admin, 'PATCH', `${BASE}${company.id}/`, { razon_social: 'Renombrada S.A.', web_site: 'www.renombrada.co', persona_contacto: [person.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      get_full_name: 'Renombrada S.A.',
      empresa: { web_site: 'www.renombrada.co', persona_contacto: [{ id: person.id, get_full_name: 'Gerente Méndez' }] },
    });
    expect((await t.call(t.admin, 'PATCH', `${BASE}${company.id}/`, { persona_contacto: [company.id] })).json()).toEqual({ persona_contacto: [CONTACT_MSG.selfRelation] });
  });

  it('answers 404 for an unknown contact', async () => {
    expect((await t.call(t.admin, 'PATCH', `${BASE}999999/`, { city: 'Cali' })).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('answers 204, writes an audit entry, then the contact is gone from detail and list', async () => {
    const contact = await createPerson({ first_name: 'Borrable' });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'DELETE', `${BASE}${contact.id}/`);
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(written).toEqual([expect.objectContaining({ contentType: 'Contacto', tipoGestion: 'Eliminación', objectId: contact.id })]);
    expect((await t.call(t.admin, 'GET', `${BASE}${contact.id}/`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `${BASE}${contact.id}/`)).statusCode).toBe(404);
    const page = (await t.call(t.admin, 'GET', `${BASE}?search=${contact.documentNumber}`)).json() as { count: number };
    expect(page.count).toBe(0);
  });
});

describe('relations', () => {
  it('creates a list of relations and answers the contact\'s relations', async () => {
    const [a, b, c] = [await createPerson({ first_name: 'Ana' }), await createPerson({ first_name: 'Beto' }), await createPerson({ first_name: 'Ciro' })];
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, [
        { tipo_relacion: 'Hermano', destinatario: b.id }, { tipo_relacion: 'Cuñado', destinatario: c.id },
      ]);
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      detail: 'Se ha agregado el parentesco',
      relaciones: [
        { id: expect.any(Number), destinatario: 'Beto Méndez', destinatario_id: b.id, tipo_relacion: 'Hermano' },
        { id: expect.any(Number), destinatario: 'Ciro Méndez', destinatario_id: c.id, tipo_relacion: 'Cuñado' },
      ],
    });
    expect(written).toHaveLength(1);

    const single = await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, { tipo_relacion: 'Socio', destinatario: c.id });
    expect((single.json() as { relaciones: unknown[] }).relaciones).toHaveLength(3);

    const relationId = (res.json() as { relaciones: { id: number }[] }).relaciones[0]!.id;
    expect((await t.call(staff.operador.token, 'DELETE', `${BASE}${a.id}/relaciones/${relationId}/`)).statusCode).toBe(204);
    expect((await t.call(t.admin, 'DELETE', `${BASE}${a.id}/relaciones/${relationId}/`)).statusCode).toBe(404);
    expect(((await t.call(staff.agente.token, 'GET', `${BASE}${a.id}/`)).json() as ContactRead).relaciones.map((r) => r.tipo_relacion)).toEqual(['Cuñado', 'Socio']);
  });

  it('refuses a relation with itself, with an unknown contact, or of an unknown type', async () => {
    const a = await createPerson();
    const self = await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: a.id }]);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ destinatario: [CONTACT_MSG.selfRelation] });
    const unknown = await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: 999999 }]);
    expect(unknown.json()).toEqual({ destinatario: [CONTACT_MSG.unknownContact(999999)] });
    const badType = await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, [{ tipo_relacion: 'Vecino', destinatario: 1 }]);
    expect(badType.statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', `${BASE}${a.id}/crear_relacion/`, [])).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', `${BASE}999999/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: a.id }])).statusCode).toBe(404);
  });

  it('is read-only for an Agente', async () => {
    const [a, b] = [await createPerson(), await createPerson()];
    const res = await t.call(staff.agente.token, 'POST', `${BASE}${a.id}/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: b.id }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MSG.forbidden });
  });
});

describe('agents', () => {
  it('lists the users who can be assigned: agents, operators and supervisors only', async () => {
    const supervisor = await t.userWithRole('Supervisor');
    const administrador = await t.userWithRole('Administrador');
    const res = await t.call(t.admin, 'GET', '/api/contact/agentes/');
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([staff.agente.id, staff.operador.id, supervisor.id]));
    expect(ids).not.toContain(administrador.id);
  });

  it('replaces the agents of a contact and refuses users without an agent role', async () => {
    const contact = await createPerson();
    const supervisor = await t.userWithRole('Supervisor', { firstName: 'Sara', lastName: 'Vela' });
    const administrador = await t.userWithRole('Administrador');
    const url = `${BASE}${contact.id}/assign_agents/`;
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(supervisor.token, 'POST', url, { agents: [staff.agente.id, supervisor.id] });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ detail: 'Se ha asignado el Agente con éxito' });
    expect((res.json() as { agents: { id: number }[] }).agents.map((a) => a.id).sort()).toEqual([staff.agente.id, supervisor.id].sort());
    expect(written).toHaveLength(1);

    const replaced = await t.call(t.admin, 'POST', url, { agents: [staff.operador.id] });
    expect((replaced.json() as { agents: { id: number }[] }).agents.map((a) => a.id)).toEqual([staff.operador.id]);
    expect((await t.call(t.admin, 'GET', `${BASE}${contact.id}/agents/`)).json()).toEqual([{ id: staff.operador.id, get_full_name: expect.any(String) }]);
    expect(((await t.call(t.admin, 'GET', `${BASE}${contact.id}/`)).json() as ContactRead).agents.map((a) => a.id)).toEqual([staff.operador.id]);

    const refused = await t.call(t.admin, 'POST', url, { agents: [administrador.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ agents: [CONTACT_MSG.notAgent(administrador.id)] });
    expect((await t.call(t.admin, 'POST', url, { agents: ['x'] })).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', `${BASE}999999/assign_agents/`, { agents: [] })).statusCode).toBe(404);
  });

  it('is refused to Agente and Operador', async () => {
    const contact = await createPerson();
    for (const user of [staff.agente, staff.operador]) {
      expect((await t.call(user.token, 'POST', `${BASE}${contact.id}/assign_agents/`, { agents: [staff.agente.id] })).statusCode).toBe(403);
      expect((await t.call(user.token, 'GET', '/api/contact/agentes/')).statusCode).toBe(403);
      expect((await t.call(user.token, 'GET', `${BASE}${contact.id}/agents/`)).statusCode).toBe(403);
    }
  });
});

describe('whatsapp numbers', () => {
  it('lists the contact\'s phones with their labels', async () => {
    const contact = await createPerson();
    await t.database.db.insert(contactData).values({ contactId: contact.id, tipo: 'Telefono', label: 'Whatsapp', value1: '+573009998877' });
    const res = await t.call(staff.agente.token, 'GET', `${BASE}${contact.id}/whatsapp_numbers/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: contact.phone[0]!.id, telefono: contact.phone[0]!.telefono, label: 'Principal' },
      { id: expect.any(Number), telefono: '+573009998877', label: 'Whatsapp' },
    ]);
    expect((await t.call(staff.agente.token, 'GET', `${BASE}999999/whatsapp_numbers/`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('lets an Agente read but not create, update or delete', async () => {
    const contact = await createPerson();
    expect((await t.call(staff.agente.token, 'GET', BASE)).statusCode).toBe(200);
    expect((await t.call(staff.agente.token, 'GET', `${BASE}${contact.id}/`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', BASE, personBody()],
      ['POST', `${BASE}crear-igualmente/`, personBody()],
      ['POST', `${BASE}vincular-actualizar/`, personBody({ contact_id: contact.id })],
      ['PATCH', `${BASE}${contact.id}/`, { city: 'Cali' }],
      ['DELETE', `${BASE}${contact.id}/`, undefined],
    ] as const) {
      const res = await t.call(staff.agente.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await t.call(t.admin, 'GET', `${BASE}${contact.id}/`)).json()).toMatchObject({ city: 'Bogotá' });
  });

  it('lets an Operador create and update but not delete', async () => {
    const res = await t.call(staff.operador.token, 'POST', BASE, personBody());
    expect(res.statusCode).toBe(201);
    const id = (res.json() as ContactRead).id;
    expect((await t.call(staff.operador.token, 'PATCH', `${BASE}${id}/`, { city: 'Pasto' })).statusCode).toBe(200);
    expect((await t.call(staff.operador.token, 'DELETE', `${BASE}${id}/`)).statusCode).toBe(403);
    const supervisor = await t.userWithRole('Supervisor');
    expect((await t.call(supervisor.token, 'DELETE', `${BASE}${id}/`)).statusCode).toBe(204);
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [['GET', BASE], ['GET', `${BASE}1/`], ['POST', BASE], ['GET', `${BASE}FullList`], ['GET', '/api/contact/agentes/']] as const) {
      const res = await t.call(null, method, url, method === 'POST' ? personBody() : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MSG.notAuthenticated });
    }
  });

  it('answers 403 to everyone while the Contactos module is off', async () => {
    await t.withModuleOff('Contactos', async () => {
      expectModuleDisabled(await t.call(t.admin, 'GET', BASE));
      expect((await t.call(t.admin, 'POST', BASE, personBody())).statusCode).toBe(403);
      expect((await t.call(staff.agente.token, 'GET', `${BASE}FullList`)).statusCode).toBe(403);
    });
    expect((await t.call(t.admin, 'GET', BASE)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('never answers 500', async () => {
    const contact = await createPerson();
    const raw = (method: 'POST' | 'PATCH', url: string, text: string) => t.callWithJsonText(t.admin, method, url, text);
    expect((await raw('POST', BASE, '{"first_name": ')).statusCode).toBe(400);
    expect((await raw('POST', BASE, '"texto"')).statusCode).toBe(400);
    expect((await raw('POST', BASE, 'null')).statusCode).toBe(400);
    expect((await raw('POST', BASE, '[]')).statusCode).toBe(400);
    expect((await raw('PATCH', `${BASE}${contact.id}/`, '[1,2]')).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', BASE, personBody({ first_name: 'a\u0000b', phone: 12345 }))).statusCode).toBe(400);
    const nul = await t.call(t.admin, 'POST', BASE, personBody({ first_name: 'Con\u0000Nulo' }));
    expect(nul.statusCode).toBe(201);
    expect(nul.json()).toMatchObject({ first_name: 'ConNulo' });
    expect((await t.call(t.admin, 'POST', BASE, personBody({ first_name: 'x'.repeat(151) }))).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', BASE, personBody({ createUser: 'si' }))).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', BASE, companyBody({ persona_contacto: [99999999999] }))).statusCode).toBe(400);
    expect((await t.call(t.admin, 'POST', `${BASE}${contact.id}/crear_relacion/`, [{ tipo_relacion: 'Amigo', destinatario: 99999999999 }])).statusCode).toBe(400);
    expect((await t.call(t.admin, 'DELETE', `${BASE}${contact.id}/relaciones/abc/`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'PATCH', `${BASE}${contact.id}/`, { birthdate: '1800-01-01' })).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', `${BASE}?offset=99999999999999`)).statusCode).toBe(200);
  });
});
