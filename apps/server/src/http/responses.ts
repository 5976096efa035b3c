import { Detail, FieldErrors, z } from '@atiende/shared';

/** The error answers every API route may give: field errors or a detail, sign-in, permission, not found. */
export const errors = { 400: z.union([Detail, FieldErrors]), 401: Detail, 403: Detail, 404: Detail };

/** The error answers of a route that takes an upload: the common ones and 413 for a file over its limit. */
export const uploadErrors = { ...errors, 413: Detail };

/** The body of a 204 answer. */
export const noContent = z.undefined().describe('Sin contenido');
