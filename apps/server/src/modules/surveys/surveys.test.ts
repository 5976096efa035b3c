import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MSG, SURVEY_MSG, SURVEY_PUBLIC_ANSWERS_PER_HOUR } from '@atiende/shared';
import { expectClosedWhileOff, useStaff, useTestApp } from '../../test/harness.js';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../../db/schema.js';
import { campaignUsers } from '../campaigns/campaigns.tables.js';
import { insertCampaign, insertContact, insertGestion } from '../gestiones/gestiones.fixtures.js';

const t = useTestApp();
const staff = useStaff(t);

let counter = 0;
async function surveyForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const campaign = overrides.campaign ?? (await insertCampaign(t.database.db)).id;
  return { name: `Satisfacción ${counter}`, description: 'Después de la llamada', welcome_message: 'Gracias por su tiempo', ...overrides, campaign };
}

async function newSurvey(overrides: Record<string, unknown> = {}) {
  const res = await t.call(t.admin, 'POST', '/api/survey/survey/', await surveyForm(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; campaign: number; public_token: string | null; survey_medium: string };
}

const QUESTIONS = [
  { text: '¿Cómo calificaría la atención?', question_type_id: 1, options: [{ text: 'Buena' }, { text: 'Regular' }, { text: 'Mala' }] },
  { text: '¿Qué canales usa?', question_type_id: 2, options: [{ text: 'WhatsApp' }, { text: 'Teléfono' }, { text: 'Correo' }] },
  { text: '¿Qué podemos mejorar?', question_type_id: 3 },
];

type Question = { id: number; number: number; question_type_id: number; options: { number: number; text: string }[] };

async function withQuestions(surveyId: number): Promise<Question[]> {
  const res = await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: surveyId, questions: QUESTIONS });
  expect(res.statusCode).toBe(201);
  return res.json().questions;
}

/** Answers to QUESTIONS: the option numbers of the first two and the text of the third. */
const answersFor = (questions: Question[], single: number, multiple: number[], text: string) => [
  { question: questions[0]!.id, options: [single] },
  { question: questions[1]!.id, options: multiple },
  { question: questions[2]!.id, text },
];

const countResponses = async (surveyId: number) =>
  (await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId))).length;

describe('POST /survey/survey/ (header)', () => {
  it('creates the header with telefonia by default, answering the spec message, with one audit entry', async () => {
    const form = await surveyForm();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.administrador.token, 'POST', '/api/survey/survey/', form);
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number), name: form.name, survey_medium: 'telefonia', survey_type: 'Telefonía', description: form.description,
      welcome_message: form.welcome_message, campaign: form.campaign, campaign_name: expect.any(String), questions_count: 0,
      responses_count: 0, public_token: null, created_date: expect.any(String), message: SURVEY_MSG.created,
    });
    expect(SURVEY_MSG.created).toBe('Se ha creado la encuesta con éxito');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Encuesta', tipoGestion: 'Creación', objectId: res.json().id });
  });

  it('gives the whatsapp and general mediums an unguessable public token', async () => {
    const whatsapp = await newSurvey({ survey_medium: 'whatsapp' });
    const general = await newSurvey({ survey_medium: 'general' });
    expect(whatsapp.public_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(general.public_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(general.public_token).not.toBe(whatsapp.public_token);
  });

  it('requires name and campaign under their fields; refuses an unknown medium, campaign or overlong welcome_message', async () => {
    const before = (await t.database.db.select().from(surveys)).length;
    const empty = await t.call(t.admin, 'POST', '/api/survey/survey/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: [MSG.required], campaign: [MSG.required] });
    const bad = await t.call(t.admin, 'POST', '/api/survey/survey/', {
      name: '  ', campaign: 'abc', survey_medium: 'fax', welcome_message: 'x'.repeat(1001),
    });
    expect(bad.json()).toEqual({
      name: [MSG.required], campaign: [MSG.invalidId], survey_medium: [SURVEY_MSG.invalidMedium],
      welcome_message: ['Escriba como máximo 1000 caracteres.'],
    });
    const missingCampaign = await t.call(t.admin, 'POST', '/api/survey/survey/', { name: 'Sin campaña', campaign: 999999 });
    expect(missingCampaign.json()).toEqual({ campaign: [SURVEY_MSG.campaignNotFound] });
    const deleted = await insertCampaign(t.database.db, { deletedAt: new Date() });
    expect((await t.call(t.admin, 'POST', '/api/survey/survey/', { name: 'x', campaign: deleted.id })).json())
      .toEqual({ campaign: [SURVEY_MSG.campaignNotFound] });
    const wrongTypes = await t.call(t.admin, 'POST', '/api/survey/survey/', { name: ['x'], campaign: { id: 1 }, description: 5 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json()).sort()).toEqual(['campaign', 'description', 'name']);
    expect((await t.callWithJsonText(t.admin, 'POST', '/api/survey/survey/', '{"name":')).json()).toEqual({ detail: MSG.malformedJson });
    expect((await t.database.db.select().from(surveys)).length).toBe(before);
  });

  it.each([['Supervisor', () => staff.supervisor.token], ['Operador', () => staff.operador.token], ['Agente', () => staff.agente.token]] as const)(
    'refuses the %s with 403 on creating and listing', async (_role, token) => {
      const res = await t.call(token(), 'POST', '/api/survey/survey/', await surveyForm());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MSG.forbidden });
      expect((await t.call(token(), 'GET', '/api/survey/survey/')).statusCode).toBe(403);
      expect((await t.call(token(), 'GET', '/api/survey/questions/?survey_id=1')).statusCode).toBe(403);
    },
  );
});

