import { eq, inArray, sql } from 'drizzle-orm';
import { SUPPRESSED, type PersonalDataHook } from '../privacy/privacy.hooks.js';
import { surveyAnswers, surveyResponses } from './surveys.tables.js';

/** Surveys keep the options chosen (results add up); open answers go. */
export const surveysPrivacy: PersonalDataHook = {
  plan: { survey_responses: 'se conservan las opciones elegidas; las respuestas abiertas quedan Suprimido' },
  async suppress(tx, { contactId }) {
    await tx.update(surveyAnswers).set({ text: sql`case when ${surveyAnswers.text} = '' then '' else ${SUPPRESSED} end` })
      .where(inArray(surveyAnswers.responseId, tx.select({ id: surveyResponses.id }).from(surveyResponses).where(eq(surveyResponses.contactId, contactId))));
  },
};
