import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { forgetOldSubmissions } from './leads.throttle.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'leads.form-throttle-cleanup': z.infer<typeof empty>;
  }
}

export const leadsJobs = [
  defineJob({ kind: 'leads.form-throttle-cleanup', payload: empty, everySeconds: 3600, run: (_payload, { app }) => forgetOldSubmissions(app.db) }),
];
