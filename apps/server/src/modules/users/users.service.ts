import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, exists, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import {
  MSG, PERMISSIONS, ROLE_MSG, USER_MSG, USER_ORDERING, weakPasswordReason, type PasswordChange, type UserListQuery, type PendingUser,
  type UserCreate, type UserListItem, type UserRead, type UserRegister, type UserUpdate,
} from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { AppError, badRequest, fieldError, forbidden, notFound, taken } from '../../errors.js';
import { containsFolded } from '../../db/search.js';
import { foldedText, orderingBy, type SortKeys } from '../../db/ordering.js';
import { isUniqueViolation } from '../../db/errors.js';
import { actorOf, recordAudit } from '../audits/audits.record.js';
import type { AuthUser } from '../auth/auth.current-user.js';
import { closeSession, forgetFailedSignIns } from '../auth/auth.service.js';
import { hashPassword, verifyPassword } from '../auth/auth.passwords.js';
import { openSessionIds } from '../sessions/sessions.queries.js';
import { SUPERADMIN, assertHoldsEvery, assertMayGrant, describePermissions, findVisiblePermissions } from '../roles/roles.grants.js';
import { isRoleNamedSql, permissionNameSql, permissionNamesOfRoles, rolesAmong } from '../roles/roles.queries.js';
import { rolesOfUsers, type RoleRef } from './users.queries.js';
import { userPermissions, userRoles, users, userSearchText } from './users.tables.js';
import { lockListOwner } from '../../db/locks.js';
import { liveCampaignIdsOfUsers, setCampaignsOfUser } from '../campaigns/campaigns.members.js';
import { liveCampaignsAmong } from '../campaigns/campaigns.queries.js';

type UserRow = typeof users.$inferSelect;
type PermissionPair = [string, number];

const CONTENT_TYPE = 'Usuario';
const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

function groupByUser<R extends { userId: number }, T>(found: R[], toItem: (row: R) => T): Map<number, T[]> {
  const byUser = new Map<number, T[]>();
  for (const row of found) {
    const list = byUser.get(row.userId) ?? [];
    list.push(toItem(row));
    byUser.set(row.userId, list);
  }
  return byUser;
}

async function directPermissionsByUser(db: Db, userIds: number[]): Promise<Map<number, PermissionPair[]>> {
  if (userIds.length === 0) return new Map();
  const found = await db
    .select({ userId: userPermissions.userId, id: userPermissions.permissionId, name: permissionNameSql(userPermissions.permissionId) })
    .from(userPermissions)
    .where(inArray(userPermissions.userId, userIds))
    .orderBy(asc(userPermissions.permissionId));
  return groupByUser(found, (row) => [row.name, row.id] as PermissionPair);
}

function toUserRead(user: UserRow, userRoleList: RoleRef[], directPermissions: PermissionPair[], campaignIds: number[]): UserRead {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    get_full_name: fullName(user),
    rol: userRoleList[0]?.nombre ?? '',
    roles: userRoleList,
    groups: userRoleList.map((r) => r.nombre),
    user_permission: directPermissions,
    documentType: user.documentType as UserRead['documentType'],
    documentNumber: user.documentNumber,
    contactType: user.contactType as UserRead['contactType'],
    gender: user.gender,
    birth_date: user.birthDate,
    city: user.city,
    status: user.status as UserRead['status'],
    image: user.image,
    self_registered: user.selfRegistered,
    campaign: campaignIds,
    extension: user.extension,
  };
}

async function toUserReads(db: Db, rows: UserRow[]): Promise<UserRead[]> {
  const ids = rows.map((u) => u.id);
  const [roleMap, permissionMap, campaignMap] = await Promise.all([
    rolesOfUsers(db, ids), directPermissionsByUser(db, ids), liveCampaignIdsOfUsers(db, ids),
  ]);
  return rows.map((u) => toUserRead(u, roleMap.get(u.id) ?? [], permissionMap.get(u.id) ?? [], campaignMap.get(u.id) ?? []));
}

