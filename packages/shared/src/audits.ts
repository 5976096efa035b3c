import { z } from './zod-spanish.js';
import { KeysetPageQuery } from './common.js';
import { optionalDay } from './sessions.js';

export const AuditQuery = KeysetPageQuery.extend({
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
