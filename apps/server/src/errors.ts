import { MSG } from '@atiende/shared';

/** The one error type of the application: an HTTP status with a Spanish message or field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
  body(): Record<string, unknown> {
    return this.fields ?? { detail: this.message };
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, { [field]: [message] });
export const fieldErrors = (fields: Record<string, string[]>) =>
  new AppError(400, MSG.invalidInput, fields);
export const unauthorized = (detail: string = MSG.notAuthenticated) => new AppError(401, detail);
export const forbidden = (detail: string = MSG.forbidden) => new AppError(403, detail);
export const notFound = (detail: string = MSG.notFound) => new AppError(404, detail);
