import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Me } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { roles, userRoles, users } from '../users/users.tables.js';
import { modulos, submodulos } from '../modulos/modulos.tables.js';
import { sessionHistory } from '../sessions/sessions.tables.js';
import type { AuthUser } from './auth.current-user.js';

/** Active modules with their active submodules: what the sidebar may show. */
export async function activeModules(db: Db): Promise<Me['modules']> {
  const mods = await db.select().from(modulos).where(eq(modulos.active, true)).orderBy(asc(modulos.position));
  const subs = await db.select().from(submodulos).where(eq(submodulos.active, true)).orderBy(asc(submodulos.position));
  return mods.map((m) => ({
    id: m.id,
    name: m.name,
    submodulos: subs.filter((s) => s.moduloId === m.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

export async function sessionClock(db: Db, sessionId: number): Promise<Me['session']> {
  const [clock] = await rows<{ login_time: string | null; pause_started_at: string | null; paused_seconds: number; server_time: string }>(db, sql`
    select s.login_time::text as login_time,
      (select p.start_time::text from session_pauses p where p.session_id = s.id and p.end_time is null
        order by p.start_time desc limit 1) as pause_started_at,
      coalesce((select sum(extract(epoch from (p.end_time - p.start_time)))::int from session_pauses p
        where p.session_id = s.id and p.end_time is not null), 0) as paused_seconds,
      now()::text as server_time
    from session_history s where s.id = ${sessionId}`);
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return {
    login_time: iso(clock?.login_time ?? null),
    pause_started_at: iso(clock?.pause_started_at ?? null),
    paused_seconds: clock?.paused_seconds ?? 0,
    server_time: iso(clock?.server_time ?? null) ?? new Date().toISOString(),
  };
}

export async function readMe(db: Db, authUser: AuthUser): Promise<Me> {
  const [user] = await db.select().from(users).where(and(eq(users.id, authUser.id), isNull(users.deletedAt)));
  if (!user) throw notFound();
  const userRoleRows = await db
    .select({ id: roles.id, nombre: roles.nombre })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id))
    .orderBy(asc(roles.id));
  const [session] = await db.select({ id: sessionHistory.id }).from(sessionHistory).where(eq(sessionHistory.id, authUser.sessionId));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    get_full_name: `${user.firstName} ${user.lastName}`.trim(),
    groups: userRoleRows.map((r) => r.nombre),
    roles: userRoleRows,
    user_permissions: authUser.isSuperAdmin ? [...authUser.permissions].sort() : [...authUser.permissions].sort(),
    status: user.status as Me['status'],
    image: user.image,
    contactType: user.contactType as Me['contactType'],
    documentType: user.documentType as Me['documentType'],
    documentNumber: user.documentNumber,
    gender: user.gender,
    birth_date: user.birthDate,
    city: user.city,
    modules: await activeModules(db),
    session: await sessionClock(db, session!.id),
  };
}
