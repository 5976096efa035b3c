import type { PassThrough } from 'node:stream';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  QUESTION_TYPE_LABELS, SURVEY_OPEN_ANSWERS_SHOWN, SURVEY_RESPONSE_SOURCE_LABELS, TIME_ZONE,
  type QuestionResult, type QuestionType, type SurveyQuestionRead, type SurveyResponseSource, type SurveyResults,
} from '@atiende/shared';
import { safeCellText } from '../../spreadsheets/cells.js';
import { rows, type Db } from '../../db/client.js';
import { drained, newStreamingSheet, streamed } from '../../spreadsheets/xlsx-stream.js';
import { contacts } from '../contacts/contacts.tables.js';
import { agentNameSql, contactNameSql } from '../gestiones/gestiones.names.js';
import { users } from '../users/users.tables.js';
import { getSurvey, questionsOf } from '../surveys/surveys.service.js';
import { surveyAnswers, surveyResponses } from '../surveys/surveys.tables.js';

const EXPORT_BATCH = 1_000;

/** A share of `total` in percent with one decimal; 0 when nobody answered. */
const percentage = (part: number, total: number) => (total === 0 ? 0 : Math.round((part * 1000) / total) / 10);

/**
 * Per question: how many responses answered it, each option's count and percentage of those (for
 * multiple choice they add up to more than 100), and the newest open answers.
 */
export async function surveyResults(db: Db, surveyId: number): Promise<SurveyResults> {
  const survey = await getSurvey(db, surveyId);
  const questions = await questionsOf(db, surveyId);
  const bySource = await db.select({ source: surveyResponses.source, count: sql<number>`count(*)::int` }).from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId)).groupBy(surveyResponses.source);
  const sourceCount = (source: SurveyResponseSource) => Number(bySource.find((row) => row.source === source)?.count ?? 0);
  const ids = questions.map((question) => question.id);
  const answered = ids.length === 0 ? [] : await db
    .select({ questionId: surveyAnswers.questionId, count: sql<number>`count(*)::int` }).from(surveyAnswers)
    .where(inArray(surveyAnswers.questionId, ids)).groupBy(surveyAnswers.questionId);
  const chosen = ids.length === 0 ? [] : await rows<{ question_id: number; number: number; count: number }>(db, sql`
    select ${surveyAnswers.questionId} as question_id, n as number, count(*)::int as count
    from ${surveyAnswers}, unnest(${surveyAnswers.options}) as n
    where ${inArray(surveyAnswers.questionId, ids)}
    group by 1, 2`);
  const results: QuestionResult[] = [];
  for (const question of questions) {
    const total = Number(answered.find((row) => row.questionId === question.id)?.count ?? 0);
    const countOf = (number: number) =>
      Number(chosen.find((row) => Number(row.question_id) === question.id && Number(row.number) === number)?.count ?? 0);
    results.push({
      id: question.id, number: question.number, text: question.text, question_type_id: question.question_type_id, answered: total,
      options: question.options.map((option) => ({ ...option, count: countOf(option.number), percentage: percentage(countOf(option.number), total) })),
      open_answers: question.question_type_id === 3 ? await openAnswers(db, question.id) : [],
    });
  }
  return {
    survey,
    total_responses: sourceCount('agente') + sourceCount('enlace'),
    by_source: { agente: sourceCount('agente'), enlace: sourceCount('enlace') },
    questions: results,
  };
}

