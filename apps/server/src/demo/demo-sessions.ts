import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gestiones, sessionHistory, sessionPauses } from '../db/schema.js';
import { addDays, bogotaDate, bogotaInstant, bogotaMinutes, weekdayOf } from './demo-clock.js';
import type { StoredDemoUser } from './demo-users.js';

/** The shift of the contact centre (Bogotá): Monday to Friday 8:00–18:00, Saturday 8:00–12:00; people log in a little before. */
const LOGIN = 7 * 60 + 40;
const LOGOUT = { weekday: 18 * 60 + 10, saturday: 12 * 60 + 20 };
/** A day's session is still open (the person is at work) until this time, or while they made a gestión this recently. */
const SHIFT_OVER = 18 * 60 + 30;
const RECENT_WORK_MINUTES = 120;
/** Working days before today that everybody has a session on, gestiones or not (the connection history). */
const PAST_WORKING_DAYS = 6;
const PAUSES = [
  { reason: 'Almuerzo', comment: '', start: 12 * 60 + 30, minutes: 45 },
  { reason: 'Reunión interna', comment: 'Pausa activa del equipo', start: 15 * 60 + 30, minutes: 15 },
] as const;

interface Day {
  date: string;
  /** Minutes past midnight (Bogotá) of the user's gestiones that day. */
  work: number[];
}

/** The days the user worked: each day they made gestiones, and the last working days (never a Sunday without work). */
function workDays(today: string, gestionTimes: Date[], nowMinutes: number): Day[] {
  const days = new Map<string, number[]>();
  for (const at of gestionTimes) {
    const date = bogotaDate(at);
    days.set(date, [...(days.get(date) ?? []), bogotaMinutes(at)]);
  }
  for (let back = 1, added = 0; added < PAST_WORKING_DAYS; back += 1) {
    const date = addDays(today, -back);
    if (weekdayOf(date) === 0) continue;
    if (!days.has(date)) days.set(date, []);
    added += 1;
  }
  const todayIsWorkday = weekdayOf(today) !== 0 && nowMinutes >= LOGIN;
  if (todayIsWorkday && !days.has(today)) days.set(today, []);
  return [...days].map(([date, work]) => ({ date, work: work.sort((a, b) => a - b) })).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Sessions that match the gestiones: every day a person made gestiones they were signed in from before the first
 * to after the last (lunch and an active pause only when no gestión falls in them); the staff also on the last
 * working days, never on a Sunday without work. Today, whoever is still within the shift (or worked in the last two
 * hours) has an open session, last seen at their last gestión; the others logged out after it. Nobody is left
 * CONECTADO: presence comes from the pages people have open, and no page of the demo team is. Skipped for a user who
 * already has sessions.
 */
export async function loadDemoSessions(db: Db, staff: StoredDemoUser[], now: Date): Promise<void> {
  const today = bogotaDate(now);
  const nowMinutes = bogotaMinutes(now);
  const withRole = staff.filter((u) => u.role !== null);
  for (const user of withRole) {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(sessionHistory)
      .where(eq(sessionHistory.userId, user.id))) as [{ count: number }];
    if (count > 0) continue;
    const made = await db.select({ at: gestiones.createdAt }).from(gestiones).where(eq(gestiones.agentId, user.id));
    const offset = (user.id * 7) % 20;
    for (const { date, work } of workDays(today, made.map((g) => g.at), nowMinutes)) {
      const first = work[0];
      const last = work.at(-1);
      const login = Math.max(0, Math.min(LOGIN + offset, first === undefined ? Infinity : first - 5));
      const shiftEnd = (weekdayOf(date) === 6 ? LOGOUT.saturday : LOGOUT.weekday) + offset;
      let logout = Math.min(24 * 60 - 1, Math.max(shiftEnd, last === undefined ? 0 : last + 10));
      const isToday = date === today;
      const open = isToday && (nowMinutes < SHIFT_OVER || (last !== undefined && nowMinutes - last <= RECENT_WORK_MINUTES));
      if (isToday) logout = Math.min(logout, nowMinutes);
      const loginAt = bogotaInstant(date, Math.min(login, isToday ? nowMinutes - 1 : login));
      const logoutAt = open ? null : bogotaInstant(date, logout);
      const lastWork = last === undefined ? loginAt : new Date(Math.min(bogotaInstant(date, last).getTime(), now.getTime()));
      const [session] = await db.insert(sessionHistory).values({
        userId: user.id, loginTime: loginAt, logoutTime: logoutAt, lastSeenAt: logoutAt ?? lastWork,
      }).returning({ id: sessionHistory.id });
      const until = open ? nowMinutes : logout;
      const pauses = PAUSES.filter((p) => (weekdayOf(date) !== 6 || p.start < LOGOUT.saturday) && p.start > login && p.start + p.minutes < until
        && !work.some((minute) => minute >= p.start && minute <= p.start + p.minutes));
      if (pauses.length > 0) {
        await db.insert(sessionPauses).values(pauses.map((p) => ({
          sessionId: session!.id, userId: user.id, reason: p.reason, comment: p.comment,
          startTime: bogotaInstant(date, p.start), endTime: bogotaInstant(date, p.start + p.minutes),
        })));
      }
    }
  }
}
