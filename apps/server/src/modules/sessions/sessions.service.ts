import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MSG, type PauseStart, type PauseState, type PresenceState, type SessionHistoryEntry } from '@atiende/shared';
import { rows, type Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audits/audits.record.js';
import { setUserStatus, userStatus } from '../users/users.queries.js';
import { userBecameAvailable, type AvailabilityHook } from '../users/users.availability.js';
import { sessionClock } from './sessions.queries.js';
import { sessionHistory, sessionPauses } from './sessions.tables.js';
import { TIME_ZONE } from '@atiende/shared';
import { withinDays } from '../../db/calendar-days.js';

/** Opens a session of `userId` (signing in), in the caller's transaction; answers its id. */
export async function startSession(tx: Db, userId: number): Promise<number> {
  const [session] = await tx.insert(sessionHistory).values({ userId }).returning({ id: sessionHistory.id });
  return session!.id;
}

/** A page of the session is there (it refreshed its token): the session counts as seen now. */
export async function touchSession(tx: Db, sessionId: number): Promise<void> {
  await tx.update(sessionHistory).set({ lastSeenAt: sql`now()` }).where(eq(sessionHistory.id, sessionId));
}

/**
 * Closes a session (signed out, or revoked) and ends its open pause, in the caller's transaction; answers its user,
 * undefined when there is no such session.
 */
export async function endSession(tx: Db, sessionId: number, how: 'logout' | 'revoked', at: Date): Promise<number | undefined> {
  const loggedOut = { logoutTime: sql`coalesce(${sessionHistory.logoutTime}, now())` };
  const [session] = await tx
    .update(sessionHistory)
    .set(how === 'revoked' ? { revokedAt: at, ...loggedOut } : loggedOut)
    .where(eq(sessionHistory.id, sessionId))
    .returning({ userId: sessionHistory.userId });
  if (!session) return undefined;
  await tx.update(sessionPauses).set({ endTime: at }).where(and(eq(sessionPauses.sessionId, sessionId), isNull(sessionPauses.endTime)));
  return session.userId;
}

/** The open pause of a session, after locking the session so that two requests cannot both open one. */
async function lockOpenPause(tx: Db, sessionId: number): Promise<{ id: number } | undefined> {
  await tx.select({ id: sessionHistory.id }).from(sessionHistory).where(eq(sessionHistory.id, sessionId)).for('update');
  const [pause] = await tx
    .select({ id: sessionPauses.id })
    .from(sessionPauses)
    .where(and(eq(sessionPauses.sessionId, sessionId), isNull(sessionPauses.endTime)));
  return pause;
}

export async function startPause(db: Db, actor: AuditActor, sessionId: number, input: PauseStart): Promise<PauseState> {
  await db.transaction(async (tx) => {
    if (await lockOpenPause(tx, sessionId)) throw badRequest(MSG.alreadyPaused);
    const [pause] = await tx
      .insert(sessionPauses)
      .values({ sessionId, userId: actor.id, reason: input.reason, comment: input.comment })
      .returning({ id: sessionPauses.id });
    await setUserStatus(tx, actor.id, 'PAUSA');
    await recordAudit(tx, actor, {
      contentType: 'Pausa', action: 'Creación', objectId: pause!.id, descripcion: `Inicio de pausa: ${input.reason}`,
    });
  });
  return { status: 'PAUSA', session: await sessionClock(db, sessionId) };
}

export async function endPause(db: Db, actor: AuditActor, sessionId: number, availability: readonly AvailabilityHook[]): Promise<PauseState> {
  await db.transaction(async (tx) => {
    const pause = await lockOpenPause(tx, sessionId);
    if (!pause) throw badRequest(MSG.notPaused);
    await tx.update(sessionPauses).set({ endTime: sql`now()` }).where(eq(sessionPauses.id, pause.id));
    await setUserStatus(tx, actor.id, 'CONECTADO');
    await userBecameAvailable(tx, availability, actor.id);
    await recordAudit(tx, actor, { contentType: 'Pausa', action: 'Actualización', objectId: pause.id, descripcion: 'Fin de pausa' });
  });
  return { status: 'CONECTADO', session: await sessionClock(db, sessionId) };
}

/**
 * A page of the session says it is still open: the session is seen now, and a user whose presence had
 * expired shows again as CONECTADO (PAUSA while a pause of the session is open).
 */
export async function heartbeat(db: Db, userId: number, sessionId: number, availability: readonly AvailabilityHook[]): Promise<PresenceState> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.update(sessionHistory).set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessionHistory.id, sessionId), isNull(sessionHistory.logoutTime)))
      .returning({ id: sessionHistory.id });
    const status = await userStatus(tx, userId);
    if (!seen || status === undefined) return { status: 'DESCONECTADO' as const };
    if (status !== 'DESCONECTADO') return { status: status as PresenceState['status'] };
    const [pause] = await tx.select({ id: sessionPauses.id }).from(sessionPauses)
      .where(and(eq(sessionPauses.sessionId, sessionId), isNull(sessionPauses.endTime)));
    const present = pause ? 'PAUSA' as const : 'CONECTADO' as const;
    await setUserStatus(tx, userId, present);
    if (present === 'CONECTADO') await userBecameAvailable(tx, availability, userId);
    return { status: present };
  });
}

