import { z } from './zod-spanish.js';
import { MSG } from './messages.js';
import { dbId, optionalDbId, requiredQueryId, requiredText, sortedPageQuery } from './common.js';

export const SURVEY_MEDIUMS = ['telefonia', 'whatsapp', 'general'] as const;
export type SurveyMedium = (typeof SURVEY_MEDIUMS)[number];
export const DEFAULT_SURVEY_MEDIUM: SurveyMedium = 'telefonia';
/** What `survey_type` reads on a survey: the medium as people say it. */
export const SURVEY_MEDIUM_LABELS: Record<SurveyMedium, string> = {
  telefonia: 'Telefonía',
  whatsapp: 'WhatsApp',
  general: 'General',
};
/** Mediums whose contacts answer by themselves through the survey's public link. */
export const PUBLIC_SURVEY_MEDIUMS: readonly SurveyMedium[] = ['whatsapp', 'general'];

export const QUESTION_TYPES = [1, 2, 3] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  1: 'Selección única',
  2: 'Selección múltiple',
  3: 'Abierta',
};
/** Question types answered by choosing options. */
export const CHOICE_QUESTION_TYPES: readonly QuestionType[] = [1, 2];

export const SURVEY_MAX_QUESTIONS = 100;
export const SURVEY_MAX_OPTIONS = 20;
export const SURVEY_ANSWER_MAX_LENGTH = 2000;
/** Open answers listed per question on the results view; the export has all of them. */
export const SURVEY_OPEN_ANSWERS_SHOWN = 100;
/** Answers one address may send to one survey's public link in an hour. */
export const SURVEY_PUBLIC_ANSWERS_PER_HOUR = 20;

/** How a response reached the survey. */
export const SURVEY_RESPONSE_SOURCES = ['agente', 'enlace'] as const;
export type SurveyResponseSource = (typeof SURVEY_RESPONSE_SOURCES)[number];
export const SURVEY_RESPONSE_SOURCE_LABELS: Record<SurveyResponseSource, string> = {
  agente: 'Agente en gestión',
  enlace: 'Enlace público',
};

export const SURVEY_MSG = {
  created: 'Se ha creado la encuesta con éxito',
  updated: 'Se ha actualizado la encuesta con éxito',
  questionsSaved: 'Se han guardado las preguntas con éxito',
  campaignNotFound: 'La campaña no existe.',
  invalidMedium: 'Seleccione un medio válido: telefonia, whatsapp o general.',
  questionsRequired: 'Agregue al menos una pregunta.',
  questionTextRequired: 'La pregunta necesita un texto.',
  invalidQuestionType: 'Seleccione un tipo de pregunta válido: 1 (selección única), 2 (selección múltiple) o 3 (abierta).',
  optionsRequired: 'Las preguntas de selección necesitan al menos dos opciones.',
  openHasNoOptions: 'Las preguntas abiertas no llevan opciones.',
  optionTextRequired: 'Cada opción necesita un texto.',
  duplicateOption: 'Las opciones de una pregunta no pueden repetirse.',
  hasAnswers: 'La encuesta ya tiene respuestas: sus preguntas no se pueden cambiar.',
  noQuestions: 'La encuesta aún no tiene preguntas.',
  answerRequired: 'Responda esta pregunta.',
  singleChoice: 'Elija una sola opción.',
  invalidOption: 'Elija entre las opciones de la pregunta.',
  repeatedOption: 'Cada opción se elige una sola vez.',
  openAnswerOnly: 'Esta pregunta se responde con texto.',
  choiceAnswerOnly: 'Esta pregunta se responde eligiendo opciones.',
  unknownQuestion: 'La pregunta no pertenece a la encuesta.',
  repeatedQuestion: 'Cada pregunta se responde una sola vez.',
  answerSaved: 'Se han guardado las respuestas de la encuesta.',
  thanks: '¡Gracias por responder la encuesta!',
  alreadyAnswered: 'Esta encuesta ya fue respondida en esta gestión.',
  notForGestion: 'La encuesta no es de telefonía o no pertenece a una campaña de la gestión.',
  linkNotFound: 'La encuesta no existe o ya no está disponible.',
  tooManyAnswers: 'Se enviaron demasiadas respuestas desde esta conexión. Inténtelo de nuevo en una hora.',
  assigned: 'Se ha asignado la encuesta. Comparta el enlace con el contacto.',
  notAssignable: 'Esta encuesta se responde en una gestión: elija una encuesta de WhatsApp o general.',
  contactRequired: 'Seleccione un contacto válido.',
  contactAnswered: 'Usted ya respondió esta encuesta. ¡Gracias!',
  emptyList: MSG.emptyResults,
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const surveyMedium = () =>
  z.enum(SURVEY_MEDIUMS, {
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : SURVEY_MSG.invalidMedium),
  });

/** The header of a survey: name and campaign are required, the medium is telefonia unless said. */
export const SurveyCreate = z.object({
  name: requiredText(150),
  survey_medium: surveyMedium().optional().default(DEFAULT_SURVEY_MEDIUM),
  description: optionalText(1000),
  welcome_message: optionalText(1000),
  campaign: dbId(),
});
export type SurveyCreate = z.input<typeof SurveyCreate>;
export type SurveyCreateParsed = z.output<typeof SurveyCreate>;

