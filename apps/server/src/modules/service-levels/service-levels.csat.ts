import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.types.js';
import type { Db } from '../../db/client.js';
import { enqueue } from '../../jobs/jobs.runner.js';
import { closingSurveyToken } from '../surveys/surveys.assignments.js';
import { campaignServiceLevels, closingSurveys } from './service-levels.tables.js';

/** The invitation that goes with the closing survey's link. */
export const closingSurveyInvitation = (url: string) =>
  `¡Gracias por comunicarse con nosotros! ¿Nos cuenta cómo lo atendimos? Responda esta breve encuesta: ${url}`;

/**
 * A conversation was typified: when its campaign has a closing survey and the channel still lets the company
 * write to the customer freely (the customer-service window), the survey is offered once; a job sends its
 * personal link through the same channel. In the caller's transaction (the typification's).
 */
export async function offerClosingSurvey(
  tx: Db, closed: { conversationId: number; campaignId: number | null; gestionId: number; windowOpen: boolean },
): Promise<boolean> {
  if (closed.campaignId === null || !closed.windowOpen) return false;
  const [settings] = await tx.select({ surveyId: campaignServiceLevels.encuestaCierreId }).from(campaignServiceLevels)
    .where(eq(campaignServiceLevels.campaignId, closed.campaignId));
  if (!settings?.surveyId) return false;
  const [offered] = await tx.insert(closingSurveys)
    .values({ conversationId: closed.conversationId, surveyId: settings.surveyId, gestionId: closed.gestionId })
    .onConflictDoNothing().returning({ id: closingSurveys.conversationId });
  if (!offered) return false;
  await enqueue(tx, 'serviceLevels.closingSurvey', { conversationId: closed.conversationId });
  return true;
}

/** Sends an offered closing survey's link to the customer, once (the chat's bot send takes it to the channel). */
export async function sendClosingSurvey(app: App, conversationId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [offer] = await tx.select().from(closingSurveys).where(eq(closingSurveys.conversationId, conversationId)).for('update');
    if (!offer || offer.sentAt) return;
    const token = await closingSurveyToken(tx, app.config.tokenSecret, offer.surveyId, offer.gestionId);
    if (!token) return;
    await enqueue(tx, 'chat.bot', { conversationId, text: closingSurveyInvitation(`${app.config.publicUrl}/encuesta/${token}`) });
    await tx.update(closingSurveys).set({ sentAt: sql`now()` }).where(eq(closingSurveys.conversationId, conversationId));
  });
}