/**
 * Users shown CONECTADO or PAUSA none of whose open sessions has been seen for `timeoutSeconds` (the browser
 * was closed, the machine went to sleep) are shown DESCONECTADO. The sessions stay open: a page that comes
 * back says so with its next heartbeat. Answers how many users changed.
 */
export async function expirePresence(db: Db, timeoutSeconds: number): Promise<number> {
  const changed = await rows<{ id: number }>(db, sql`
    update users set status = 'DESCONECTADO'
    where status <> 'DESCONECTADO' and deleted_at is null
      and not exists (
        select 1 from session_history s
        where s.user_id = users.id and s.logout_time is null
          and s.last_seen_at > now() - make_interval(secs => ${timeoutSeconds})
      )
    returning id`);
  return changed.length;
}

export interface HistoryFilter {
  userId: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

function historyConditions(filter: HistoryFilter): SQL | undefined {
  return and(eq(sessionHistory.userId, filter.userId), ...withinDays(sessionHistory.loginTime, filter.from, filter.to));
}

/** At least two digits: lpad would cut a longer number. */
const twoDigits = (n: SQL) => sql`(case when ${n} < 10 then '0' else '' end || (${n})::text)`;

/** Seconds as 'HH:MM:SS'; hours may pass 99. */
function hms(seconds: SQL): SQL {
  return sql`${twoDigits(sql`${seconds} / 3600`)} || ':' || ${twoDigits(sql`${seconds} % 3600 / 60`)}
    || ':' || ${twoDigits(sql`${seconds} % 60`)}`;
}

const clockTime = (column: SQL) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'HH24:MI')`;

interface HistoryRow {
  id: number;
  user: string;
  login_time: Date | string;
  logout_time: Date | string | null;
  session_duration: string;
  total_pause_time: string;
  net_work_time: string;
  pauses: SessionHistoryEntry['pauses'];
}

export async function countSessions(db: Db, filter: HistoryFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sessionHistory).where(historyConditions(filter));
  return row?.count ?? 0;
}

/** One page of a user's sessions, newest first, with durations measured by the database. */
export async function listSessions(db: Db, filter: HistoryFilter): Promise<SessionHistoryEntry[]> {
  const page = db
    .select({ id: sessionHistory.id })
    .from(sessionHistory)
    .where(historyConditions(filter))
    .orderBy(desc(sessionHistory.loginTime), desc(sessionHistory.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const result = await rows<HistoryRow>(db, sql`
    with measured as (
      select s.id, s.user_id, s.login_time, s.logout_time,
        floor(extract(epoch from (coalesce(s.logout_time, now()) - s.login_time)))::bigint as session_seconds,
        coalesce((select floor(sum(extract(epoch from (coalesce(p.end_time, s.logout_time, now()) - p.start_time))))::bigint
          from session_pauses p where p.session_id = s.id), 0) as pause_seconds
      from session_history s
      where s.id in (${page})
    )
    select m.id, trim(u.first_name || ' ' || u.last_name) as "user", m.login_time, m.logout_time,
      ${hms(sql`m.session_seconds`)} as session_duration,
      ${hms(sql`m.pause_seconds`)} as total_pause_time,
      ${hms(sql`greatest(m.session_seconds - m.pause_seconds, 0)`)} as net_work_time,
      coalesce((select json_agg(json_build_object(
          'id', p.id, 'reason', p.reason, 'comment', p.comment,
          'time_range', ${clockTime(sql`p.start_time`)} || ' - ' || coalesce(${clockTime(sql`p.end_time`)}, 'en curso'))
          order by p.start_time, p.id)
        from session_pauses p where p.session_id = m.id), '[]'::json) as pauses
    from measured m join users u on u.id = m.user_id
    order by m.login_time desc, m.id desc`);
  return result.map(toHistoryEntry);
}

function toHistoryEntry(row: HistoryRow): SessionHistoryEntry {
  return {
    id: row.id,
    user: row.user,
    login_time: new Date(row.login_time).toISOString(),
    logout_time: row.logout_time === null ? null : new Date(row.logout_time).toISOString(),
    session_duration: row.session_duration,
    total_pause_time: row.total_pause_time,
    net_work_time: row.net_work_time,
    pauses: row.pauses.map((p) => ({ id: p.id, reason: p.reason, comment: p.comment, time_range: p.time_range })),
  };
}