/** An update sends the header fields it changes, each by the create rules. */
export const SurveyUpdate = z.object({
  name: requiredText(150).optional(),
  survey_medium: surveyMedium().optional(),
  description: z.string().trim().max(1000).optional(),
  welcome_message: z.string().trim().max(1000).optional(),
  campaign: dbId().optional(),
});
export type SurveyUpdate = z.infer<typeof SurveyUpdate>;

export const SurveyIdParam = z.object({ id: dbId() });

export const SurveyRead = z.object({
  id: z.number().int(),
  name: z.string(),
  survey_medium: z.enum(SURVEY_MEDIUMS),
  survey_type: z.string(),
  description: z.string(),
  welcome_message: z.string(),
  campaign: z.number().int(),
  campaign_name: z.string(),
  questions_count: z.number().int(),
  responses_count: z.number().int(),
  /** The token of the public answer page (`/encuesta/{token}`), for the whatsapp and general mediums. */
  public_token: z.string().nullable(),
  created_date: z.string(),
});
export type SurveyRead = z.infer<typeof SurveyRead>;

export const SurveySaved = SurveyRead.extend({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Questions

const questionType = () =>
  z.literal(QUESTION_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : SURVEY_MSG.invalidQuestionType),
  });

export const QuestionOptionInput = z.object({ text: requiredText(300, SURVEY_MSG.optionTextRequired) });

/** A question: non-empty text; choice types (1, 2) carry at least two distinct options, the open type (3) none. */
export const SurveyQuestionInput = z
  .object({
    text: requiredText(500, SURVEY_MSG.questionTextRequired),
    question_type_id: questionType(),
    options: z.array(QuestionOptionInput).max(SURVEY_MAX_OPTIONS).optional().default([]),
  })
  .superRefine((question, ctx) => {
    const isChoice = CHOICE_QUESTION_TYPES.includes(question.question_type_id);
    if (isChoice && question.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: SURVEY_MSG.optionsRequired });
    }
    if (!isChoice && question.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: SURVEY_MSG.openHasNoOptions });
    }
    const texts = question.options.map((option) => option.text.toLocaleLowerCase('es'));
    if (new Set(texts).size !== texts.length) ctx.addIssue({ code: 'custom', path: ['options'], message: SURVEY_MSG.duplicateOption });
  });
export type SurveyQuestionInput = z.input<typeof SurveyQuestionInput>;

/** Saves the survey's questions, numbered in the order sent; they replace the ones it had. */
export const SurveyQuestionsSave = z.object({
  survey_id: dbId(),
  questions: z.array(SurveyQuestionInput).min(1, SURVEY_MSG.questionsRequired).max(SURVEY_MAX_QUESTIONS),
});
export type SurveyQuestionsSave = z.input<typeof SurveyQuestionsSave>;

export const SurveyQuestionsQuery = z.object({ survey_id: requiredQueryId() });

export const QuestionOptionRead = z.object({ number: z.number().int(), text: z.string() });
export const SurveyQuestionRead = z.object({
  id: z.number().int(),
  number: z.number().int(),
  text: z.string(),
  question_type_id: z.number().int(),
  options: z.array(QuestionOptionRead),
});
export type SurveyQuestionRead = z.infer<typeof SurveyQuestionRead>;

