import { beforeAll, describe, expect, it } from 'vitest';
import { eq, ne, sql } from 'drizzle-orm';
import { GESTION_MSG, MSG, SUPERVISION_LIST_LIMIT, type SupervisionRow, type SupervisorReport } from '@atiende/shared';
import { ADMIN, expectClosedWhileOff, useTestApp } from '../../test/harness.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { campaignUsers } from '../campaigns/campaigns.tables.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { sessionHistory } from '../sessions/sessions.tables.js';
import { channels, conversations } from '../chat/chat.tables.js';

const REPORT = '/api/contact/reporte_supervisor/';
const DAY_MS = 86_400_000;

const t = useTestApp();

async function report(query = '', token = t.admin): Promise<SupervisorReport> {
  const res = await t.request(token, { method: 'GET', url: `${REPORT}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SupervisorReport;
}

const rowOf = (found: SupervisorReport, id: number): SupervisionRow => {
  const row = found.agentes.find((a) => a.id === id);
  if (!row) throw new Error(`El agente ${id} no está en el reporte`);
  return row;
};

/** An Agente who has never signed in. */
async function agentWithoutSessions(firstName: string, lastName: string): Promise<number> {
  const [user] = await t.database.db
    .insert(users)
    .values({ username: `${firstName.toLowerCase()}@atiende.co`, email: `${firstName.toLowerCase()}@atiende.co`, passwordHash: 'x', firstName, lastName, status: 'DESCONECTADO' })
    .returning({ id: users.id });
  const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, 'Agente'));
  await t.database.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return user!.id;
}

async function lastLoginOf(userId: number): Promise<string> {
  const [found] = await t.database.db
    .select({ at: sql<Date | string>`max(${sessionHistory.loginTime})` })
    .from(sessionHistory)
    .where(eq(sessionHistory.userId, userId));
  return new Date(found!.at).toISOString();
}

describe('supervision report', () => {
  const db = () => t.database.db;
  let ana: { id: number; username: string; token: string };
  let bruno: number;
  let carla: number;
  let dario: number;
  let campA: { id: number; name: string };
  let campB: { id: number; name: string };
  const g: Record<string, number> = {};
  let brunoOpen: number[] = [];
  let anaChats: number[] = [];

  beforeAll(async () => {
    await db().update(users).set({ deletedAt: sql`now()` }).where(ne(users.username, ADMIN.username));
    ana = await t.userWithRole('Agente', { firstName: 'Ana', lastName: 'Pérez' });
    // A second sign-in: the report shows the latest one.
    await t.login(ana.username);
    bruno = (await t.userWithRole('Operador', { firstName: 'Bruno', lastName: 'Díaz' })).id;
    const carlaUser = await t.userWithRole('Supervisor', { firstName: 'Carla', lastName: 'Mora' });
    carla = carlaUser.id;
    await t.request(carlaUser.token, { method: 'POST', url: '/api/auth/logout/' });
    dario = await agentWithoutSessions('Dario', 'Zapata');
    await t.userWithRole('Administrador', { firstName: 'Andrés', lastName: 'Admin' });
    const adminId = (await db().select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username)))[0]!.id;

    campA = await insertCampaign(db(), { name: 'Supervisión Norte' });
    campB = await insertCampaign(db(), { name: 'Supervisión Sur' });
    const campEmpty = await insertCampaign(db(), { name: 'Supervisión Vacía' });
    await db().insert(campaignUsers).values([
      { campaignId: campA.id, userId: ana.id }, { campaignId: campA.id, userId: bruno }, { campaignId: campB.id, userId: carla },
      { campaignId: campEmpty.id, userId: dario },
    ]);

    const contact = await insertContact(db(), { firstName: 'Lucía', lastName: 'Rojas' });
    const company = await insertContact(db(), { contactType: 'EMPRESA', razonSocial: 'Transportes Andinos', firstName: '', lastName: '' });
    const add = async (name: string, values: Partial<Parameters<typeof insertGestion>[1]>) => {
      g[name] = (await insertGestion(db(), { contactId: contact.id, ...values })).id;
    };
    const ago = (ms: number) => new Date(Date.now() - ms);

    // Ana: open in both campaigns, one finished today, one finished days ago and one expired today.
    await add('anaOpenA', { agentId: ana.id, campaignId: campA.id, estado: 'EN_GESTION', createdAt: ago(60_000) });
    await add('anaOpenB', { agentId: ana.id, campaignId: campB.id, estado: 'PENDIENTE', type: 'WhatsApp', createdAt: ago(30_000), contactId: company.id });
    await add('anaDoneA', { agentId: ana.id, campaignId: campA.id, estado: 'FINALIZADO' });
    await add('anaOldA', { agentId: ana.id, campaignId: campA.id, estado: 'FINALIZADO', createdAt: ago(3 * DAY_MS) });
    await add('anaExpiredA', { agentId: ana.id, campaignId: campA.id, estado: 'VENCIDO' });
    // Bruno: more open gestiones than the list shows, all in campaign A.
    brunoOpen = [];
    for (let n = 0; n < SUPERVISION_LIST_LIMIT + 2; n += 1) {
      brunoOpen.push((await insertGestion(db(), { contactId: contact.id, agentId: bruno, campaignId: campA.id, estado: 'EN_GESTION', createdAt: ago((n + 1) * 120_000) })).id);
    }
    // Carla: two finished today and a waiting WhatsApp conversation in campaign B.
    await add('carlaDone1', { agentId: carla, campaignId: campB.id, estado: 'FINALIZADO' });
    await add('carlaDone2', { agentId: carla, campaignId: campB.id, estado: 'FINALIZADO' });
    await add('carlaWaiting', { agentId: carla, campaignId: campB.id, estado: 'PENDIENTE', type: 'WhatsApp' });
    // Not any supervised agent's: the SuperAdmin's and nobody's.
    await add('adminOpen', { agentId: adminId, campaignId: campA.id, estado: 'EN_GESTION' });
    await add('telegramWaitingA', { campaignId: campA.id, estado: 'PENDIENTE', type: 'Telegram' });
    await add('whatsappWaitingNoCampaign', { estado: 'PENDIENTE', type: 'WhatsApp' });
    // Not waiting conversations: a phone gestión pending, a conversation in progress, one finished.
    await add('phonePendingA', { campaignId: campA.id, estado: 'PENDIENTE', type: 'Telefonía - Manual' });
    await add('whatsappInProgressB', { campaignId: campB.id, estado: 'EN_GESTION', type: 'WhatsApp' });
    await add('whatsappDoneB', { campaignId: campB.id, estado: 'FINALIZADO', type: 'WhatsApp' });

    // The queues hold conversations, not gestiones: one waiting in A, two in B; Ana has two chats open in A.
    const [channelA] = await db().insert(channels).values({ nombre: 'WhatsApp Norte', tipo: 'WhatsApp', campaignId: campA.id, config: {}, secrets: '' }).returning();
    const [channelB] = await db().insert(channels).values({ nombre: 'Telegram Sur', tipo: 'Telegram', campaignId: campB.id, config: {}, secrets: '' }).returning();
    const conversation = (channel: typeof channelA, address: string, values: Partial<typeof conversations.$inferInsert>) => ({
      channelId: channel!.id, type: channel!.tipo, address, contactId: contact.id, campaignId: channel!.campaignId, estado: 'EN_ESPERA', ...values,
    });
    const opened = await db().insert(conversations).values([
      conversation(channelA, '573001110001', {}),
      conversation(channelB, '9001', {}),
      conversation(channelB, '9002', {}),
      conversation(channelA, '573001110002', { estado: 'EN_GESTION', agentId: ana.id, createdAt: ago(90_000) }),
      conversation(channelA, '573001110003', { estado: 'EN_GESTION', agentId: ana.id, createdAt: ago(10_000) }),
      conversation(channelA, '573001110004', { estado: 'FINALIZADA', agentId: ana.id, closedAt: new Date() }),
      conversation(channelA, '573001110005', { estado: 'BOT', campaignId: null }),
    ]).returning({ id: conversations.id });
    anaChats = [opened[4]!.id, opened[3]!.id];
  });

  it('lists every supervised agent by name with the fields of a supervision row', async () => {
    const found = await report();
    expect(found.agentes.map((a) => a.full_name)).toEqual(['Ana Pérez', 'Bruno Díaz', 'Carla Mora', 'Dario Zapata']);
    expect(rowOf(found, ana.id)).toEqual({
      id: ana.id,
      contact_id: ana.id,
      full_name: 'Ana Pérez',
      status: 'CONECTADO',
      gestiones_en_gestion: [
        { id: g.anaOpenB, contacto: 'Transportes Andinos', campana: campB.name, estado: 'PENDIENTE', created_date: expect.any(String), type: 'WhatsApp' },
        { id: g.anaOpenA, contacto: 'Lucía Rojas', campana: campA.name, estado: 'EN_GESTION', created_date: expect.any(String), type: 'Telefonía - Manual' },
      ],
      gestiones_en_gestion_count: 2,
      gestiones_finalizadas_hoy: [
        { id: g.anaDoneA, contacto: 'Lucía Rojas', campana: campA.name, estado: 'FINALIZADO', created_date: expect.any(String), type: 'Telefonía - Manual' },
      ],
      gestiones_finalizadas_hoy_count: 1,
      conversaciones_en_gestion: anaChats.map((id) => ({
        id, contacto: 'Lucía Rojas', campana: campA.name, estado: 'EN_GESTION', created_date: expect.any(String), type: 'WhatsApp',
      })),
      conversaciones_en_gestion_count: 2,
      last_login: await lastLoginOf(ana.id),
      csat_hoy: null,
    });
  });

  it('counts exactly but lists only the newest gestiones of each column', async () => {
    const row = rowOf(await report(), bruno);
    expect(row.gestiones_en_gestion_count).toBe(SUPERVISION_LIST_LIMIT + 2);
    expect(row.gestiones_en_gestion.map((x) => x.id)).toEqual(brunoOpen.slice(0, SUPERVISION_LIST_LIMIT));
    expect(row.gestiones_finalizadas_hoy_count).toBe(0);
    expect(row.gestiones_finalizadas_hoy).toEqual([]);
  });

  it('gives each agent their status, their latest sign-in and zero when they have no gestiones', async () => {
    const found = await report();
    const carlaRow = rowOf(found, carla);
    expect(carlaRow).toMatchObject({ status: 'DESCONECTADO', gestiones_en_gestion_count: 1, gestiones_finalizadas_hoy_count: 2 });
    expect(carlaRow.gestiones_finalizadas_hoy.map((x) => x.id)).toEqual([g.carlaDone2, g.carlaDone1]);
    expect(carlaRow.last_login).toBe(await lastLoginOf(carla));
    expect(rowOf(found, dario)).toMatchObject({
      status: 'DESCONECTADO', last_login: null, gestiones_en_gestion: [], gestiones_en_gestion_count: 0,
      gestiones_finalizadas_hoy: [], gestiones_finalizadas_hoy_count: 0,
    });
  });

  it('counts the conversations waiting per campaign as the queues list them, leaving out campaigns without any', async () => {
    const found = (await report()).en_espera;
    expect(found).toEqual([
      { campaign_id: campA.id, campaign: campA.name, total: 1 },
      { campaign_id: campB.id, campaign: campB.name, total: 2 },
    ]);
    const queue = await t.request(t.admin, { method: 'GET', url: '/api/conversation/get_conversation_new/?limit=100' });
    expect(queue.json().count).toBe(found.reduce((sum, w) => sum + w.total, 0));
  });

  it('narrows agents, counts and waiting conversations to one campaign', async () => {
    const onlyA = await report(`?campaign=${campA.id}`);
    expect(onlyA.agentes.map((a) => a.id)).toEqual([ana.id, bruno]);
    expect(rowOf(onlyA, ana.id)).toMatchObject({ gestiones_en_gestion_count: 1, gestiones_finalizadas_hoy_count: 1 });
    expect(rowOf(onlyA, ana.id).gestiones_en_gestion.map((x) => x.id)).toEqual([g.anaOpenA]);
    expect(rowOf(onlyA, bruno).gestiones_en_gestion_count).toBe(SUPERVISION_LIST_LIMIT + 2);
    expect(onlyA.en_espera).toEqual([{ campaign_id: campA.id, campaign: campA.name, total: 1 }]);

    const onlyB = await report(`?campaign=${campB.id}`);
    expect(onlyB.agentes.map((a) => a.id)).toEqual([carla]);
    expect(onlyB.en_espera).toEqual([{ campaign_id: campB.id, campaign: campB.name, total: 2 }]);
    expect(await report('?campaign=')).toEqual(await report());
  });

  it('follows changes: a gestión finished moves from one column to the other', async () => {
    const before = rowOf(await report(), ana.id);
    const res = await t.request(t.admin, { method: 'PATCH', url: `/api/contact/gestionContacto/${g.anaOpenA}/`, payload: { estado: 'FINALIZADO' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = rowOf(await report(), ana.id);
    expect(after.gestiones_en_gestion_count).toBe(before.gestiones_en_gestion_count - 1);
    expect(after.gestiones_finalizadas_hoy_count).toBe(before.gestiones_finalizadas_hoy_count + 1);
    expect(after.gestiones_finalizadas_hoy.map((x) => x.id)).toContain(g.anaOpenA);
  });

  it('answers 400 for a campaign that is not an id', async () => {
    for (const campaign of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.request(t.admin, { method: 'GET', url: `${REPORT}?campaign=${campaign}` });
      expect(res.statusCode, campaign).toBe(400);
      expect(res.json()).toEqual({ campaign: [GESTION_MSG.invalidChoice] });
    }
  });

  it('is refused to Agente and Operador, and to everyone while the Reportes module is off', async () => {
    for (const role of ['Agente', 'Operador'] as const) {
      const user = await t.userWithRole(role);
      const res = await t.request(user.token, { method: 'GET', url: REPORT });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    await expectClosedWhileOff(t, 'Reportes', [['GET', REPORT]]);
    expect((await t.app.inject({ method: 'GET', url: REPORT })).statusCode).toBe(401);
  });
});
