import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { runContactsImport } from './imports.run.js';

const importPayload = z.object({ importJobId: z.number().int().positive() });

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'contacts.import': z.infer<typeof importPayload>;
  }
}

export const importsJobs = [
  defineJob({ kind: 'contacts.import', payload: importPayload, run: (payload, { app, options }) => runContactsImport(app, payload.importJobId, options) }),
];