const userSortKeys: SortKeys<(typeof USER_ORDERING)[number]> = {
  first_name: foldedText(users.firstName), last_name: foldedText(users.lastName), username: foldedText(users.username),
};

export async function listUsers(db: Db, query: UserListQuery): Promise<{ count: number; results: UserRead[] }> {
  const where = and(
    isNull(users.deletedAt),
    query.search
      ? containsFolded(userSearchText(users), query.search)
      : undefined,
  );
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
  const page = await db.select().from(users).where(where).orderBy(...orderingBy(query.ordering, userSortKeys, users.id, [asc(users.id)]))
    .limit(query.limit).offset(query.offset);
  return { count: total?.count ?? 0, results: await toUserReads(db, page) };
}

/** Staff for pickers and chats: accounts waiting for approval (no role yet) are not offered. */
export async function fullUserList(db: Db): Promise<UserListItem[]> {
  const found = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, status: users.status })
    .from(users)
    .where(and(
      isNull(users.deletedAt),
      exists(db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id))),
    ))
    .orderBy(asc(users.id));
  return found.map((u) => ({ id: u.id, username: u.username, get_full_name: fullName(u), status: u.status as UserListItem['status'] }));
}

async function findActiveUser(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw notFound();
  return user;
}

export async function getUser(db: Db, id: number): Promise<UserRead> {
  const [read] = await toUserReads(db, [await findActiveUser(db, id)]);
  return read!;
}

/** The PBX extension of a user, null when none is set. */
export async function userExtension(db: Db, id: number): Promise<string | null> {
  const [user] = await db.select({ extension: users.extension }).from(users).where(eq(users.id, id));
  return user?.extension ?? null;
}

async function assertUsernameFree(db: Db, username: string, exceptId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(
      sql`lower(${users.username}) = ${username.toLowerCase()}`,
      isNull(users.deletedAt),
      exceptId === undefined ? undefined : ne(users.id, exceptId),
    ));
  if (holder) throw taken('username', MSG.usernameTaken);
}

/** Runs a write that may hit the unique username index, reporting a race like a normal duplicate. */
async function withUniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken('username', MSG.usernameTaken);
    throw error;
  }
}

async function findRoles(db: Db, ids: number[]): Promise<RoleRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await rolesAmong(db, unique);
  const missing = unique.find((id) => !found.some((r) => r.id === id));
  if (missing !== undefined) throw fieldError('roles', ROLE_MSG.unknownRole(missing));
  return found;
}

const hasSuperAdminRole = (list: RoleRef[]) => list.some((r) => r.nombre === SUPERADMIN);

async function anotherSuperAdminExists(db: Db, exceptUserId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isRoleNamedSql(userRoles.roleId, [SUPERADMIN]), isNull(users.deletedAt), ne(users.id, exceptUserId)))
    .limit(1);
  return other !== undefined;
}

async function replaceRoles(tx: Db, userId: number, roleIds: number[]): Promise<void> {
  await lockListOwner(tx, users.id, userId);
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** The campaigns behind `ids` (live ones); an unknown id is a field error under `campaign`. */
async function findCampaigns(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  const unique = [...new Set(ids)];
  const found = await liveCampaignsAmong(db, unique);
  const missing = unique.find((id) => !found.some((c) => c.id === id));
  if (missing !== undefined) throw fieldError('campaign', USER_MSG.unknownCampaign(missing));
  return found;
}

/** Choosing a user's campaigns changes who works them: it needs the right to manage campaigns. */
function assertMayAssignCampaigns(actor: AuthUser): void {
  if (!actor.isSuperAdmin && !actor.permissions.has(PERMISSIONS.campaignsManage)) throw forbidden(USER_MSG.campaignsForbidden);
}

/** Replaces the campaigns a user works (the user row is locked first, as for roles). */
async function replaceCampaigns(tx: Db, userId: number, campaignIds: number[]): Promise<void> {
  await lockListOwner(tx, users.id, userId);
  await setCampaignsOfUser(tx, userId, campaignIds);
}

const describeCampaigns = (list: { name: string }[]) => list.map((c) => c.name).join(', ') || 'ninguna';

async function insertUser(
  tx: Db,
  input: Pick<UserCreate, 'username' | 'first_name' | 'last_name' | 'documentType' | 'documentNumber'>,
  passwordHash: string,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number }> {
  const [created] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.username,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      documentType: input.documentType,
      documentNumber: input.documentNumber,
      ...extra,
    })
    .returning({ id: users.id });
  return created!;
}

