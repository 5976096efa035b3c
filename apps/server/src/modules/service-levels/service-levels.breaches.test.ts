import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MSG, type NotificationsPage } from '@atiende/shared';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { connectSocket, listen, type SocketClient } from '../../test/socket-client.js';
import { campaignManagers } from '../campaigns/campaigns.tables.js';
import { channels, conversations } from '../chat/chat.tables.js';
import { announceSlaBreaches } from '../chat/chat.sla-alerts.js';
import { insertCampaign, insertContact } from '../gestiones/gestiones.fixtures.js';
import { campaignServiceLevels } from './service-levels.tables.js';

/* SLA breaches reach the campaign's encargados once per conversation and target, with a clock the test moves. */

const t = useTestApp();
const db = () => t.database.db;
const T0 = new Date('2026-11-30T15:00:00Z');
const after = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let campaign: { id: number; name: string };
let managerA: TestUser;
let managerB: TestUser;
let outsider: TestUser;
let socket: SocketClient;
let waiting: number;
let answered: number;

beforeAll(async () => {
  campaign = await insertCampaign(db());
  await db().insert(campaignServiceLevels).values({ campaignId: campaign.id, slaPrimeraRespuestaMin: 10, slaResolucionMin: 60 });
  [managerA, managerB, outsider] = await Promise.all([t.userWithRole('Supervisor'), t.userWithRole('Supervisor'), t.userWithRole('Supervisor')]);
  await db().insert(campaignManagers).values([managerA!, managerB!].map((u) => ({ campaignId: campaign.id, userId: u.id })));
  const contact = await insertContact(db());
  const [channel] = await db().insert(channels).values({ nombre: 'WA SLA', tipo: 'WhatsApp', campaignId: campaign.id, config: {}, secrets: '' }).returning();
  const conversation = async (values: Partial<typeof conversations.$inferInsert>) => (await db().insert(conversations).values({
    channelId: channel!.id, type: 'WhatsApp', address: `57311${Math.floor(Math.random() * 1e7)}`, contactId: contact.id, campaignId: campaign.id,
    estado: 'EN_ESPERA', createdAt: T0, firstInboundAt: T0, waitingSince: T0, ...values,
  }).returning())[0]!.id;
  waiting = await conversation({});
  answered = await conversation({ estado: 'EN_GESTION', agentId: managerA!.id, firstAnswerAt: after(3), waitingSince: null });
  socket = await connectSocket(await listen(t.app), `/ws/notifications/?token=${managerB!.token}`);
});
afterAll(() => socket?.socket.close());

const bell = async (user: TestUser) => {
  const res = await t.call(user.token, 'GET', '/api/notifications/?limit=30&offset=0');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsPage;
};

