import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { forgetOldAttempts } from './auth.service.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'auth.throttle-cleanup': z.infer<typeof empty>;
  }
}

export const authJobs = [
  defineJob({ kind: 'auth.throttle-cleanup', payload: empty, everySeconds: 3600, run: (_payload, { app }) => forgetOldAttempts(app.db) }),
];