/** Inserts a user without roles (a contact's login), in the caller's transaction; answers its id. */
export async function insertRolelessUser(tx: Db, values: Omit<typeof users.$inferInsert, 'id'>): Promise<number> {
  const [created] = await tx.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}

export async function createUser(db: Db, actor: AuthUser, input: UserCreate): Promise<UserRead> {
  await assertUsernameFree(db, input.username);
  const assigned = await findRoles(db, input.roles ?? []);
  await assertMayGiveRoles(db, actor, [], assigned);
  const chosenCampaigns = await findCampaigns(db, input.campaign ?? []);
  if (chosenCampaigns.length > 0) assertMayAssignCampaigns(actor);
  const passwordHash = await hashPassword(input.password);
  const id = await withUniqueUsername(() => db.transaction(async (tx) => {
    const created = await insertUser(tx, input, passwordHash);
    await replaceRoles(tx, created!.id, assigned.map((r) => r.id));
    if (chosenCampaigns.length > 0) await replaceCampaigns(tx, created!.id, chosenCampaigns.map((c) => c.id));
    const inCampaigns = chosenCampaigns.length > 0 ? `; campañas: ${describeCampaigns(chosenCampaigns)}` : '';
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: created!.id, descripcion: `Se creó el usuario ${input.username}${inCampaigns}`,
    });
    return created!.id;
  }));
  return getUser(db, id);
}

/**
 * Giving a role gives its permissions: nobody but a SuperAdmin gives the SuperAdmin role or a role carrying a
 * permission they do not hold. Applies to creating a user (no current roles) and to changing their roles.
 */
async function assertMayGiveRoles(db: Db, actor: AuthUser, currentRoles: RoleRef[], newRoles: RoleRef[]): Promise<void> {
  if (actor.isSuperAdmin) return;
  const added = newRoles.filter((r) => !currentRoles.some((c) => c.id === r.id));
  if (hasSuperAdminRole(added)) throw forbidden(USER_MSG.superAdminOnly);
  assertHoldsEvery(actor, await permissionNamesOfRoles(db, added.map((r) => r.id)));
}

async function assertRoleChangeAllowed(db: Db, actor: AuthUser, target: UserRow, currentRoles: RoleRef[], newRoles: RoleRef[]) {
  const hadSuperAdmin = hasSuperAdminRole(currentRoles);
  if (hadSuperAdmin && !hasSuperAdminRole(newRoles)) {
    if (!actor.isSuperAdmin) throw forbidden(USER_MSG.superAdminOnly);
    if (!(await anotherSuperAdminExists(db, target.id))) throw badRequest(USER_MSG.lastSuperAdmin);
  }
  await assertMayGiveRoles(db, actor, currentRoles, newRoles);
}

function describeUpdate(username: string, newRoles: RoleRef[] | undefined): string {
  const base = `Se actualizó el usuario ${username}`;
  if (!newRoles) return base;
  return `${base}; roles: ${newRoles.map((r) => r.nombre).join(', ') || 'ninguno'}`;
}