describe('SLA breach alerts', () => {
  it('say nothing while every target is in time', async () => {
    expect(await announceSlaBreaches(db(), after(9))).toBe(0);
    expect((await bell(managerA)).count).toBe(0);
  });

  it('tell each encargado, live, once per conversation and target', async () => {
    expect(await announceSlaBreaches(db(), after(11))).toBe(1);
    const page = await bell(managerA);
    expect(page).toMatchObject({ count: 1, no_leidas: 1 });
    expect(page.results[0]).toMatchObject({
      tipo: 'sla_vencido', titulo: 'SLA vencido', enlace: `/chat/${waiting}`, leida: false,
      mensaje: `La conversación ${waiting} de ${campaign.name} superó el tiempo de primera respuesta (10 min).`,
    });
    expect(await socket.next()).toMatchObject({ type: 'notificacion', id: expect.any(Number) });
    expect((await bell(outsider)).count).toBe(0);

    // Another pass, later: nothing new for the first response; the resolution target falls due at 60 minutes for both.
    expect(await announceSlaBreaches(db(), after(30))).toBe(0);
    expect(await announceSlaBreaches(db(), after(61))).toBe(2);
    expect(await announceSlaBreaches(db(), after(90))).toBe(0);
    expect((await bell(managerB)).results.map((n) => n.enlace).sort()).toEqual([`/chat/${answered}`, `/chat/${waiting}`, `/chat/${waiting}`].sort());
  });

  it('do not come twice from passes running at once', async () => {
    const [row] = await db().select().from(conversations).where(eq(conversations.id, waiting));
    const late = (await db().insert(conversations).values({ ...row!, id: undefined, address: `${row!.address}9`, firstInboundAt: after(100), waitingSince: after(100) })
      .returning())[0]!.id;
    // Both of its targets are missed at 200 minutes; five passes at once tell each of them once.
    const passes = await Promise.all(Array.from({ length: 5 }, () => announceSlaBreaches(db(), after(200))));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await bell(managerB)).results.filter((n) => n.enlace === `/chat/${late}`)).toHaveLength(2);
    await db().delete(conversations).where(eq(conversations.id, late));
  });

  it('announce a backlog longer than one batch in one pass, each breach once, to every encargado of its campaign', async () => {
    const backlog = await insertCampaign(db());
    await db().insert(campaignServiceLevels).values({ campaignId: backlog.id, slaPrimeraRespuestaMin: 5 });
    const [manager, other] = await Promise.all([t.userWithRole('Supervisor'), t.userWithRole('Supervisor')]);
    await db().insert(campaignManagers).values([manager!, other!].map((u) => ({ campaignId: backlog.id, userId: u.id })));
    const [channel] = await db().select().from(channels).limit(1);
    const contact = await insertContact(db());
    const ids = (await db().insert(conversations).values(Array.from({ length: 450 }, (_, i) => ({
      channelId: channel!.id, type: 'WhatsApp', address: `57312${String(i).padStart(7, '0')}`, contactId: contact.id, campaignId: backlog.id,
      estado: 'EN_ESPERA', createdAt: T0, firstInboundAt: T0, waitingSince: T0,
    }))).returning({ id: conversations.id })).map((row) => row.id);

    expect(await announceSlaBreaches(db(), after(6))).toBe(450);
    expect(await announceSlaBreaches(db(), after(7))).toBe(0);
    for (const user of [manager!, other!]) {
      const page = await bell(user);
      expect(page.count).toBe(450);
      expect(page.results[0]).toMatchObject({ tipo: 'sla_vencido', mensaje: expect.stringMatching(new RegExp(`^La conversación \\d+ de ${backlog.name} superó el tiempo de primera respuesta \\(5 min\\)\\.$`)) });
    }
    const linked = await t.call(manager!.token, 'GET', '/api/notifications/?limit=500&offset=0');
    expect((linked.json() as NotificationsPage).results.map((n) => n.enlace).sort()).toEqual(ids.map((id) => `/chat/${id}`).sort());
    await db().delete(conversations).where(inArray(conversations.id, ids));
  });

  it('are marked read one by one or all at once, only by their user', async () => {
    const before = await bell(managerA);
    expect(before.no_leidas).toBe(5);
    const first = before.results[0]!;
    expect((await t.call(outsider.token, 'POST', `/api/notifications/${first.id}/leida/`)).statusCode).toBe(404);
    const read = await t.call(managerA.token, 'POST', `/api/notifications/${first.id}/leida/`);
    expect(read.json()).toEqual({ detail: NOTIFICATION_MSG.read });
    expect((await bell(managerA)).results.find((n) => n.id === first.id)!.leida).toBe(true);
    expect((await bell(managerA)).no_leidas).toBe(4);
    expect((await t.call(managerA.token, 'POST', '/api/notifications/leer_todas/')).json()).toEqual({ detail: NOTIFICATION_MSG.allRead, marcadas: 4 });
    expect((await bell(managerA)).no_leidas).toBe(0);
    expect((await bell(managerB)).no_leidas).toBe(5);
    expect((await t.call(null, 'GET', '/api/notifications/')).statusCode).toBe(401);
  });
});
