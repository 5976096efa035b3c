import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignableSurvey, Detail, GestionSurveyAnswers, GestionSurveyList, IdParam, PERMISSIONS, SURVEY_ORDERING, SurveyListQuery, PublicSurveyParams, PublicSurveyRead,
  SURVEY_MSG, SurveyAnswered, SurveyAnswersSubmit, SurveyCreate, SurveyIdParam, SurveyQuestionsQuery, SurveyQuestionsRead,
  SurveyAssign, SurveyAssigned, SurveyQuestionsSave, SurveyQuestionsSaved, SurveyRead, SurveySaved, SurveyUpdate, paged, z,
} from '@atiende/shared';
import type { App } from '../../app.types.js';
import { requestActor, requireUser } from '../../access.js';
import { pageResponse } from '../../http/paging.js';
import { orderingNote } from '../../db/ordering.js';
import { errors } from '../../http/responses.js';
import { viewerOf } from '../gestiones/gestiones.filters.js';
import { answerInGestion, answerPublic, publicSurvey, surveysForGestion } from './surveys.answers.js';
import { assignableSurveys, assignSurvey } from './surveys.assignments.js';
import {
  createSurvey, getQuestions, getSurvey, listSurveys, saveQuestions, updateSurvey,
} from './surveys.service.js';

/** The module of the sidebar's 'Encuestas' entry. */
export const SURVEYS_MODULE = 'Encuestas';

export async function surveysRoutes(app: App): Promise<void> {
  surveyManagementRoutes(app);
  surveyAnswerRoutes(app);
}

function surveyManagementRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['encuestas'];
  const view = { permission: PERMISSIONS.surveysView, module: SURVEYS_MODULE };
  const manage = { permission: PERMISSIONS.surveysManage, module: SURVEYS_MODULE };
  const base = '/survey/survey';

  api.get(`${base}/`, {
    config: { access: view },
    schema: { tags, description: `Encuestas, la más reciente primero; busca por nombre; campaign limita a las de esa campaña. ${orderingNote(SURVEY_ORDERING)}`, querystring: SurveyListQuery, response: { 200: paged(SurveyRead), ...errors } },
  }, async (request) => {
    const { count, results } = await listSurveys(app.db, request.query);
    return pageResponse(request, request.query, count, results);
  });

  api.post(`${base}/`, {
    config: { access: manage },
    schema: {
      tags, description: 'Crea el encabezado de la encuesta (nombre y campaña obligatorios; survey_medium telefonia si no se indica). '
        + 'Las preguntas se agregan después con POST /api/survey/questions/.',
      body: SurveyCreate, response: { 201: SurveySaved, ...errors },
    },
  }, async (request, reply) => {
    const created = await createSurvey(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...created, message: SURVEY_MSG.created });
  });

  api.get(`${base}/:id/`, {
    config: { access: view },
    schema: { tags, params: SurveyIdParam, response: { 200: SurveyRead, ...errors } },
  }, async (request) => getSurvey(app.db, request.params.id));

  api.patch(`${base}/:id/`, {
    config: { access: manage },
    schema: { tags, description: 'Cambia los campos del encabezado que se envían.', params: SurveyIdParam, body: SurveyUpdate, response: { 200: SurveySaved, ...errors } },
  }, async (request) => {
    const updated = await updateSurvey(app.db, requestActor(request), request.params.id, request.body);
    return { ...updated, message: SURVEY_MSG.updated };
  });

  api.get('/survey/questions/', {
    config: { access: view },
    schema: { tags, description: 'Las preguntas de la encuesta, por número.', querystring: SurveyQuestionsQuery, response: { 200: SurveyQuestionsRead, ...errors } },
  }, async (request) => getQuestions(app.db, request.query.survey_id));

  api.post('/survey/questions/', {
    config: { access: manage },
    schema: {
      tags,
      description: 'Guarda las preguntas de la encuesta en el orden enviado (reemplazan a las que tenía). Tipos: 1 selección única, '
        + '2 selección múltiple (ambas con al menos dos opciones), 3 abierta (sin opciones). No se pueden cambiar una vez que la encuesta tiene respuestas.',
      body: SurveyQuestionsSave, response: { 201: SurveyQuestionsSaved, ...errors },
    },
  }, async (request, reply) => {
    const saved = await saveQuestions(app.db, requestActor(request), request.body);
    return reply.code(201).send({ ...saved, message: SURVEY_MSG.questionsSaved });
  });


}

function surveyAnswerRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['encuestas'];
  const answer = { permission: PERMISSIONS.surveysAnswer, module: SURVEYS_MODULE };

  api.get('/survey/asignables/', {
    config: { access: answer },
    schema: {
      tags, description: 'Las encuestas que se pueden asignar a un contacto: las que se responden por enlace (WhatsApp y general), por nombre.',
      response: { 200: z.object({ results: z.array(AssignableSurvey) }), ...errors },
    },
  }, async () => ({ results: await assignableSurveys(app.db) }));

  api.post('/survey/survey/:id/asignar/', {
    config: { access: answer },
    schema: {
      tags,
      description: 'Asigna la encuesta (WhatsApp o general) a un contacto: devuelve el token de su propio enlace /encuesta/{token}, '
        + 'el enlace público firmado para ese contacto. Sus respuestas quedan a su nombre, una sola vez; la asignación queda en la auditoría. '
        + 'Una encuesta de telefonía se responde en una gestión (400).',
      params: SurveyIdParam, body: SurveyAssign, response: { 201: SurveyAssigned, ...errors },
    },
  }, async (request, reply) => {
    const token = await assignSurvey(app.db, app.config.tokenSecret, requestActor(request), request.params.id, request.body.contact);
    return reply.code(201).send({ token, message: SURVEY_MSG.assigned });
  });

  api.get('/survey/gestion/:id/', {
    config: { access: answer },
    schema: {
      tags, description: 'Las encuestas de telefonía de las campañas de la gestión, con sus preguntas y si ya se respondieron en ella.',
      params: IdParam, response: { 200: GestionSurveyList, ...errors },
    },
  }, async (request) => ({ results: await surveysForGestion(app.db, viewerOf(requireUser(request.authUser)), request.params.id) }));

  api.post('/survey/gestion/:id/respuestas/', {
    config: { access: answer },
    schema: {
      tags, description: 'Las respuestas que el contacto dio al agente en la gestión; una vez por encuesta y gestión. '
        + 'Cada respuesta incompleta se indica bajo answers.{id de la pregunta}.',
      params: IdParam, body: GestionSurveyAnswers, response: { 201: SurveyAnswered, ...errors },
    },
  }, async (request, reply) => {
    const user = requireUser(request.authUser);
    const id = await answerInGestion(app.db, requestActor(request), viewerOf(user), request.params.id, request.body);
    return reply.code(201).send({ id, message: SURVEY_MSG.answerSaved });
  });

  api.get('/survey/publica/:token/', {
    config: { access: 'public' },
    schema: {
      tags, description: 'Pública: la encuesta del enlace (medios whatsapp y general) para que el contacto la responda.',
      security: [], params: PublicSurveyParams, response: { 200: PublicSurveyRead, 400: Detail, 404: Detail },
    },
  }, async (request) => publicSurvey(app.db, request.params.token, app.config.tokenSecret));

  api.post('/survey/publica/:token/', {
    config: { access: 'public' },
    schema: {
      tags, description: 'Pública: las respuestas del contacto por el enlace. Cada dirección puede enviar unas pocas por hora (429 después).',
      security: [], params: PublicSurveyParams, body: SurveyAnswersSubmit,
      response: { 201: SurveyAnswered, ...errors, 429: Detail },
    },
  }, async (request, reply) => {
    const id = await answerPublic(app.db, request.params.token, request.ip, request.body.answers, app.config.tokenSecret);
    return reply.code(201).send({ id, message: SURVEY_MSG.thanks });
  });
}