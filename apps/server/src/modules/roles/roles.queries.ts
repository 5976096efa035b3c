import { and, asc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { PermissionRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, roles } from './roles.tables.js';

/** The roles among `ids` (unknown ids left out), by id. */
export async function rolesAmong(db: Db, ids: readonly number[]): Promise<{ id: number; nombre: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: roles.id, nombre: roles.nombre }).from(roles).where(inArray(roles.id, wanted)).orderBy(asc(roles.id));
}

/** A scalar subquery: the name of role `roleId`, for another module's select (one statement). */
export function roleNameSql(roleId: Column): SQL<string> {
  return sql<string>`(select r.nombre from ${roles} r where r.id = ${roleId})`;
}

/** Condition that `roleId` is one of the roles named `names`, for another module's where (one statement). */
export function isRoleNamedSql(roleId: Column, names: readonly string[]): SQL {
  return sql`${roleId} in (select r.id from ${roles} r where ${inArray(sql`r.nombre`, [...names])})`;
}

/**
 * A scalar subquery: the names of the roles among `roleIds` (a select of role ids, such as a user's), by role id, as a
 * text array; null when there is none. For the access check's one statement.
 */
export function roleNamesSql(roleIds: SQL): SQL<string[] | null> {
  return sql<string[] | null>`(select array_agg(r.nombre order by r.id) from ${roles} r where r.id in (${roleIds}))`;
}

/**
 * A scalar subquery: the names of the permissions the roles among `roleIds` carry and of those among `permissionIds`
 * (selects of ids: a user's roles and the permissions they hold directly), each once, as a text array; null when
 * there is none. For the access check's one statement.
 */
export function permissionNamesSql(roleIds: SQL, permissionIds: SQL): SQL<string[] | null> {
  return sql<string[] | null>`(select array_agg(distinct p.name) from ${permissions} p
      where p.id in (select rp.permission_id from ${rolePermissions} rp where rp.role_id in (${roleIds}) union (${permissionIds})))`;
}

/** A scalar subquery: the name of permission `permissionId`, for another module's select (one statement). */
export function permissionNameSql(permissionId: Column): SQL<string> {
  return sql<string>`(select p.name from ${permissions} p where p.id = ${permissionId})`;
}

/** The names of the permissions the roles among `roleIds` carry, each once. */
export async function permissionNamesOfRoles(db: Db, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const found = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  return found.map((p) => p.name);
}

/** The permissions an administrator may grant (the visible ones), by id. */
export async function visiblePermissions(db: Db): Promise<PermissionRead[]> {
  return db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(eq(permissions.visible, true)).orderBy(asc(permissions.id));
}

/** The visible permissions among `ids` (unknown and hidden ones left out), by id. */
export async function visiblePermissionsAmong(db: Db, ids: readonly number[]): Promise<PermissionRead[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(and(inArray(permissions.id, wanted), eq(permissions.visible, true)))
    .orderBy(asc(permissions.id));
}
