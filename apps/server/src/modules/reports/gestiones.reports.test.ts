import { beforeAll, describe, expect, it } from 'vitest';
import { GESTION_MSG, type GestionListItem, type GestionesPorBot, type GestionesPorHora } from '@atiende/shared';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { bogotaDay } from './gestiones.reports.js';

const POR_HORA = '/api/contact/gestiones_por_hora/';
const DETALLE = '/api/contact/gestiones_por_hora/detalle/';
const POR_BOT = '/api/contact/gestiones_por_bot/';

const t = useTestApp();

const db = () => t.database.db;
const get = (token: string | null, url: string) => t.call(token, 'GET', url);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The non-empty slots of a report, as {hora: contador}. */
function busySlots(report: GestionesPorHora): Record<string, number> {
  return Object.fromEntries(report.slots.filter((s) => s.contador > 0).map((s) => [s.hora, s.contador]));
}

/** The current hour of the day in Bogotá, as the report labels it. */
function bogotaHourLabel(): string {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Bogota', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
  return `${hour}:00`;
}

describe('gestiones per hour', () => {
  let ag1: TestUser;
  let ag2: TestUser;
  let campA: number;
  let h: Record<string, number>;
  const MAY = 'fecha_inicio=2024-05-06&fecha_fin=2024-05-07';

  beforeAll(async () => {
    ag1 = await t.userWithRole('Agente');
    ag2 = await t.userWithRole('Agente');
    campA = (await insertCampaign(db())).id;
    const campB = (await insertCampaign(db())).id;
    const contact = await insertContact(db());
    const at = (iso: string) => new Date(iso);
    const data = {
      h1: { agentId: ag1.id, campaignId: campA, type: 'WhatsApp', estado: 'FINALIZADO', enBot: true, createdAt: at('2024-05-06T13:15:00Z') },
      h2: { agentId: ag2.id, campaignId: campB, type: 'Telefonía - Manual', estado: 'EN_GESTION', createdAt: at('2024-05-06T13:45:00Z') },
      h3: { agentId: ag1.id, campaignId: campA, type: 'Telefonía - Manual', estado: 'FINALIZADO', createdAt: at('2024-05-07T04:30:00Z') },
      h4: { agentId: ag2.id, campaignId: campA, type: 'WhatsApp', estado: 'PENDIENTE', createdAt: at('2024-05-07T14:00:00Z') },
      h5: { agentId: ag1.id, campaignId: campA, type: 'WhatsApp', estado: 'FINALIZADO', createdAt: at('2024-05-08T13:10:00Z') },
    };
    h = {};
    for (const [name, values] of Object.entries(data)) h[name] = (await insertGestion(db(), { contactId: contact.id, ...values })).id;
  });

  async function report(token: string, query: string): Promise<GestionesPorHora> {
    const res = await get(token, `${POR_HORA}?${query}`);
    expect(res.statusCode, `${query} ${res.body}`).toBe(200);
    return res.json() as GestionesPorHora;
  }

  it('counts per Bogotá hour over the chosen days, with all 24 slots in order', async () => {
    const all = await report(t.admin, MAY);
    expect(all.slots.map((s) => s.hora)).toEqual(Array.from({ length: 24 }, (_, n) => `${String(n).padStart(2, '0')}:00`));
    expect(busySlots(all)).toEqual({ '08:00': 2, '09:00': 1, '23:00': 1 });
    expect(all.total_gestiones).toBe(4);
  });

  it('narrows by estado, agents, campaign and type', async () => {
    expect(busySlots(await report(t.admin, `${MAY}&campaign=${campA}`))).toEqual({ '08:00': 1, '09:00': 1, '23:00': 1 });
    expect(busySlots(await report(t.admin, `${MAY}&estado=FINALIZADO`))).toEqual({ '08:00': 1, '23:00': 1 });
    expect(busySlots(await report(t.admin, `${MAY}&agents=${ag2.id}`))).toEqual({ '08:00': 1, '09:00': 1 });
    expect(busySlots(await report(t.admin, `${MAY}&type=WhatsApp`))).toEqual({ '08:00': 1, '09:00': 1 });
    expect((await report(t.admin, `${MAY}&type=WhatsApp&campaign=${campA}&estado=PENDIENTE`)).total_gestiones).toBe(1);
    expect((await report(t.admin, 'fecha_inicio=2024-05-08&fecha_fin=2024-05-08')).total_gestiones).toBe(1);
  });

  it('lists the gestiones of one slot, newest first, with the same filters', async () => {
    const detail = async (query: string) => {
      const res = await get(t.admin, `${DETALLE}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as GestionListItem[]).map((g) => g.id);
    };
    expect(await detail(`${MAY}&hora=8`)).toEqual([h.h2, h.h1]);
    expect(await detail(`${MAY}&hora=08&campaign=${campA}`)).toEqual([h.h1]);
    expect(await detail(`${MAY}&hora=23`)).toEqual([h.h3]);
    expect(await detail(`${MAY}&hora=3`)).toEqual([]);
    for (const query of [`${MAY}&hora=24`, MAY, `${MAY}&hora=ocho`]) {
      const res = await get(t.admin, `${DETALLE}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['hora']);
    }
  });

  it('shows an Agente their own gestiones and refuses them the elevated filters', async () => {
    expect(busySlots(await report(ag1.token, MAY))).toEqual({ '08:00': 1, '23:00': 1 });
    expect((await get(ag1.token, `${DETALLE}?${MAY}&hora=8`)).json()).toEqual([expect.objectContaining({ id: h.h1 })]);
    for (const filter of ['estado=FINALIZADO', `agents=${ag2.id}`, `campaign=${campA}`, 'type=WhatsApp']) {
      for (const url of [`${POR_HORA}?${MAY}&${filter}`, `${DETALLE}?${MAY}&hora=8&${filter}`]) {
        const res = await get(ag1.token, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ detail: GESTION_MSG.viewAllRequired });
      }
    }
    expect((await get(null, `${POR_HORA}?${MAY}`)).statusCode).toBe(401);
    const nobody = await t.userWithRole(null);
    expect((await get(nobody.token, `${POR_HORA}?${MAY}`)).statusCode).toBe(403);
  });

  it('covers today by default and the last seven days with rango=semana', async () => {
    const agent = await t.userWithRole('Agente');
    const contact = await insertContact(db());
    await insertGestion(db(), { contactId: contact.id, agentId: agent.id });
    await insertGestion(db(), { contactId: contact.id, agentId: agent.id, createdAt: daysAgo(3) });
    await insertGestion(db(), { contactId: contact.id, agentId: agent.id, createdAt: daysAgo(8) });
    const today = await report(agent.token, '');
    expect(busySlots(today)).toEqual({ [bogotaHourLabel()]: 1 });
    expect((await report(agent.token, 'rango=hoy')).total_gestiones).toBe(1);
    expect((await report(agent.token, 'rango=semana')).total_gestiones).toBe(2);
  });

  it('answers 400 for bad filters', async () => {
    for (const query of ['rango=mes', 'fecha_inicio=2024-13-01', 'agents=a,b', 'estado=X', 'type=Fax', 'campaign=cero',
      'fecha_inicio=2024-05-08&fecha_fin=2024-05-07']) {
      expect((await get(t.admin, `${POR_HORA}?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('gestiones in and out of the bot', () => {
  it('counts gestiones through the bot and lists the newest outside it, today or over the week', async () => {
    const agent = await t.userWithRole('Agente');
    const campaign = await insertCampaign(db(), { name: 'Bot' });
    const contact = await insertContact(db(), { firstName: 'Bruno', lastName: 'Bot' });
    const base = { contactId: contact.id, agentId: agent.id, campaignId: campaign.id };
    const inBot1 = await insertGestion(db(), { ...base, enBot: true, type: 'WhatsApp' });
    const inBot2 = await insertGestion(db(), { ...base, enBot: true, type: 'WhatsApp' });
    const outsideToday = await insertGestion(db(), { ...base, enBot: false, type: 'WhatsApp', estado: 'EN_GESTION' });
    const outsideEarlier = await insertGestion(db(), {
      ...base, enBot: false, type: 'Telefonía - Manual', estado: 'FINALIZADO', createdAt: daysAgo(3),
    });

    const hoy = await get(agent.token, `${POR_BOT}?rango=hoy`);
    expect(hoy.statusCode).toBe(200);
    expect(hoy.json()).toEqual({
      gestiones_en_bot: 2,
      gestiones_fuera_bot: 1,
      gestiones: 3,
      gestiones_fuera_bot_list: [{
        id: outsideToday.id, contacto: 'Bruno Bot', campana: 'Bot', estado: 'EN_GESTION', created_date: outsideToday.createdAt.toISOString(), type: 'WhatsApp',
      }],
      gestiones_en_bot_list: [inBot2, inBot1].map((g) => ({
        id: g.id, contacto: 'Bruno Bot', campana: 'Bot', estado: 'EN_GESTION', created_date: g.createdAt.toISOString(), type: 'WhatsApp',
      })),
      fecha_inicio: bogotaDay(0),
      fecha_fin: bogotaDay(0),
    });
    expect((await get(agent.token, POR_BOT)).json()).toEqual(hoy.json());
    const semana = (await get(agent.token, `${POR_BOT}?rango=semana`)).json() as GestionesPorBot;
    expect(semana).toMatchObject({ gestiones_en_bot: 2, gestiones_fuera_bot: 2, gestiones: 4 });
    expect(semana.gestiones_fuera_bot_list.map((g) => g.id)).toEqual([outsideToday.id, outsideEarlier.id]);

    const all = (await get(t.admin, `${POR_BOT}?rango=semana`)).json() as GestionesPorBot;
    expect(all.gestiones).toBeGreaterThanOrEqual(4);
    expect(all.gestiones_en_bot + all.gestiones_fuera_bot).toBe(all.gestiones);
    const other = await t.userWithRole('Agente');
    expect((await get(other.token, `${POR_BOT}?rango=semana`)).json()).toEqual({
      gestiones_en_bot: 0, gestiones_fuera_bot: 0, gestiones: 0, gestiones_fuera_bot_list: [], gestiones_en_bot_list: [], fecha_inicio: bogotaDay(-6), fecha_fin: bogotaDay(0),
    });
    expect((await get(t.admin, `${POR_BOT}?rango=anual`)).statusCode).toBe(400);

    // The report's filters: a range of days and a channel, each list only its side.
    const ranged = (await get(t.admin, `${POR_BOT}?fecha_inicio=${bogotaDay(-6)}&fecha_fin=${bogotaDay(0)}&campaign=${campaign.id}&type=WhatsApp`)).json() as GestionesPorBot;
    expect(ranged).toMatchObject({ gestiones_en_bot: 2, gestiones_fuera_bot: 1, gestiones: 3 });
    expect(ranged.gestiones_en_bot_list.map((g) => g.id)).toEqual([inBot2.id, inBot1.id]);
    expect(ranged.gestiones_fuera_bot_list.map((g) => g.id)).toEqual([outsideToday.id]);
    // An agent may not filter by other agents or campaigns.
    expect((await get(agent.token, `${POR_BOT}?campaign=${campaign.id}`)).statusCode).toBe(403);
    expect((await get(null, POR_BOT)).statusCode).toBe(401);
  });
});
