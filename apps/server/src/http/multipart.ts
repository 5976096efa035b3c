import type { MultipartFile } from '@fastify/multipart';
import { MSG } from '@atiende/shared';
import { AppError, badRequest } from '../errors.js';

/**
 * Reading a multipart body fails with a status of its own when a limit is passed (413); any other
 * failure comes from a malformed body and is the client's error.
 */
export async function wellFormed<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(MSG.brokenUpload, 'malformed');
  }
}

/** A file over its upload's size limit: 413 with the upload's own Spanish detail, or the general one. */
export const fileTooLarge = (detail: string = MSG.bodyTooLarge) => new AppError(413, detail, undefined, 'too_large');

/** Whether an error raised while reading or streaming a part is its size limit. */
export const isFileTooLargeError = (error: unknown) => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Refuses a file that busboy cut at the size limit. It stops reading there and marks the stream truncated;
 * @fastify/multipart's toBuffer() only raises when it sees the mark between two chunks, which it misses when
 * the limit falls on a chunk boundary (a 20 MB picture was stored as its first 5 MB). Call it once the file
 * has been read or streamed to its end.
 */
export function assertWholeFile(part: MultipartFile, detail?: string): void {
  if (part.file.truncated) throw fileTooLarge(detail);
}

/** The whole file of a multipart part, in memory; a file over the part's size limit is refused with 413. */
export async function wholeFile(part: MultipartFile, detail?: string): Promise<Buffer> {
  try {
    const bytes = await wellFormed(part.toBuffer());
    assertWholeFile(part, detail);
    return bytes;
  } catch (error) {
    if (isFileTooLargeError(error)) throw fileTooLarge(detail);
    throw error;
  }
}

