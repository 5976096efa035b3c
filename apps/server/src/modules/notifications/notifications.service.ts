import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_MSG, type NotificationKind, type NotificationRead } from '@atiende/shared';
import type { Db } from '../../db/client.js';
import { emitAll } from '../../events/events.js';
import { notFound } from '../../errors.js';
import { notifications } from './notifications.tables.js';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
  /** What it is about: a user gets one notification per subject, however often it is sent. */
  subject: string;
}

/**
 * Writes the notification for each of `userIds` that does not have one about the same subject yet, and tells
 * their pages at commit; in the caller's transaction. Returns how many were written.
 */
export async function notifyUsers(tx: Db, userIds: readonly number[], notification: NewNotification): Promise<number> {
  return notifyEach(tx, [{ userIds, notification }]);
}

/** `notifyUsers` for several notifications at once (each to its own users): one insert and one notice for all. */
export async function notifyEach(tx: Db, items: readonly { userIds: readonly number[]; notification: NewNotification }[]): Promise<number> {
  const values = items.flatMap(({ userIds, notification }) => [...new Set(userIds)].map((userId) => ({ userId, ...notification })));
  if (values.length === 0) return 0;
  const written = await tx.insert(notifications).values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.subject] })
    .returning({ id: notifications.id, userId: notifications.userId });
  await emitAll(tx, written.map((row) => ({ type: 'notification.new' as const, user: row.userId, id: row.id })));
  return written.length;
}

function toRead(row: typeof notifications.$inferSelect): NotificationRead {
  return {
    id: row.id, tipo: row.kind as NotificationKind, titulo: row.title, mensaje: row.message, enlace: row.link,
    creada: row.createdAt.toISOString(), leida: row.readAt !== null,
  };
}

/** A page of the user's notifications, newest first, with how many are unread. */
export async function listNotifications(db: Db, userId: number, page: { limit: number; offset: number }) {
  const mine = eq(notifications.userId, userId);
  const [found, [total], [unread]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(notifications).where(mine),
    db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  return { count: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0), results: found.map(toRead) };
}

/** Marks one of the user's notifications read (again is fine); another user's is not said to exist. */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const [found] = await db.update(notifications).set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
  if (!found) throw notFound(NOTIFICATION_MSG.notFound);
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const marked = await db.update(notifications).set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))).returning({ id: notifications.id });
  return marked.length;
}