describe('GET and PATCH /survey/survey/', () => {
  it('lists surveys newest first, with search, and reads one', async () => {
    const tag = `Omega${Date.now().toString(36)}`;
    const first = await newSurvey({ name: `${tag} uno` });
    const second = await newSurvey({ name: `${tag} dos`, survey_medium: 'general' });
    const page = (await t.call(t.admin, 'GET', `/api/survey/survey/?search=${tag.toUpperCase()}`)).json();
    expect(page.count).toBe(2);
    expect(page.results.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(page.results[0]).toMatchObject({ survey_medium: 'general', survey_type: 'General', public_token: second.public_token });
    const ofCampaign = (await t.call(t.admin, 'GET', `/api/survey/survey/?campaign=${first.campaign}&limit=100`)).json();
    expect(ofCampaign.results.map((s: { id: number }) => s.id)).toEqual([first.id]);
    expect((await t.call(t.admin, 'GET', '/api/survey/survey/?campaign=abc')).statusCode).toBe(400);
    const limited = (await t.call(t.admin, 'GET', `/api/survey/survey/?search=${tag}&limit=1`)).json();
    expect(limited.next).toContain('offset=1');
    const one = await t.call(t.admin, 'GET', `/api/survey/survey/${first.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first.id, name: first.name });
    expect((await t.call(t.admin, 'GET', '/api/survey/survey/999999/')).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/survey/survey/x/')).json()).toEqual({ id: [MSG.invalidId] });
  });

  it('gives 30 surveys a page and the rest on the next', async () => {
    const tag = `Lote${Date.now().toString(36)}`;
    const campaign = (await insertCampaign(t.database.db)).id;
    for (let i = 0; i < 31; i += 1) await newSurvey({ name: `${tag} ${i}`, campaign });
    const first = (await t.call(t.admin, 'GET', `/api/survey/survey/?search=${tag}`)).json();
    expect(first.count).toBe(31);
    expect(first.results).toHaveLength(30);
    expect(first.next).toContain('offset=30');
    const rest = (await t.call(t.admin, 'GET', first.next)).json();
    expect(rest.results.map((s: { name: string }) => s.name)).toEqual([`${tag} 0`]);
  });

  it('updates the header fields sent, with one audit entry, and validates them', async () => {
    const survey = await newSurvey();
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(t.admin, 'PATCH', `/api/survey/survey/${survey.id}/`, { welcome_message: 'Hola', survey_medium: 'whatsapp' });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ welcome_message: 'Hola', survey_medium: 'whatsapp', public_token: expect.any(String), message: SURVEY_MSG.updated });
    expect(written).toHaveLength(1);
    expect(written[0]!.descripcion).toContain("mensaje de bienvenida '");
    const bad = await t.call(t.admin, 'PATCH', `/api/survey/survey/${survey.id}/`, { name: '', campaign: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ name: [MSG.required] });
    expect((await t.call(t.admin, 'PATCH', `/api/survey/survey/${survey.id}/`, { campaign: 999999 })).json())
      .toEqual({ campaign: [SURVEY_MSG.campaignNotFound] });
    expect((await t.call(staff.supervisor.token, 'PATCH', `/api/survey/survey/${survey.id}/`, { name: 'x' })).statusCode).toBe(403);
    expect((await t.call(t.admin, 'PATCH', '/api/survey/survey/999999/', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('/survey/questions/', () => {
  it('saves questions numbered in order with numbered options, and reads them back by survey_id', async () => {
    const survey = await newSurvey();
    const written = await t.auditsWrittenBy(async () => {
      const res = await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: survey.id, questions: QUESTIONS });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(SURVEY_MSG.questionsSaved);
    });
    expect(written).toHaveLength(1);
    const res = await t.call(t.admin, 'GET', `/api/survey/questions/?survey_id=${survey.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      survey_id: survey.id,
      questions: [
        { id: expect.any(Number), number: 1, text: QUESTIONS[0]!.text, question_type_id: 1, options: [{ number: 1, text: 'Buena' }, { number: 2, text: 'Regular' }, { number: 3, text: 'Mala' }] },
        { id: expect.any(Number), number: 2, text: QUESTIONS[1]!.text, question_type_id: 2, options: [{ number: 1, text: 'WhatsApp' }, { number: 2, text: 'Teléfono' }, { number: 3, text: 'Correo' }] },
        { id: expect.any(Number), number: 3, text: QUESTIONS[2]!.text, question_type_id: 3, options: [] },
      ],
    });
    expect((await t.call(t.admin, 'GET', `/api/survey/survey/${survey.id}/`)).json().questions_count).toBe(3);

    const replaced = await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: survey.id, questions: [QUESTIONS[2]] });
    expect(replaced.json().questions).toEqual([{ id: expect.any(Number), number: 1, text: QUESTIONS[2]!.text, question_type_id: 3, options: [] }]);
  });

  it('applies the question rules: text, known type, options for choices only, distinct options', async () => {
    const survey = await newSurvey();
    const save = (questions: unknown) => t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: survey.id, questions });
    const cases: [unknown, string][] = [
      [[{ text: '  ', question_type_id: 3 }], SURVEY_MSG.questionTextRequired],
      [[{ question_type_id: 3 }], MSG.required],
      [[{ text: 'A', question_type_id: 4 }], SURVEY_MSG.invalidQuestionType],
      [[{ text: 'A', question_type_id: '1', options: [{ text: 'x' }, { text: 'y' }] }], SURVEY_MSG.invalidQuestionType],
      [[{ text: 'A', question_type_id: 1 }], SURVEY_MSG.optionsRequired],
      [[{ text: 'A', question_type_id: 2, options: [{ text: 'Sí' }] }], SURVEY_MSG.optionsRequired],
      [[{ text: 'A', question_type_id: 3, options: [{ text: 'Sí' }] }], SURVEY_MSG.openHasNoOptions],
      [[{ text: 'A', question_type_id: 1, options: [{ text: 'Sí' }, { text: ' ' }] }], SURVEY_MSG.optionTextRequired],
      [[{ text: 'A', question_type_id: 1, options: [{ text: 'Sí' }, { text: 'sí' }] }], SURVEY_MSG.duplicateOption],
      [[], SURVEY_MSG.questionsRequired],
      ['nada', 'Debe ser una lista.'],
    ];
    for (const [questions, message] of cases) {
      const res = await save(questions);
      expect(res.statusCode, JSON.stringify(questions)).toBe(400);
      expect(res.json(), JSON.stringify(questions)).toEqual({ questions: [message] });
    }
    expect((await t.call(t.admin, 'POST', '/api/survey/questions/', { questions: QUESTIONS })).json()).toEqual({ survey_id: [MSG.required] });
    expect((await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: 999999, questions: QUESTIONS })).statusCode).toBe(404);
    expect(await t.database.db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id))).toEqual([]);
    expect((await t.call(t.admin, 'GET', '/api/survey/questions/')).json()).toEqual({ survey_id: [MSG.required] });
    expect((await t.call(t.admin, 'GET', '/api/survey/questions/?survey_id=999999')).statusCode).toBe(404);
  });

  it('refuses to change the questions once the survey has a response', async () => {
    const survey = await newSurvey({ survey_medium: 'general' });
    const questions = await withQuestions(survey.id);
    expect((await t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers: answersFor(questions, 1, [1], 'Nada') })).statusCode).toBe(201);
    const res = await t.call(t.admin, 'POST', '/api/survey/questions/', { survey_id: survey.id, questions: QUESTIONS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: SURVEY_MSG.hasAnswers });
    expect((await t.call(t.admin, 'GET', `/api/survey/questions/?survey_id=${survey.id}`)).json().questions.map((q: Question) => q.id))
      .toEqual(questions.map((q) => q.id));
  });
});

