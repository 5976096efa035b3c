import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { runScheduledBackup } from './backups.service.js';

const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'backups.daily': z.infer<typeof empty>;
  }
}

const DAY_SECONDS = 24 * 60 * 60;
/** 03:00 in Bogotá (UTC−5, no daylight saving) is 08:00 UTC: the quiet hours of a contact centre. */
const AT_08_UTC = 8 * 60 * 60;

/** The daily archive into BACKUP_DIR, keeping the BACKUP_KEEP newest (off with BACKUP_KEEP=0). */
export const backupsJobs = [
  defineJob({ kind: 'backups.daily', payload: empty, everySeconds: DAY_SECONDS, offsetSeconds: AT_08_UTC, run: (_payload, { app }) => runScheduledBackup(app) }),
];
