import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_MSG, DEFAULT_SERVICE_LEVELS, MSG, type CampaignRead } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { campaigns } from '../../db/schema.js';

const t = useTestApp();
const staff = useStaff(t, {
  administrador: { firstName: 'Adela', lastName: 'Rojas' },
  supervisor: { firstName: 'Sergio', lastName: 'Vargas' },
  operador: { firstName: 'Olga', lastName: 'Pardo' },
  agente: { firstName: 'Andrés', lastName: 'Gil' },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const BASE = '/api/campaign/campaign/';

let counter = 0;
function campaignForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { name: `Campaña ${counter} ${Date.now().toString(36)}`, description: 'Ventas de seguros', encargado: [staff.supervisor.id], ...overrides };
}

async function newCampaign(overrides: Record<string, unknown> = {}): Promise<CampaignRead> {
  const res = await t.call(t.admin, 'POST', BASE, campaignForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CampaignRead;
}

async function newContact(name: string): Promise<number> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
    first_name: name, last_name: 'Cliente', email: `cliente${counter}.${Date.now()}@correo.co`, phone: `31${String(Date.now()).slice(-6)}${String(counter).padStart(2, '0')}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('POST /campaign/campaign/', () => {
  it('creates a campaign with its encargados, answers 201 with the message and writes one audit entry', async () => {
    const account = await t.call(t.admin, 'POST', '/api/produccion/account/', {
      name: 'Cuenta Campaña', documentType: 'NIT', documentNumber: `800${Date.now().toString().slice(-7)}`,
      address: 'Calle 1', phone: '6011234567', city: 'Bogotá',
    });
    const accountId = (account.json() as { id: number }).id;
    const form = campaignForm({ name: '  Cobranza Norte  ', encargado: [staff.supervisor.id, staff.administrador.id], account: accountId, closing_hours: 12 });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.administrador.token, 'POST', BASE, form);
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number), autorizacion_datos: '', name: 'Cobranza Norte', description: 'Ventas de seguros',
      encargado: [{ id: staff.administrador.id, get_full_name: 'Adela Rojas' }, { id: staff.supervisor.id, get_full_name: 'Sergio Vargas' }],
      users: [], account: accountId, closing_hours: 12, contacts_count: 0, message: CAMPAIGN_MSG.created, ...DEFAULT_SERVICE_LEVELS,
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Creación', objectId: body.id });
  });

  it('closes open gestiones after 24 hours unless told otherwise, and accepts only 5, 10, 12, 20 or 24', async () => {
    expect((await newCampaign()).closing_hours).toBe(24);
    expect((await newCampaign({ closing_hours: '5' })).closing_hours).toBe(5);
    const res = await t.call(t.admin, 'POST', BASE, campaignForm({ closing_hours: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ closing_hours: [CAMPAIGN_MSG.invalidClosingHours] });
  });

  it('requires name, description and encargado, each error under its field', async () => {
    const empty = await t.call(t.admin, 'POST', BASE, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required], description: [MSG.required], encargado: [MSG.required] });
    const blanks = await t.call(t.admin, 'POST', BASE, { name: '  ', description: '', encargado: [] });
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json()).toEqual({ name: [MSG.required], description: [MSG.required], encargado: [CAMPAIGN_MSG.encargadoRequired] });
  });

  it('refuses a name another campaign has, ignoring case, and frees it when that campaign is deleted', async () => {
    const existing = await newCampaign();
    const before = (await t.database.db.select().from(campaigns)).length;
    const res = await t.call(t.admin, 'POST', BASE, campaignForm({ name: existing.name.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [CAMPAIGN_MSG.nameTaken] });
    expect((await t.database.db.select().from(campaigns)).length).toBe(before);
    expect((await t.call(t.admin, 'DELETE', `${BASE}${existing.id}/`)).statusCode).toBe(204);
    expect((await t.call(t.admin, 'POST', BASE, campaignForm({ name: existing.name }))).statusCode).toBe(201);
  });

  it('refuses an unknown or deleted user as encargado, and an unknown account', async () => {
    const res = await t.call(t.admin, 'POST', BASE, campaignForm({ encargado: [staff.supervisor.id, 999999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ encargado: [CAMPAIGN_MSG.unknownUsers([999999])] });
    const account = await t.call(t.admin, 'POST', BASE, campaignForm({ account: 999999 }));
    expect(account.statusCode).toBe(400);
    expect(account.json()).toEqual({ account: [CAMPAIGN_MSG.unknownAccount] });
  });

  it.each([['Supervisor', () => staff.supervisor], ['Operador', () => staff.operador], ['Agente', () => staff.agente]] as const)(
    'refuses %s with 403',
    async (_role, user) => {
      const res = await t.call(user().token, 'POST', BASE, campaignForm());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    },
  );

  it('answers 401 without a token', async () => {
    expect((await t.call(null, 'POST', BASE, campaignForm())).statusCode).toBe(401);
    expect((await t.call(null, 'GET', BASE)).statusCode).toBe(401);
  });
});

describe('GET /campaign/campaign/', () => {
  it('lists campaigns newest first, paged, searching name and description, to every role', async () => {
    const tag = `Zeta${Date.now().toString(36)}`;
    const first = await newCampaign({ name: `${tag} Uno` });
    const second = await newCampaign({ name: 'Otra', description: `Descripción ${tag}` });
    for (const user of [staff.agente, staff.operador, staff.supervisor]) {
      const res = await t.call(user.token, 'GET', `${BASE}?search=${tag.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.count).toBe(2);
      expect(page.results.map((c: CampaignRead) => c.id)).toEqual([second.id, first.id]);
    }
    const paged = (await t.call(t.admin, 'GET', `${BASE}?search=${tag}&limit=1&offset=1`)).json();
    expect(paged.results.map((c: CampaignRead) => c.id)).toEqual([first.id]);
    expect(paged.previous).toContain('offset=0');
    expect((await t.call(t.admin, 'GET', `${BASE}?search=%25_`)).json().count).toBe(0);
  });

  it('reads one campaign, and answers 404 for an unknown or deleted one and 400 for a malformed id', async () => {
    const campaign = await newCampaign();
    const one = await t.call(staff.agente.token, 'GET', `${BASE}${campaign.id}/`);
    expect(one.statusCode).toBe(200);
    const { message: _message, ...read } = campaign as CampaignRead & { message: string };
    expect(one.json()).toEqual(read);
    expect((await t.call(t.admin, 'GET', `${BASE}999999/`)).json()).toEqual({ detail: CAMPAIGN_MSG.campaignNotFound });
    expect((await t.call(t.admin, 'GET', `${BASE}abc/`)).statusCode).toBe(400);
    expect((await t.call(t.admin, 'GET', `${BASE}99999999999/`)).statusCode).toBe(400);
  });

  it('serves FullList as {id, name} by name, without deleted campaigns', async () => {
    const kept = await newCampaign({ name: `AAA lista ${Date.now()}` });
    const gone = await newCampaign();
    await t.call(t.admin, 'DELETE', `${BASE}${gone.id}/`);
    const res = await t.call(staff.agente.token, 'GET', `${BASE}FullList`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string }[];
    expect(list).toContainEqual({ id: kept.id, name: kept.name });
    expect(list.map((c) => c.id)).not.toContain(gone.id);
    const names = list.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses bad paging input with field errors, never a 500', async () => {
    const res = await t.call(t.admin, 'GET', `${BASE}?limit=abc&offset=-1`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['limit', 'offset']);
  });
});

