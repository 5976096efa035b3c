import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AttentionReport, CallDuration, CallsPerHour, CampaignReport, GestionesPorTipificacion, MSG, PERMISSIONS, REPORT_MSG, TimePerState, type z,
} from '@atiende/shared';
import { userWithPermissions, useTestApp, type TestUser } from '../../test/harness.js';
import { channels, chatMessages, conversations } from '../chat/chat.tables.js';
import { insertCampaign, insertContact, insertGestion, insertResultado } from '../gestiones/gestiones.fixtures.js';
import { gestiones } from '../gestiones/gestiones.tables.js';
import { callRecords } from '../telephony/telephony.tables.js';
import { eq, sql } from 'drizzle-orm';
import { durationStatsSql } from './report-filters.js';

const t = useTestApp();
const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
/** 2025-03-10 and 2025-03-11 in Bogotá (UTC-5). */
const RANGE = 'fecha_inicio=2025-03-10&fecha_fin=2025-03-11';

/** The report's answer, which has exactly its schema's fields (reports are written without being checked again). */
async function json<S extends z.ZodType>(schema: S, token: string, url: string): Promise<z.infer<S>> {
  const res = await t.call(token, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  const body = res.json();
  expect(schema.parse(body)).toEqual(body);
  return body;
}

describe('reports across areas', () => {
  let ag1: TestUser;
  let ag2: TestUser;
  let campA: { id: number; name: string };
  let campB: { id: number; name: string };
  let venta: Awaited<ReturnType<typeof insertResultado>>;
  let noVenta: Awaited<ReturnType<typeof insertResultado>>;

  beforeAll(async () => {
    ag1 = await t.userWithRole('Agente');
    ag2 = await t.userWithRole('Agente');
    campA = await insertCampaign(db(), { name: 'Cobranza Marzo' });
    campB = await insertCampaign(db(), { name: 'Ventas Marzo' });
    venta = await insertResultado(db(), campA.id, ['Pago total', 'Pago parcial']);
    noVenta = await insertResultado(db(), campA.id, ['Sin dinero']);
    const contact = await insertContact(db());
    const g = (values: Partial<typeof gestiones.$inferInsert>) => insertGestion(db(), { contactId: contact.id, ...values });
    // Campaign A on the 10th and 11th: 3 × Pago total, 1 × Pago parcial, 1 × Sin dinero, 1 untyped open, 1 expired.
    const [pagoTotal, pagoParcial] = venta.descripciones;
    for (let i = 0; i < 3; i++) {
      await g({ campaignId: campA.id, agentId: ag1.id, estado: 'FINALIZADO', calificacionId: venta.id, descripcionId: pagoTotal!.id,
        createdAt: at('2025-03-10T15:00:00Z'), fechaFinalizacion: at(`2025-03-10T15:0${i + 1}:00Z`) });
    }
    await g({ campaignId: campA.id, agentId: ag2.id, estado: 'FINALIZADO', calificacionId: venta.id, descripcionId: pagoParcial!.id,
      createdAt: at('2025-03-11T16:00:00Z'), fechaFinalizacion: at('2025-03-11T16:10:00Z') });
    await g({ campaignId: campA.id, agentId: ag2.id, estado: 'FINALIZADO', calificacionId: noVenta.id, descripcionId: noVenta.descripciones[0]!.id,
      createdAt: at('2025-03-11T17:00:00Z'), fechaFinalizacion: at('2025-03-11T17:20:00Z') });
    await g({ campaignId: campA.id, agentId: ag1.id, estado: 'EN_GESTION', createdAt: at('2025-03-11T18:00:00Z') });
    await g({ campaignId: campA.id, agentId: ag1.id, estado: 'VENCIDO', createdAt: at('2025-03-10T12:00:00Z'), venceAt: at('2025-03-10T17:00:00Z') });
    // Campaign B: one finalized without resultado; and one outside the range (the 12th in Bogotá).
    await g({ campaignId: campB.id, agentId: ag2.id, estado: 'FINALIZADO', createdAt: at('2025-03-10T20:00:00Z'), fechaFinalizacion: at('2025-03-10T20:30:00Z') });
    await g({ campaignId: campA.id, agentId: ag1.id, estado: 'FINALIZADO', calificacionId: venta.id, descripcionId: pagoTotal!.id,
      createdAt: at('2025-03-12T05:30:00Z'), fechaFinalizacion: at('2025-03-12T06:00:00Z') });
  });

  it('refuses a query without a date range with the spec message, and agents', async () => {
    for (const path of ['/api/contact/gestiones_por_tipificacion/', '/api/reports/campanas/', '/api/reports/llamadas_por_hora/',
      '/api/reports/primera_atencion/', '/api/reports/tiempo_contacto/', '/api/reports/tiempo_por_estado/',
      '/api/reports/duracion_llamadas/?direccion=saliente&', '/api/reports/campanas/exportar-excel/']) {
      const url = path.includes('?') ? `${path}fecha_inicio=2025-03-10` : `${path}?fecha_fin=2025-03-10`;
      const res = await t.call(t.admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(REPORT_MSG.dateRangeRequired);
      const agentRes = await t.call(ag1.token, 'GET', `${path}${path.includes('?') ? '' : '?'}${RANGE}`);
      expect(agentRes.statusCode, path).toBe(403);
    }
    const elevated = await userWithPermissions(t, [PERMISSIONS.gestionesViewAll]);
    expect((await t.call(elevated.token, 'GET', `/api/reports/campanas/?${RANGE}`)).statusCode).toBe(200);
    expect((await t.call(null, 'GET', `/api/reports/campanas/?${RANGE}`)).statusCode).toBe(401);
  });

  it('counts gestiones per campaign, resultado and calificación with their percentages', async () => {
    const report = await json(GestionesPorTipificacion, t.admin, `/api/contact/gestiones_por_tipificacion/?${RANGE}`);
    const a = report.campanas.find((c) => c.id === campA.id)!;
    expect(a).toMatchObject({ nombre: 'Cobranza Marzo', total: 5, sin_resultado: 2 });
    expect(a.resultados.map((r) => [r.nombre, r.total, r.porcentaje])).toEqual([[venta.name, 4, 80], [noVenta.name, 1, 20]]);
    expect(a.resultados[0]!.calificaciones.map((c) => [c.nombre, c.total, c.porcentaje])).toEqual([
      [venta.descripciones[0]!.name, 3, 75], [venta.descripciones[1]!.name, 1, 25],
    ]);
    const b = report.campanas.find((c) => c.id === campB.id)!;
    expect(b).toMatchObject({ total: 0, sin_resultado: 1, resultados: [] });

    const onlyAg2 = await json(GestionesPorTipificacion, t.admin, `/api/contact/gestiones_por_tipificacion/?${RANGE}&agents=${ag2.id}`);
    expect(onlyAg2.campanas.find((c) => c.id === campA.id)!.resultados.map((r) => [r.nombre, r.total])).toEqual([
      [venta.name, 1], [noVenta.name, 1],
    ]);
    // A change of resultado moves the count: the rollup follows updates.
    const [moved] = await db().select().from(gestiones).where(eq(gestiones.calificacionId, noVenta.id));
    await db().update(gestiones).set({ calificacionId: venta.id, descripcionId: venta.descripciones[1]!.id }).where(eq(gestiones.id, moved!.id));
    const after = await json(GestionesPorTipificacion, t.admin, `/api/contact/gestiones_por_tipificacion/?${RANGE}`);
    expect(after.campanas.find((c) => c.id === campA.id)!.resultados.map((r) => [r.nombre, r.total])).toEqual([[venta.name, 5]]);
    await db().update(gestiones).set({ calificacionId: noVenta.id, descripcionId: noVenta.descripciones[0]!.id }).where(eq(gestiones.id, moved!.id));

    const empty = await json(GestionesPorTipificacion, t.admin, '/api/contact/gestiones_por_tipificacion/?fecha_inicio=2020-01-01&fecha_fin=2020-01-02');
    expect(empty.campanas).toEqual([]);
  });

  it('gives per campaign the estados, the contact rate and the expiry rate', async () => {
    const report = await json(CampaignReport, t.admin, `/api/reports/campanas/?${RANGE}`);
    const a = report.filas.find((f) => f.campaign_id === campA.id)!;
    expect(a).toMatchObject({ gestiones: 7, finalizadas: 5, vencidas: 1, abiertas: 1, tipificadas: 5, tasa_contacto: 71.4, tasa_vencimiento: 16.7 });
    expect(a.resultados[0]).toEqual({ nombre: venta.name, total: 4 });
    const b = report.filas.find((f) => f.campaign_id === campB.id)!;
    expect(b).toMatchObject({ gestiones: 1, finalizadas: 1, tipificadas: 0, tasa_contacto: 0 });
    expect(report.totales).toMatchObject({ gestiones: 8, finalizadas: 6, vencidas: 1, abiertas: 1, tipificadas: 5 });
    const onlyB = await json(CampaignReport, t.admin, `/api/reports/campanas/?${RANGE}&campaign=${campB.id}`);
    expect(onlyB.filas.map((f) => f.campaign_id)).toEqual([campB.id]);
  });

  it('measures time per estado of the gestiones created in the range', async () => {
    const report = await json(TimePerState, t.admin, `/api/reports/tiempo_por_estado/?${RANGE}&campaign=${campA.id}`);
    const finalizado = report.estados.find((e) => e.estado === 'FINALIZADO')!;
    // 60, 120, 180 s (ag1) and 600, 1200 s (ag2).
    expect(finalizado).toMatchObject({ cantidad: 5, promedio: 432, p50: 180 });
    expect(report.estados.find((e) => e.estado === 'VENCIDO')).toMatchObject({ cantidad: 1, promedio: 5 * 3600 });
    expect(report.estados.find((e) => e.estado === 'PENDIENTE')).toMatchObject({ cantidad: 0, promedio: null });
    const ag1Row = report.agentes.find((a) => a.agent_id === ag1.id)!;
    expect(ag1Row.estados.find((e) => e.estado === 'FINALIZADO')).toMatchObject({ cantidad: 3, promedio: 120, p50: 120 });
  });

  it('reads the median and p90 per estado within 2.5% of the exact ones, the count and the mean exactly', async () => {
    const campaign = await insertCampaign(db(), { name: 'Encuestas Abril' });
    const contact = await insertContact(db());
    let seed = 11;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
    const durations = Array.from({ length: 300 }, () => Math.round(20 + random() * random() * 5_000));
    const created = at('2025-04-02T15:00:00Z');
    await db().insert(gestiones).values(durations.map((seconds, i) => ({
      contactId: contact.id, campaignId: campaign.id, agentId: i % 3 === 0 ? null : ag1.id, estado: 'FINALIZADO',
      createdAt: created, fechaFinalizacion: new Date(created.getTime() + seconds * 1000),
    })));
    const report = await json(TimePerState, t.admin, `/api/reports/tiempo_por_estado/?fecha_inicio=2025-04-02&fecha_fin=2025-04-02&campaign=${campaign.id}`);
    // The exact figures, as percentile_cont computes them over every gestión.
    const [exact] = await db().select(durationStatsSql(sql`date_part('epoch', ${gestiones.fechaFinalizacion} - ${gestiones.createdAt})`))
      .from(gestiones).where(eq(gestiones.campaignId, campaign.id));
    const finalizado = report.estados.find((e) => e.estado === 'FINALIZADO')!;
    expect(finalizado).toMatchObject({ cantidad: 300, promedio: Number(exact!.promedio) });
    for (const key of ['p50', 'p90'] as const) {
      expect(Math.abs(finalizado[key]! - Number(exact![key])) / Number(exact![key]), key).toBeLessThan(0.025);
    }
    expect(report.agentes.map((a) => [a.agent_id, a.agente, a.estados.find((e) => e.estado === 'FINALIZADO')!.cantidad]))
      .toEqual(expect.arrayContaining([[null, 'Sin agente', 100], [ag1.id, expect.any(String), 200]]));
  });

  it('exports a report as an Excel workbook with the table the screen shows', async () => {
    const res = await t.call(t.admin, 'GET', `/api/contact/gestiones_por_tipificacion/exportar-excel/?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Resultado');
    const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(rows).toContainEqual(['Cobranza Marzo', venta.name, 4, 80, venta.descripciones[0]!.name, 3, 75]);
  });
});

describe('call reports', () => {
  let ag1: TestUser;
  beforeAll(async () => {
    ag1 = await t.userWithRole('Agente');
    const rec = (n: number, values: Partial<typeof callRecords.$inferInsert>) => ({
      linkedid: `r-${n}-${Math.random()}`, uniqueid: `u-${n}`, calldate: at('2025-03-10T14:05:00Z'), direction: 'saliente',
      disposition: 'ANSWERED', ...values,
    });
    await db().insert(callRecords).values([
      rec(1, { agentId: ag1.id, billsec: 30, duration: 40 }),
      rec(2, { agentId: ag1.id, billsec: 90, duration: 95, calldate: at('2025-03-10T14:50:00Z') }),
      rec(3, { agentId: ag1.id, billsec: 0, disposition: 'NO ANSWER', calldate: at('2025-03-10T16:00:00Z') }),
      rec(4, { agentId: null, billsec: 300, direction: 'entrante', calldate: at('2025-03-11T21:00:00Z') }),
      rec(5, { agentId: ag1.id, billsec: 0, disposition: 'BUSY', calldate: at('2025-03-11T21:10:00Z') }),
      rec(6, { agentId: ag1.id, billsec: 500, calldate: at('2025-03-12T06:00:00Z') }),
    ]);
  });

  it('counts calls per Bogotá hour and disposition', async () => {
    const report = await json(CallsPerHour, t.admin, `/api/reports/llamadas_por_hora/?${RANGE}`);
    expect(report.total).toBe(5);
    expect(report.franjas).toHaveLength(24);
    expect(report.franjas[9]).toMatchObject({ hora: '09:00', contestadas: 2, total: 2 });
    expect(report.franjas[11]).toMatchObject({ perdidas: 1, total: 1 });
    expect(report.franjas[16]).toMatchObject({ contestadas: 1, ocupadas: 1, total: 2 });
  });

  it('gives the talk time of answered calls of one direction per agent', async () => {
    const out = await json(CallDuration, t.admin, `/api/reports/duracion_llamadas/?${RANGE}&direccion=saliente`);
    expect(out.resumen).toMatchObject({ llamadas: 4, cantidad: 2, promedio: 60, p50: 60, p90: 84, total_segundos: 120 });
    expect(out.agentes).toEqual([expect.objectContaining({ agent_id: ag1.id, llamadas: 4, cantidad: 2, total_segundos: 120 })]);
    const inc = await json(CallDuration, t.admin, `/api/reports/duracion_llamadas/?${RANGE}&direccion=entrante`);
    expect(inc.resumen).toMatchObject({ llamadas: 1, promedio: 300 });
    expect(inc.agentes[0]).toMatchObject({ agent_id: null, agente: 'Sin agente' });
    const bad = await t.call(t.admin, 'GET', `/api/reports/duracion_llamadas/?${RANGE}&direccion=arriba`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ direccion: [REPORT_MSG.invalidChoice] });
    const missing = await t.call(t.admin, 'GET', `/api/reports/duracion_llamadas/?${RANGE}`);
    expect(missing.json()).toEqual({ direccion: [MSG.required] });
  });
});

describe('conversation reports', () => {
  it('measures first attention from the first customer message to the first agent answer, and contact time to typification', async () => {
    const agent = await t.userWithRole('Agente');
    const campaign = await insertCampaign(db());
    const contact = await insertContact(db());
    const [channel] = await db().insert(channels).values({ nombre: 'WA reportes', tipo: 'WhatsApp', campaignId: campaign.id, config: {}, secrets: '' }).returning();
    const conversation = async (createdAt: string, messages: [string, 'cliente' | 'agente' | 'bot' | 'nota'][], gestion?: { fin: string }) => {
      let gestionId: number | null = null;
      if (gestion) {
        gestionId = (await insertGestion(db(), { contactId: contact.id, campaignId: campaign.id, agentId: agent.id, type: 'WhatsApp',
          estado: 'FINALIZADO', createdAt: at(createdAt), fechaFinalizacion: at(gestion.fin) })).id;
      }
      const [row] = await db().insert(conversations).values({
        channelId: channel!.id, type: 'WhatsApp', address: `57300${Math.floor(Math.random() * 1e7)}`, contactId: contact.id,
        campaignId: campaign.id, agentId: agent.id, estado: 'FINALIZADA', createdAt: at(createdAt), gestionId,
        closedAt: gestion ? at(gestion.fin) : at(createdAt),
      }).returning();
      for (const [when, who] of messages) {
        await db().insert(chatMessages).values({
          conversationId: row!.id, channelId: channel!.id, fromMe: who !== 'cliente', msgType: who === 'nota' ? 'nota' : 'text',
          body: 'hola', sentBy: who === 'agente' || who === 'nota' ? agent.id : null, createdAt: at(when),
        });
      }
    };
    // 1) customer 10:00:00, bot 10:00:05, note 10:00:30, agent 10:02:00 → 120 s; typified at 10:10 → 600 s.
    await conversation('2025-03-10T15:00:00Z', [['2025-03-10T15:00:00Z', 'cliente'], ['2025-03-10T15:00:05Z', 'bot'],
      ['2025-03-10T15:00:30Z', 'nota'], ['2025-03-10T15:02:00Z', 'agente'], ['2025-03-10T15:05:00Z', 'agente']], { fin: '2025-03-10T15:10:00Z' });
    // 2) customer then agent after 60 s.
    await conversation('2025-03-10T16:00:00Z', [['2025-03-10T16:00:00Z', 'cliente'], ['2025-03-10T16:01:00Z', 'agente']]);
    // 3) started by the company: not measured for first attention.
    await conversation('2025-03-11T16:00:00Z', [['2025-03-11T16:00:00Z', 'agente'], ['2025-03-11T16:30:00Z', 'cliente'], ['2025-03-11T16:31:00Z', 'agente']]);
    // 4) the customer wrote, nobody answered.
    await conversation('2025-03-11T17:00:00Z', [['2025-03-11T17:00:00Z', 'cliente']]);

    const query = `${RANGE}&campaign=${campaign.id}`;
    const first = await json(AttentionReport, t.admin, `/api/reports/primera_atencion/?${query}`);
    expect(first.resumen).toMatchObject({ conversaciones: 3, cantidad: 2, promedio: 90, p50: 90 });
    expect(first.canales).toEqual([expect.objectContaining({ clave: 'WhatsApp', cantidad: 2 })]);
    expect(first.agentes).toEqual([expect.objectContaining({ clave: String(agent.id), cantidad: 2, promedio: 90 })]);

    const contactTime = await json(AttentionReport, t.admin, `/api/reports/tiempo_contacto/?${query}`);
    expect(contactTime.resumen).toMatchObject({ conversaciones: 4, cantidad: 1, promedio: 600 });
    const telephony = await json(AttentionReport, t.admin, `/api/reports/tiempo_contacto/?${query}&type=${encodeURIComponent('Telefonía - Manual')}`);
    expect(telephony.resumen).toMatchObject({ conversaciones: 0, cantidad: 0, promedio: null });
  });
});
