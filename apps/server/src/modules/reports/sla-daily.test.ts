import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE, type SlaReport } from '@atiende/shared';
import { useTestApp, type TestUser } from '../../test/harness.js';
import { rows } from '../../db/client.js';
import { channels, conversations } from '../chat/chat.tables.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';
import { campaignServiceLevels, closingSurveys, conversationServiceLevels } from '../service-levels/service-levels.tables.js';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../surveys/surveys.tables.js';
import { conversationSlaDaily, conversationSlaStale } from './reports.tables.js';
import { judgedConversationsSql, refreshAllSlaDaily } from './sla-daily.js';

const t = useTestApp();
const db = () => t.database.db;
const FROM = '2025-06-02';
const TO = '2025-06-06';
const RANGE = `fecha_inicio=${FROM}&fecha_fin=${TO}`;

let agents: TestUser[];
let targeted: { id: number; name: string };
let untargeted: { id: number; name: string };
let contactId: number;
let channelId: number;
let question: { id: number; surveyId: number };

/** A deterministic sequence of fractions, so every run judges the same conversations. */
function drawer(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The report as its definition reads: every conversation of the range judged one by one, grouped with
 * percentile_cont for the medians. The rollup must give exactly this after any change.
 */
async function definition(): Promise<Pick<SlaReport, 'resumen' | 'filas'>> {
  const judged = judgedConversationsSql(sql`sl.sla_primera_respuesta_min is not null
    and c.created_at >= (${FROM}::date)::timestamp at time zone ${TIME_ZONE} and c.created_at < ((${TO}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  const found = await rows<Record<string, unknown>>(db(), sql`
    select grouping(dia) as total, dia::text, campaign_id, agent_id, count(*)::int as conversaciones,
      count(*) filter (where dentro)::int as dentro_objetivo, count(*) filter (where vencida)::int as vencidas,
      count(*) filter (where not coalesce(dentro, false) and not vencida)::int as pendientes,
      round(percentile_cont(0.5) within group (order by respuesta)::numeric, 1)::float8 as mediana,
      count(*) filter (where resuelta_a_tiempo)::int as resolucion_dentro, count(*) filter (where not resuelta_a_tiempo)::int as resolucion_vencidas,
      count(csat_top)::int as encuestas, count(*) filter (where csat_top)::int as encuestas_top
    from (${judged}) j
    group by grouping sets ((), (dia, campaign_id, agent_id))`);
  const figures = (r: Record<string, unknown>) => ({
    conversaciones: Number(r.conversaciones), dentro_objetivo: Number(r.dentro_objetivo), vencidas: Number(r.vencidas), pendientes: Number(r.pendientes),
    mediana_primera_respuesta: r.mediana === null ? null : Number(r.mediana), resolucion_dentro: Number(r.resolucion_dentro),
    resolucion_vencidas: Number(r.resolucion_vencidas), encuestas: Number(r.encuestas), encuestas_top: Number(r.encuestas_top),
  });
  const total = found.find((r) => Number(r.total) === 1);
  return {
    resumen: total ? figures(total) : figures({ conversaciones: 0, dentro_objetivo: 0, vencidas: 0, pendientes: 0, mediana: null, resolucion_dentro: 0, resolucion_vencidas: 0, encuestas: 0, encuestas_top: 0 }),
    filas: found.filter((r) => Number(r.total) === 0)
      .map((r) => ({ dia: String(r.dia), campaign_id: Number(r.campaign_id), agent_id: Number(r.agent_id) === 0 ? null : Number(r.agent_id), ...figures(r) }))
      .sort((a, b) => a.dia.localeCompare(b.dia) || a.campaign_id - b.campaign_id || (a.agent_id ?? 0) - (b.agent_id ?? 0)),
  } as never;
}

async function report(): Promise<Pick<SlaReport, 'resumen' | 'filas'>> {
  const res = await t.call(t.admin, 'GET', `/api/reportes/sla/?${RANGE}`);
  expect(res.statusCode, res.body).toBe(200);
  const out = res.json() as SlaReport;
  const figures = <T extends SlaReport['resumen']>(f: T) => ({
    conversaciones: f.conversaciones, dentro_objetivo: f.dentro_objetivo, vencidas: f.vencidas, pendientes: f.pendientes,
    mediana_primera_respuesta: f.mediana_primera_respuesta, resolucion_dentro: f.resolucion_dentro, resolucion_vencidas: f.resolucion_vencidas,
    encuestas: f.encuestas, encuestas_top: f.csat === null ? 0 : Math.round((f.csat * f.encuestas) / 100),
  });
  return {
    resumen: figures(out.resumen),
    filas: out.filas.map((f) => ({ dia: f.dia, campaign_id: f.campaign_id, agent_id: f.agent_id, ...figures(f) }))
      .sort((a, b) => a.dia.localeCompare(b.dia) || a.campaign_id - b.campaign_id || (a.agent_id ?? 0) - (b.agent_id ?? 0)),
  } as never;
}

async function expectReportToFollowDefinition() {
  const [read, expected] = [await report(), await definition()];
  expect(read).toEqual(expected);
}

const closedIds = async (campaignId: number) => (await db().select({ id: conversations.id }).from(conversations)
  .where(and(eq(conversations.campaignId, campaignId), eq(conversations.estado, 'FINALIZADA'))).orderBy(conversations.id)).map((r) => r.id);

beforeAll(async () => {
  agents = [await t.userWithRole('Agente'), await t.userWithRole('Agente')];
  targeted = await insertCampaign(db());
  untargeted = await insertCampaign(db());
  await db().insert(campaignServiceLevels).values([
    { campaignId: targeted.id, slaPrimeraRespuestaMin: 10, slaResolucionMin: 90 },
    { campaignId: untargeted.id, slaPrimeraRespuestaMin: null },
  ]);
  contactId = (await insertContact(db())).id;
  const [channel] = await db().insert(channels).values({ nombre: 'WA rollup SLA', tipo: 'WhatsApp', campaignId: targeted.id, config: {}, secrets: '' }).returning();
  channelId = channel!.id;
  const [survey] = await db().insert(surveys).values({ name: 'Cierre rollup', campaignId: targeted.id, surveyMedium: 'whatsapp', publicToken: `r${Date.now()}` }).returning();
  const [first] = await db().insert(surveyQuestions).values({ surveyId: survey!.id, number: 1, text: '¿Cómo lo atendimos?', questionTypeId: 1,
    options: [{ number: 1, text: 'Excelente' }, { number: 2, text: 'Regular' }] }).returning();
  question = { id: first!.id, surveyId: survey!.id };

  // 60 conversations over five days in both campaigns, answered after a random time (some never), most closed,
  // some typified; open ones among them.
  const draw = drawer(7);
  for (let i = 0; i < 60; i += 1) {
    const opened = new Date(Date.parse(`${FROM}T13:00:00Z`) + Math.floor(draw() * 5 * 86_400_000));
    const answered = draw() < 0.85 ? new Date(opened.getTime() + Math.floor(draw() * 1_500_000)) : null;
    const closed = draw() < 0.8;
    const campaignId = draw() < 0.75 ? targeted.id : untargeted.id;
    const agentId = draw() < 0.1 ? null : agents[Math.floor(draw() * 2)]!.id;
    const closedAt = closed ? new Date(opened.getTime() + Math.floor(draw() * 9_000_000)) : null;
    const gestionId = closed && draw() < 0.7
      ? (await insertGestion(db(), { contactId, campaignId, agentId, type: 'WhatsApp', estado: 'FINALIZADO', createdAt: closedAt!, fechaFinalizacion: closedAt! })).id
      : null;
    await db().insert(conversations).values({
      channelId, type: 'WhatsApp', address: `5731${i}${Date.now() % 1e5}`, contactId, campaignId, agentId,
      estado: closed ? 'FINALIZADA' : agentId ? 'EN_GESTION' : 'EN_ESPERA',
      createdAt: opened, firstInboundAt: opened, firstAnswerAt: answered && (!closedAt || answered < closedAt) ? answered : null,
      closedAt, gestionId, expired: closed && !gestionId,
    });
  }
});

describe('the SLA report\'s daily rollup', () => {
  it('gives the figures of every conversation judged one by one, and keeps them as conversations and targets change', async () => {
    await expectReportToFollowDefinition();
    expect(await db().select().from(conversationSlaStale).where(sql`dia between ${FROM} and ${TO}`)).toEqual([]);
    expect((await db().select().from(conversationSlaDaily)).length).toBeGreaterThan(0);

    const [reopened, reassigned, answeredAgain, withSurvey, erased, outOfHours] = await closedIds(targeted.id);
    // Reopened by the customer writing again: it leaves the rollup and is read live.
    await db().update(conversations).set({ estado: 'EN_GESTION', closedAt: null }).where(eq(conversations.id, reopened!));
    await expectReportToFollowDefinition();
    // Given to another agent, and its first answer moved.
    await db().update(conversations).set({ agentId: agents[1]!.id, firstAnswerAt: sql`first_inbound_at + interval '20 minutes 0.35 seconds'` })
      .where(eq(conversations.id, reassigned!));
    await db().update(conversations).set({ firstAnswerAt: sql`first_inbound_at + interval '1.05 seconds'` }).where(eq(conversations.id, answeredAgain!));
    await expectReportToFollowDefinition();
    // Its closing survey answered with the best option.
    const [row] = await db().select().from(conversations).where(eq(conversations.id, withSurvey!));
    const gestionId = row!.gestionId ?? (await insertGestion(db(), { contactId, campaignId: targeted.id, agentId: row!.agentId, type: 'WhatsApp', estado: 'FINALIZADO' })).id;
    await db().update(conversations).set({ gestionId, expired: false }).where(eq(conversations.id, withSurvey!));
    await db().insert(closingSurveys).values({ conversationId: withSurvey!, surveyId: question.surveyId, gestionId, sentAt: row!.closedAt });
    await expectReportToFollowDefinition();
    const [response] = await db().insert(surveyResponses).values({ surveyId: question.surveyId, source: 'enlace', gestionId, agentId: row!.agentId }).returning();
    await db().insert(surveyAnswers).values({ responseId: response!.id, questionId: question.id, options: [1] });
    expect((await report()).resumen.encuestas).toBe(1);
    await expectReportToFollowDefinition();
    // Erased, and another written while the campaign was closed (its clock starts at the opening).
    await db().delete(conversations).where(eq(conversations.id, erased!));
    await db().insert(conversationServiceLevels).values({ conversationId: outOfHours!, fueraHorarioHasta: sql`(select first_inbound_at + interval '3 minutes' from conversations where id = ${outOfHours!})` });
    await expectReportToFollowDefinition();
    // New targets judge the closed conversations again; a campaign that gets a target enters the report.
    await db().update(campaignServiceLevels).set({ slaPrimeraRespuestaMin: 3, slaResolucionMin: 30 }).where(eq(campaignServiceLevels.campaignId, targeted.id));
    await db().update(campaignServiceLevels).set({ slaPrimeraRespuestaMin: 5 }).where(eq(campaignServiceLevels.campaignId, untargeted.id));
    await expectReportToFollowDefinition();
    expect((await report()).filas.some((f) => f.campaign_id === untargeted.id)).toBe(true);
    // Every open conversation closed.
    await db().update(conversations).set({ estado: 'FINALIZADA', closedAt: sql`first_inbound_at + interval '2 hours'`, waitingSince: null })
      .where(sql`${conversations.estado} <> 'FINALIZADA' and ${conversations.channelId} = ${channelId}`);
    await expectReportToFollowDefinition();
  });

  it('is brought up to date by its background refresh, batch by batch, leaving no mark behind', async () => {
    await db().update(campaignServiceLevels).set({ slaPrimeraRespuestaMin: 12 }).where(eq(campaignServiceLevels.campaignId, targeted.id));
    const marked = await db().select({ n: sql<number>`count(distinct (dia, campaign_id))::int` }).from(conversationSlaStale);
    expect(marked[0]!.n).toBeGreaterThan(1);
    expect(await refreshAllSlaDaily(db(), 1)).toBe(marked[0]!.n);
    expect(await db().select().from(conversationSlaStale)).toEqual([]);
    await expectReportToFollowDefinition();
  });
});
