import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, MSG, ROLE_MSG, type RoleListQuery, type RoleName, type PermissionRead, type RoleRead, type RoleWrite } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, fieldError, forbidden, notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy } from '../../db/ordering.js';
import { actorOf, recordAudit } from '../audits/audits.record.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { permissions, rolePermissions, roles } from './roles.tables.js';
import { SUPERADMIN, assertMayGrant, describePermissions, findVisiblePermissions } from './roles.grants.js';
import { lockListOwner } from '../../db/locks.js';

type RoleRow = typeof roles.$inferSelect;

const CONTENT_TYPE = 'Rol';

async function permissionsByRole(db: Db, roleIds: number[]): Promise<Map<number, PermissionRead[]>> {
  const byRole = new Map<number, PermissionRead[]>();
  if (roleIds.length === 0) return byRole;
  const found = await db
    .select({ roleId: rolePermissions.roleId, id: permissions.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(asc(permissions.id));
  for (const row of found) {
    const list = byRole.get(row.roleId) ?? [];
    list.push({ id: row.id, name: row.name });
    byRole.set(row.roleId, list);
  }
  return byRole;
}

async function toRoleReads(db: Db, rows: RoleRow[]): Promise<RoleRead[]> {
  const byRole = await permissionsByRole(db, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, permissions: byRole.get(r.id) ?? [] }));
}

export async function listRoles(db: Db, query: RoleListQuery): Promise<{ count: number; results: RoleRead[] }> {
  const where = query.search ? containsFolded(sql`${roles.nombre}`, query.search) : undefined;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(roles).where(where);
  const page = await db.select().from(roles).where(where)
    .orderBy(...orderingBy(query.ordering, { nombre: foldedText(roles.nombre) }, roles.id, [asc(roles.id)]))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await toRoleReads(db, page) };
}

async function findRole(db: Db, id: number): Promise<RoleRow> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw notFound();
  return role;
}

export async function getRole(db: Db, id: number): Promise<RoleRead> {
  const [read] = await toRoleReads(db, [await findRole(db, id)]);
  return read!;
}

async function assertNameFree(db: Db, nombre: string, exceptId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.nombre}) = ${nombre.toLowerCase()}`, exceptId === undefined ? undefined : ne(roles.id, exceptId)));
  if (holder) throw taken('nombre', MSG.roleNameTaken);
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('nombre', MSG.roleNameTaken);
    throw error;
  }
}

export async function createRole(db: Db, actor: AuthUser, input: RoleWrite): Promise<RoleRead> {
  await assertNameFree(db, input.nombre);
  const id = await withUniqueName(() => db.transaction(async (tx) => {
    const [created] = await tx.insert(roles).values({ nombre: input.nombre }).returning({ id: roles.id });
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: created!.id, descripcion: `Se creó el rol ${input.nombre}`,
    });
    return created!.id;
  }));
  return getRole(db, id);
}

/** The roles the spec names: they are recognised by name and keep the permissions the spec gives them. */
const builtInPermissions = (nombre: string): readonly string[] | undefined =>
  nombre === SUPERADMIN ? undefined : DEFAULT_ROLE_PERMISSIONS[nombre as RoleName];

/** Nobody but a SuperAdmin changes or deletes a role holding permissions they do not hold themselves. */
async function assertMayChangeRole(db: Db, actor: AuthUser, roleId: number): Promise<string[]> {
  const held = ((await permissionsByRole(db, [roleId])).get(roleId) ?? []).map((p) => p.name);
  if (!actor.isSuperAdmin && held.some((name) => !actor.permissions.has(name))) throw forbidden(ROLE_MSG.holdsUnheldPermissions);
  return held;
}

/** The SuperAdmin role is recognised by its name, so renaming it would take every power away. */
export async function updateRole(db: Db, actor: AuthUser, id: number, input: RoleWrite): Promise<RoleRead> {
  const role = await findRole(db, id);
  if (role.nombre === SUPERADMIN && input.nombre !== SUPERADMIN) throw badRequest(ROLE_MSG.superAdminNotRenamable);
  if (builtInPermissions(role.nombre) && input.nombre !== role.nombre) throw badRequest(ROLE_MSG.builtInNotRenamable);
  await assertMayChangeRole(db, actor, id);
  await assertNameFree(db, input.nombre, id);
  await withUniqueName(() => db.transaction(async (tx) => {
    await tx.update(roles).set({ nombre: input.nombre }).where(eq(roles.id, id));
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, descripcion: `Se actualizó el rol ${role.nombre} a ${input.nombre}`,
    });
  }));
  return getRole(db, id);
}

/** Deleting a role takes it away from its users, who then wait for a new one. */
export async function deleteRole(db: Db, actor: AuthUser, id: number): Promise<void> {
  const role = await findRole(db, id);
  if (role.nombre === SUPERADMIN) throw badRequest(ROLE_MSG.superAdminNotDeletable);
  if (builtInPermissions(role.nombre)) throw badRequest(ROLE_MSG.builtInNotDeletable);
  await assertMayChangeRole(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el rol ${role.nombre}`,
    });
  });
}

/** Replaces the permissions of a role. */
export async function setRolePermissions(db: Db, actor: AuthUser, roleId: number, permissionIds: number[]): Promise<PermissionRead[]> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldError('roles', ROLE_MSG.unknownRole(roleId));
  const next = await findVisiblePermissions(db, permissionIds, 'permission');
  const previous = await assertMayChangeRole(db, actor, roleId);
  assertMayGrant(actor, previous, next);
  const missing = (builtInPermissions(role.nombre) ?? []).filter((name) => !next.some((p) => p.name === name));
  if (missing.length > 0) throw badRequest(ROLE_MSG.builtInKeepsPermissions(role.nombre, missing));
  await db.transaction(async (tx) => {
    await lockListOwner(tx, roles.id, roleId);
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (next.length > 0) await tx.insert(rolePermissions).values(next.map((p) => ({ roleId, permissionId: p.id })));
    await recordAudit(tx, actorOf(actor), {
      contentType: 'Permisos', action: 'Actualización', objectId: roleId,
      descripcion: `Se asignaron los permisos del rol ${role.nombre}: ${describePermissions(next)}`,
    });
  });
  return next;
}
