import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GESTION_MSG, type DashboardFigures, type GestionesPorBot } from '@atiende/shared';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness.js';
import { insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { bogotaDay } from './gestiones.reports.js';
import { bogotaPeriods } from './dashboard.service.js';

/** The dashboard's cards and charts lead to the history of gestiones: the list there has the count the card shows. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN.username, ADMIN.password);
});
afterAll(() => t.close());

const figuresOf = async (token: string) => (await t.call(token, 'GET', '/api/dashboard/')).json() as DashboardFigures;

/** How many gestiones the history lists for `query`. */
async function listed(token: string, query: Record<string, string>): Promise<number> {
  const res = await t.call(token, 'GET', `/api/contact/gestionContacto/?${new URLSearchParams({ ...query, limit: '1' })}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
}

/** One minute after midnight in Bogotá (UTC-5) of `day`, or `minutes` before it when negative. */
const bogotaMidnight = (day: string, minutes = 1) => new Date(Date.parse(`${day}T05:00:00Z`) + minutes * 60_000);

describe('the days of the gestiones cards', () => {
  it('are today, the week from Monday and the month, in Bogotá', () => {
    // Wednesday 2026-03-04 at 02:00 in Bogotá is still Tuesday 03 at 21:00 the day before in UTC-5.
    expect(bogotaPeriods(new Date('2026-03-04T07:00:00Z'))).toEqual({
      hoy: { fecha_inicio: '2026-03-04', fecha_fin: '2026-03-04' },
      semana: { fecha_inicio: '2026-03-02', fecha_fin: '2026-03-04' },
      mes: { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-04' },
    });
    expect(bogotaPeriods(new Date('2026-03-02T04:59:00Z')).hoy).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-01' });
    // A Sunday: its week began six days before.
    expect(bogotaPeriods(new Date('2026-03-01T17:00:00Z')).semana).toEqual({ fecha_inicio: '2026-02-23', fecha_fin: '2026-03-01' });
  });

  it('list in the history as many gestiones as each card counts, for an administrator and for an agent', async () => {
    const db = t.database.db;
    const agent = await t.userWithRole('Agente');
    const contact = await insertContact(db);
    const { semana, mes } = bogotaPeriods();
    const instants = [new Date(), bogotaMidnight(semana.fecha_inicio), bogotaMidnight(mes.fecha_inicio), bogotaMidnight(mes.fecha_inicio, -60)];
    for (const createdAt of instants) {
      await insertGestion(db, { contactId: contact.id, createdAt, estado: 'FINALIZADO', type: 'Telefonía - Manual' });
      await insertGestion(db, { contactId: contact.id, createdAt, agentId: agent.id, estado: 'FINALIZADO', type: 'Telefonía - Manual' });
    }
    await insertGestion(db, { contactId: contact.id, agentId: agent.id, estado: 'EN_GESTION', type: 'WhatsApp' });
    await insertGestion(db, { contactId: contact.id, estado: 'PENDIENTE', type: 'Telegram', createdAt: bogotaMidnight(bogotaDay(-40)) });
    await insertGestion(db, { contactId: contact.id, estado: 'EN_GESTION', type: 'Telefonía - Manual' });

    for (const token of [admin, agent.token]) {
      const figures = await figuresOf(token);
      expect(figures.periodos).toEqual(bogotaPeriods());
      expect(await listed(token, figures.periodos.hoy)).toBe(figures.gestiones);
      expect(await listed(token, figures.periodos.semana)).toBe(figures.gestiones_semana);
      expect(await listed(token, figures.periodos.mes)).toBe(figures.gestiones_mes);
      expect(await listed(token, { en_curso: 'true' })).toBe(figures.conversaciones_en_gestion);
    }
    const own = await figuresOf(agent.token);
    expect(own.gestiones).toBeGreaterThanOrEqual(2);
    expect(own.gestiones_mes).toBe(semana.fecha_inicio >= mes.fecha_inicio ? 4 : 3);
    expect(own.conversaciones_en_gestion).toBe(1);
    expect((await figuresOf(admin)).conversaciones_en_gestion).toBeGreaterThanOrEqual(2);
  });

  it('lists what is not a conversation in progress with en_curso=false', async () => {
    const contact = await insertContact(t.database.db);
    const open = await insertGestion(t.database.db, { contactId: contact.id, estado: 'EN_GESTION', type: 'Facebook' });
    const phone = await insertGestion(t.database.db, { contactId: contact.id, estado: 'EN_GESTION', type: 'Telefonía - Manual' });
    const ids = async (en_curso: string) => {
      const res = await t.call(admin, 'GET', `/api/contact/gestionContacto/?contact=${contact.id}&en_curso=${en_curso}`);
      return (res.json() as { results: { id: number }[] }).results.map((g) => g.id);
    };
    expect(await ids('true')).toEqual([open.id]);
    expect(await ids('false')).toEqual([phone.id]);
  });
});

describe('the slices of Ingresados al Bot', () => {
  it('list the gestiones in the bot and out of it over the days the report counted, each viewer their own', async () => {
    const db = t.database.db;
    const agent = await t.userWithRole('Agente');
    const contact = await insertContact(db);
    for (const enBot of [true, true, false]) await insertGestion(db, { contactId: contact.id, agentId: agent.id, enBot, estado: 'FINALIZADO' });
    await insertGestion(db, { contactId: contact.id, enBot: true, estado: 'FINALIZADO' });
    await insertGestion(db, { contactId: contact.id, enBot: false, estado: 'FINALIZADO', createdAt: bogotaMidnight(bogotaDay(-3)) });

    for (const rango of ['hoy', 'semana']) {
      for (const token of [admin, agent.token]) {
        const res = await t.call(token, 'GET', `/api/contact/gestiones_por_bot/?rango=${rango}`);
        expect(res.statusCode).toBe(200);
        const report = res.json() as GestionesPorBot;
        expect(report).toMatchObject({ fecha_inicio: bogotaDay(rango === 'semana' ? -6 : 0), fecha_fin: bogotaDay(0) });
        const days = { fecha_inicio: report.fecha_inicio, fecha_fin: report.fecha_fin };
        expect(await listed(token, { ...days, en_bot: 'true' })).toBe(report.gestiones_en_bot);
        expect(await listed(token, { ...days, en_bot: 'false' })).toBe(report.gestiones_fuera_bot);
      }
    }
    const own = (await t.call(agent.token, 'GET', '/api/contact/gestiones_por_bot/?rango=hoy')).json() as GestionesPorBot;
    expect(own).toMatchObject({ gestiones_en_bot: 2, gestiones_fuera_bot: 1 });
  });

  it('leaves the filters of every agent’s gestiones to who may see them, and refuses a value that is not a yes or a no', async () => {
    const agent = await t.userWithRole('Agente');
    const refused = await t.call(agent.token, 'GET', '/api/contact/gestionContacto/?en_bot=true&estado=EN_GESTION');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: GESTION_MSG.viewAllRequired });
    for (const [name, value] of [['en_bot', 'quizas'], ['en_curso', 'si'], ['en_bot', '2']]) {
      const res = await t.call(admin, 'GET', `/api/contact/gestionContacto/?${name}=${value}`);
      expect(res.statusCode, `${name}=${value}`).toBe(400);
      expect(res.json()).toEqual({ [name!]: [GESTION_MSG.invalidChoice] });
    }
    const exported = await t.call(admin, 'GET', '/api/contact/gestionContacto/exportar-excel/?en_bot=nunca');
    expect(exported.statusCode).toBe(400);
  });
});
