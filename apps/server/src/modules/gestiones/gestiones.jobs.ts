import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { expireGestiones } from './gestiones.service.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'gestiones.expire': z.infer<typeof empty>;
  }
}

export const gestionesJobs = [
  /** Open gestiones past their campaign's closing time become VENCIDO (the service tells the dashboards). */
  defineJob({ kind: 'gestiones.expire', payload: empty, everySeconds: 60, run: async (_payload, { app }) => { await expireGestiones(app.db); } }),
];
