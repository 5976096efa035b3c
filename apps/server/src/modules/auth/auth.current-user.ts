import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

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
  const [row] = await rows<{
    id: number; username: string; first_name: string; last_name: string; roles: string[] | null; permissions: string[] | null;
    modules: string[] | null;
  }>(db, sql`
    select u.id, u.username, u.first_name, u.last_name,
      (select array_agg(r.nombre order by r.id) from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id) as roles,
      (select array_agg(distinct p.name) from permissions p
        where p.id in (select rp.permission_id from role_permissions rp join user_roles ur on ur.role_id = rp.role_id
                       where ur.user_id = u.id
                       union select up.permission_id from user_permissions up where up.user_id = u.id)) as permissions,
      (select array_agg(m.name) from modulos m where m.active) as modules
    from users u
    join session_history s on s.id = ${sessionId} and s.user_id = u.id and s.revoked_at is null and s.logout_time is null
    where u.id = ${userId} and u.deleted_at is null`);
  if (!row) return null;
  const roles = row.roles ?? [];
  return {
    id: row.id,
    username: row.username,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    sessionId,
    roles,
    permissions: new Set(row.permissions ?? []),
    isSuperAdmin: roles.includes('SuperAdmin'),
    activeModules: new Set(row.modules ?? []),
  };
}

