import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { MSG, type SupervisorReport } from '@atiende/shared';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { users } from '../users/users.tables.js';
import { contactAgents, contacts } from '../contacts/contacts.tables.js';
import { campaignContacts, campaignUsers, campaigns } from '../campaigns/campaigns.tables.js';
import { insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { bogotaDay } from './gestiones.reports.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { bogotaPeriods } from './dashboard.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard figures', () => {
  it('answers the six figures to any staff member, all zero while nothing is stored', async () => {
    const pending = await t.userWithRole(null);
    expect((await t.request(pending.token, { method: 'GET', url: '/api/dashboard/' })).statusCode).toBe(403);
    for (const role of ['Agente', 'Operador'] as const) {
      const user = await t.userWithRole(role);
      const res = await t.request(user.token, { method: 'GET', url: '/api/dashboard/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        contactos_activos: 0, gestiones: 0, campaign: 0, gestiones_semana: 0, gestiones_mes: 0, gestiones_finalizadas_hoy: 0, conversaciones_en_gestion: 0,
        periodos: bogotaPeriods(),
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
    await t.database.db.update(contacts).set({ status: 'ACTIVO' }).where(eq(contacts.id, ids[0]!));
    expect(await activeContacts()).toBe(before + 2);
    // The figure is a total kept as rows change: it equals counting them after a mix of writes.
    await t.database.db.update(contacts).set({ status: 'DESCONECTADO' }).where(inArray(contacts.id, ids));
    await t.database.db.update(contacts).set({ status: 'ACTIVO', deletedAt: new Date() }).where(eq(contacts.id, ids[2]!));
    const [counted] = (await t.database.db.execute(sql`select count(*)::int as n from contacts
      where deleted_at is null and status <> 'DESCONECTADO'`) as unknown as { rows: { n: number }[] }).rows;
    expect(await activeContacts()).toBe(counted!.n);
    expect(await activeContacts()).toBe(before);
  });
});

describe('active campaigns figure', () => {
  it('counts the campaigns that are not deleted', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const activeCampaigns = async () =>
      ((await t.request(admin, { method: 'GET', url: '/api/dashboard/' })).json() as { campaign: number }).campaign;
    const before = await activeCampaigns();
    const manager = await t.userWithRole('Supervisor');
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const res = await t.call(admin, 'POST', '/api/campaign/campaign/', {
        name: `Tablero campaña ${n}`, description: 'Campaña del tablero', encargado: [manager.id],
      });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    expect(await activeCampaigns()).toBe(before + 2);
    expect((await t.call(admin, 'DELETE', `/api/campaign/campaign/${ids[0]}/`)).statusCode).toBe(204);
    expect(await activeCampaigns()).toBe(before + 1);
  });
});

describe('gestiones figures', () => {
  type Figures = { gestiones: number; gestiones_semana: number; gestiones_mes: number; gestiones_finalizadas_hoy: number; conversaciones_en_gestion: number };
  const figures = async (): Promise<Figures> => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    return (await t.request(admin, { method: 'GET', url: '/api/dashboard/' })).json() as Figures;
  };
  const DAY_MS = 86_400_000;
  /** Bogotá calendar days: today, the Monday of this week and the first of this month, as YYYY-MM-DD. */
  function bogotaDays() {
    const today = bogotaDay(0);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = new Date(Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
    return { today, monday, monthStart: `${today.slice(0, 8)}01` };
  }
  /** One minute after midnight in Bogotá (UTC-5) of `day`, or `minutes` before that midnight when negative. */
  const bogotaMidnight = (day: string, minutes = 1) => new Date(Date.parse(`${day}T05:00:00Z`) + minutes * 60_000);

  it('counts today, the week from Monday and the month in Bogotá days, from the rollup', async () => {
    const contact = await insertContact(t.database.db);
    const { today, monday, monthStart } = bogotaDays();
    const before = await figures();
    const instants = [new Date(), bogotaMidnight(monday), bogotaMidnight(monthStart), bogotaMidnight(monthStart, -60), bogotaMidnight(monday, -60)];
    for (const createdAt of instants) await insertGestion(t.database.db, { contactId: contact.id, createdAt, estado: 'EN_GESTION', type: 'Telefonía - Manual' });
    const dayOf = (instant: Date) => new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
    const since = (first: string) => instants.filter((instant) => dayOf(instant) >= first).length;
    const after = await figures();
    expect(after.gestiones - before.gestiones).toBe(since(today));
    expect(after.gestiones_semana - before.gestiones_semana).toBe(since(monday));
    expect(after.gestiones_mes - before.gestiones_mes).toBe(since(monthStart));
    expect(since(today)).toBeGreaterThanOrEqual(1);
    expect(after.gestiones_finalizadas_hoy).toBe(before.gestiones_finalizadas_hoy);
    expect(after.conversaciones_en_gestion).toBe(before.conversaciones_en_gestion);
  });

  it('counts the gestiones finished today and the open WhatsApp and Telegram conversations', async () => {
    const contact = await insertContact(t.database.db);
    const before = await figures();
    await insertGestion(t.database.db, { contactId: contact.id, estado: 'FINALIZADO', type: 'WhatsApp' });
    await insertGestion(t.database.db, { contactId: contact.id, estado: 'FINALIZADO', createdAt: new Date(Date.now() - 2 * DAY_MS) });
    const whatsapp = await insertGestion(t.database.db, { contactId: contact.id, estado: 'EN_GESTION', type: 'WhatsApp' });
    await insertGestion(t.database.db, { contactId: contact.id, estado: 'PENDIENTE', type: 'Telegram' });
    await insertGestion(t.database.db, { contactId: contact.id, estado: 'EN_GESTION', type: 'Telefonía - Manual' });
    const after = await figures();
    expect(after.gestiones_finalizadas_hoy - before.gestiones_finalizadas_hoy).toBe(1);
    expect(after.conversaciones_en_gestion - before.conversaciones_en_gestion).toBe(2);
    expect(after.gestiones - before.gestiones).toBe(4);

    await t.database.db.update(gestiones).set({ estado: 'FINALIZADO' }).where(eq(gestiones.id, whatsapp.id));
    const finished = await figures();
    expect(finished.conversaciones_en_gestion).toBe(after.conversaciones_en_gestion - 1);
    expect(finished.gestiones_finalizadas_hoy).toBe(after.gestiones_finalizadas_hoy + 1);
    expect(finished.gestiones).toBe(after.gestiones);
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

  it('lists the same agents in the supervision report', async () => {
    const supervisor = await t.userWithRole('Supervisor', { firstName: 'Zulema', lastName: 'Vega' });
    const res = await t.request(supervisor.token, { method: 'GET', url: '/api/contact/reporte_supervisor/' });
    expect(res.statusCode).toBe(200);
    const { agentes } = res.json() as SupervisorReport;
    expect(agentes.map(({ id, full_name, status }) => ({ id, full_name, status }))).toEqual([
      ...expected(), { id: supervisor.id, full_name: 'Zulema Vega', status: 'CONECTADO' },
    ]);
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

describe('an agent’s dashboard', () => {
  it('counts the agent’s own gestiones, conversations, campaigns and their contacts, while an administrator sees everyone’s', async () => {
    const db = t.database.db;
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const figures = async (token: string) => (await t.request(token, { method: 'GET', url: '/api/dashboard/' })).json() as Record<string, number>;
    const mine = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    const [campaign] = await db.insert(campaigns).values({ name: `Tablero propio ${Date.now()}`, description: 'Solo del agente' }).returning();
    await db.insert(campaignUsers).values({ campaignId: campaign!.id, userId: mine.id });
    const inCampaign = await insertContact(db);
    const assigned = await insertContact(db);
    const elsewhere = await insertContact(db);
    await db.insert(campaignContacts).values({ campaignId: campaign!.id, contactId: inCampaign.id });
    await db.insert(contactAgents).values({ contactId: assigned.id, userId: mine.id });
    const allBefore = await figures(admin);

    await insertGestion(db, { contactId: inCampaign.id, agentId: mine.id, campaignId: campaign!.id, estado: 'FINALIZADO', type: 'Telefonía - Manual' });
    await insertGestion(db, { contactId: inCampaign.id, agentId: mine.id, campaignId: campaign!.id, estado: 'EN_GESTION', type: 'WhatsApp' });
    for (let i = 0; i < 3; i += 1) await insertGestion(db, { contactId: elsewhere.id, agentId: other.id, estado: 'FINALIZADO', type: 'Telefonía - Manual' });

    expect(await figures(mine.token)).toEqual({
      contactos_activos: 2, gestiones: 2, campaign: 1, gestiones_semana: 2, gestiones_mes: 2, gestiones_finalizadas_hoy: 1, conversaciones_en_gestion: 1,
      periodos: bogotaPeriods(),
    });
    const all = await figures(admin);
    expect(all.gestiones).toBe(allBefore.gestiones! + 5);
    expect(all.gestiones_finalizadas_hoy).toBe(allBefore.gestiones_finalizadas_hoy! + 4);
    expect(all.conversaciones_en_gestion).toBe(allBefore.conversaciones_en_gestion! + 1);
    expect(all.contactos_activos).toBeGreaterThan(2);
  });
});
