import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { refreshAllSlaDaily } from './sla-daily.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'reports.slaDaily': z.infer<typeof empty>;
  }
}

/** The reports' background work: keeping the SLA report's daily rollup current, so a report has little to count. */
export const reportsJobs = [
  defineJob({ kind: 'reports.slaDaily', payload: empty, everySeconds: 30, run: async (_payload, { app }) => { await refreshAllSlaDaily(app.db); } }),
];
