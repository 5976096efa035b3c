import { and, asc, eq, inArray, isNull, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { UserStatus } from '@atiende/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { activeModuleNames } from '../modulos/modulos.queries.js';
import { isOpenSessionOf } from '../sessions/sessions.queries.js';
import { isRoleNamedSql, permissionNamesSql, roleNameSql, roleNamesSql } from '../roles/roles.queries.js';
import { userRoles, users } from './users.tables.js';

export type RoleRef = { id: number; nombre: string };

/** The user of each PBX extension among `extensions` (the oldest account when two share one); deleted users are left out. */
export async function userIdsByExtension(db: Db, extensions: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const wanted = [...new Set(extensions)];
  if (wanted.length === 0) return found;
  const matches = await db.select({ id: users.id, extension: users.extension }).from(users)
    .where(and(inArray(users.extension, wanted), isNull(users.deletedAt))).orderBy(asc(users.id));
  for (const { id, extension } of matches) if (extension && !found.has(extension)) found.set(extension, id);
  return found;
}

/** The full name of each user among `ids` (the username when the name is empty), deleted ones included. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, username: users.username })
    .from(users).where(inArray(users.id, wanted));
  return new Map(found.map((user) => [user.id, user.name || user.username]));
}

/** A user's presence as the lists show it (CONECTADO, PAUSA, DESCONECTADO…); undefined when there is no such user. */
export async function userStatus(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return user?.status;
}

/** Sets a user's presence (sessions and pauses change it), in the caller's transaction. */
export async function setUserStatus(db: Db, userId: number, status: UserStatus): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}

/**
 * The users among `ids` (a subquery of user ids) signed in with a live page and not paused (CONECTADO: presence expires
 * without heartbeats) and not deleted, as a subquery of (id, name) (userNameSql).
 */
export const connectedUsersAmongSql = (ids: SQL): SQL => sql`(select ${users.id} as id, ${userNameSql} as name from ${users}
  where ${users.id} in ${ids} and ${users.status} = 'CONECTADO' and ${users.deletedAt} is null)`;

/** Whether `id` is a user that was not deleted. */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return found !== undefined;
}

/**
 * The ids of the signed-in user's roles and of the permissions they hold directly, for the access check. users.id
 * written out: a select list of one table names its columns bare, and a bare "id" there would be the role's.
 */
const roleIdsOfUser = sql`select ur.role_id from user_roles ur where ur.user_id = users.id`;
const permissionIdsOfUser = sql`select up.permission_id from user_permissions up where up.user_id = users.id`;

/** The access check of every request: the user of an open session with roles, permissions and the modules on. */
const signedInUser = preparedOn((db) => db
  .select({
    id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName,
    roles: roleNamesSql(roleIdsOfUser),
    permissions: permissionNamesSql(roleIdsOfUser, permissionIdsOfUser),
    modules: activeModuleNames(),
  })
  .from(users)
  .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt), isOpenSessionOf(users.id, sql.placeholder('sessionId'))))
  .prepare('access_check'));

/** A user not deleted, with role names, permission names and the active modules' names, when `sessionId` is an open session of theirs. */
export async function signedInUserRow(db: Db, userId: number, sessionId: number) {
  const [row] = await signedInUser(db).execute({ userId, sessionId });
  return row;
}

/** The id and password hash of the user (not deleted) signing in as `username` (already lower-cased). */
export async function userCredentials(db: Db, username: string): Promise<{ id: number; passwordHash: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username}`, isNull(users.deletedAt)));
  return user;
}

/** A user (not deleted) with their roles, oldest role first, as /me shows them. */
export async function userWithRoles(db: Db, id: number) {
  const [user] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) return undefined;
  return { user, roles: (await rolesOfUsers(db, [user.id])).get(user.id) ?? [] };
}

/** The roles of each user among `userIds`, oldest role first. */
export async function rolesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>();
  if (userIds.length === 0) return byUser;
  const found = await db
    .select({ userId: userRoles.userId, id: userRoles.roleId, nombre: roleNameSql(userRoles.roleId) })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...new Set(userIds)]))
    .orderBy(asc(userRoles.roleId));
  for (const { userId, ...role } of found) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

/** A user's full name, or their username when they have none, as an expression over the users table (reports join it). */
export const userNameSql: SQL<string | null> = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/**
 * Left-joins each row's user (`userId`; deleted ones too) to another module's select, whose fields may then read
 * userNameSql over it: one statement, a page of rows joined to their users by the primary key.
 */
export function leftJoinUser<T extends PgSelect>(query: T, userId: Column): T {
  // A join adds no field to a partial select (the caller's fields read it): the rows keep their type.
  return query.leftJoin(users, eq(users.id, userId)) as unknown as T;
}

/** Those among `ids` that are users not deleted. */
export async function activeUserIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, wanted), isNull(users.deletedAt)));
  return new Set(found.map((user) => user.id));
}

/** The users among `ids` with their names (`name` as userNameSql), ordered by first name, last name and id; deleted ones only when `withDeleted`. */
export async function usersByName(db: Db, ids: readonly number[], withDeleted = false) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, name: userNameSql })
    .from(users).where(and(inArray(users.id, wanted), withDeleted ? undefined : isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Whether a user not deleted signs in as `username` (case aside). */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [holder] = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));
  return holder !== undefined;
}

/** The users not deleted holding one of `roleNames` (among `onlyIds` when given), with their names, by name. */
export async function usersWithRoles(db: Db, roleNames: readonly string[], onlyIds?: readonly number[]) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isNull(users.deletedAt), isRoleNamedSql(userRoles.roleId, roleNames), onlyIds ? inArray(users.id, [...onlyIds]) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** A user's id and username (deleted ones included); undefined when there is no such user. */
export async function userRef(db: Db, id: number): Promise<{ id: number; username: string } | undefined> {
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id));
  return user;
}

/** The users not deleted with the keys a spreadsheet may name them by: username, e-mail and full name. */
export async function activeUserKeys(db: Db): Promise<{ id: number; username: string; email: string; name: string }[]> {
  return db.select({ id: users.id, username: users.username, email: users.email, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users).where(isNull(users.deletedAt));
}

/** Condition that `userId` is a user not deleted, for another module's where (one statement). */
export function isActiveUserSql(userId: Column | SQL): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.deletedAt} is null)`;
}

/** The users not deleted and CONECTADO other than `exceptId`, with their names (userNameSql), by name then id. */
export async function connectedUsersByName(db: Db, exceptId: number): Promise<{ id: number; name: string }[]> {
  const found = await db.select({ id: users.id, name: userNameSql }).from(users)
    .where(and(isNull(users.deletedAt), eq(users.status, 'CONECTADO'), ne(users.id, exceptId)))
    .orderBy(asc(userNameSql), asc(users.id));
  return found.map((user) => ({ id: user.id, name: user.name ?? '' }));
}

/** The users not deleted among `ids`, with their names (userNameSql) and presence. */
export async function activeUserCards(db: Db, ids: readonly number[]): Promise<Map<number, { name: string; status: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: userNameSql, status: users.status }).from(users)
    .where(and(inArray(users.id, wanted), isNull(users.deletedAt)));
  return new Map(found.map((user) => [user.id, { name: user.name ?? '', status: user.status }]));
}
