import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  PUBLIC_SURVEY_MEDIUMS, SURVEY_MEDIUM_LABELS, SURVEY_MSG, type SurveyListQuery, type SurveyCreateParsed, type SurveyMedium,
  type SurveyQuestionRead, type SurveyQuestionsRead, type SurveyRead, type SurveyUpdate,
} from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { lockListOwner } from '../../db/locks.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { campaignNames } from '../campaigns/campaigns.members.js';
import { isLiveCampaign } from '../campaigns/campaigns.queries.js';
import { surveyQuestions, surveyResponses, surveys } from './surveys.tables.js';

export const SURVEY_CONTENT_TYPE = 'Encuesta';

type SurveyRow = typeof surveys.$inferSelect;
type QuestionRow = typeof surveyQuestions.$inferSelect;

/** A new public link: 32 random bytes, so nobody finds a survey by trying links. */
const newPublicToken = () => randomBytes(32).toString('base64url');

export const isPublicMedium = (medium: string) => PUBLIC_SURVEY_MEDIUMS.includes(medium as SurveyMedium);

// surveys.id written out: a select list of one table names its columns bare, and a bare "id" here would be the inner table's.
const questionsCount = sql<number>`(select count(*)::int from ${surveyQuestions} where ${surveyQuestions.surveyId} = surveys.id)`;
const responsesCount = sql<number>`(select count(*)::int from ${surveyResponses} where ${surveyResponses.surveyId} = surveys.id)`;

function selectSurveys(db: Db) {
  return db
    .select({ s: surveys, questionsCount, responsesCount })
    .from(surveys);
}

type ListedSurvey = Awaited<ReturnType<ReturnType<typeof selectSurveys>['execute']>>[number] & { campaignName: string };

/** The surveys with the names of their campaigns (asked of campaigns once for all). */
async function withCampaignNames(db: Db, found: Omit<ListedSurvey, 'campaignName'>[]): Promise<ListedSurvey[]> {
  const names = await campaignNames(db, found.map((row) => row.s.campaignId));
  return found.map((row) => ({ ...row, campaignName: names.get(row.s.campaignId) ?? '' }));
}

function toSurveyRead({ s, campaignName, questionsCount: questions, responsesCount: responses }: ListedSurvey): SurveyRead {
  const medium = s.surveyMedium as SurveyMedium;
  return {
    id: s.id,
    name: s.name,
    survey_medium: medium,
    survey_type: SURVEY_MEDIUM_LABELS[medium] ?? s.surveyMedium,
    description: s.description,
    welcome_message: s.welcomeMessage,
    campaign: s.campaignId,
    campaign_name: campaignName,
    questions_count: Number(questions),
    responses_count: Number(responses),
    public_token: isPublicMedium(medium) ? s.publicToken : null,
    created_date: s.createdAt.toISOString(),
  };
}

/** Newest first; the search looks in the name. */
export async function listSurveys(db: Db, query: SurveyListQuery): Promise<{ count: number; results: SurveyRead[] }> {
  const where = and(
    query.search ? containsFolded(sql`${surveys.name}`, query.search) : undefined,
    query.campaign === undefined ? undefined : eq(surveys.campaignId, query.campaign),
  );
  const [total] = await db.select({ count: count() }).from(surveys).where(where);
  const page = await selectSurveys(db).where(where)
    .orderBy(...orderingBy(query.ordering, { name: foldedText(surveys.name), created_date: surveys.createdAt }, surveys.id, [desc(surveys.id)]))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: (await withCampaignNames(db, page)).map(toSurveyRead) };
}

export async function getSurvey(db: Db, id: number): Promise<SurveyRead> {
  const [row] = await withCampaignNames(db, await selectSurveys(db).where(eq(surveys.id, id)));
  if (!row) throw notFound();
  return toSurveyRead(row);
}

export async function findSurveyRow(db: Db, id: number): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!row) throw notFound();
  return row;
}

/** The campaign of a survey must exist and not be deleted. */
async function assertCampaign(db: Db, campaignId: number): Promise<void> {
  if (!(await isLiveCampaign(db, campaignId))) throw fieldError('campaign', SURVEY_MSG.campaignNotFound);
}

