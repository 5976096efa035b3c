import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MSG, CONTACT_MSG } from '@atiende/shared';
import { useStaff, useTestApp } from '../test/harness.js';
import { rows } from './client.js';

// On PostgreSQL these requests really run at once (a pool of connections); on PGlite they queue.
// Either way the outcome must be one winner and Spanish 400s, never a 500 or a broken list.
const t = useTestApp();
const staff = useStaff(t);
const TIMES = 20;

const all = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: TIMES }, (_, i) => make(i)));
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

let counter = 0;
function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    contactType: 'PERSONA NATURAL', first_name: 'Carla', last_name: 'Ruiz', username: `carla${counter}.${Date.now()}@correo.co`,
    documentType: 'CEDULA', phone: `+57 310 ${String(counter).padStart(7, '0')}`, ...overrides,
  };
}

async function permissionIds(n: number): Promise<number[]> {
  return (await rows<{ id: number }>(t.app.db, sql`select id from permissions order by id limit ${n}`)).map((r) => r.id);
}

describe('simultaneous requests', () => {
  it('create one contact per document number, answering the others as duplicates', async () => {
    const documentNumber = `77${Date.now().toString().slice(-8)}`;
    const answers = await all((i) => t.call(t.admin, 'POST', '/api/contact/contacto/', person({ documentNumber, phone: `+57 311 000${String(i).padStart(4, '0')}` })));
    expect(statuses(answers), answers[0]!.body).toEqual([201, ...Array(TIMES - 1).fill(400)]);
    const winner = answers.find((a) => a.statusCode === 201)!.json() as { id: number };
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toEqual({ detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: winner.id, fields: ['documentNumber'] });
    }
    const [stored] = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from contacts where document_number = ${documentNumber} and deleted_at is null`);
    expect(stored!.n).toBe(1);
  });

  it.each([
    { key: 'email', same: (n: string) => ({ username: `misma${n}@correo.co` }), unique: (i: number, n: string) => ({ phone: `+57 312 ${n.slice(-3)}${String(i).padStart(4, '0')}` }) },
    { key: 'phone', same: (n: string) => ({ phone: `+57 313 ${n.slice(-7)}` }), unique: (i: number, n: string) => ({ username: `distinta${i}.${n}@correo.co` }) },
  ] as const)('create one contact without a document per $key, answering the others as duplicates', async ({ key, same, unique }) => {
    const n = `${Date.now()}`;
    const answers = await all((i) => t.call(t.admin, 'POST', '/api/contact/contacto/', person({ documentType: undefined, ...same(n), ...unique(i, n) })));
    expect(statuses(answers), answers[0]!.body).toEqual([201, ...Array(TIMES - 1).fill(400)]);
    const winner = answers.find((a) => a.statusCode === 201)!.json() as { id: number };
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json()).toEqual({ detail: CONTACT_MSG.duplicate, duplicate: true, contact_id: winner.id, fields: [key] });
    }
  });

  it('create one contact when identical ones without a document arrive at once', async () => {
    const n = Date.now().toString().slice(-7);
    const body = person({ documentType: undefined, username: `igual${n}@correo.co`, phone: `+57 314 ${n}` });
    const answers = await all(() => t.call(t.admin, 'POST', '/api/contact/contacto/', body));
    expect(statuses(answers), answers[0]!.body).toEqual([201, ...Array(TIMES - 1).fill(400)]);
    const [stored] = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from contacts where lower(email) = ${body.username} and deleted_at is null`);
    expect(stored!.n).toBe(1);
  });

  it('give a document number to one contact when several are edited to it at once', async () => {
    const ids = await all(async () => (await t.call(t.admin, 'POST', '/api/contact/contacto/', person())).json().id as number);
    const documentNumber = `88${Date.now().toString().slice(-8)}`;
    const answers = await Promise.all(ids.map((id) => t.call(t.admin, 'PATCH', `/api/contact/contacto/${id}/`, { documentNumber })));
    expect(statuses(answers), answers[0]!.body).toEqual([200, ...Array(TIMES - 1).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) expect(refused.json()).toEqual({ documentNumber: [CONTACT_MSG.documentTaken] });
  });

  it('replace the agents of a contact without colliding, ending with one of the lists sent', async () => {
    const contact = (await t.call(t.admin, 'POST', '/api/contact/contacto/', person())).json() as { id: number };
    const lists = [[staff.agente.id], [staff.operador.id], [staff.agente.id, staff.supervisor.id], []];
    const answers = await all((i) => t.call(t.admin, 'POST', `/api/contact/contacto/${contact.id}/assign_agents/`, { agents: lists[i % lists.length] }));
    expect(statuses(answers), answers[0]!.body).toEqual(Array(TIMES).fill(200));
    const final = (await t.call(t.admin, 'GET', `/api/contact/contacto/${contact.id}/agents/`)).json() as { id: number }[];
    expect(lists.map((l) => [...l].sort().join())).toContain(final.map((a) => a.id).sort().join());
  });

  it('replace the permissions of a role and of a user without colliding', async () => {
    const ids = await permissionIds(6);
    const role = (await t.call(t.admin, 'POST', '/api/roles/', { nombre: `Rol carrera ${Date.now()}` })).json() as { id: number };
    const forRole = await all((i) => t.call(t.admin, 'POST', '/api/users/add_permissions_to_group/', { roles: role.id, permission: ids.slice(i % 3, 3 + (i % 3)) }));
    expect(statuses(forRole), forRole[0]!.body).toEqual(Array(TIMES).fill(201));
    const target = await t.userWithRole('Agente');
    const forUser = await all((i) => t.call(t.admin, 'POST', '/api/users/add_permissions_to_user/', { user: target.id, user_permission: ids.slice(i % 3, 2 + (i % 3)) }));
    expect(statuses(forUser), forUser[0]!.body).toEqual(Array(TIMES).fill(201));
    const [held] = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from user_permissions where user_id = ${target.id}`);
    expect(held!.n).toBe(2);
  });

  it('replace the roles of a user without colliding', async () => {
    const target = await t.userWithRole('Agente');
    const roleIds = [await t.roleId('Agente'), await t.roleId('Operador')];
    const answers = await all((i) => t.call(t.admin, 'PATCH', `/api/users/${target.id}/`, { roles: i % 2 ? roleIds : [roleIds[0]] }));
    expect(statuses(answers), answers[0]!.body).toEqual(Array(TIMES).fill(200));
  });

  it('keep the last encargado of a campaign when two are removed at once', async () => {
    const campaign = (await t.call(t.admin, 'POST', '/api/campaign/campaign/', {
      name: `Campaña carrera ${Date.now()}`, description: 'Carrera', encargado: [staff.supervisor.id, staff.operador.id],
    })).json() as { id: number };
    const answers = await Promise.all([staff.supervisor.id, staff.operador.id].map((id) =>
      t.call(t.admin, 'PUT', `/api/campaign/campaign/${campaign.id}/remove_encargados/`, { contact: [id] })));
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({ detail: CAMPAIGN_MSG.lastEncargado });
    const left = (await t.call(t.admin, 'GET', `/api/campaign/get_encargados_campaign/?campaign=${campaign.id}`)).json() as unknown[];
    expect(left).toHaveLength(1);
  });

  it('create one role, group, campaign and typification per name', async () => {
    const stamp = Date.now();
    const cases: [string, (i: number) => object][] = [
      ['/api/roles/', () => ({ nombre: `Rol único ${stamp}` })],
      ['/api/contact/grupoContacto/', () => ({ name: `Grupo único ${stamp}` })],
      ['/api/campaign/campaign/', () => ({ name: `Campaña única ${stamp}`, description: 'x', encargado: [staff.supervisor.id] })],
      ['/api/tramite/tipoGestionContacto/', () => ({ name: `Tipo único ${stamp}` })],
    ];
    for (const [url, body] of cases) {
      const answers = await all((i) => t.call(t.admin, 'POST', url, body(i)));
      expect(statuses(answers), url).toEqual([201, ...Array(TIMES - 1).fill(400)]);
    }
  });
});
