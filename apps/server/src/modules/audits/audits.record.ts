import type { Db } from '../../db/client.js';
import { audits } from './audits.tables.js';

export type AuditAction = 'Creación' | 'Actualización' | 'Eliminación';

export interface AuditActor {
  id: number;
  username: string;
}

/** Who an audit entry names: the user's id and username, nothing else. */
export const actorOf = (user: AuditActor): AuditActor => ({ id: user.id, username: user.username });

/**
 * Records one change. Call it with the transaction that makes the change, so that the entry exists
 * exactly when the change does.
 */
export async function recordAudit(
  tx: Db,
  actor: AuditActor | null,
  entry: { contentType: string; action: AuditAction; descripcion: string; objectId?: number; estado?: string },
): Promise<void> {
  await tx.insert(audits).values({
    contentType: entry.contentType,
    tipoGestion: entry.action,
    estado: entry.estado ?? 'Exitoso',
    descripcion: entry.descripcion,
    objectId: entry.objectId ?? null,
    userId: actor?.id ?? null,
    username: actor?.username ?? 'Sistema',
  });
}
