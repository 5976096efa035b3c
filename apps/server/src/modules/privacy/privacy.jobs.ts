import { rm } from 'node:fs/promises';
import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { PRIVACY_MSG } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { defineJob } from '../../jobs/jobs.runner.js';
import { removeStoredFile, storedFilePath } from '../../files/stored-files.js';
import { chatMessages } from '../chat/chat.tables.js';
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

const RETENTION_BATCH = 500;

/**
 * The retention policy (`RETENCION_ARCHIVOS_DIAS`): chat media (received and sent) older than `days` is deleted
 * from disk, and its message says 'Archivo eliminado por política de retención' instead. A batch's files go
 * first and its rows after, so a run cut short leaves no file on disk that the database forgot; the next run
 * finishes. Returns how many files were deleted.
 */
export async function applyFileRetention(db: Db, uploadsDir: string, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 3600_000);
  let deleted = 0;
  for (;;) {
    const batch = await db.select({ id: chatMessages.id, path: chatMessages.filePath }).from(chatMessages)
      .where(and(isNotNull(chatMessages.filePath), lt(chatMessages.createdAt, before)))
      .orderBy(asc(chatMessages.id)).limit(RETENTION_BATCH);
    if (batch.length === 0) return deleted;
    for (const message of batch) await removeStoredFile(uploadsDir, message.path!);
    await db.update(chatMessages).set({ filePath: null, statusReason: PRIVACY_MSG.fileRetention })
      .where(inArray(chatMessages.id, batch.map((m) => m.id)));
    deleted += batch.length;
    if (batch.length < RETENTION_BATCH) return deleted;
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
