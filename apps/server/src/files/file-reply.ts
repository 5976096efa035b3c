import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** A file kept under DATA_DIR/uploads, ready to be sent. */
export interface StoredFile {
  absolute: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** Streams a stored file so the browser can never run it as part of the app (nosniff, sandbox). */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, disposition: string) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, max-age=3600')
    .send(createReadStream(file.absolute));
}
