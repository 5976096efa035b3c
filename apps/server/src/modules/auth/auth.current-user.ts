import type { Db } from '../../db/client.js';
import { signedInUserRow } from '../users/users.queries.js';

export interface AuthUser {
  id: number;
  username: string;
  fullName: string;
  sessionId: number;
  roles: string[];
  permissions: Set<string>;
  isSuperAdmin: boolean;
  /** Names of the modules switched on, read with the user so an access check costs no extra query. */
  activeModules: Set<string>;
}

/** The signed-in user behind a token, or null when the user was deleted or the session closed. */
export async function loadAuthUser(db: Db, userId: number, sessionId: number): Promise<AuthUser | null> {
  const row = await signedInUserRow(db, userId, sessionId);
  if (!row) return null;
  const roles = row.roles ?? [];
  return {
    id: row.id,
    username: row.username,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    sessionId,
    roles,
    permissions: new Set(row.permissions ?? []),
    isSuperAdmin: roles.includes('SuperAdmin'),
    activeModules: new Set(row.modules ?? []),
  };
}
