import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MSG, CONTACT_MSG, MSG, type AgendaEntry } from '@atiende/shared';
import { expectClosedWhileOff, expectModuleDisabled, useStaff, useTestApp } from '../../test/harness.js';
import { insertContact, softDeleteContact } from '../contact-data/contact-data.test-support.js';
import { insertGestion } from '../gestiones/gestiones.fixtures.js';
import { newCase } from '../cases/cases.test-support.js';

const t = useTestApp();
const staff = useStaff(t);
const url = (desde: string, hasta: string) => `/api/calendar/agenda/?desde=${desde}&hasta=${hasta}`;
const contactUrl = (id: number, desde: string, hasta: string) => `/api/calendar/agenda/contacto/${id}/?desde=${desde}&hasta=${hasta}`;

async function agendaOf(token: string, path: string): Promise<AgendaEntry[]> {
  const res = await t.call(token, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: AgendaEntry[] }).results;
}

/** What the tests look at: type, id and when. */
const brief = (entries: AgendaEntry[]) => entries.map((e) => `${e.tipo} ${e.id} ${e.inicio}`);

let lucia: number;
let mario: number;
beforeAll(async () => {
  lucia = await insertContact(t, { firstName: 'Lucía', lastName: 'Agenda' });
  mario = await insertContact(t, { firstName: 'Mario', lastName: 'Otro' });
});

