import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BULK_MAX_CONTACTS, BULK_MSG, CAMPAIGN_MSG, MSG, type ContactRead } from '@atiende/shared';
import { useStaff, useTestApp, type TestUser } from '../../test/harness.js';
import { campaignContacts, contactAgents, contactGroupMembers, contacts } from '../../db/schema.js';
import { readXlsx } from '../imports/imports.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);

const BULK = '/api/contact/contacto/acciones-masivas/';
const EXPORT = '/api/contact/contacto/exportar-excel/';

let counter = 0;
/** A person whose document, e-mail and phone no other test uses; `lastName` lets a search find a test's own contacts. */
async function createPerson(lastName: string, firstName = 'Laura'): Promise<ContactRead> {
  counter += 1;
  const res = await t.call(t.admin, 'POST', '/api/contact/contacto/', {
    first_name: firstName, last_name: lastName, username: `masivo${counter}@correo.co`,
    documentNumber: `55${String(counter).padStart(8, '0')}`, phone: `+57 302 ${String(counter).padStart(7, '0')}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ContactRead;
}

async function people(lastName: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await createPerson(lastName, `Persona${i}`)).id);
  return ids;
}

async function newGroup(name: string): Promise<number> {
  const res = await t.call(t.admin, 'POST', '/api/contact/grupoContacto/', { name, etiqueta: 'green' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function newCampaign(name: string): Promise<number> {
  const res = await t.call(t.admin, 'POST', '/api/campaign/campaign/', { name, description: 'Campaña masiva', encargado: [staff.supervisor.id] });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function membersOf(groupId: number): Promise<number[]> {
  const found = await t.database.db.select({ id: contactGroupMembers.contactId }).from(contactGroupMembers)
    .where(eq(contactGroupMembers.groupId, groupId));
  return found.map((r) => r.id).sort((a, b) => a - b);
}

async function activeAmong(ids: number[]): Promise<number[]> {
  const found = await t.database.db.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, ids), isNull(contacts.deletedAt)));
  return found.map((r) => r.id).sort((a, b) => a - b);
}

const bulk = (token: string, body: object) => t.call(token, 'POST', BULK, body);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('asignar_campana', () => {
  it('assigns the listed contacts, counts only the new ones and writes the campaign audit entry', async () => {
    const ids = await people('Campañista', 3);
    const campaign = await newCampaign('Masiva Norte');
    await t.call(t.admin, 'POST', `/api/campaign/campaign/${campaign}/assign_contacts/`, { contact: [ids[0]] });
    let res!: Awaited<ReturnType<typeof bulk>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await bulk(staff.operador.token, { accion: 'asignar_campana', campaign, seleccion: { ids } });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se asignaron 2 contactos a la campaña Masiva Norte.', cambiados: 2, seleccionados: 3 });
    const members = await t.database.db.select({ id: campaignContacts.contactId }).from(campaignContacts)
      .where(eq(campaignContacts.campaignId, campaign));
    expect(sorted(members.map((m) => m.id))).toEqual(sorted(ids));
    expect(written.map((a) => [a.contentType, a.tipoGestion, a.objectId, a.descripcion])).toEqual([
      ['Campaña', 'Actualización', campaign, 'Se asignaron 2 contactos a la campaña Masiva Norte'],
    ]);
  });

  it('is refused without the right to change contacts, and a missing campaign is a field error', async () => {
    const ids = await people('Sinpermiso', 1);
    const campaign = await newCampaign('Masiva Sur');
    const refused = await bulk(staff.agente.token, { accion: 'asignar_campana', campaign, seleccion: { ids } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    const missing = await bulk(t.admin, { accion: 'asignar_campana', campaign: 999_999, seleccion: { ids } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ campaign: [CAMPAIGN_MSG.campaignNotFound] });
    const none = await bulk(t.admin, { accion: 'asignar_campana', seleccion: { ids } });
    expect(none.json()).toEqual({ campaign: [BULK_MSG.campaignRequired] });
    const members = await t.database.db.select().from(campaignContacts).where(eq(campaignContacts.campaignId, campaign));
    expect(members).toEqual([]);
  });

  it('asks for the campaign filter permission to select by campaign', async () => {
    const campaign = await newCampaign('Masiva Filtro');
    const res = await bulk(staff.operador.token, { accion: 'asignar_campana', campaign, seleccion: { todos: true, campaign } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CAMPAIGN_MSG.campaignFilterForbidden });
  });
});

describe('asignar_agente', () => {
  it('adds the agents to each contact, keeping the agents it had, with one audit entry per changed contact', async () => {
    const ids = await people('Agentado', 3);
    await t.call(t.admin, 'POST', `/api/contact/contacto/${ids[0]}/assign_agents/`, { agents: [staff.supervisor.id] });
    await t.call(t.admin, 'POST', `/api/contact/contacto/${ids[1]}/assign_agents/`, { agents: [staff.agente.id] });
    let res!: Awaited<ReturnType<typeof bulk>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await bulk(staff.supervisor.token, { accion: 'asignar_agente', agents: [staff.agente.id], seleccion: { ids } });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se asignaron los agentes a 2 contactos.', cambiados: 2, seleccionados: 3 });
    const rows = await t.database.db.select().from(contactAgents).where(inArray(contactAgents.contactId, ids));
    const pairs = rows.map((r) => `${r.contactId}:${r.userId}`).sort();
    const agente = staff.agente.id;
    expect(pairs).toEqual([`${ids[0]}:${staff.supervisor.id}`, `${ids[0]}:${agente}`, `${ids[1]}:${agente}`, `${ids[2]}:${agente}`].sort());
    expect(written.map((a) => [a.contentType, a.objectId]).sort((a, b) => Number(a[1]) - Number(b[1])))
      .toEqual([['Agentes del contacto', ids[0]], ['Agentes del contacto', ids[2]]]);
    expect(written[0]!.descripcion).toMatch(/^Se asignaron al contacto Persona\d Agentado los agentes: /);
  });

  it('is refused to whoever may not assign agents, and refuses a user who cannot be an agent', async () => {
    const ids = await people('Agentefallido', 2);
    const refused = await bulk(staff.operador.token, { accion: 'asignar_agente', agents: [staff.agente.id], seleccion: { ids } });
    expect(refused.statusCode).toBe(403);
    const noRole: TestUser = await t.userWithRole(null);
    const wrong = await bulk(t.admin, { accion: 'asignar_agente', agents: [noRole.id], seleccion: { ids } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ agents: [`El usuario ${noRole.id} no puede ser asignado como agente.`] });
    const empty = await bulk(t.admin, { accion: 'asignar_agente', agents: [], seleccion: { ids } });
    expect(empty.json()).toEqual({ agents: [BULK_MSG.agentsRequired] });
    expect(await t.database.db.select().from(contactAgents).where(inArray(contactAgents.contactId, ids))).toEqual([]);
  });
});

describe('agregar_grupo', () => {
  it('takes every contact matching the search across pages, less the excluded ones', async () => {
    const matching = await people('Zambranoxq', 33);
    const other = await createPerson('Otrapersona');
    const excluded = [matching[3]!, matching[20]!];
    const group = await newGroup('Masivo Zambrano');
    let res!: Awaited<ReturnType<typeof bulk>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await bulk(staff.operador.token, {
        accion: 'agregar_grupo', group, seleccion: { todos: true, search: 'ZAMBRANOXQ', excluidos: excluded },
      });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se agregaron 31 contactos al grupo Masivo Zambrano.', cambiados: 31, seleccionados: 31 });
    const expected = sorted(matching.filter((id) => !excluded.includes(id)));
    expect(await membersOf(group)).toEqual(expected);
    expect(await membersOf(group)).not.toContain(other.id);
    expect(written).toHaveLength(31);
    expect(written.every((a) => a.contentType === 'Contacto' && a.tipoGestion === 'Actualización')).toBe(true);
    expect(written.find((a) => a.objectId === matching[0])!.descripcion)
      .toBe('Se agregó el contacto Persona0 Zambranoxq a los grupos: Masivo Zambrano');

    // The list shows the same contacts for the same search.
    const list = await t.call(t.admin, 'GET', '/api/contact/contacto/?search=zambranoxq&limit=100');
    expect((list.json() as { count: number }).count).toBe(33);

    const again = await bulk(t.admin, {
      accion: 'agregar_grupo', group, seleccion: { todos: true, search: 'zambranoxq', excluidos: [excluded[0]] },
    });
    expect(again.json()).toEqual({ detail: 'Se agregó 1 contacto al grupo Masivo Zambrano.', cambiados: 1, seleccionados: 32 });
  });

  it('changes nothing when one listed contact does not exist, and answers which', async () => {
    const ids = await people('Fantasma', 2);
    const group = await newGroup('Masivo Fantasma');
    const res = await bulk(t.admin, { accion: 'agregar_grupo', group, seleccion: { ids: [...ids, 999_998] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ seleccion: [BULK_MSG.unknownContacts([999_998])] });
    expect(await membersOf(group)).toEqual([]);
    const unknownGroup = await bulk(t.admin, { accion: 'agregar_grupo', group: 999_997, seleccion: { ids } });
    expect(unknownGroup.json()).toEqual({ group: ['No existen los grupos: 999997.'] });
    const refused = await bulk(staff.agente.token, { accion: 'agregar_grupo', group, seleccion: { ids } });
    expect(refused.statusCode).toBe(403);
    expect(await membersOf(group)).toEqual([]);
  });

  it('refuses a selection that names no contacts, or names them both ways', async () => {
    const group = await newGroup('Masivo Vacío');
    const cases: [object, Record<string, string[]>][] = [
      [{ accion: 'agregar_grupo', group, seleccion: {} }, { seleccion: [BULK_MSG.selectionRequired] }],
      [{ accion: 'agregar_grupo', group, seleccion: { ids: [] } }, { seleccion: [BULK_MSG.selectionRequired] }],
      [{ accion: 'agregar_grupo', group, seleccion: { ids: [1], todos: true } }, { seleccion: [BULK_MSG.selectionAmbiguous] }],
      [{ accion: 'agregar_grupo', group, seleccion: { todos: true, search: 'nadiesellamaasíqq' } }, { seleccion: [BULK_MSG.noMatches] }],
      [{ accion: 'mover', group, seleccion: { ids: [1] } }, { accion: [BULK_MSG.actionRequired] }],
      [{ accion: 'agregar_grupo', group }, { seleccion: [MSG.required] }],
    ];
    for (const [body, answer] of cases) {
      const res = await bulk(t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(answer);
    }
    expect(await membersOf(group)).toEqual([]);
  });
});

describe('identical actions sent at once', () => {
  it('add each contact to the group once, and the changes they report add up to the contacts added', async () => {
    const ids = await people('Simultaneo', 4);
    const group = await newGroup('Grupo simultáneo');
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      bulk(t.admin, { accion: 'agregar_grupo', group, seleccion: { ids } })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.reduce((sum, a) => sum + (a.json() as { cambiados: number }).cambiados, 0)).toBe(ids.length);
    expect(await membersOf(group)).toEqual(sorted(ids));
  });

  it('delete each contact once', async () => {
    const ids = await people('Borrado simultaneo', 3);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bulk(t.admin, { accion: 'eliminar', seleccion: { ids } })));
    const changed = answers.filter((a) => a.statusCode === 200).reduce((sum, a) => sum + (a.json() as { cambiados: number }).cambiados, 0);
    for (const answer of answers) expect([200, 400], answer.body).toContain(answer.statusCode);
    expect(changed).toBe(ids.length);
    expect(await activeAmong(ids)).toEqual([]);
  });
});

describe('eliminar', () => {
  it('soft deletes the selection with one audit entry per contact', async () => {
    const ids = await people('Borrable', 3);
    const kept = await createPerson('Borrable');
    let res!: Awaited<ReturnType<typeof bulk>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await bulk(staff.supervisor.token, { accion: 'eliminar', seleccion: { todos: true, search: 'borrable', excluidos: [kept.id] } });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Se eliminaron 3 contactos.', cambiados: 3, seleccionados: 3 });
    expect(await activeAmong([...ids, kept.id])).toEqual([kept.id]);
    const rows = await t.database.db.select().from(contacts).where(inArray(contacts.id, ids));
    expect(rows.every((r) => r.deletedAt !== null)).toBe(true);
    expect(written.map((a) => [a.contentType, a.tipoGestion, a.objectId]).sort((a, b) => Number(a[2]) - Number(b[2])))
      .toEqual(sorted(ids).map((id) => ['Contacto', 'Eliminación', id]));
    expect((await t.call(t.admin, 'GET', `/api/contact/contacto/${ids[0]}/`)).statusCode).toBe(404);
  });

  it('is refused to whoever may not delete contacts', async () => {
    const ids = await people('Intocable', 2);
    const res = await bulk(staff.operador.token, { accion: 'eliminar', seleccion: { ids } });
    expect(res.statusCode).toBe(403);
    expect(await activeAmong(ids)).toEqual(sorted(ids));
  });

  it('is all or nothing: a failure while writing the audit entries leaves every contact in place', async () => {
    const ids = await people('Atomico', 4);
    const db = t.database.db;
    // The database refuses the audit entry of the third contact, after the first ones were written.
    await db.execute(sql.raw(`create function bulk_test_refuse() returns trigger language plpgsql as $$
      begin if new.object_id = ${ids[2]} and new.content_type = 'Contacto' then raise exception 'rechazado'; end if; return new; end $$`));
    await db.execute(sql`create trigger bulk_test_refuse before insert on audits for each row execute function bulk_test_refuse()`);
    try {
      let res!: Awaited<ReturnType<typeof bulk>>;
      const written = await t.auditsWrittenBy(async () => {
        res = await bulk(t.admin, { accion: 'eliminar', seleccion: { ids } });
      });
      expect(res.statusCode).toBe(500);
      expect(written).toEqual([]);
      expect(await activeAmong(ids)).toEqual(sorted(ids));
    } finally {
      await db.execute(sql`drop trigger bulk_test_refuse on audits`);
      await db.execute(sql`drop function bulk_test_refuse()`);
    }
  });
});

describe('the cap', () => {
  it(`acts on at most ${BULK_MAX_CONTACTS} contacts; past that it answers 400 and changes nothing`, async () => {
    const db = t.database.db;
    const inserted = await db.execute(sql`
      insert into contacts (first_name, last_name) select 'Tope', 'Masivoqz ' || g from generate_series(1, ${BULK_MAX_CONTACTS + 1}) as g
      returning id`) as unknown as { rows: { id: number }[] };
    const ids = inserted.rows.map((r) => Number(r.id));
    const group = await newGroup('Masivo Tope');
    const written = await t.auditsWrittenBy(async () => {
      const res = await bulk(t.admin, { accion: 'agregar_grupo', group, seleccion: { todos: true, search: 'masivoqz' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ seleccion: [BULK_MSG.tooMany] });
    });
    expect(written).toEqual([]);
    expect(await membersOf(group)).toEqual([]);

    const listed = await bulk(t.admin, { accion: 'agregar_grupo', group, seleccion: { ids } });
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toEqual({ seleccion: [BULK_MSG.tooMany] });

    const atCap = await bulk(t.admin, { accion: 'agregar_grupo', group, seleccion: { todos: true, search: 'masivoqz', excluidos: [ids[0]] } });
    expect(atCap.statusCode, atCap.body).toBe(200);
    expect(atCap.json()).toMatchObject({ cambiados: BULK_MAX_CONTACTS, seleccionados: BULK_MAX_CONTACTS });
    expect((await membersOf(group)).length).toBe(BULK_MAX_CONTACTS);
  }, 120_000);
});

describe('export of a selection', () => {
  const exported = async (body: object, token = t.admin) => {
    const res = await t.request(token, { method: 'POST', url: EXPORT, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    return rows.slice(1).map((row) => String(row[1]));
  };

  it('holds exactly the listed contacts, or the matches less the excluded ones', async () => {
    const ids = await people('Exportablezq', 4);
    expect((await exported({ ids: [ids[1], ids[3]] }, staff.operador.token)).sort()).toEqual(['Persona1', 'Persona3']);
    expect((await exported({ todos: true, search: 'exportablezq', excluidos: [ids[0]] })).sort()).toEqual(['Persona1', 'Persona2', 'Persona3']);
  });

  it('is refused without the import and export permission, and needs a selection', async () => {
    const refused = await t.request(staff.agente.token, { method: 'POST', url: EXPORT, payload: { ids: [1] } });
    expect(refused.statusCode).toBe(403);
    const empty = await t.request(t.admin, { method: 'POST', url: EXPORT, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ ids: [BULK_MSG.selectionRequired] });
  });
});
