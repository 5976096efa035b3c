import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { sessionHistory } from '../sessions/sessions.tables.js';
import { users } from '../users/users.tables.js';

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

/** The access check of every request: the user of an open session with roles, permissions and the modules on. */
const signedInUser = preparedOn((db) => db
  .select({
    id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName,
    roles: sql<string[] | null>`(select array_agg(r.nombre order by r.id) from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = ${users.id})`,
    permissions: sql<string[] | null>`(select array_agg(distinct p.name) from permissions p
      where p.id in (select rp.permission_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id
                     where ur.user_id = ${users.id}
                     union select up.permission_id from user_permissions up where up.user_id = ${users.id}))`,
    modules: sql<string[] | null>`(select array_agg(m.name) from modulos m where m.active)`,
  })
  .from(users)
  .innerJoin(sessionHistory, and(
    eq(sessionHistory.id, sql.placeholder('sessionId')), eq(sessionHistory.userId, users.id),
    isNull(sessionHistory.revokedAt), isNull(sessionHistory.logoutTime),
  ))
  .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
  .prepare('access_check'));

/** The signed-in user behind a token, or null when the user was deleted or the session closed. */
export async function loadAuthUser(db: Db, userId: number, sessionId: number): Promise<AuthUser | null> {
  const [row] = await signedInUser(db).execute({ userId, sessionId });
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
