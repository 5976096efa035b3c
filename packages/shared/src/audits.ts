import { z } from './zod-spanish.js';
import { MAX_DB_ID, sortedPageQuery } from './common.js';
import { optionalDay } from './sessions.js';

/** The audit history: `ordering` by date, type or user (newest first without it, read by keyset then). */
export const AUDIT_ORDERING = ['created_date', 'content_type', 'user'] as const;
export const AuditQuery = sortedPageQuery(AUDIT_ORDERING).extend({
  after: z.coerce.number().int().min(1).max(MAX_DB_ID).optional(),
  fecha_inicio: optionalDay(),
  fecha_fin: optionalDay(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  created_date: z.string(),
  content_type: z.string(),
  tipo_gestion: z.string(),
  estado: z.string(),
  descripcion: z.string(),
  /** Username of whoever made the change ('Sistema' for the server itself). */
  user: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The outcome an audit entry records. */
export const AUDIT_ESTADOS = ['Exitoso', 'Fallido'] as const;