describe('answers through the public link', () => {
  it('shows the survey without signing in and stores complete answers', async () => {
    const survey = await newSurvey({ survey_medium: 'whatsapp', welcome_message: 'Bienvenido a la encuesta' });
    const questions = await withQuestions(survey.id);
    const page = await t.call(null, 'GET', `/api/survey/publica/${survey.public_token}/`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ name: survey.name, description: 'Después de la llamada', welcome_message: 'Bienvenido a la encuesta', questions });
    const res = await t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers: answersFor(questions, 2, [1, 3], '  Más horarios  ') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: SURVEY_MSG.thanks });
    const [response] = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.id, res.json().id));
    expect(response).toMatchObject({ source: 'enlace', gestionId: null, agentId: null });
    const stored = await t.database.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, res.json().id));
    expect(stored.map((a) => [a.questionId, a.options, a.text])).toEqual([
      [questions[0]!.id, [2], ''], [questions[1]!.id, [1, 3], ''], [questions[2]!.id, [], 'Más horarios'],
    ]);
  });

  it('answers 404 to a made-up token and to a telefonia survey', async () => {
    const telefonia = await newSurvey();
    const [row] = await t.database.db.select().from(surveys).where(eq(surveys.id, telefonia.id));
    for (const token of [row!.publicToken, 'a'.repeat(43), 'x', '%C3%B1']) {
      const res = await t.call(null, 'GET', `/api/survey/publica/${token}/`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual({ detail: SURVEY_MSG.linkNotFound });
    }
    expect((await t.call(null, 'POST', `/api/survey/publica/${row!.publicToken}/`, { answers: [] })).statusCode).toBe(404);
  });

  it('refuses incomplete or wrong answers, each under answers.{question}, and stores nothing', async () => {
    const survey = await newSurvey({ survey_medium: 'general' });
    const questions = await withQuestions(survey.id);
    const [single, multiple, open] = questions as [Question, Question, Question];
    const send = (answers: unknown) => t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers });
    const none = await send([]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      [`answers.${single.id}`]: [SURVEY_MSG.answerRequired], [`answers.${multiple.id}`]: [SURVEY_MSG.answerRequired],
      [`answers.${open.id}`]: [SURVEY_MSG.answerRequired],
    });
    const wrong = await send([
      { question: single.id, options: [1, 2] },
      { question: multiple.id, options: [9] },
      { question: open.id, options: [1] },
      { question: 999999, text: 'x' },
    ]);
    expect(wrong.json()).toEqual({
      [`answers.${single.id}`]: [SURVEY_MSG.singleChoice], [`answers.${multiple.id}`]: [SURVEY_MSG.invalidOption],
      [`answers.${open.id}`]: [SURVEY_MSG.openAnswerOnly], 'answers.999999': [SURVEY_MSG.unknownQuestion],
    });
    const more = await send([
      { question: single.id, text: 'Buena' },
      { question: multiple.id, options: [1, 1] },
      { question: open.id, text: '   ' },
    ]);
    expect(more.json()).toEqual({
      [`answers.${single.id}`]: [SURVEY_MSG.choiceAnswerOnly], [`answers.${multiple.id}`]: [SURVEY_MSG.repeatedOption],
      [`answers.${open.id}`]: [SURVEY_MSG.answerRequired],
    });
    const twice = await send([...answersFor(questions, 1, [1], 'a'), { question: open.id, text: 'b' }]);
    expect(twice.json()).toEqual({ [`answers.${open.id}`]: [SURVEY_MSG.repeatedQuestion] });
    const types = await send([{ question: 'uno', options: 'a', text: 5 }]);
    expect(types.statusCode).toBe(400);
    expect(types.json()).toEqual({ answers: expect.any(Array) });
    const notList = await send('todas');
    expect(notList.json()).toEqual({ answers: ['Debe ser una lista.'] });
    const long = await send(answersFor(questions, 1, [1], 'x'.repeat(2001)));
    expect(long.json()).toEqual({ answers: ['Escriba como máximo 2000 caracteres.'] });
    expect(await countResponses(survey.id)).toBe(0);
  });

  it('answers 400 to a survey that has no questions yet', async () => {
    const survey = await newSurvey({ survey_medium: 'general' });
    const res = await t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: SURVEY_MSG.noQuestions });
  });

  it('limits the answers one address sends to a survey in an hour', async () => {
    const survey = await newSurvey({ survey_medium: 'general' });
    const questions = await withQuestions(survey.id);
    const send = (remoteAddress: string) => t.app.inject({
      method: 'POST', url: `/api/survey/publica/${survey.public_token}/`, payload: { answers: answersFor(questions, 1, [2], 'ok') }, remoteAddress,
    });
    for (let i = 0; i < SURVEY_PUBLIC_ANSWERS_PER_HOUR; i += 1) expect((await send('10.9.9.9')).statusCode).toBe(201);
    const refused = await send('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: SURVEY_MSG.tooManyAnswers });
    expect((await send('10.9.9.10')).statusCode).toBe(201);
    expect(await countResponses(survey.id)).toBe(SURVEY_PUBLIC_ANSWERS_PER_HOUR + 1);
  });
});

