import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { MSG } from '@atiende/shared';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { users } from '../users/users.tables.js';
import { contacts } from '../contacts/contacts.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard figures', () => {
  it('answers the six figures to any signed-in user, all zero while nothing is stored', async () => {
    for (const role of ['Agente', null] as const) {
      const user = await t.userWithRole(role);
      const res = await t.request(user.token, { method: 'GET', url: '/api/dashboard/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        contactos_activos: 0, gestiones: 0, campaign: 0, gestiones_semana: 0, gestiones_mes: 0, gestiones_finalizadas_hoy: 0, conversaciones_en_gestion: 0,
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/' })).statusCode).toBe(401);
  });

  it('counts the contacts that are neither deleted nor DESCONECTADO', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const activeContacts = async () =>
      ((await t.request(admin, { method: 'GET', url: '/api/dashboard/' })).json() as { contactos_activos: number }).contactos_activos;
    const before = await activeContacts();
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await t.call(admin, 'POST', '/api/contact/contacto/', {
        first_name: 'Tablero', last_name: `Contacto ${n}`, email: `tablero${n}@correo.co`, phone: `30055500${n}0`,
      });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    expect(await activeContacts()).toBe(before + 3);

    await t.database.db.update(contacts).set({ status: 'DESCONECTADO' }).where(eq(contacts.id, ids[0]!));
    expect(await activeContacts()).toBe(before + 2);
    expect((await t.call(admin, 'DELETE', `/api/contact/contacto/${ids[1]}/`)).statusCode).toBe(204);
    expect(await activeContacts()).toBe(before + 1);
  });
});

describe('agents status', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    // Users of the tests above would show in the table: only the users below take part here.
    await t.database.db.update(users).set({ deletedAt: sql`now()` }).where(ne(users.username, ADMIN.username));
    const zoe = await t.userWithRole('Agente', { firstName: 'Zoe', lastName: 'Ruiz' });
    const ana = await t.userWithRole('Operador', { firstName: 'Ana', lastName: 'Pérez' });
    const bruno = await t.userWithRole('Supervisor', { firstName: 'Bruno', lastName: 'Díaz' });
    const carla = await t.userWithRole('Agente', { firstName: 'Carla', lastName: 'Mora' });
    await t.userWithRole('Administrador', { firstName: 'Andrés', lastName: 'Admin' });
    await t.userWithRole(null, { firstName: 'Beto', lastName: 'Sinrol' });
    const gone = await t.userWithRole('Agente', { firstName: 'Aarón', lastName: 'Borrado' });
    await t.database.db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, gone.id));
    await t.request(carla.token, { method: 'POST', url: '/api/session_history/start_pause/', payload: { reason: 'Almuerzo' } });
    await t.request(bruno.token, { method: 'POST', url: '/api/auth/logout/' });
    ids = { zoe: zoe.id, ana: ana.id, bruno: bruno.id, carla: carla.id };
  });

  const expected = () => [
    { id: ids.ana, full_name: 'Ana Pérez', status: 'CONECTADO' },
    { id: ids.bruno, full_name: 'Bruno Díaz', status: 'DESCONECTADO' },
    { id: ids.carla, full_name: 'Carla Mora', status: 'PAUSA' },
    { id: ids.zoe, full_name: 'Zoe Ruiz', status: 'CONECTADO' },
  ];

  it('lists agents, operators and supervisors by name with their status', async () => {
    const admin = await t.userWithRole('Administrador');
    const res = await t.request(admin.token, { method: 'GET', url: '/api/contact/reporte_status/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ agentes: expected() });
  });

  it('adds the number of waiting conversations in the supervisor report', async () => {
    const supervisor = await t.userWithRole('Supervisor', { firstName: 'Zulema', lastName: 'Vega' });
    const res = await t.request(supervisor.token, { method: 'GET', url: '/api/contact/reporte_supervisor/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agentes: [...expected(), { id: supervisor.id, full_name: 'Zulema Vega', status: 'CONECTADO' }],
      en_espera: 0,
    });
  });

  it('is open to SuperAdmin and refused to Agente and Operador', async () => {
    const superAdmin = await t.login(ADMIN.username, ADMIN.password);
    expect((await t.request(superAdmin, { method: 'GET', url: '/api/contact/reporte_status/' })).statusCode).toBe(200);
    for (const role of ['Agente', 'Operador'] as const) {
      const user = await t.userWithRole(role);
      for (const url of ['/api/contact/reporte_status/', '/api/contact/reporte_supervisor/']) {
        const res = await t.request(user.token, { method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: MSG.forbidden });
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/reporte_status/' })).statusCode).toBe(401);
  });
});
