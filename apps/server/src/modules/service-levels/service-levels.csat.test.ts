import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SURVEY_MSG, type ChannelRead } from '@atiende/shared';
import { useStaff, useTestApp } from '../../test/harness.js';
import { campaignUsers, campaigns, conversations, surveyResponses } from '../../db/schema.js';
import { customerWrites, startGraphStandIn, whatsappChannel, type GraphStandIn } from '../../test/whatsapp-customer.js';
import { runDueJobs } from '../../jobs/jobs.runner.js';
import { moduleJobs } from '../index.js';
import { insertResultado } from '../gestiones/gestiones.fixtures.js';

/*
 * CSAT at close, end to end: a WhatsApp customer is served and the conversation typified; the customer gets the
 * closing survey's personal link through the Graph stand-in, once, and answers it; the answer is the gestión's.
 */

const t = useTestApp();
const staff = useStaff(t);
let graph: GraphStandIn;
let channel: ChannelRead;
let campaignId: number;
let surveyId: number;
let typification: { calificacion: number; descripcion: number };
let questions: { id: number }[];

const textsTo = (phone: string) => graph.textsTo(phone);
const runJobs = () => runDueJobs(t.app, moduleJobs);
let phones = 0;
const newPhone = () => `57303${String(4_000_000 + (phones += 1) * 7919).padStart(7, '0')}`;

async function servedConversation(phone: string) {
  await customerWrites(t, channel, phone);
  const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.address, phone));
  expect((await t.call(staff.agente.token, 'POST', `/api/conversation/${conversation!.id}/assign_agent/`)).statusCode).toBe(200);
  return conversation!;
}

const typify = (contactId: number) =>
  t.call(staff.agente.token, 'POST', `/api/guardar_gestion/?contacto=${contactId}`, { ...typification, observaciones: 'Resuelto', campaign: campaignId });

beforeAll(async () => {
  graph = await startGraphStandIn();
  const [campaign] = await t.database.db.insert(campaigns).values({ name: `CSAT ${randomUUID()}`, description: 'CSAT' }).returning({ id: campaigns.id });
  campaignId = campaign!.id;
  await t.database.db.insert(campaignUsers).values({ campaignId, userId: staff.agente.id });
  const resultado = await insertResultado(t.database.db, campaignId);
  typification = { calificacion: resultado.id, descripcion: resultado.descripciones[0]!.id };
  const survey = await t.call(t.admin, 'POST', '/api/survey/survey/', { name: 'Satisfacción al cierre', description: 'CSAT', welcome_message: 'Gracias', campaign: campaignId, survey_medium: 'whatsapp' });
  surveyId = survey.json().id;
  const saved = await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: surveyId, questions: [
    { text: '¿Cómo calificaría la atención?', question_type_id: 1, options: [{ text: 'Mala' }, { text: 'Regular' }, { text: 'Excelente' }] },
  ] });
  questions = saved.json().questions;
  expect((await t.call(t.admin, 'PATCH', `/api/campaign/campaign/${campaignId}/`, { encuesta_cierre: surveyId })).statusCode).toBe(200);
  channel = await whatsappChannel(t, campaignId, graph, 'WhatsApp CSAT');
});
afterAll(async () => graph?.close());

describe('the closing survey', () => {
  it('goes to the customer once when the conversation is typified, and its answer belongs to that gestión and agent', async () => {
    const phone = newPhone();
    const conversation = await servedConversation(phone);
    const saved = await typify(conversation.contactId);
    expect(saved.statusCode, saved.body).toBe(201);
    await runJobs();
    await runJobs();
    const sent = textsTo(phone).filter((text) => text.includes('/encuesta/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^¡Gracias por comunicarse con nosotros! ¿Nos cuenta cómo lo atendimos\? Responda esta breve encuesta: http:\/\/localhost:\d+\/encuesta\/\S+$/);
    const token = sent[0]!.split('/encuesta/')[1]!;

    const form = await t.call(null, 'GET', `/api/survey/publica/${token}/`);
    expect(form.statusCode, form.body).toBe(200);
    const answer = { answers: [{ question: questions[0]!.id, options: [3] }] };
    expect((await t.call(null, 'POST', `/api/survey/publica/${token}/`, answer)).statusCode).toBe(201);
    const [response] = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
    expect(response).toMatchObject({ source: 'enlace', gestionId: saved.json().gestion.id, agentId: staff.agente.id, contactId: conversation.contactId });
    const again = await t.call(null, 'POST', `/api/survey/publica/${token}/`, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: SURVEY_MSG.contactAnswered });

    // A forged gestión in the link is refused.
    const forged = token.replace(/\.g(\d+)\./, (_m, id: string) => `.g${Number(id) + 1}.`);
    expect((await t.call(null, 'GET', `/api/survey/publica/${forged}/`)).statusCode).toBe(404);
  });

  it('is not sent outside WhatsApp\'s 24-hour window', async () => {
    const phone = newPhone();
    const conversation = await servedConversation(phone);
    await t.database.db.update(conversations).set({ lastInboundAt: sql`now() - interval '25 hours'` }).where(eq(conversations.id, conversation.id));
    expect((await typify(conversation.contactId)).statusCode).toBe(201);
    await runJobs();
    expect(textsTo(phone).filter((text) => text.includes('/encuesta/'))).toEqual([]);
  });
});