export async function updateUser(db: Db, actor: AuthUser, id: number, input: UserUpdate): Promise<UserRead> {
  const target = await findActiveUser(db, id);
  const currentRoles = (await rolesOfUsers(db, [id])).get(id) ?? [];
  if (hasSuperAdminRole(currentRoles) && !actor.isSuperAdmin && actor.id !== id) throw forbidden(USER_MSG.superAdminOnly);
  if (input.username !== undefined) await assertUsernameFree(db, input.username, id);
  const newRoles = input.roles === undefined ? undefined : await findRoles(db, input.roles);
  if (newRoles) await assertRoleChangeAllowed(db, actor, target, currentRoles, newRoles);
  const newCampaigns = input.campaign === undefined ? undefined : await findCampaigns(db, input.campaign);
  const currentCampaigns = (await liveCampaignIdsOfUsers(db, [id])).get(id) ?? [];
  const campaignsChange = newCampaigns !== undefined
    && (newCampaigns.length !== currentCampaigns.length || newCampaigns.some((c) => !currentCampaigns.includes(c.id)));
  if (campaignsChange) assertMayAssignCampaigns(actor);

  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.username !== undefined) changes.username = input.username;
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.email !== undefined) changes.email = input.email ?? '';
  if (input.contactType !== undefined) changes.contactType = input.contactType;
  if (input.documentType !== undefined) changes.documentType = input.documentType;
  if (input.documentNumber !== undefined) changes.documentNumber = input.documentNumber;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.birth_date !== undefined) changes.birthDate = input.birth_date;
  if (input.city !== undefined) changes.city = input.city;
  if (input.extension !== undefined) changes.extension = input.extension;

  await withUniqueUsername(() => db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, id));
    if (newRoles) await replaceRoles(tx, id, newRoles.map((r) => r.id));
    if (campaignsChange) await replaceCampaigns(tx, id, newCampaigns!.map((c) => c.id));
    const inCampaigns = campaignsChange ? `; campañas: ${describeCampaigns(newCampaigns!)}` : '';
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id,
      descripcion: `${describeUpdate(changes.username ?? target.username, newRoles)}${inCampaigns}`,
    });
  }));
  return getUser(db, id);
}

/** Soft delete: the row stays for history and audits, every open session of the user ends at once. */
export async function deleteUser(db: Db, actor: AuthUser, id: number): Promise<void> {
  if (id === actor.id) throw badRequest(USER_MSG.cannotDeleteSelf);
  const target = await findActiveUser(db, id);
  const targetRoles = (await rolesOfUsers(db, [id])).get(id) ?? [];
  if (hasSuperAdminRole(targetRoles)) {
    if (!actor.isSuperAdmin) throw forbidden(USER_MSG.superAdminOnly);
    if (!(await anotherSuperAdminExists(db, id))) throw badRequest(USER_MSG.lastSuperAdmin);
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    for (const sessionId of await openSessionIds(tx, id)) await closeSession(tx, sessionId, 'revoked');
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Eliminación', objectId: id, descripcion: `Se eliminó el usuario ${target.username}`,
    });
  });
}

/** Changes one's own password; the user's other sessions end, the current one stays open. */
export async function changePassword(db: Db, actor: AuthUser, id: number, input: PasswordChange): Promise<void> {
  if (id !== actor.id) throw forbidden(USER_MSG.onlyOwnPassword);
  const user = await findActiveUser(db, id);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fieldError('current_password', MSG.wrongCurrentPassword);
  }
  const weak = weakPasswordReason(input.password, user.username);
  if (weak) throw fieldError('password', weak);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    for (const sessionId of await openSessionIds(tx, id)) {
      if (sessionId !== actor.sessionId) await closeSession(tx, sessionId, 'revoked');
    }
    await recordAudit(tx, actorOf(actor), {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: id, descripcion: `Se cambió la contraseña del usuario ${user.username}`,
    });
  });
}

/**
 * Sets a new password for a user who cannot sign in (the only administrator forgot it), from the server's
 * console: every session of the user ends, failed attempts against the account are forgotten, and the
 * audit names the user itself. Without a password, a strong one is generated and returned.
 */
