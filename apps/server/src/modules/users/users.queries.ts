import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserStatus } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { users } from './users.tables.js';

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

/** Those among `ids` signed in with a live page and not paused (CONECTADO: presence expires without heartbeats). */
export async function connectedUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: users.id }).from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.status, 'CONECTADO'), isNull(users.deletedAt)));
  return found.map((row) => row.id);
}

/** Whether `id` is a user that was not deleted. */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return found !== undefined;
}
