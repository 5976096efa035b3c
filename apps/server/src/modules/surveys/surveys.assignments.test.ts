import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG, SURVEY_MSG } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { roles, surveyResponses, userRoles } from '../../db/schema.js';
import { contacts } from '../contacts/contacts.tables.js';
import { insertCampaign, insertContact } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);

let counter = 0;
async function newSurvey(medium: 'telefonia' | 'whatsapp' | 'general') {
  counter += 1;
  const campaign = await insertCampaign(t.database.db);
  const res = await t.call(t.admin, 'POST', '/api/survey/survey/', { name: `Asignable ${counter}`, campaign: campaign.id, survey_medium: medium });
  expect(res.statusCode).toBe(201);
  const survey = res.json() as { id: number; name: string; public_token: string | null };
  const saved = await t.call(t.admin, 'POST', '/api/survey/questions/', {
    survey_id: survey.id, questions: [{ text: '¿Cómo lo atendimos?', question_type_id: 1, options: [{ text: 'Bien' }, { text: 'Mal' }] }],
  });
  expect(saved.statusCode).toBe(201);
  const question = (saved.json() as { questions: { id: number }[] }).questions[0]!.id;
  return { ...survey, campaignName: campaign.name, answers: [{ question, options: [1] }] };
}

const assign = (token: string, surveyId: number, contact: unknown) =>
  t.call(token, 'POST', `/api/survey/survey/${surveyId}/asignar/`, { contact });

describe('Asignar Encuesta', () => {
  it('lists the surveys answered through a link, not those answered in a gestión', async () => {
    const whatsapp = await newSurvey('whatsapp');
    const telefonia = await newSurvey('telefonia');
    const res = await t.call(staff.agente.token, 'GET', '/api/survey/asignables/');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { id: number }[] };
    expect(results).toContainEqual({ id: whatsapp.id, name: whatsapp.name, survey_type: 'WhatsApp', campaign_name: whatsapp.campaignName });
    expect(results.map((s) => s.id)).not.toContain(telefonia.id);
  });

  it('gives the contact their own link, whose answers are recorded as theirs and only once; the assignment is audited', async () => {
    const survey = await newSurvey('general');
    const contact = await insertContact(t.database.db);
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await assign(staff.agente.token, survey.id, contact.id);
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, message } = res.json() as { token: string; message: string };
    expect(message).toBe(SURVEY_MSG.assigned);
    expect(token.startsWith(`${survey.public_token}.${contact.id}.`)).toBe(true);
    expect(written).toEqual([expect.objectContaining({ userId: staff.agente.id, objectId: survey.id })]);

    expect((await t.call(null, 'GET', `/api/survey/publica/${token}/`)).json()).toMatchObject({ name: survey.name });
    const answered = await t.call(null, 'POST', `/api/survey/publica/${token}/`, { answers: survey.answers });
    expect(answered.statusCode, answered.body).toBe(201);
    const stored = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
    expect(stored).toEqual([expect.objectContaining({ contactId: contact.id, source: 'enlace', gestionId: null })]);

    const again = await t.call(null, 'POST', `/api/survey/publica/${token}/`, { answers: survey.answers });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: SURVEY_MSG.contactAnswered });
    // The survey's own link still takes anyone's answers.
    expect((await t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers: survey.answers })).statusCode).toBe(201);
  });

  it('refuses a link whose contact or signature was changed', async () => {
    const survey = await newSurvey('whatsapp');
    const contact = await insertContact(t.database.db);
    const other = await insertContact(t.database.db);
    const { token } = (await assign(t.admin, survey.id, contact.id)).json() as { token: string };
    const [publicToken, , signature] = token.split('.');
    for (const forged of [`${publicToken}.${other.id}.${signature}`, `${publicToken}.${contact.id}.${'A'.repeat(22)}`, `${token}.1`, `${publicToken}.0.${signature}`]) {
      const res = await t.call(null, 'POST', `/api/survey/publica/${forged}/`, { answers: survey.answers });
      expect(res.statusCode, forged).toBe(404);
      expect(res.json()).toEqual({ detail: SURVEY_MSG.linkNotFound });
    }
    expect(await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id))).toEqual([]);
  });

  it('refuses a telefonia survey, a contact that does not exist or was deleted, and a missing survey', async () => {
    const telefonia = await newSurvey('telefonia');
    const contact = await insertContact(t.database.db);
    const refused = await assign(t.admin, telefonia.id, contact.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: SURVEY_MSG.notAssignable });

    const survey = await newSurvey('whatsapp');
    const gone = await insertContact(t.database.db);
    await t.database.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.id));
    for (const value of [gone.id, 2_000_000_000, 'abc', null, undefined]) {
      const res = await assign(t.admin, survey.id, value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['contact']);
    }
    expect((await assign(t.admin, 2_000_000_000, contact.id)).statusCode).toBe(404);
  });

  it('is for who answers surveys, while the Encuestas module is on', async () => {
    const survey = await newSurvey('whatsapp');
    const contact = await insertContact(t.database.db);
    // A role of its own with no permission at all: every seeded role answers surveys.
    const [role] = await t.database.db.insert(roles).values({ nombre: `Sin encuestas ${Date.now()}` }).returning();
    const nobody = await t.userWithRole(null);
    await t.database.db.insert(userRoles).values({ userId: nobody.id, roleId: role!.id });
    const token = await t.login(nobody.username);
    for (const res of [await assign(token, survey.id, contact.id), await t.call(token, 'GET', '/api/survey/asignables/')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
    }
    expect((await assign(staff.operador.token, survey.id, contact.id)).statusCode).toBe(201);
    await expectClosedWhileOff(t, 'Encuestas', [['GET', '/api/survey/asignables/'], ['POST', `/api/survey/survey/${survey.id}/asignar/`, { contact: contact.id }]]);
  });
});