export async function resetPassword(db: Db, username: string, password?: string): Promise<{ password: string }> {
  const [user] = await db.select().from(users).where(and(sql`lower(${users.username}) = lower(${username.trim()})`, isNull(users.deletedAt)));
  if (!user) throw notFound(`No existe un usuario activo «${username.trim()}».`);
  const chosen = password ?? `${randomBytes(9).toString('base64url')}-A1`;
  const weak = chosen.length < 8 ? MSG.passwordTooShort : weakPasswordReason(chosen, user.username);
  if (weak) throw badRequest(weak);
  const passwordHash = await hashPassword(chosen);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    for (const sessionId of await openSessionIds(tx, user.id)) await closeSession(tx, sessionId, 'revoked');
    await forgetFailedSignIns(tx, user.username);
    await recordAudit(tx, actorOf(user), {
      contentType: CONTENT_TYPE, action: 'Actualización', objectId: user.id,
      descripcion: `Se restableció la contraseña del usuario ${user.username} desde la consola del servidor`,
    });
  });
  return { password: chosen };
}

/** Public self-registration: the user has no role until an administrator links one. */
export async function registerUser(db: Db, input: UserRegister): Promise<void> {
  await assertUsernameFree(db, input.username);
  const passwordHash = await hashPassword(input.password);
  await withUniqueUsername(() => db.transaction(async (tx) => {
    const created = await insertUser(tx, input, passwordHash, { contactType: 'PERSONA NATURAL', selfRegistered: true });
    await recordAudit(tx, { id: created!.id, username: input.username }, {
      contentType: CONTENT_TYPE, action: 'Creación', objectId: created!.id, descripcion: `Se registró el usuario ${input.username}`,
    });
  }));
}

/** Users waiting for a role (usually self-registered), newest first. */
export async function pendingUsers(db: Db): Promise<PendingUser[]> {
  const found = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
    .from(users)
    .where(and(
      isNull(users.deletedAt),
      notExists(db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id))),
    ))
    .orderBy(desc(users.createdAt), desc(users.id));
  return found.map((u) => ({ id: u.id, username: u.username, get_full_name: fullName(u), created_at: u.createdAt.toISOString() }));
}

/** Sign-ups allowed per client address and hour. */
const REGISTRATIONS_PER_HOUR = 10;

/** Counts a sign-up from `address` and refuses it past the hourly limit, in one statement. */
export async function chargeRegistration(db: Db, address: string): Promise<void> {
  const expired = sql`login_throttle.window_start < now() - interval '1 hour'`;
  const [counted] = await rows<{ failures: number }>(db, sql`
    insert into login_throttle (scope, key, window_start, failures) values ('registration', ${address}, now(), 1)
    on conflict (scope, key) do update set
      failures = case when ${expired} then 1 else login_throttle.failures + 1 end,
      window_start = case when ${expired} then now() else login_throttle.window_start end
    returning failures`);
  if ((counted?.failures ?? 0) > REGISTRATIONS_PER_HOUR) throw new AppError(429, USER_MSG.tooManyRegistrations);
}

/** Replaces the permissions a user holds directly (not through a role). */
export async function setUserPermissions(db: Db, actor: AuthUser, userId: number, permissionIds: number[]): Promise<PermissionPair[]> {
  const target = await findActiveUser(db, userId);
  const next = await findVisiblePermissions(db, permissionIds, 'user_permission');
  const previous = ((await directPermissionsByUser(db, [userId])).get(userId) ?? []).map(([name]) => name);
  assertMayGrant(actor, previous, next);
  await db.transaction(async (tx) => {
    await lockListOwner(tx, users.id, userId);
    await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
    if (next.length > 0) await tx.insert(userPermissions).values(next.map((p) => ({ userId, permissionId: p.id })));
    await recordAudit(tx, actorOf(actor), {
      contentType: 'Permisos', action: 'Actualización', objectId: userId,
      descripcion: `Se asignaron los permisos del usuario ${target.username}: ${describePermissions(next)}`,
    });
  });
  return next.map((p) => [p.name, p.id]);
}
