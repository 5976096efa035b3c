import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { sendClosingSurvey } from './service-levels.csat.js';

const closingSurveyPayload = z.object({ conversationId: z.number().int().positive() });

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'serviceLevels.closingSurvey': z.infer<typeof closingSurveyPayload>;
  }
}

/** The service levels' background work: sending the closing survey of a typified conversation. */
export const serviceLevelsJobs = [
  defineJob({ kind: 'serviceLevels.closingSurvey', payload: closingSurveyPayload, run: (payload, { app }) => sendClosingSurvey(app, payload.conversationId) }),
];
