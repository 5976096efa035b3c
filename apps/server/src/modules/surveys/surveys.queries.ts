import { eq } from 'drizzle-orm';
import type { SurveyMedium } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { surveys } from './surveys.tables.js';

/** A survey's campaign and medium (how it is answered); undefined when there is no such survey. */
export async function surveyPlacement(db: Db, surveyId: number): Promise<{ campaignId: number; medium: SurveyMedium } | undefined> {
  const [found] = await db.select({ campaignId: surveys.campaignId, medium: surveys.surveyMedium }).from(surveys).where(eq(surveys.id, surveyId));
  return found ? { campaignId: found.campaignId, medium: found.medium as SurveyMedium } : undefined;
}
