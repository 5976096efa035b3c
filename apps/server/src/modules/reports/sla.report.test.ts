import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, REPORT_MSG, SlaReport } from '@atiende/shared';
import { userWithPermissions, useTestApp, type TestUser } from '../../test/harness.js';
import { channels, conversations } from '../chat/chat.tables.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { campaignServiceLevels, closingSurveys, conversationServiceLevels } from '../service-levels/service-levels.tables.js';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../surveys/surveys.tables.js';

const t = useTestApp();
const db = () => t.database.db;
const RANGE = 'fecha_inicio=2025-03-10&fecha_fin=2025-03-11';
const at = (iso: string) => new Date(iso);

let agent: TestUser;
let campaign: { id: number; name: string };
let untargeted: { id: number; name: string };

beforeAll(async () => {
  agent = await t.userWithRole('Agente', { firstName: 'Sara', lastName: 'Tiempos' });
  campaign = await insertCampaign(db());
  untargeted = await insertCampaign(db());
  await db().insert(campaignServiceLevels).values([
    { campaignId: campaign.id, slaPrimeraRespuestaMin: 10, slaResolucionMin: 60 },
    { campaignId: untargeted.id, slaPrimeraRespuestaMin: null },
  ]);
  const contact = await insertContact(db());
  const [channel] = await db().insert(channels).values({ nombre: 'WA SLA reporte', tipo: 'WhatsApp', campaignId: campaign.id, config: {}, secrets: '' }).returning();
  let n = 0;
  const conversation = async (values: Partial<typeof conversations.$inferInsert>) => (await db().insert(conversations).values({
    channelId: channel!.id, type: 'WhatsApp', address: `57312${(n += 1)}${Date.now() % 1e5}`, contactId: contact.id, campaignId: campaign.id,
    agentId: agent.id, estado: 'FINALIZADA', ...values,
  }).returning())[0]!.id;
  const typified = async (iso: string) => (await insertGestion(db(), { contactId: contact.id, campaignId: campaign.id, agentId: agent.id, type: 'WhatsApp',
    estado: 'FINALIZADO', createdAt: at(iso), fechaFinalizacion: at(iso) })).id;
  // 10 March, 10:00 Bogotá: answered after 4 min, typified after 30 → both targets met.
  const first = await conversation({ createdAt: at('2025-03-10T15:00:00Z'), firstInboundAt: at('2025-03-10T15:00:00Z'), firstAnswerAt: at('2025-03-10T15:04:00Z'),
    closedAt: at('2025-03-10T15:30:00Z'), gestionId: await typified('2025-03-10T15:30:00Z') });
  // 10 March: answered after 20 min (late), typified after 90 (late).
  const second = await conversation({ createdAt: at('2025-03-10T16:00:00Z'), firstInboundAt: at('2025-03-10T16:00:00Z'), firstAnswerAt: at('2025-03-10T16:20:00Z'),
    closedAt: at('2025-03-10T17:30:00Z'), gestionId: await typified('2025-03-10T17:30:00Z') });
  // 11 March: the customer wrote at 06:00 while closed; it opened at 08:00 and the answer came at 08:06 → in time.
  const closedHours = await conversation({ createdAt: at('2025-03-11T11:00:00Z'), firstInboundAt: at('2025-03-11T11:00:00Z'),
    firstAnswerAt: at('2025-03-11T13:06:00Z'), closedAt: at('2025-03-11T13:20:00Z'), expired: true });
  await db().insert(conversationServiceLevels).values({ conversationId: closedHours, fueraHorarioHasta: at('2025-03-11T13:00:00Z') });
  // The closing survey: the first answered with its best option, the second with another → CSAT 50 %.
  const [survey] = await db().insert(surveys).values({ name: 'Cierre', campaignId: campaign.id, surveyMedium: 'whatsapp', publicToken: `t${Date.now()}` }).returning();
  const [question] = await db().insert(surveyQuestions).values({ surveyId: survey!.id, number: 1, text: '¿Cómo lo atendimos?', questionTypeId: 1,
    options: [{ number: 1, text: 'Excelente' }, { number: 2, text: 'Regular' }] }).returning();
  for (const [conversationId, option] of [[first, 1], [second, 2]] as const) {
    const [row] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
    await db().insert(closingSurveys).values({ conversationId, surveyId: survey!.id, gestionId: row!.gestionId!, sentAt: row!.closedAt });
    const [response] = await db().insert(surveyResponses).values({ surveyId: survey!.id, source: 'enlace', gestionId: row!.gestionId!, agentId: agent.id }).returning();
    await db().insert(surveyAnswers).values({ responseId: response!.id, questionId: question!.id, options: [option] });
  }
  // Not counted: started by the company, another range, a campaign without a target.
  await conversation({ createdAt: at('2025-03-10T18:00:00Z'), firstInboundAt: null });
  await conversation({ createdAt: at('2025-03-12T15:00:00Z'), firstInboundAt: at('2025-03-12T15:00:00Z') });
  await conversation({ campaignId: untargeted.id, createdAt: at('2025-03-10T15:00:00Z'), firstInboundAt: at('2025-03-10T15:00:00Z') });
});

