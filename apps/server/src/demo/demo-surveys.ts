import { and, eq, inArray } from 'drizzle-orm';
import { SurveyCreate, SurveyQuestionsSave, type SurveyMedium, type SurveyQuestionRead, type SurveyQuestionInput } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { gestiones } from '../modules/gestiones/gestiones.tables.js';
import { users } from '../modules/users/users.tables.js';
import { answerInGestion, answerPublic } from '../modules/surveys/surveys.answers.js';
import { createSurvey, saveQuestions } from '../modules/surveys/surveys.service.js';
import { surveys } from '../modules/surveys/surveys.tables.js';
import type { LoadedCampaign } from './demo-campaigns.js';
import { createRandom, type Random } from './random.js';

const SEED = 20260505;

interface DemoSurvey {
  name: string;
  medium: SurveyMedium;
  campaign: string;
  description: string;
  welcome_message: string;
  questions: SurveyQuestionInput[];
  /** Open answers people give, drawn at random. */
  comments: string[];
  responses: number;
}

const SCORE = ['Excelente', 'Buena', 'Regular', 'Mala'];

export const DEMO_SURVEYS: DemoSurvey[] = [
  {
    name: 'Satisfacción renovación SOAT',
    medium: 'telefonia',
    campaign: 'Renovación SOAT 2026',
    description: 'Al cerrar la llamada de renovación, el agente pregunta por la atención recibida.',
    welcome_message: 'Antes de terminar, ¿me regala un minuto para tres preguntas sobre la atención?',
    questions: [
      { text: '¿Cómo calificaría la atención del asesor?', question_type_id: 1, options: SCORE.map((text) => ({ text })) },
      { text: '¿Por qué medios le gustaría recibir el recordatorio del próximo año?', question_type_id: 2, options: [{ text: 'WhatsApp' }, { text: 'Correo electrónico' }, { text: 'Llamada' }, { text: 'SMS' }] },
      { text: '¿Qué podríamos mejorar?', question_type_id: 3 },
    ],
    comments: ['Que llamen más temprano', 'Todo muy claro', 'Enviar la póliza el mismo día', 'Menos tiempo de espera', 'Nada, excelente servicio'],
    responses: 24,
  },
  {
    name: 'Experiencia de bienvenida',
    medium: 'general',
    campaign: 'Bienvenida Clientes Nuevos',
    description: 'Enlace que se comparte con los clientes nuevos después de su primera semana.',
    welcome_message: '¡Bienvenido! Cuéntenos cómo le ha ido en su primera semana con nosotros.',
    questions: [
      { text: '¿Recibió toda la información que necesitaba?', question_type_id: 1, options: [{ text: 'Sí' }, { text: 'En parte' }, { text: 'No' }] },
      { text: '¿Qué le gustaría conocer mejor?', question_type_id: 2, options: [{ text: 'Beneficios' }, { text: 'Canales de atención' }, { text: 'Facturación' }] },
      { text: 'Déjenos un comentario', question_type_id: 3 },
    ],
    comments: ['La app es muy fácil de usar', 'Quisiera un horario de atención más amplio', 'Muy buena bienvenida', 'No me llegó el correo de confirmación'],
    responses: 15,
  },
  {
    name: 'Opinión sobre el acuerdo de pago',
    medium: 'whatsapp',
    campaign: 'Cartera Tarjeta Oro',
    description: 'Se envía por WhatsApp a quien firmó un acuerdo de pago.',
    welcome_message: 'Gracias por llegar a un acuerdo con nosotros. Su opinión nos ayuda a mejorar.',
    questions: [
      { text: '¿El acuerdo se ajusta a sus posibilidades?', question_type_id: 1, options: [{ text: 'Sí' }, { text: 'No' }] },
      { text: '¿Qué le ayudaría a cumplirlo?', question_type_id: 3 },
    ],
    comments: ['Recordatorios antes de la fecha', 'Poder pagar por PSE', 'Cuotas más pequeñas'],
    responses: 6,
  },
];

/** Answers to the questions: a weighted first option for scores, one to three choices, and a comment. */
function draw(random: Random, questions: SurveyQuestionRead[], comments: string[]) {
  return questions.map((question) => {
    if (question.question_type_id === 3) return { question: question.id, options: [], text: random.pick(comments) };
    const numbers = question.options.map((option) => option.number);
    if (question.question_type_id === 1) {
      return { question: question.id, options: [random.weighted(numbers.map((n, i) => [n, numbers.length - i] as const))], text: '' };
    }
    return { question: question.id, options: random.sample(numbers, random.int(1, Math.min(3, numbers.length))).sort((a, b) => a - b), text: '' };
  });
}

/** Telefonia surveys are answered in finished gestiones of their campaign, by the gestión's agent. */
async function answerByAgents(db: Db, survey: DemoSurvey, surveyId: number, campaign: LoadedCampaign, questions: SurveyQuestionRead[], random: Random) {
  const found = await db.select({ id: gestiones.id, agentId: gestiones.agentId, username: users.username }).from(gestiones)
    .innerJoin(users, eq(users.id, gestiones.agentId))
    .where(and(eq(gestiones.campaignId, campaign.id), eq(gestiones.estado, 'FINALIZADO'), inArray(gestiones.type, ['Telefonía - Manual'])))
    .orderBy(gestiones.id).limit(survey.responses);
  for (const gestion of found) {
    const agent = { id: gestion.agentId!, username: gestion.username };
    await answerInGestion(db, agent, { id: agent.id, seesAll: true }, gestion.id, { survey_id: surveyId, answers: draw(random, questions, survey.comments) });
  }
}

/** Creates the demo surveys not stored yet (by name) with their questions and some answers. */
export async function loadDemoSurveys(db: Db, actor: AuditActor, campaigns: LoadedCampaign[]): Promise<void> {
  const random = createRandom(SEED);
  for (const survey of DEMO_SURVEYS) {
    const campaign = campaigns.find((c) => c.demo.name === survey.campaign);
    const [existing] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.name, survey.name));
    if (!campaign || existing) continue;
    const created = await createSurvey(db, actor, SurveyCreate.parse({
      name: survey.name, survey_medium: survey.medium, campaign: campaign.id, description: survey.description, welcome_message: survey.welcome_message,
    }));
    const { questions } = await saveQuestions(db, actor, SurveyQuestionsSave.parse({ survey_id: created.id, questions: survey.questions }));
    if (survey.medium === 'telefonia') {
      await answerByAgents(db, survey, created.id, campaign, questions, random);
      continue;
    }
    for (let i = 0; i < survey.responses; i += 1) {
      await answerPublic(db, created.public_token!, `demo-${i}`, draw(random, questions, survey.comments));
    }
  }
}
