import { codeForStatus, MSG, type ErrorCode } from '@atiende/shared';

/**
 * The one error type of the application: an HTTP status with a Spanish message or field errors, and
 * a stable code the client can react to (sent in the `x-error-code` header).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? (fields ? 'validation' : codeForStatus(statusCode));
  }
  body(): Record<string, unknown> {
    return this.fields ?? { detail: this.message };
  }
}

export const badRequest = (detail: string, code: ErrorCode = 'invalid_request') => new AppError(400, detail, undefined, code);
export const fieldError = (field: string, message: string, code: ErrorCode = 'validation') =>
  new AppError(400, message, { [field]: [message] }, code);
export const fieldErrors = (fields: Record<string, string[]>) =>
  new AppError(400, MSG.invalidInput, fields);
/** A value that must be unique is taken: the same field error, told apart by its code. */
export const taken = (field: string, message: string) => fieldError(field, message, 'duplicate');
export const unauthorized = (detail: string = MSG.notAuthenticated) => new AppError(401, detail);
export const forbidden = (detail: string = MSG.forbidden, code: ErrorCode = 'forbidden') => new AppError(403, detail, undefined, code);
export const notFound = (detail: string = MSG.notFound) => new AppError(404, detail);