describe('PATCH and DELETE /campaign/campaign/{id}/', () => {
  it('updates the fields sent, answering the message, with one audit entry', async () => {
    const campaign = await newCampaign();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.administrador.token, 'PATCH', `${BASE}${campaign.id}/`, { description: 'Retención', closing_hours: 20 });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: campaign.id, name: campaign.name, description: 'Retención', closing_hours: 20, message: CAMPAIGN_MSG.updated });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Actualización', objectId: campaign.id });
    expect(written[0]!.descripcion).toContain('Retención');
    expect((await t.call(t.admin, 'PATCH', `${BASE}${campaign.id}/`, { name: campaign.name.toLowerCase() })).statusCode).toBe(200);
  });

  it('refuses an empty name or description, a taken name and a bad closing time', async () => {
    const campaign = await newCampaign();
    const other = await newCampaign();
    const blank = await t.call(t.admin, 'PATCH', `${BASE}${campaign.id}/`, { name: '', description: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: [MSG.required], description: [MSG.required] });
    const nulls = await t.call(t.admin, 'PATCH', `${BASE}${campaign.id}/`, { name: null, description: null });
    expect(nulls.json()).toEqual({ name: [MSG.required], description: [MSG.required] });
    const taken = await t.call(t.admin, 'PATCH', `${BASE}${campaign.id}/`, { name: other.name });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: [CAMPAIGN_MSG.nameTaken] });
    expect((await t.call(t.admin, 'PATCH', `${BASE}${campaign.id}/`, { closing_hours: 0 })).json()).toEqual({ closing_hours: [CAMPAIGN_MSG.invalidClosingHours] });
    expect((await t.call(t.admin, 'PATCH', `${BASE}999999/`, { name: 'X' })).statusCode).toBe(404);
  });

  it('is refused to Supervisor, Operador and Agente', async () => {
    const campaign = await newCampaign();
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'PATCH', `${BASE}${campaign.id}/`, { name: 'Otro' })).statusCode).toBe(403);
      expect((await t.call(user.token, 'DELETE', `${BASE}${campaign.id}/`)).statusCode).toBe(403);
    }
  });

  it('deletes with 204 and one audit entry; the campaign then leaves the list and answers 404', async () => {
    const campaign = await newCampaign();
    const written = await t.auditsWrittenBy(async () => {
      expect((await t.call(staff.administrador.token, 'DELETE', `${BASE}${campaign.id}/`)).statusCode).toBe(204);
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Eliminación', objectId: campaign.id });
    expect((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).statusCode).toBe(404);
    const list = (await t.call(t.admin, 'GET', `${BASE}?search=${encodeURIComponent(campaign.name)}`)).json();
    expect(list.count).toBe(0);
    expect((await t.call(t.admin, 'DELETE', `${BASE}${campaign.id}/`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('encargados', () => {
  it('lists, adds and removes encargados (SuperAdmin and Administrador), each change audited', async () => {
    const campaign = await newCampaign();
    const listed = await t.call(staff.agente.token, 'GET', `/api/campaign/get_encargados_campaign/?campaign=${campaign.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: staff.supervisor.id, get_full_name: 'Sergio Vargas' }]);

    let added!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      added = await t.call(staff.administrador.token, 'POST', `${BASE}${campaign.id}/add_encargados/`, { contact: [staff.operador.id, staff.supervisor.id] });
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      detail: CAMPAIGN_MSG.encargadosAdded,
      encargado: [{ id: staff.operador.id, get_full_name: 'Olga Pardo' }, { id: staff.supervisor.id, get_full_name: 'Sergio Vargas' }],
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ tipoGestion: 'Actualización', objectId: campaign.id });

    const removed = await t.call(t.admin, 'PUT', `${BASE}${campaign.id}/remove_encargados/`, { contact: [staff.supervisor.id] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: CAMPAIGN_MSG.encargadosRemoved, encargado: [{ id: staff.operador.id, get_full_name: 'Olga Pardo' }] });
    expect(((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).json() as CampaignRead).encargado.map((u) => u.id)).toEqual([staff.operador.id]);
  });

  it('keeps at least one encargado and refuses unknown users', async () => {
    const campaign = await newCampaign();
    const last = await t.call(t.admin, 'POST', `${BASE}${campaign.id}/remove_encargados/`, { contact: [staff.supervisor.id] });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ detail: CAMPAIGN_MSG.lastEncargado });
    expect(((await t.call(t.admin, 'GET', `/api/campaign/get_encargados_campaign/?campaign=${campaign.id}`)).json() as unknown[])).toHaveLength(1);
    const unknown = await t.call(t.admin, 'POST', `${BASE}${campaign.id}/add_encargados/`, { contact: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ contact: [CAMPAIGN_MSG.unknownUsers([999999])] });
    expect((await t.call(t.admin, 'POST', `${BASE}${campaign.id}/add_encargados/`, { contact: [] })).json()).toEqual({ contact: [MSG.required] });
    expect((await t.call(t.admin, 'POST', `${BASE}999999/add_encargados/`, { contact: [staff.operador.id] })).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/campaign/get_encargados_campaign/')).json()).toEqual({ campaign: [MSG.required] });
  });

  it.each([['Supervisor', () => staff.supervisor], ['Operador', () => staff.operador], ['Agente', () => staff.agente]] as const)(
    'refuses %s with 403 on adding and removing encargados',
    async (_role, user) => {
      const campaign = await newCampaign();
      for (const action of ['add_encargados', 'remove_encargados']) {
        const res = await t.call(user().token, 'POST', `${BASE}${campaign.id}/${action}/`, { contact: [staff.operador.id] });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: MSG.forbidden });
      }
    },
  );
});

describe('users of a campaign', () => {
  it('lists, adds and removes users', async () => {
    const campaign = await newCampaign();
    expect((await t.call(staff.agente.token, 'GET', `${BASE}${campaign.id}/users/`)).json()).toEqual([]);
    const written = await t.auditsWrittenBy(async () => {
      const added = await t.call(staff.administrador.token, 'POST', `${BASE}${campaign.id}/add_users/`, { contact: [staff.agente.id, staff.operador.id, staff.agente.id] });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({
        detail: CAMPAIGN_MSG.usersAdded,
        users: [{ id: staff.agente.id, get_full_name: 'Andrés Gil' }, { id: staff.operador.id, get_full_name: 'Olga Pardo' }],
      });
    });
    expect(written).toHaveLength(1);
    const removed = await t.call(t.admin, 'POST', `${BASE}${campaign.id}/remove_users/`, { contact: staff.agente.id });
    expect(removed.json()).toEqual({ detail: CAMPAIGN_MSG.usersRemoved, users: [{ id: staff.operador.id, get_full_name: 'Olga Pardo' }] });
    const again = await t.auditsWrittenBy(async () => {
      expect((await t.call(t.admin, 'POST', `${BASE}${campaign.id}/remove_users/`, { contact: [staff.agente.id] })).statusCode).toBe(200);
    });
    expect(again).toHaveLength(0);
    expect(((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).json() as CampaignRead).users.map((u) => u.id)).toEqual([staff.operador.id]);
  });

  it('refuses Supervisor, Operador and Agente with 403, and unknown users with 400', async () => {
    const campaign = await newCampaign();
    for (const user of [staff.supervisor, staff.operador, staff.agente]) {
      expect((await t.call(user.token, 'POST', `${BASE}${campaign.id}/add_users/`, { contact: [staff.agente.id] })).statusCode).toBe(403);
      expect((await t.call(user.token, 'POST', `${BASE}${campaign.id}/remove_users/`, { contact: [staff.agente.id] })).statusCode).toBe(403);
    }
    const unknown = await t.call(t.admin, 'POST', `${BASE}${campaign.id}/add_users/`, { contact: [999998] });
    expect(unknown.json()).toEqual({ contact: [CAMPAIGN_MSG.unknownUsers([999998])] });
  });
});

describe('contacts of a campaign', () => {
  it('lets an Operador assign and remove contacts, counting them, each change audited', async () => {
    const campaign = await newCampaign();
    const [a, b] = [await newContact('Ana'), await newContact('Beto')];
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.operador.token, 'POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [a, b] });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se ha asignado al contacto en la Campaña.', asignados: 2 });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Campaña', tipoGestion: 'Actualización', objectId: campaign.id });

    const again = await t.call(staff.operador.token, 'POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [a] });
    expect(again.json()).toEqual({ detail: CAMPAIGN_MSG.contactsAssigned, asignados: 0 });
    expect(((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).json() as CampaignRead).contacts_count).toBe(2);

    const removed = await t.call(staff.operador.token, 'POST', `${BASE}${campaign.id}/remove_contacts/`, { contact: [a] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: CAMPAIGN_MSG.contactsRemoved, removidos: 1 });
    expect(((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).json() as CampaignRead).contacts_count).toBe(1);
  });

  it('refuses unknown contacts, an empty list, and the Agente', async () => {
    const campaign = await newCampaign();
    const contact = await newContact('Carla');
    const unknown = await t.call(t.admin, 'POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [contact, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ contact: [CAMPAIGN_MSG.unknownContacts([999999])] });
    expect(((await t.call(t.admin, 'GET', `${BASE}${campaign.id}/`)).json() as CampaignRead).contacts_count).toBe(0);
    expect((await t.call(t.admin, 'POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [] })).json()).toEqual({ contact: [MSG.required] });
    expect((await t.call(t.admin, 'POST', `${BASE}999999/assign_contacts/`, { contact: [contact] })).statusCode).toBe(404);
    for (const action of ['assign_contacts', 'remove_contacts']) {
      const res = await t.call(staff.agente.token, 'POST', `${BASE}${campaign.id}/${action}/`, { contact: [contact] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
  });
});

describe("module 'Campañas'", () => {
  it('closes the campaign endpoints while it is off', async () => {
    const campaign = await newCampaign();
    await expectClosedWhileOff(t, 'Campañas', [
      ['GET', BASE],
      ['GET', `${BASE}FullList`],
      ['GET', `${BASE}${campaign.id}/`],
      ['POST', BASE, campaignForm()],
      ['PATCH', `${BASE}${campaign.id}/`, { name: 'Otro' }],
      ['POST', `${BASE}${campaign.id}/add_encargados/`, { contact: [staff.operador.id] }],
      ['POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [1] }],
      ['GET', `/api/campaign/horario_campaign/${campaign.id}/`],
    ]);
  });
});

describe('bad input', () => {
  it('never answers 500', async () => {
    const campaign = await newCampaign();
    const attempts: [Method, string, unknown][] = [
      ['POST', BASE, { name: 5, description: ['x'], encargado: 'todos' }],
      ['POST', BASE, { name: 'x'.repeat(5000), description: 'd', encargado: [1.5] }],
      ['POST', BASE, { name: 'Nul\u0000', description: 'd', encargado: [staff.supervisor.id], account: 'abc', closing_hours: {} }],
      ['POST', BASE, [1, 2]],
      ['PATCH', `${BASE}${campaign.id}/`, { account: -1, closing_hours: 'mucho' }],
      ['POST', `${BASE}${campaign.id}/add_users/`, { contact: ['a'] }],
      ['POST', `${BASE}${campaign.id}/assign_contacts/`, { contact: [99999999999] }],
      ['POST', `${BASE}${campaign.id}/assign_contacts/`, {}],
      ['GET', '/api/campaign/get_encargados_campaign/?campaign=abc', undefined],
    ];
    for (const [method, url, body] of attempts) {
      const res = await t.call(t.admin, method, url, body as object);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    }
    const text = await t.callWithJsonText(t.admin, 'POST', BASE, 'no es json');
    expect(text.statusCode).toBe(400);
  });
});