async function openAnswers(db: Db, questionId: number) {
  const rows = await db.select({ text: surveyAnswers.text, createdAt: surveyResponses.createdAt }).from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(eq(surveyAnswers.questionId, questionId))
    .orderBy(desc(surveyResponses.id)).limit(SURVEY_OPEN_ANSWERS_SHOWN);
  return rows.map((row) => ({ text: row.text, created_date: row.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// Export

const SUMMARY_HEADERS = ['N.º', 'Pregunta', 'Tipo', 'Opción', 'Respuestas', 'Porcentaje'];
const RESPONSE_HEADERS = ['ID', 'Fecha', 'Origen', 'Agente', 'Contacto', 'Gestión'];

/** What a person answered to a question, as a cell: the option texts, or the open text. */
function answerText(question: SurveyQuestionRead, answer: { options: number[]; text: string } | undefined): string {
  if (!answer) return '';
  if (question.question_type_id === 3) return safeCellText(answer.text);
  return safeCellText(answer.options.map((n) => question.options.find((option) => option.number === n)?.text ?? String(n)).join(', '));
}

function selectResponses(db: Db, surveyId: number, beforeId: number | null) {
  return db
    .select({
      id: surveyResponses.id,
      fecha: sql<string>`to_char(${surveyResponses.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS')`,
      source: surveyResponses.source,
      gestionId: surveyResponses.gestionId,
      agent: sql<string | null>`case when ${users.id} is null then null else ${agentNameSql} end`,
      contact: sql<string | null>`case when ${contacts.id} is null then null else ${contactNameSql} end`,
    })
    .from(surveyResponses)
    .leftJoin(users, eq(users.id, surveyResponses.agentId))
    .leftJoin(contacts, eq(contacts.id, surveyResponses.contactId))
    .where(and(eq(surveyResponses.surveyId, surveyId), beforeId === null ? undefined : lt(surveyResponses.id, beforeId)))
    .orderBy(desc(surveyResponses.id))
    .limit(EXPORT_BATCH);
}

/** Two sheets: 'Resumen' (counts per option, as the results view) and 'Respuestas' (one row per response, newest first). */
export function surveyResultsExport(db: Db, results: SurveyResults, questions: SurveyQuestionRead[]): PassThrough {
  return streamed(async (output) => {
    const { workbook, sheet: summary } = newStreamingSheet(output, 'Resumen', SUMMARY_HEADERS);
    for (const question of results.questions) {
      const type = QUESTION_TYPE_LABELS[question.question_type_id as QuestionType];
      if (question.question_type_id === 3) {
        summary.addRow([question.number, safeCellText(question.text), type, '(respuesta abierta)', question.answered, '']).commit();
      }
      for (const option of question.options) {
        summary.addRow([question.number, safeCellText(question.text), type, safeCellText(option.text), option.count, option.percentage / 100]).commit();
      }
    }
    summary.getColumn(6).numFmt = '0.0%';
    summary.commit();

    const responses = workbook.addWorksheet('Respuestas', { views: [{ state: 'frozen', ySplit: 1 }] });
    responses.columns = [...RESPONSE_HEADERS, ...questions.map((q) => `${q.number}. ${q.text}`)].map((header) => ({ header, width: 24 }));
    responses.getRow(1).font = { bold: true };
    responses.getRow(1).commit();
    let beforeId: number | null = null;
    for (;;) {
      const page = await selectResponses(db, results.survey.id, beforeId);
      const answers = page.length === 0 ? [] : await db
        .select({ responseId: surveyAnswers.responseId, questionId: surveyAnswers.questionId, options: surveyAnswers.options, text: surveyAnswers.text })
        .from(surveyAnswers).where(inArray(surveyAnswers.responseId, page.map((r) => r.id))).orderBy(asc(surveyAnswers.id));
      for (const response of page) {
        const mine = answers.filter((answer) => answer.responseId === response.id);
        responses.addRow([
          response.id, response.fecha, SURVEY_RESPONSE_SOURCE_LABELS[response.source as SurveyResponseSource] ?? response.source,
          safeCellText(response.agent), safeCellText(response.contact), response.gestionId ?? '',
          ...questions.map((question) => answerText(question, mine.find((answer) => answer.questionId === question.id))),
        ]).commit();
      }
      if (!(await drained(responses, output))) return;
      if (page.length < EXPORT_BATCH) break;
      beforeId = page[page.length - 1]!.id;
    }
    responses.commit();
    await workbook.commit();
  });
}
