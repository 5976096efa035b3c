import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import { PRIVACY_MSG } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { removeStoredFile } from '../../files/stored-files.js';
import { chatMessages } from './chat.tables.js';

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
