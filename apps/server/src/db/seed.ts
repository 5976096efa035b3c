import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS, MODULES, PERMISSIONS, ROLES, type RoleName,
} from '@atiende/shared';
import type { Db } from './client.js';
import { modulos, permissions, rolePermissions, roles, submodulos, userRoles, users } from './schema.js';
import { hashPassword } from '../modules/auth/auth.passwords.js';

/**
 * Inserts the roles, permissions and modules the product needs. Only what is missing is added, and a
 * default grant is made only when its role or permission is new, so an administrator's later changes
 * survive restarts.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const roleIds = new Map<string, { id: number; isNew: boolean }>();
    for (const nombre of ROLES) {
      const inserted = await tx.insert(roles).values({ nombre }).onConflictDoNothing().returning({ id: roles.id });
      const id = inserted[0]?.id ?? (await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, nombre)))[0]!.id;
      roleIds.set(nombre, { id, isNew: inserted.length > 0 });
    }
    for (const name of Object.values(PERMISSIONS)) {
      const inserted = await tx.insert(permissions).values({ name }).onConflictDoNothing().returning({ id: permissions.id });
      const permissionId = inserted[0]?.id ?? (await tx.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name)))[0]!.id;
      for (const [roleName, role] of roleIds) {
        const grants = DEFAULT_ROLE_PERMISSIONS[roleName as RoleName] as string[];
        if ((role.isNew || inserted.length > 0) && grants.includes(name)) {
          await tx.insert(rolePermissions).values({ roleId: role.id, permissionId }).onConflictDoNothing();
        }
      }
    }
    for (const [position, module] of MODULES.entries()) {
      await tx.insert(modulos).values({ name: module.name, position }).onConflictDoNothing();
      const [{ id }] = await tx.select({ id: modulos.id }).from(modulos).where(eq(modulos.name, module.name)) as [{ id: number }];
      for (const [subPosition, name] of module.submodules.entries()) {
        await tx.insert(submodulos).values({ moduloId: id, name, position: subPosition }).onConflictDoNothing();
      }
    }
  });
}

/** Creates the first SuperAdmin when the database has no user. Returns the generated password, if any. */
export async function ensureSuperAdmin(
  db: Db,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username, email: username, passwordHash, firstName: 'Super', lastName: 'Administrador' })
      .returning({ id: users.id });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, 'SuperAdmin'));
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  });
  return { created: true, generatedPassword };
}
