import type { Me } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { activeModules } from '../modulos/modulos.queries.js';
import { sessionClock } from '../sessions/sessions.queries.js';
import { userWithRoles } from '../users/users.queries.js';
import type { AuthUser } from './auth.current-user.js';

export async function readMe(db: Db, authUser: AuthUser): Promise<Me> {
  const found = await userWithRoles(db, authUser.id);
  if (!found) throw notFound();
  const { user, roles: userRoleRows } = found;
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
    session: await sessionClock(db, authUser.sessionId),
  };
}
