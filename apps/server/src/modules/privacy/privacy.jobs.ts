import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { defineJob } from '../../jobs/jobs.runner.js';
import { removeStoredFile, storedFilePath } from '../../files/stored-files.js';
import { applyFileRetention } from '../chat/chat.retention.js';
import type { FilesToDelete } from './privacy.service.js';

const relativePath = z.string().min(1).max(1000);
const filesPayload: z.ZodType<FilesToDelete> = z.object({ files: z.array(relativePath), folders: z.array(relativePath) });
const empty = z.object({});

declare module '../../jobs/jobs.runner.js' {
  interface JobPayloads {
    'privacy.files': FilesToDelete;
    'privacy.retention': z.infer<typeof empty>;
  }
}

/** Deletes a suppressed person's stored files and folders; what is already gone is not an error, so a retry finishes the rest. */
export async function deleteStoredFiles(uploadsDir: string, { files, folders }: FilesToDelete): Promise<void> {
  for (const file of files) await removeStoredFile(uploadsDir, file);
  for (const folder of folders) {
    const absolute = storedFilePath(uploadsDir, folder);
    if (absolute) await rm(absolute, { recursive: true, force: true });
  }
}

/**
 * Habeas data's background work: the files of a suppressed person, deleted after the suppression commits,
 * and the daily retention run (nothing when RETENCION_ARCHIVOS_DIAS is unset).
 */
export const privacyJobs = [
  defineJob({ kind: 'privacy.files', payload: filesPayload, run: (payload, { app }) => deleteStoredFiles(app.config.uploadsDir, payload) }),
  defineJob({
    kind: 'privacy.retention', payload: empty, everySeconds: 24 * 3600,
    run: async (_payload, { app }) => {
      const days = app.config.retentionDays;
      if (days === null) return;
      const deleted = await applyFileRetention(app.db, app.config.uploadsDir, days);
      if (deleted > 0) app.log.info({ deleted, days }, 'retención: archivos eliminados');
    },
  }),
];