export async function createSurvey(db: Db, actor: AuditActor, input: SurveyCreateParsed): Promise<SurveyRead> {
  await assertCampaign(db, input.campaign);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(surveys).values({
      name: input.name, surveyMedium: input.survey_medium, description: input.description, welcomeMessage: input.welcome_message,
      campaignId: input.campaign, publicToken: newPublicToken(), createdBy: actor.id,
    }).returning({ id: surveys.id });
    await recordAudit(tx, actor, {
      contentType: SURVEY_CONTENT_TYPE, action: 'Creación', objectId: row!.id,
      descripcion: `Se creó la encuesta ${input.name} (${SURVEY_MEDIUM_LABELS[input.survey_medium]})`,
    });
    return row!.id;
  });
  return getSurvey(db, id);
}

export async function updateSurvey(db: Db, actor: AuditActor, id: number, input: SurveyUpdate): Promise<SurveyRead> {
  const current = await findSurveyRow(db, id);
  if (input.campaign !== undefined && input.campaign !== current.campaignId) await assertCampaign(db, input.campaign);
  await db.transaction(async (tx) => {
    await tx.update(surveys).set({
      name: input.name, surveyMedium: input.survey_medium, description: input.description, welcomeMessage: input.welcome_message,
      campaignId: input.campaign, updatedAt: new Date(),
    }).where(eq(surveys.id, id));
    await recordAudit(tx, actor, {
      contentType: SURVEY_CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `Se actualizó la encuesta ${current.name}: ${describeChanges(current, input)}`,
    });
  });
  return getSurvey(db, id);
}

const FIELD_LABELS: [keyof SurveyUpdate, keyof SurveyRow, string][] = [
  ['name', 'name', 'nombre'], ['survey_medium', 'surveyMedium', 'medio'], ['description', 'description', 'descripción'],
  ['welcome_message', 'welcomeMessage', 'mensaje de bienvenida'], ['campaign', 'campaignId', 'campaña'],
];

function describeChanges(current: SurveyRow, input: SurveyUpdate): string {
  const changed = FIELD_LABELS
    .filter(([key, column]) => input[key] !== undefined && input[key] !== current[column])
    .map(([key, column, label]) => `${label} '${String(current[column])}' → '${String(input[key])}'`);
  return changed.length > 0 ? changed.join(', ') : 'sin cambios';
}

// ---------------------------------------------------------------------------------------------
// Questions

export function toQuestionRead(row: QuestionRow): SurveyQuestionRead {
  return { id: row.id, number: row.number, text: row.text, question_type_id: row.questionTypeId, options: row.options };
}

export async function questionsOf(db: Db, surveyId: number): Promise<SurveyQuestionRead[]> {
  const rows = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.number));
  return rows.map(toQuestionRead);
}

export async function getQuestions(db: Db, surveyId: number): Promise<SurveyQuestionsRead> {
  await findSurveyRow(db, surveyId);
  return { survey_id: surveyId, questions: await questionsOf(db, surveyId) };
}

interface QuestionsInput {
  survey_id: number;
  questions: { text: string; question_type_id: number; options: { text: string }[] }[];
}

/**
 * Replaces the survey's questions with the ones sent, numbered 1…n in that order (options too). Once
 * the survey has a response its questions stay as they were answered.
 */
export async function saveQuestions(db: Db, actor: AuditActor, input: QuestionsInput): Promise<SurveyQuestionsRead> {
  const survey = await findSurveyRow(db, input.survey_id);
  await db.transaction(async (tx) => {
    // Answers lock the survey too (see surveys.answers.ts), so no response slips in between the check and the change.
    await lockListOwner(tx, surveys.id, survey.id);
    const [answered] = await tx.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id)).limit(1);
    if (answered) throw badRequest(SURVEY_MSG.hasAnswers, 'conflict');
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id));
    await tx.insert(surveyQuestions).values(input.questions.map((question, index) => ({
      surveyId: survey.id,
      number: index + 1,
      text: question.text,
      questionTypeId: question.question_type_id,
      options: question.options.map((option, i) => ({ number: i + 1, text: option.text })),
    })));
    await tx.update(surveys).set({ updatedAt: new Date() }).where(eq(surveys.id, survey.id));
    await recordAudit(tx, actor, {
      contentType: SURVEY_CONTENT_TYPE, action: 'Actualización', objectId: survey.id,
      descripcion: `Se guardaron ${input.questions.length} preguntas de la encuesta ${survey.name}`,
    });
  });
  return getQuestions(db, survey.id);
}
