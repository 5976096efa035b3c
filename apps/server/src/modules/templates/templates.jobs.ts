import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { submitTemplate } from './templates.service.js';

const submitPayload = z.object({ reviewId: z.number().int().positive() });

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'templates.submit': z.infer<typeof submitPayload>;
  }
}

/** Templates go to Meta's review from a job: a provider that does not answer is tried again with back-off. */
export const templatesJobs = [
  defineJob({ kind: 'templates.submit', payload: submitPayload, run: (payload, { app }) => submitTemplate(app, payload.reviewId) }),
];