const report = async (query = RANGE) => {
  const res = await t.call(t.admin, 'GET', `/api/reportes/sla/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as SlaReport;
  // Written without being checked again on the way out: exactly the schema's fields.
  expect(SlaReport.parse(body)).toEqual(body);
  return body;
};

describe('GET /reportes/sla/', () => {
  it('counts first responses within and past the target per day, campaign and agent, from the opening when written while closed', async () => {
    const out = await report();
    expect(out.resumen).toEqual({
      conversaciones: 3, dentro_objetivo: 2, vencidas: 1, pendientes: 0, cumplimiento: 66.7, mediana_primera_respuesta: 360,
      resolucion_dentro: 1, resolucion_vencidas: 2, encuestas: 2, csat: 50,
    });
    expect(out.campanas).toEqual([expect.objectContaining({ campaign_id: campaign.id, campana: campaign.name, conversaciones: 3 })]);
    expect(out.agentes).toEqual([expect.objectContaining({ agent_id: agent.id, agente: 'Sara Tiempos', dentro_objetivo: 2, vencidas: 1 })]);
    expect(out.filas.map((f) => [f.dia, f.conversaciones, f.dentro_objetivo, f.vencidas, f.mediana_primera_respuesta])).toEqual([
      ['2025-03-10', 2, 1, 1, 720], ['2025-03-11', 1, 1, 0, 360],
    ]);
    expect((await report(`${RANGE}&agents=${agent.id + 1000}`)).resumen.conversaciones).toBe(0);
    expect((await report(`${RANGE}&campaign=${untargeted.id}`)).resumen).toMatchObject({ conversaciones: 0, cumplimiento: null, mediana_primera_respuesta: null, csat: null });
    expect(out.filas.map((f) => f.csat)).toEqual([50, null]);
  });

  it('exports the same tables to Excel, asks for the range and refuses agents', async () => {
    const file = await t.call(t.admin, 'GET', `/api/reportes/sla/exportar-excel/?${RANGE}`);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Resumen', 'Por campaña', 'Por agente', 'Por día']);
    expect(workbook.getWorksheet('Resumen')!.getRow(2).values).toEqual([undefined, 3, 2, 1, 0, 66.7, 360, 1, 2, 2, 50]);
    const missing = await t.call(t.admin, 'GET', '/api/reportes/sla/');
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(REPORT_MSG.dateRangeRequired);
    expect((await t.call(agent.token, 'GET', `/api/reportes/sla/?${RANGE}`)).statusCode).toBe(403);
    const viewer = await userWithPermissions(t, [PERMISSIONS.gestionesViewAll]);
    expect((await t.call(viewer.token, 'GET', `/api/reportes/sla/?${RANGE}`)).statusCode).toBe(200);
  });
});
