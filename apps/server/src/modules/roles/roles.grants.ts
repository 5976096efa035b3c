import { USER_MSG, type PermissionRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { fieldError, forbidden } from '../../errors.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { visiblePermissionsAmong } from './roles.queries.js';

/** The role that holds every power: it is recognised by this name. */
export const SUPERADMIN = 'SuperAdmin';

/** The visible permissions behind `ids`; an unknown id is a field error on `field`. */
export async function findVisiblePermissions(db: Db, ids: number[], field: string): Promise<PermissionRead[]> {
  const unique = [...new Set(ids)];
  const found = await visiblePermissionsAmong(db, unique);
  const missing = unique.find((id) => !found.some((p) => p.id === id));
  if (missing !== undefined) throw fieldError(field, USER_MSG.unknownPermission(missing));
  return found;
}

/** Only a SuperAdmin grants permissions they do not hold themselves. */
export function assertHoldsEvery(actor: AuthUser, granted: string[]): void {
  if (!actor.isSuperAdmin && granted.some((name) => !actor.permissions.has(name))) throw forbidden(USER_MSG.cannotGrantUnheld);
}

/** Granting permissions directly follows the same rule; removing is always allowed. */
export function assertMayGrant(actor: AuthUser, previous: string[], next: PermissionRead[]): void {
  assertHoldsEvery(actor, next.filter((p) => !previous.includes(p.name)).map((p) => p.name));
}

export const describePermissions = (list: PermissionRead[]) => list.map((p) => p.name).join(', ') || 'ninguno';
