import { and, eq, isNull, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { PRESENCE_TIMEOUT_DEFAULT_SECONDS, type Me } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { sessionHistory } from './sessions.tables.js';

/** Condition that session `sessionId` belongs to `userId` and is still open (not closed, not revoked), for another module's where. */
export function isOpenSessionOf(userId: Column | SQL | Placeholder | number, sessionId: Column | SQL | Placeholder | number): SQL {
  return sql`exists (select 1 from ${sessionHistory} where ${sessionHistory.id} = ${sessionId}
    and ${sessionHistory.userId} = ${userId} and ${sessionHistory.revokedAt} is null and ${sessionHistory.logoutTime} is null)`;
}

/** Whether session `sessionId` is an open (not closed, not revoked) session of `userId`. */
export async function isOpenSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const [open] = await db.select({ id: sessionHistory.id }).from(sessionHistory)
    .where(and(eq(sessionHistory.id, sessionId), eq(sessionHistory.userId, userId),
      isNull(sessionHistory.revokedAt), isNull(sessionHistory.logoutTime)));
  return open !== undefined;
}

/** The ids of a user's sessions neither closed nor revoked. */
export async function openSessionIds(db: Db, userId: number): Promise<number[]> {
  const open = await db
    .select({ id: sessionHistory.id })
    .from(sessionHistory)
    .where(and(eq(sessionHistory.userId, userId), isNull(sessionHistory.logoutTime), isNull(sessionHistory.revokedAt)));
  return open.map((session) => session.id);
}

/** Whether the user has another open session seen lately (a page that said it is open within the presence timeout). */
export async function hasLiveSession(db: Db, userId: number): Promise<boolean> {
  const [live] = await db
    .select({ id: sessionHistory.id })
    .from(sessionHistory)
    .where(and(
      eq(sessionHistory.userId, userId), isNull(sessionHistory.logoutTime),
      sql`${sessionHistory.lastSeenAt} > now() - make_interval(secs => ${PRESENCE_TIMEOUT_DEFAULT_SECONDS})`,
    ))
    .limit(1);
  return live !== undefined;
}

/** A session's clock as /me shows it: sign-in time, the open pause's start, seconds paused so far, the server's time. */
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