describe('GET /calendar/agenda/', () => {
  it("lists the agent's next contacts and case visits in the range, soonest first, each with the link to its record", async () => {
    const agent = await t.userWithRole('Agente');
    const timed = await insertGestion(t.database.db, {
      contactId: lucia, agentId: agent.id, fechaProximoContacto: '2026-03-10', horaProximoContacto: '09:30',
    });
    const allDay = await insertGestion(t.database.db, { contactId: lucia, agentId: agent.id, fechaProximoContacto: '2026-03-09' });
    const visit = await newCase(t, t.admin, { contacto: [agent.id], cliente: [lucia], fecha_asignacion: '2026-03-10', hora_entrada: '08:00', hora_salida: '10:30' });
    const untimed = await newCase(t, t.admin, { contacto: [agent.id], fecha_asignacion: '2026-03-11', hora_entrada: null, hora_salida: null });

    const res = await t.call(agent.token, 'GET', url('2026-03-09', '2026-03-15'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      desde: '2026-03-09',
      hasta: '2026-03-15',
      results: [
        {
          tipo: 'gestion', id: allDay.id, titulo: 'Próximo contacto: Lucía Agenda', inicio: '2026-03-09T05:00:00.000Z', todo_el_dia: true,
          enlace: `/gestionContacto/${lucia}?gestion=${allDay.id}`,
        },
        {
          tipo: 'caso', id: visit.id, titulo: `Visita ${visit.name} · INSTALACION`, inicio: '2026-03-10T13:00:00.000Z',
          fin: '2026-03-10T15:30:00.000Z', todo_el_dia: false, enlace: `/casos/view/${visit.id}`,
        },
        {
          tipo: 'gestion', id: timed.id, titulo: 'Próximo contacto: Lucía Agenda', inicio: '2026-03-10T14:30:00.000Z', todo_el_dia: false,
          enlace: `/gestionContacto/${lucia}?gestion=${timed.id}`,
        },
        {
          tipo: 'caso', id: untimed.id, titulo: `Visita ${untimed.name} · INSTALACION`, inicio: '2026-03-11T05:00:00.000Z', todo_el_dia: true,
          enlace: `/casos/view/${untimed.id}`,
        },
      ],
    });
  });

  it('includes both ends of the range and leaves out the days around it', async () => {
    const agent = await t.userWithRole('Agente');
    const on = async (day: string) => (await insertGestion(t.database.db, { contactId: lucia, agentId: agent.id, fechaProximoContacto: day })).id;
    const before = await on('2026-04-30');
    const first = await on('2026-05-01');
    const last = await on('2026-05-31');
    const after = await on('2026-06-01');
    const caseBefore = await newCase(t, t.admin, { contacto: [agent.id], fecha_asignacion: '2026-04-30' });
    const caseLast = await newCase(t, t.admin, { contacto: [agent.id], fecha_asignacion: '2026-05-31' });
    const caseAfter = await newCase(t, t.admin, { contacto: [agent.id], fecha_asignacion: '2026-06-01' });
    const ids = (await agendaOf(agent.token, url('2026-05-01', '2026-05-31'))).map((e) => `${e.tipo} ${e.id}`);
    expect(ids).toEqual([`gestion ${first}`, `gestion ${last}`, `caso ${caseLast.id}`]);
    expect(ids).not.toContain(`gestion ${before}`);
    expect(ids).not.toContain(`gestion ${after}`);
    expect(ids).not.toContain(`caso ${caseBefore.id}`);
    expect(ids).not.toContain(`caso ${caseAfter.id}`);
  });

  it("is one's own agenda: other agents' entries are left out, also for supervisors and administrators", async () => {
    const agent = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const mine = await insertGestion(t.database.db, { contactId: lucia, agentId: agent.id, fechaProximoContacto: '2026-07-01' });
    const theirs = await insertGestion(t.database.db, { contactId: mario, agentId: other.id, fechaProximoContacto: '2026-07-01' });
    const myCase = await newCase(t, t.admin, { contacto: [agent.id, staff.supervisor.id], fecha_asignacion: '2026-07-02' });
    const theirCase = await newCase(t, t.admin, { contacto: [other.id], fecha_asignacion: '2026-07-02' });
    const unassigned = await newCase(t, t.admin, { fecha_asignacion: '2026-07-02' });

    expect(brief(await agendaOf(agent.token, url('2026-07-01', '2026-07-03')))).toEqual([
      `gestion ${mine.id} 2026-07-01T05:00:00.000Z`, `caso ${myCase.id} 2026-07-02T13:00:00.000Z`,
    ]);
    expect(brief(await agendaOf(other.token, url('2026-07-01', '2026-07-03')))).toEqual([
      `gestion ${theirs.id} 2026-07-01T05:00:00.000Z`, `caso ${theirCase.id} 2026-07-02T13:00:00.000Z`,
    ]);
    // Seeing every agent's gestiones and every case does not put them on one's own agenda.
    expect(brief(await agendaOf(staff.supervisor.token, url('2026-07-01', '2026-07-03')))).toEqual([`caso ${myCase.id} 2026-07-02T13:00:00.000Z`]);
    expect(await agendaOf(t.admin, url('2026-07-01', '2026-07-03'))).toEqual([]);
    expect(brief(await agendaOf(staff.administrador.token, url('2026-07-01', '2026-07-03')))).not.toContain(`caso ${unassigned.id}`);
  });

  it("leaves out deleted contacts' next contacts, and the visits while the Casos module is off", async () => {
    const agent = await t.userWithRole('Agente');
    const gone = await insertContact(t, { firstName: 'Borrado', lastName: 'Agenda' });
    await insertGestion(t.database.db, { contactId: gone, agentId: agent.id, fechaProximoContacto: '2026-08-03' });
    await softDeleteContact(t, gone);
    const visit = await newCase(t, t.admin, { contacto: [agent.id], fecha_asignacion: '2026-08-03' });
    expect(brief(await agendaOf(agent.token, url('2026-08-01', '2026-08-31')))).toEqual([`caso ${visit.id} 2026-08-03T13:00:00.000Z`]);
    await t.withModuleOff('Casos', async () => {
      expect(await agendaOf(agent.token, url('2026-08-01', '2026-08-31'))).toEqual([]);
    });
  });

  it('answers Spanish 400s under each field for missing, impossible, reversed and too long ranges', async () => {
    const token = staff.agente.token;
    const errorsOf = async (path: string) => {
      const res = await t.call(token, 'GET', path);
      expect(res.statusCode, path).toBe(400);
      return res.json();
    };
    expect(await errorsOf('/api/calendar/agenda/')).toEqual({ desde: [MSG.required], hasta: [MSG.required] });
    expect(await errorsOf('/api/calendar/agenda/?desde=&hasta=')).toEqual({ desde: [MSG.required], hasta: [MSG.required] });
    expect(await errorsOf(url('2026-02-30', '2026-13-01'))).toEqual({ desde: [CALENDAR_MSG.invalidDate], hasta: [CALENDAR_MSG.invalidDate] });
    expect(await errorsOf(url('ayer', '2026-03-01'))).toEqual({ desde: [CALENDAR_MSG.invalidDate] });
    expect(await errorsOf(url('2026-03-10', '2026-03-09'))).toEqual({ hasta: [CALENDAR_MSG.reversedRange] });
    expect(await errorsOf(url('2026-01-01', '2026-03-04'))).toEqual({ hasta: [CALENDAR_MSG.rangeTooLong] });
    expect(CALENDAR_MSG.rangeTooLong).toBe('El rango no puede superar 62 días.');
    // 62 days, both ends included, and a single day are fine.
    expect((await t.call(token, 'GET', url('2026-01-01', '2026-03-03'))).statusCode).toBe(200);
    expect((await t.call(token, 'GET', url('2026-03-10', '2026-03-10'))).statusCode).toBe(200);
  });

  it("lists the due dates of the user's tasks and steps, in Bogotá days, each opening its project's board", async () => {
    const supervisor = await t.userWithRole('Supervisor');
    const created = async (path: string, body: object) => {
      const res = await t.call(supervisor.token, 'POST', path, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const project = await created('/api/task/project/', { name: `Agenda de tareas ${Date.now()}`, descriptions: 'Tareas con fecha' });
    const flow = await created('/api/task/flow/', { project: project.id, title: 'Por hacer' });
    const task = await created('/api/task/task/', { flow: flow.id, title: 'Llamar al proveedor', dueDate: '2026-03-10T23:30' });
    await created('/api/task/task/', { flow: flow.id, title: 'Fuera del rango', dueDate: '2026-03-12T08:00' });
    const res = await t.call(supervisor.token, 'GET', url('2026-03-10', '2026-03-11'));
    expect(res.statusCode).toBe(200);
    const tasks = (res.json() as { results: AgendaEntry[] }).results.filter((entry) => entry.tipo === 'tarea');
    expect(tasks).toEqual([{
      tipo: 'tarea', id: task.id, titulo: expect.stringContaining('Tarea: Llamar al proveedor'), inicio: '2026-03-11T04:30:00.000Z',
      todo_el_dia: false, enlace: `/tasks/${project.id}`,
    }]);
    const other = await t.call(staff.agente.token, 'GET', url('2026-03-10', '2026-03-11'));
    expect((other.json() as { results: AgendaEntry[] }).results.filter((entry) => entry.tipo === 'tarea')).toEqual([]);
  });

  it('needs a signed-in user with a role and the Calendario module', async () => {
    expect((await t.call(null, 'GET', url('2026-03-01', '2026-03-07'))).statusCode).toBe(401);
    const pending = await t.userWithRole(null);
    const refused = await t.call(pending.token, 'GET', url('2026-03-01', '2026-03-07'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.pendingApproval });
    for (const user of Object.values(staff)) expect((await t.call(user.token, 'GET', url('2026-03-01', '2026-03-07'))).statusCode).toBe(200);
    await expectClosedWhileOff(t, 'Calendario', [['GET', url('2026-03-01', '2026-03-07')]]);
  });
});

describe('GET /calendar/agenda/contacto/{id}/', () => {
  it("lists the contact's next contacts and visits that the user may see, not other contacts'", async () => {
    const agent = await t.userWithRole('Agente');
    const colleague = await t.userWithRole('Agente');
    const contact = await insertContact(t, { firstName: 'Rosa', lastName: 'Contacto' });
    const mine = await insertGestion(t.database.db, { contactId: contact, agentId: agent.id, fechaProximoContacto: '2026-09-02', horaProximoContacto: '15:00' });
    const colleagues = await insertGestion(t.database.db, { contactId: contact, agentId: colleague.id, fechaProximoContacto: '2026-09-03' });
    const elsewhere = await insertGestion(t.database.db, { contactId: mario, agentId: agent.id, fechaProximoContacto: '2026-09-02' });
    const visit = await newCase(t, t.admin, { contacto: [agent.id], cliente: [contact], fecha_asignacion: '2026-09-04' });
    const otherVisit = await newCase(t, t.admin, { contacto: [colleague.id], cliente: [contact], fecha_asignacion: '2026-09-04' });
    const range = contactUrl(contact, '2026-09-01', '2026-09-30');

    // The agent reads their own gestiones and cases of the contact.
    expect(brief(await agendaOf(agent.token, range))).toEqual([
      `gestion ${mine.id} 2026-09-02T20:00:00.000Z`, `caso ${visit.id} 2026-09-04T13:00:00.000Z`,
    ]);
    // Who sees every gestión and every case sees all of the contact's, and none of another contact's.
    const all = brief(await agendaOf(staff.supervisor.token, range));
    expect(all).toEqual([
      `gestion ${mine.id} 2026-09-02T20:00:00.000Z`, `gestion ${colleagues.id} 2026-09-03T05:00:00.000Z`,
      `caso ${visit.id} 2026-09-04T13:00:00.000Z`, `caso ${otherVisit.id} 2026-09-04T13:00:00.000Z`,
    ]);
    expect(all.join()).not.toContain(`gestion ${elsewhere.id} `);
  });

  it('answers 404 for a contact that does not exist or was deleted, and 400s for a bad range', async () => {
    const missing = await t.call(staff.agente.token, 'GET', contactUrl(2147483000, '2026-09-01', '2026-09-30'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: CONTACT_MSG.contactNotFound });
    const gone = await insertContact(t);
    await softDeleteContact(t, gone);
    expect((await t.call(staff.agente.token, 'GET', contactUrl(gone, '2026-09-01', '2026-09-30'))).statusCode).toBe(404);
    const reversed = await t.call(staff.agente.token, 'GET', contactUrl(lucia, '2026-09-30', '2026-09-01'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ hasta: [CALENDAR_MSG.reversedRange] });
    expect((await t.call(staff.agente.token, 'GET', contactUrl(0, '2026-09-01', '2026-09-30'))).json()).toEqual({ id: [MSG.invalidId] });
  });

  it('needs a signed-in user who may see contacts, with the Contactos module', async () => {
    expect((await t.call(null, 'GET', contactUrl(lucia, '2026-09-01', '2026-09-30'))).statusCode).toBe(401);
    await t.withModuleOff('Contactos', async () => {
      expectModuleDisabled(await t.call(staff.agente.token, 'GET', contactUrl(lucia, '2026-09-01', '2026-09-30')));
    });
  });
});