describe('answers by an agent in a gestión', () => {
  async function gestionSetup(medium = 'telefonia') {
    const campaign = await insertCampaign(t.database.db);
    await t.database.db.insert(campaignUsers).values({ campaignId: campaign.id, userId: staff.agente.id }).onConflictDoNothing();
    const survey = await newSurvey({ campaign: campaign.id, survey_medium: medium });
    const questions = await withQuestions(survey.id);
    const contact = await insertContact(t.database.db);
    const gestion = await insertGestion(t.database.db, { contactId: contact.id, campaignId: campaign.id, agentId: staff.agente.id });
    return { campaign, survey, questions, contact, gestion };
  }

  it('lists the telefonia surveys of the gestión campaign and stores the answers once, with an audit entry', async () => {
    const { survey, questions, contact, gestion } = await gestionSetup();
    await newSurvey({ campaign: survey.campaign, survey_medium: 'general' });
    const list = await t.call(staff.agente.token, 'GET', `/api/survey/gestion/${gestion.id}/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      results: [{
        id: survey.id, name: survey.name, description: 'Después de la llamada', welcome_message: 'Gracias por su tiempo',
        campaign_name: expect.any(String), response_id: null, questions,
      }],
    });
    let res!: Awaited<ReturnType<typeof t.call>>;
    const written = await t.auditsWrittenBy(async () => {
      res = await t.call(staff.agente.token, 'POST', `/api/survey/gestion/${gestion.id}/respuestas/`, {
        survey_id: survey.id, answers: answersFor(questions, 1, [2, 3], 'Todo bien'),
      });
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: SURVEY_MSG.answerSaved });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ contentType: 'Encuesta', tipoGestion: 'Creación', objectId: survey.id, userId: staff.agente.id });
    const [response] = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.id, res.json().id));
    expect(response).toMatchObject({ source: 'agente', gestionId: gestion.id, contactId: contact.id, agentId: staff.agente.id });
    expect((await t.call(staff.agente.token, 'GET', `/api/survey/gestion/${gestion.id}/`)).json().results[0].response_id).toBe(res.json().id);

    const again = await t.call(staff.agente.token, 'POST', `/api/survey/gestion/${gestion.id}/respuestas/`, {
      survey_id: survey.id, answers: answersFor(questions, 2, [1], 'Otra vez'),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: SURVEY_MSG.alreadyAnswered });
    expect(await countResponses(survey.id)).toBe(1);
  });

  it('stores one response when the same answers are sent twenty times at once', async () => {
    const { survey, questions, gestion } = await gestionSetup();
    const body = { survey_id: survey.id, answers: answersFor(questions, 3, [1], 'x') };
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      t.call(staff.agente.token, 'POST', `/api/survey/gestion/${gestion.id}/respuestas/`, body)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(19);
    expect(await countResponses(survey.id)).toBe(1);
  });

  it('refuses a survey of another campaign or medium, bad answers, hidden gestiones and roles without the permission', async () => {
    const { survey, questions, gestion } = await gestionSetup();
    const other = await gestionSetup();
    const general = await newSurvey({ campaign: survey.campaign, survey_medium: 'general' });
    const post = (token: string, surveyId: number, answers: unknown, gestionId = gestion.id) =>
      t.call(token, 'POST', `/api/survey/gestion/${gestionId}/respuestas/`, { survey_id: surveyId, answers });
    expect((await post(staff.agente.token, other.survey.id, answersFor(other.questions, 1, [1], 'x'))).json()).toEqual({ detail: SURVEY_MSG.notForGestion });
    expect((await post(staff.agente.token, general.id, [])).json()).toEqual({ detail: SURVEY_MSG.notForGestion });
    const incomplete = await post(staff.agente.token, survey.id, [{ question: questions[0]!.id, options: [1] }]);
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json()).sort()).toEqual([`answers.${questions[1]!.id}`, `answers.${questions[2]!.id}`].sort());
    expect((await t.call(staff.agente.token, 'POST', `/api/survey/gestion/${gestion.id}/respuestas/`, { answers: [] })).json())
      .toEqual({ survey_id: [MSG.required] });
    expect((await post(staff.agente.token, survey.id, answersFor(questions, 1, [1], 'x'), 999999)).statusCode).toBe(404);

    const stranger = await t.userWithRole('Agente');
    expect((await t.call(stranger.token, 'GET', `/api/survey/gestion/${gestion.id}/`)).statusCode).toBe(404);
    expect((await post(stranger.token, survey.id, answersFor(questions, 1, [1], 'x'))).statusCode).toBe(404);
    const noRole = await t.userWithRole(null);
    expect((await t.call(noRole.token, 'GET', `/api/survey/gestion/${gestion.id}/`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `/api/survey/gestion/${gestion.id}/`)).statusCode).toBe(401);
    expect((await t.call(staff.supervisor.token, 'GET', `/api/survey/gestion/${gestion.id}/`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', '/api/survey/gestion/abc/')).json()).toEqual({ id: [MSG.invalidId] });
    expect(await countResponses(survey.id)).toBe(0);
  });
});

describe('results and export', () => {
  it('counts each option with its percentage, lists open answers, and exports both sheets', async () => {
    const campaign = await insertCampaign(t.database.db);
    const survey = await newSurvey({ campaign: campaign.id, survey_medium: 'general' });
    const questions = await withQuestions(survey.id);
    const given: [number, number[], string][] = [[1, [1, 2], 'Rapidez'], [1, [2], 'Horarios'], [2, [2, 3], '=SUMA(A1)'], [1, [1], 'Nada']];
    for (const [single, multiple, text] of given) {
      expect((await t.call(null, 'POST', `/api/survey/publica/${survey.public_token}/`, { answers: answersFor(questions, single, multiple, text) })).statusCode).toBe(201);
    }
    const res = await t.call(t.admin, 'GET', `/api/survey/survey/${survey.id}/resultados/`);
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results.total_responses).toBe(4);
    expect(results.by_source).toEqual({ agente: 0, enlace: 4 });
    expect(results.survey).toMatchObject({ id: survey.id, responses_count: 4, questions_count: 3 });
    expect(results.questions[0]).toMatchObject({
      number: 1, answered: 4,
      options: [{ number: 1, text: 'Buena', count: 3, percentage: 75 }, { number: 2, text: 'Regular', count: 1, percentage: 25 }, { number: 3, text: 'Mala', count: 0, percentage: 0 }],
      open_answers: [],
    });
    expect(results.questions[1].options.map((o: { count: number; percentage: number }) => [o.count, o.percentage])).toEqual([[2, 50], [3, 75], [1, 25]]);
    expect(results.questions[2]).toMatchObject({ answered: 4, options: [] });
    expect(results.questions[2].open_answers.map((a: { text: string }) => a.text)).toEqual(['Nada', '=SUMA(A1)', 'Horarios', 'Rapidez']);

    const file = await t.call(t.admin, 'GET', `/api/survey/survey/${survey.id}/resultados/exportar-excel/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Resumen')!;
    expect(summary.getRow(1).values).toEqual([undefined, 'N.º', 'Pregunta', 'Tipo', 'Opción', 'Respuestas', 'Porcentaje']);
    expect(summary.getRow(2).values).toEqual([undefined, 1, QUESTIONS[0]!.text, 'Selección única', 'Buena', 3, 0.75]);
    const answers = workbook.getWorksheet('Respuestas')!;
    expect(answers.rowCount).toBe(5);
    expect((answers.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['ID', 'Fecha', 'Origen', 'Agente', 'Contacto', 'Gestión']);
    const newest = answers.getRow(2).values as unknown[];
    expect(newest.slice(3)).toEqual(['Enlace público', undefined, undefined, undefined, 'Buena', 'WhatsApp', 'Nada']);
    expect((answers.getRow(3).values as unknown[]).slice(9)).toEqual(["'=SUMA(A1)"]);
  });

  it('answers zero counts for a survey without responses, 404 for a missing one, and 403 to roles without surveys', async () => {
    const survey = await newSurvey();
    await withQuestions(survey.id);
    const results = (await t.call(t.admin, 'GET', `/api/survey/survey/${survey.id}/resultados/`)).json();
    expect(results.total_responses).toBe(0);
    expect(results.questions[0].options.every((o: { count: number; percentage: number }) => o.count === 0 && o.percentage === 0)).toBe(true);
    expect((await t.call(t.admin, 'GET', '/api/survey/survey/999999/resultados/')).statusCode).toBe(404);
    expect((await t.call(t.admin, 'GET', '/api/survey/survey/999999/resultados/exportar-excel/')).statusCode).toBe(404);
    expect((await t.call(staff.supervisor.token, 'GET', `/api/survey/survey/${survey.id}/resultados/`)).statusCode).toBe(403);
    expect((await t.call(staff.agente.token, 'GET', `/api/survey/survey/${survey.id}/resultados/exportar-excel/`)).statusCode).toBe(403);
  });
});

describe("module 'Encuestas'", () => {
  it('closes the staff survey endpoints while it is off', async () => {
    const survey = await newSurvey();
    await expectClosedWhileOff(t, 'Encuestas', [
      ['GET', '/api/survey/survey/'],
      ['POST', '/api/survey/survey/', await surveyForm()],
      ['GET', `/api/survey/survey/${survey.id}/`],
      ['PATCH', `/api/survey/survey/${survey.id}/`, { name: 'x' }],
      ['GET', `/api/survey/questions/?survey_id=${survey.id}`],
      ['POST', '/api/survey/questions/', { survey_id: survey.id, questions: QUESTIONS }],
      ['GET', `/api/survey/survey/${survey.id}/resultados/`],
      ['GET', '/api/survey/gestion/1/'],
    ]);
  });
});
