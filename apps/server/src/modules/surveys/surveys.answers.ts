import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkSurveyAnswers, SURVEY_MSG, SURVEY_PUBLIC_ANSWERS_PER_HOUR, type GestionSurveyItem, type PublicSurveyRead, type SurveyQuestionRead,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockListOwner } from '../../db/locks.js';
import { AppError, badRequest, fieldErrors, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import type { Viewer } from '../gestiones/gestiones.filters.js';
import { assertGestionVisible } from '../gestiones/gestiones.service.js';
import { campaignIdsOfGestion, gestionContactId, gestionPeople } from '../gestiones/gestiones.queries.js';
import { isSignedFor, isSignedForGestion, parseSurveyLink } from './surveys.assignments.js';
import { isPublicMedium, questionsOf, SURVEY_CONTENT_TYPE } from './surveys.service.js';
import { surveyAnswers, surveyResponses, surveys } from './surveys.tables.js';

interface AnswerInput {
  question: number;
  options: number[];
  text: string;
}

interface ResponseOrigin {
  source: 'agente' | 'enlace';
  gestionId?: number;
  contactId?: number;
  agentId?: number;
}

/** 400 with each incomplete or wrong answer under `answers.{question id}`. */
function assertComplete(questions: SurveyQuestionRead[], answers: AnswerInput[]): void {
  if (questions.length === 0) throw badRequest(SURVEY_MSG.noQuestions);
  const problems = checkSurveyAnswers(questions, answers);
  if (Object.keys(problems).length > 0) {
    throw fieldErrors(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
  }
}

/**
 * Stores one response with its answers. The survey row is locked first, as saving questions does, so
 * the questions checked are the ones the answers are stored against.
 */
async function storeResponse(
  db: Db, surveyId: number, origin: ResponseOrigin, answers: AnswerInput[], audit?: (tx: Db, responseId: number) => Promise<void>,
  guard?: (tx: Db) => Promise<void>,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await lockListOwner(tx, surveys.id, surveyId);
      await guard?.(tx);
      assertComplete(await questionsOf(tx, surveyId), answers);
      const [response] = await tx.insert(surveyResponses).values({ surveyId, ...origin }).returning({ id: surveyResponses.id });
      await tx.insert(surveyAnswers).values(answers.map((answer) => ({
        responseId: response!.id, questionId: answer.question, options: [...answer.options].sort((a, b) => a - b), text: answer.text,
      })));
      await audit?.(tx, response!.id);
      return response!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SURVEY_MSG.alreadyAnswered, 'duplicate');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// An agent, in a gestión

/** The campaigns of a gestión: its main campaign and every other it was logged under. */
async function telefoniaSurveysOf(db: Db, gestionId: number, surveyId?: number) {
  const found = await db
    .select({ id: surveys.id, name: surveys.name, description: surveys.description, welcomeMessage: surveys.welcomeMessage, campaignId: surveys.campaignId })
    .from(surveys)
    .where(and(
      eq(surveys.surveyMedium, 'telefonia'),
      inArray(surveys.campaignId, campaignIdsOfGestion(gestionId)),
      surveyId === undefined ? undefined : eq(surveys.id, surveyId),
    ))
    .orderBy(asc(surveys.name), asc(surveys.id));
  const names = await campaignNames(db, found.map((survey) => survey.campaignId));
  return found.map(({ campaignId, ...survey }) => ({ ...survey, campaignName: names.get(campaignId) ?? '' }));
}

/** The telefonia surveys of the gestión's campaigns, with their questions and whether this gestión answered each. */
export async function surveysForGestion(db: Db, viewer: Viewer, gestionId: number): Promise<GestionSurveyItem[]> {
  await assertGestionVisible(db, viewer, gestionId);
  await assertGestionExists(db, gestionId);
  const found = await telefoniaSurveysOf(db, gestionId);
  if (found.length === 0) return [];
  const answered = await db.select({ surveyId: surveyResponses.surveyId, id: surveyResponses.id }).from(surveyResponses)
    .where(and(eq(surveyResponses.gestionId, gestionId), inArray(surveyResponses.surveyId, found.map((s) => s.id))));
  const items: GestionSurveyItem[] = [];
  for (const survey of found) {
    items.push({
      id: survey.id, name: survey.name, description: survey.description, welcome_message: survey.welcomeMessage,
      campaign_name: survey.campaignName,
      response_id: answered.find((row) => row.surveyId === survey.id)?.id ?? null,
      questions: await questionsOf(db, survey.id),
    });
  }
  return items;
}

async function assertGestionExists(db: Db, gestionId: number) {
  const contactId = await gestionContactId(db, gestionId);
  if (contactId === undefined) throw notFound();
  return { contactId };
}

/** The agent's record of what the contact answered, once per survey and gestión. */
export async function answerInGestion(
  db: Db, actor: AuditActor, viewer: Viewer, gestionId: number, input: { survey_id: number; answers: AnswerInput[] },
): Promise<number> {
  await assertGestionVisible(db, viewer, gestionId);
  const gestion = await assertGestionExists(db, gestionId);
  const [survey] = await telefoniaSurveysOf(db, gestionId, input.survey_id);
  if (!survey) throw badRequest(SURVEY_MSG.notForGestion);
  const origin: ResponseOrigin = { source: 'agente', gestionId, contactId: gestion.contactId, agentId: actor.id };
  return storeResponse(db, survey.id, origin, input.answers, (tx, responseId) => recordAudit(tx, actor, {
    contentType: SURVEY_CONTENT_TYPE, action: 'Creación', objectId: survey.id,
    descripcion: `Se registraron las respuestas ${responseId} de la encuesta ${survey.name} en la gestión ${gestionId}`,
  }));
}

// ---------------------------------------------------------------------------------------------
// The contact, through the public link

/**
 * The survey of a link, and the contact it was assigned to when it is an assigned one (`secret` signs those;
 * without it, an assigned link is refused).
 */
async function publicSurveyRow(db: Db, token: string, secret?: string) {
  const link = parseSurveyLink(token);
  const [survey] = link ? await db.select().from(surveys).where(eq(surveys.publicToken, link.publicToken)) : [];
  if (!link || !survey || !isPublicMedium(survey.surveyMedium)) throw notFound(SURVEY_MSG.linkNotFound);
  if (link.contact && !(secret && isSignedFor(secret, survey.id, link.contact))) throw notFound(SURVEY_MSG.linkNotFound);
  if (link.gestion && !(secret && isSignedForGestion(secret, survey.id, link.gestion))) throw notFound(SURVEY_MSG.linkNotFound);
  return { survey, contactId: link.contact?.id, gestionId: link.gestion?.id };
}

export async function publicSurvey(db: Db, token: string, secret?: string): Promise<PublicSurveyRead> {
  const { survey } = await publicSurveyRow(db, token, secret);
  return {
    name: survey.name, description: survey.description, welcome_message: survey.welcomeMessage,
    questions: await questionsOf(db, survey.id),
  };
}

/** Counts an answer from `address` to the survey and refuses it past the hourly limit, in one statement. */
async function chargePublicAnswer(db: Db, address: string, surveyId: number): Promise<void> {
  const expired = sql`login_throttle.window_start < now() - interval '1 hour'`;
  const [counted] = await rows<{ failures: number }>(db, sql`
    insert into login_throttle (scope, key, window_start, failures) values ('survey', ${`${surveyId}:${address}`}, now(), 1)
    on conflict (scope, key) do update set
      failures = case when ${expired} then 1 else login_throttle.failures + 1 end,
      window_start = case when ${expired} then now() else login_throttle.window_start end
    returning failures`);
  if ((counted?.failures ?? 0) > SURVEY_PUBLIC_ANSWERS_PER_HOUR) throw new AppError(429, SURVEY_MSG.tooManyAnswers);
}

/** An answer sent by the contact through the public link; each address may send a few per hour. */
export async function answerPublic(db: Db, token: string, address: string, answers: AnswerInput[], secret?: string): Promise<number> {
  const { survey, contactId, gestionId } = await publicSurveyRow(db, token, secret);
  await chargePublicAnswer(db, address, survey.id);
  if (gestionId !== undefined) return answerClosingSurvey(db, survey.id, gestionId, answers);
  // A contact answers the link assigned to them once; the survey's own link takes any number of answers.
  const onceForContact = contactId === undefined ? undefined : async (tx: Db) => {
    const [earlier] = await tx.select({ id: surveyResponses.id }).from(surveyResponses).where(and(
      eq(surveyResponses.surveyId, survey.id), eq(surveyResponses.contactId, contactId), eq(surveyResponses.source, 'enlace'),
    ));
    if (earlier) throw badRequest(SURVEY_MSG.contactAnswered, 'duplicate');
  };
  return storeResponse(db, survey.id, { source: 'enlace', contactId }, answers, undefined, onceForContact);
}


/** The customer's answer to the survey sent when their conversation was typified: once, tied to that gestión and its agent. */
async function answerClosingSurvey(db: Db, surveyId: number, gestionId: number, answers: AnswerInput[]): Promise<number> {
  const gestion = await gestionPeople(db, gestionId);
  if (!gestion) throw notFound(SURVEY_MSG.linkNotFound);
  const once = async (tx: Db) => {
    const [earlier] = await tx.select({ id: surveyResponses.id }).from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.gestionId, gestionId)));
    if (earlier) throw badRequest(SURVEY_MSG.contactAnswered, 'duplicate');
  };
  const origin: ResponseOrigin = { source: 'enlace', gestionId, contactId: gestion.contactId, agentId: gestion.agentId ?? undefined };
  return storeResponse(db, surveyId, origin, answers, undefined, once);
}