export const SurveyQuestionsRead = z.object({ survey_id: z.number().int(), questions: z.array(SurveyQuestionRead) });
export type SurveyQuestionsRead = z.infer<typeof SurveyQuestionsRead>;
export const SurveyQuestionsSaved = SurveyQuestionsRead.extend({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Answers

/** One answer: the option numbers chosen (choice questions) or the text (open questions). */
export const SurveyAnswerInput = z.object({
  question: dbId(),
  options: z.array(z.number().int().min(1).max(SURVEY_MAX_OPTIONS)).max(SURVEY_MAX_OPTIONS).optional().default([]),
  text: z.string().trim().max(SURVEY_ANSWER_MAX_LENGTH).optional().default(''),
});
export type SurveyAnswerInput = z.input<typeof SurveyAnswerInput>;

export const SurveyAnswersSubmit = z.object({ answers: z.array(SurveyAnswerInput).max(SURVEY_MAX_QUESTIONS) });
export type SurveyAnswersSubmit = z.input<typeof SurveyAnswersSubmit>;

export const GestionSurveyAnswers = SurveyAnswersSubmit.extend({ survey_id: dbId() });
export type GestionSurveyAnswers = z.input<typeof GestionSurveyAnswers>;

type AnswerDraft = { question: number; options?: number[]; text?: string };
type QuestionRule = Pick<SurveyQuestionRead, 'id' | 'question_type_id' | 'options'>;

/** The field under which the problem of one question's answer is reported: `answers.{question id}`. */
export const answerField = (questionId: number) => `answers.${questionId}`;

/**
 * Every question must be answered: one option for single choice, one or more distinct options for
 * multiple choice, non-empty text for open questions. Returns the problems by field (`answers.{id}`),
 * empty when the answers are complete. The server and the answer forms share it.
 */
export function checkSurveyAnswers(questions: QuestionRule[], answers: AnswerDraft[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const known = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const answer of answers) {
    if (!known.has(answer.question)) problems[answerField(answer.question)] = SURVEY_MSG.unknownQuestion;
    else if (seen.has(answer.question)) problems[answerField(answer.question)] = SURVEY_MSG.repeatedQuestion;
    seen.add(answer.question);
  }
  for (const question of questions) {
    const answer = answers.find((a) => a.question === question.id);
    const problem = answerProblem(question, answer?.options ?? [], (answer?.text ?? '').trim());
    if (problem && !problems[answerField(question.id)]) problems[answerField(question.id)] = problem;
  }
  return problems;
}

function answerProblem(question: QuestionRule, chosen: number[], text: string): string | null {
  if (question.question_type_id === 3) {
    if (chosen.length > 0) return SURVEY_MSG.openAnswerOnly;
    return text === '' ? SURVEY_MSG.answerRequired : null;
  }
  if (text !== '') return SURVEY_MSG.choiceAnswerOnly;
  if (chosen.length === 0) return SURVEY_MSG.answerRequired;
  if (new Set(chosen).size !== chosen.length) return SURVEY_MSG.repeatedOption;
  const numbers = new Set(question.options.map((option) => option.number));
  if (chosen.some((number) => !numbers.has(number))) return SURVEY_MSG.invalidOption;
  if (question.question_type_id === 1 && chosen.length > 1) return SURVEY_MSG.singleChoice;
  return null;
}

export const SurveyAnswered = z.object({ id: z.number().int(), message: z.string() });

/** What the public answer page shows: no campaign, no counts, nothing about the company. */
export const PublicSurveyRead = z.object({
  name: z.string(),
  description: z.string(),
  welcome_message: z.string(),
  questions: z.array(SurveyQuestionRead),
});
export type PublicSurveyRead = z.infer<typeof PublicSurveyRead>;

export const PublicSurveyParams = z.object({ token: z.string().max(200) });

// ---------------------------------------------------------------------------------------------
// Assigned to a contact (the contacts list's 'Asignar Encuesta')

/** A survey that can be assigned to a contact: one answered through a link (whatsapp and general mediums). */
export const AssignableSurvey = z.object({
  id: z.number().int(),
  name: z.string(),
  survey_type: z.string(),
  campaign_name: z.string(),
});
export type AssignableSurvey = z.infer<typeof AssignableSurvey>;

export const SurveyAssign = z.object({ contact: dbId(SURVEY_MSG.contactRequired) });
export type SurveyAssign = z.infer<typeof SurveyAssign>;

/** The contact's own answer link is `/encuesta/{token}`: their answers are recorded as theirs, once. */
export const SurveyAssigned = z.object({ token: z.string(), message: z.string() });
export type SurveyAssigned = z.infer<typeof SurveyAssigned>;

/** The surveys an agent can answer in a gestión: the telefonia surveys of its campaigns. */
export const GestionSurveyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  welcome_message: z.string(),
  campaign_name: z.string(),
  /** The id of this gestión's response, once answered. */
  response_id: z.number().int().nullable(),
  questions: z.array(SurveyQuestionRead),
});
export type GestionSurveyItem = z.infer<typeof GestionSurveyItem>;
export const GestionSurveyList = z.object({ results: z.array(GestionSurveyItem) });

// ---------------------------------------------------------------------------------------------
// Results

export const OptionResult = z.object({ number: z.number().int(), text: z.string(), count: z.number().int(), percentage: z.number() });
export const OpenAnswerRead = z.object({ text: z.string(), created_date: z.string() });
export const QuestionResult = z.object({
  id: z.number().int(),
  number: z.number().int(),
  text: z.string(),
  question_type_id: z.number().int(),
  /** Responses that answered this question. */
  answered: z.number().int(),
  options: z.array(OptionResult),
  /** The newest open answers (at most SURVEY_OPEN_ANSWERS_SHOWN). */
  open_answers: z.array(OpenAnswerRead),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

export const SurveyResults = z.object({
  survey: SurveyRead,
  total_responses: z.number().int(),
  by_source: z.object({ agente: z.number().int(), enlace: z.number().int() }),
  questions: z.array(QuestionResult),
});
export type SurveyResults = z.infer<typeof SurveyResults>;

export const surveyResultsFile = (name: string) => `Resultados ${name.replace(/[\\/:*?"<>|]/g, '').trim() || 'encuesta'}.xlsx`;

/** The surveys list: `ordering` by name or creation (newest first without it). */
export const SURVEY_ORDERING = ['name', 'created_date'] as const;
export const SurveyListQuery = sortedPageQuery(SURVEY_ORDERING).extend({
  /** Only the surveys of this campaign. */
  campaign: optionalDbId(),
});
export type SurveyListQuery = z.infer<typeof SurveyListQuery>;
