import { and, eq, inArray } from 'drizzle-orm';
import { CampaignUpdate, PUBLIC_SURVEY_MEDIUMS } from '@atiende/shared';
import type { Db } from '../db/client.js';
import type { AuditActor } from '../modules/audits/audits.record.js';
import { updateCampaign } from '../modules/campaigns/campaigns.service.js';
import { serviceLevelsOf } from '../modules/service-levels/service-levels.settings.js';
import { surveys } from '../modules/surveys/surveys.tables.js';
import type { LoadedCampaign } from './demo-campaigns.js';

/**
 * Service levels for every demo campaign that has none yet, through the campaign's own update: a 15-minute
 * first response and a 4-hour resolution, and the campaign's survey answered by link as the closing survey when it
 * has one. No out-of-hours message (what a customer of the simulator gets must not depend on the hour the demo is
 * shown), and assignment stays manual, so the demo's queues keep conversations waiting.
 */
export async function loadDemoServiceLevels(db: Db, actor: AuditActor, campaigns: LoadedCampaign[]): Promise<void> {
  const current = await serviceLevelsOf(db, campaigns.map((c) => c.id));
  for (const campaign of campaigns) {
    if (current.get(campaign.id)?.sla_primera_respuesta_min !== null) continue;
    const [closing] = await db.select({ id: surveys.id }).from(surveys)
      .where(and(eq(surveys.campaignId, campaign.id), inArray(surveys.surveyMedium, [...PUBLIC_SURVEY_MEDIUMS]))).limit(1);
    await updateCampaign(db, actor, campaign.id, CampaignUpdate.parse({
      sla_primera_respuesta_min: 15, sla_resolucion_min: 240, encuesta_cierre: closing?.id ?? null,
    }));
  }
}
