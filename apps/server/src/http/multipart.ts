import { DOCUMENT_MSG } from '@atiende/shared';
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
    throw badRequest(DOCUMENT_MSG.malformedUpload);
  }
}
