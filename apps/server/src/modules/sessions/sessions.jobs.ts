import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { expirePresence } from './sessions.service.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'sessions.presence': z.infer<typeof empty>;
  }
}

export const sessionsJobs = [
  /** Users whose pages stopped saying they are open (browser closed) show DESCONECTADO. */
  defineJob({
    kind: 'sessions.presence', payload: empty, everySeconds: 30,
    run: async (_payload, { app }) => { await expirePresence(app.db, app.config.presenceTimeoutSeconds); },
  }),
];
