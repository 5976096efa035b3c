import type { Db } from '../../db/client.js';
import { audits } from './audits.tables.js';

export type AuditAction = 'Creación' | 'Actualización' | 'Eliminación' | 'Exportación' | 'Supresión';

export interface AuditActor {
  id: number;
  username: string;
}

/** Who an audit entry names: the user's id and username, nothing else. */
export const actorOf = (user: AuditActor): AuditActor => ({ id: user.id, username: user.username });

/** An audit description keeps at most this many characters; a longer one ends in '…'. */
export const AUDIT_DESCRIPTION_MAX = 500;

/** Caps a description (names and lists can be long) at AUDIT_DESCRIPTION_MAX characters, ellipsis included. */
export function capDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length <= AUDIT_DESCRIPTION_MAX ? text : `${chars.slice(0, AUDIT_DESCRIPTION_MAX - 1).join('').trimEnd()}…`;
}

export interface AuditEntry {
  contentType: string;
  action: AuditAction;
  descripcion: string;
  objectId?: number;
  estado?: string;
  /** The contact the change is about, for the contact's activity timeline. */
  contactId?: number;
}

const auditRow = (actor: AuditActor | null, entry: AuditEntry): typeof audits.$inferInsert => ({
  contentType: entry.contentType,
  tipoGestion: entry.action,
  estado: entry.estado ?? 'Exitoso',
  descripcion: capDescription(entry.descripcion),
  objectId: entry.objectId ?? null,
  userId: actor?.id ?? null,
  username: actor?.username ?? 'Sistema',
  contactId: entry.contactId ?? null,
});

/**
 * Records one change. Call it with the transaction that makes the change, so that the entry exists
 * exactly when the change does. `contactId` puts the entry on that contact's activity timeline.
 */
export async function recordAudit(tx: Db, actor: AuditActor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(audits).values(auditRow(actor, entry));
}

/** Rows per insert statement, well under the bind parameters one statement may carry. */
const AUDIT_BATCH = 1_000;

/** Records one entry per changed object of a bulk change, in the transaction that makes it. */
export async function recordAudits(tx: Db, actor: AuditActor | null, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    await tx.insert(audits).values(entries.slice(start, start + AUDIT_BATCH).map((entry) => auditRow(actor, entry)));
  }
}
