import { Detail, FieldErrors, z } from '@atiende/shared';

/** The error answers every API route may give: field errors or a detail, sign-in, permission, not found. */
export const errors = { 400: z.union([Detail, FieldErrors]), 401: Detail, 403: Detail, 404: Detail };

/** The body of a 204 answer. */
export const noContent = z.undefined().describe('Sin contenido');
