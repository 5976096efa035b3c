import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG, PAUSE_REASON_INVALID, PAUSE_REASONS } from '@atiende/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { audits } from '../audits/audits.tables.js';
import { sessionHistory, sessionPauses } from './sessions.tables.js';
import { expirePresence } from './sessions.service.js';
import { users } from '../users/users.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => (await t.request(token, { method: 'GET', url: '/api/me/' })).json();
const startPause = (token: string | null, payload: unknown) =>
  t.request(token, { method: 'POST', url: '/api/session_history/start_pause/', payload: payload as object });
const endPause = (token: string | null) => t.request(token, { method: 'POST', url: '/api/session_history/end_pause/' });
const history = (token: string | null, query = '') =>
  t.request(token, { method: 'GET', url: `/api/session_history/user_session_history/${query}` });

describe('pauses', () => {
  it('pausing sets PAUSA and stops the clock; resuming sets CONECTADO and counts the pause', async () => {
    const agent = await t.userWithRole('Agente');
    const paused = await startPause(agent.token, { reason: 'Reunión interna', comment: 'Pausa activa de la tarde' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'PAUSA', session: { paused_seconds: 0 } });
    expect(paused.json().session.pause_started_at).not.toBeNull();

    const duringPause = await me(agent.token);
    expect(duringPause.status).toBe('PAUSA');
    expect(duringPause.session.pause_started_at).toBe(paused.json().session.pause_started_at);

    const [open] = await t.database.db.select().from(sessionPauses).where(and(eq(sessionPauses.userId, agent.id), isNull(sessionPauses.endTime)));
    expect(open).toMatchObject({ reason: 'Reunión interna', comment: 'Pausa activa de la tarde' });
    await t.database.db.update(sessionPauses).set({ startTime: sql`now() - interval '90 seconds'` }).where(eq(sessionPauses.id, open!.id));

    const resumed = await endPause(agent.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'CONECTADO', session: { pause_started_at: null } });
    const after = await me(agent.token);
    expect(after.status).toBe('CONECTADO');
    expect(after.session.pause_started_at).toBeNull();
    expect(after.session.paused_seconds).toBeGreaterThanOrEqual(90);
    expect(after.session.paused_seconds).toBeLessThan(100);
  });

  it('records the start and the end of a pause in the audit log', async () => {
    const agent = await t.userWithRole('Agente');
    await startPause(agent.token, { reason: 'Capacitación' });
    await endPause(agent.token);
    const entries = await t.database.db.select().from(audits).where(eq(audits.userId, agent.id));
    expect(entries.map((e) => [e.contentType, e.tipoGestion, e.descripcion])).toEqual([
      ['Pausa', 'Creación', 'Inicio de pausa: Capacitación'],
      ['Pausa', 'Actualización', 'Fin de pausa'],
    ]);
  });

  it('refuses a second pause and a resume without a pause', async () => {
    const agent = await t.userWithRole('Agente');
    const notPaused = await endPause(agent.token);
    expect(notPaused.statusCode).toBe(400);
    expect(notPaused.json()).toEqual({ detail: MSG.notPaused });

    expect((await startPause(agent.token, { reason: 'Almuerzo' })).statusCode).toBe(200);
    const again = await startPause(agent.token, { reason: 'Smile' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MSG.alreadyPaused });
    const open = await t.database.db.select().from(sessionPauses).where(and(eq(sessionPauses.userId, agent.id), isNull(sessionPauses.endTime)));
    expect(open).toHaveLength(1);
  });

  it('opens only one pause when two requests race', async () => {
    const agent = await t.userWithRole('Agente');
    const answers = await Promise.all([startPause(agent.token, { reason: 'Almuerzo' }), startPause(agent.token, { reason: 'Smile' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const open = await t.database.db.select().from(sessionPauses).where(eq(sessionPauses.userId, agent.id));
    expect(open).toHaveLength(1);
  });

  it('accepts every listed reason and refuses any other, and a comment over 500 characters', async () => {
    for (const reason of PAUSE_REASONS) {
      const agent = await t.userWithRole('Agente');
      expect((await startPause(agent.token, { reason })).statusCode).toBe(200);
    }
    const agent = await t.userWithRole('Agente');
    const badReason = await startPause(agent.token, { reason: 'Siesta' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toEqual({ reason: [PAUSE_REASON_INVALID] });
    const missing = await startPause(agent.token, {});
    expect(missing.json()).toEqual({ reason: [MSG.required] });
    const longComment = await startPause(agent.token, { reason: 'Almuerzo', comment: 'x'.repeat(501) });
    expect(longComment.statusCode).toBe(400);
    expect(Object.keys(longComment.json())).toEqual(['comment']);
    expect((await me(agent.token)).status).toBe('CONECTADO');
  });

  it('answers 401 without a token', async () => {
    expect((await startPause(null, { reason: 'Almuerzo' })).statusCode).toBe(401);
    expect((await endPause(null)).statusCode).toBe(401);
  });
});

/** Inserts a closed or open session with its pauses; times are ISO instants. */
async function insertSession(userId: number, login: string, logout: string | null, pauses: [string, string | null, string][] = []) {
  const [session] = await t.database.db
    .insert(sessionHistory)
    .values({ userId, loginTime: new Date(login), logoutTime: logout ? new Date(logout) : null })
    .returning({ id: sessionHistory.id });
  for (const [start, end, reason] of pauses) {
    await t.database.db.insert(sessionPauses).values({
      sessionId: session!.id, userId, reason, comment: `comentario ${reason}`, startTime: new Date(start), endTime: end ? new Date(end) : null,
    });
  }
  return session!.id;
}

describe('session history', () => {
  let worker: { id: number; username: string; token: string };
  let workday: number;
  let lateEvening: number;
  let longSession: number;
  let previousDayInBogota: number;

  beforeAll(async () => {
    worker = await t.userWithRole('Agente', { firstName: 'Lucía', lastName: 'Gómez' });
    // Bogotá is UTC-5: 13:00Z is 08:00 there.
    workday = await insertSession(worker.id, '2024-03-01T13:00:00Z', '2024-03-01T22:30:15Z', [
      ['2024-03-01T15:00:00Z', '2024-03-01T15:15:30Z', 'Almuerzo'],
      ['2024-03-01T17:00:00Z', '2024-03-01T18:00:00Z', 'Capacitación'],
    ]);
    lateEvening = await insertSession(worker.id, '2024-03-02T03:00:00Z', '2024-03-02T04:00:00Z');
    previousDayInBogota = await insertSession(worker.id, '2024-03-01T04:00:00Z', '2024-03-01T04:30:00Z');
    longSession = await insertSession(worker.id, '2024-02-01T00:00:00Z', '2024-02-05T04:05:06Z');
  });

  it('measures durations, pause totals and net work time, and lists the pauses', async () => {
    const res = await history(worker.token, `?contact_id=${worker.id}&fecha_inicio=2024-03-01&fecha_fin=2024-03-01`);
    expect(res.statusCode).toBe(200);
    const entry = res.json().results.find((e: { id: number }) => e.id === workday);
    expect(entry).toEqual({
      id: workday,
      user: 'Lucía Gómez',
      login_time: '2024-03-01T13:00:00.000Z',
      logout_time: '2024-03-01T22:30:15.000Z',
      session_duration: '09:30:15',
      total_pause_time: '01:15:30',
      net_work_time: '08:14:45',
      pauses: [
        { id: expect.any(Number), reason: 'Almuerzo', comment: 'comentario Almuerzo', time_range: '10:00 - 10:15' },
        { id: expect.any(Number), reason: 'Capacitación', comment: 'comentario Capacitación', time_range: '12:00 - 13:00' },
      ],
    });
  });

  it('writes hours past 99 in full', async () => {
    const res = await history(worker.token, '?fecha_inicio=2024-01-31&fecha_fin=2024-02-01');
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: longSession, session_duration: '100:05:06', total_pause_time: '00:00:00', net_work_time: '100:05:06', pauses: [] }),
    ]);
  });

  it('filters by calendar day in Bogotá, newest first', async () => {
    const res = await history(worker.token, '?fecha_inicio=2024-03-01&fecha_fin=2024-03-01');
    expect(res.json().count).toBe(2);
    expect(res.json().results.map((e: { id: number }) => e.id)).toEqual([lateEvening, workday]);

    const dayBefore = await history(worker.token, '?fecha_inicio=2024-02-29&fecha_fin=2024-02-29');
    expect(dayBefore.json().results.map((e: { id: number }) => e.id)).toEqual([previousDayInBogota]);

    const fromOnly = await history(worker.token, '?fecha_inicio=2024-03-01');
    expect(fromOnly.json().results.map((e: { id: number }) => e.id)).not.toContain(previousDayInBogota);
    expect(fromOnly.json().count).toBe(3);

    const untilOnly = await history(worker.token, '?fecha_fin=2024-02-29&fecha_inicio=');
    expect(untilOnly.json().results.map((e: { id: number }) => e.id)).toEqual([previousDayInBogota, longSession]);
  });

  it('pages the list', async () => {
    const first = await history(worker.token, '?limit=2&offset=0');
    expect(first.json().count).toBe(5);
    expect(first.json().results).toHaveLength(2);
    expect(first.json().next).toContain('offset=2');
    const last = await history(worker.token, '?limit=2&offset=4');
    expect(last.json().results.map((e: { id: number }) => e.id)).toEqual([longSession]);
    expect(last.json().next).toBeNull();
  });

  it("counts an open session and an open pause until now, and shows the caller's own sessions by default", async () => {
    const agent = await t.userWithRole('Agente');
    await t.database.db.update(sessionHistory).set({ loginTime: sql`now() - interval '2 hours'` }).where(eq(sessionHistory.userId, agent.id));
    await startPause(agent.token, { reason: 'Soporte técnico', comment: 'Equipo lento' });
    await t.database.db.update(sessionPauses).set({ startTime: sql`now() - interval '30 minutes'` }).where(eq(sessionPauses.userId, agent.id));

    const res = await history(agent.token);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().results;
    expect(res.json().count).toBe(1);
    expect(entry.logout_time).toBeNull();
    expect(entry.session_duration).toMatch(/^02:00:0\d$/);
    expect(entry.total_pause_time).toMatch(/^00:30:0\d$/);
    expect(entry.net_work_time).toMatch(/^01:30:0\d$/);
    expect(entry.pauses).toEqual([
      { id: expect.any(Number), reason: 'Soporte técnico', comment: 'Equipo lento', time_range: expect.stringMatching(/^\d\d:\d\d - en curso$/) },
    ]);
  });

  it("lets an Agente see only their own history and a Supervisor or Administrador anyone's", async () => {
    const other = await t.userWithRole('Agente');
    const refused = await history(other.token, `?contact_id=${worker.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MSG.forbidden });
    expect((await history(worker.token, `?contact_id=${worker.id}`)).statusCode).toBe(200);
    for (const role of ['Supervisor', 'Administrador'] as const) {
      const viewer = await t.userWithRole(role);
      const res = await history(viewer.token, `?contact_id=${worker.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(5);
    }
  });

  it('refuses malformed filters with field errors and answers 401 without a token', async () => {
    const badDate = await history(worker.token, '?fecha_inicio=01/03/2024');
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json())).toEqual(['fecha_inicio']);
    const badId = await history(worker.token, '?contact_id=abc');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json())).toEqual(['contact_id']);
    expect((await history(null)).statusCode).toBe(401);
  });
});

describe('presence: a heartbeat with expiry', () => {
  const heartbeat = (token: string) => t.request(token, { method: 'POST', url: '/api/session_history/heartbeat/' });
  const statusOf = async (id: number) =>
    (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;

  it('shows a user DESCONECTADO once no page has said it is open for the timeout, and back when one does', async () => {
    const agent = await t.userWithRole('Agente');
    const other = await t.userWithRole('Agente');
    expect(await statusOf(agent.id)).toBe('CONECTADO');
    // The agent's page last said it was open ten minutes ago; the other's says so now.
    await t.database.db.update(sessionHistory).set({ lastSeenAt: sql`now() - interval '10 minutes'` }).where(eq(sessionHistory.userId, agent.id));
    expect((await heartbeat(other.token)).json()).toEqual({ status: 'CONECTADO' });
    expect(await expirePresence(t.database.db, 60)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(agent.id)).toBe('DESCONECTADO');
    expect(await statusOf(other.id)).toBe('CONECTADO');
    expect((await me(agent.token)).status).toBe('DESCONECTADO');

    const back = await heartbeat(agent.token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'CONECTADO' });
    expect(await statusOf(agent.id)).toBe('CONECTADO');
    expect(await expirePresence(t.database.db, 60)).toBe(0);
  });

  it('comes back in PAUSA when the session has an open pause, and never revives a closed session', async () => {
    const agent = await t.userWithRole('Agente');
    expect((await startPause(agent.token, { reason: 'Almuerzo' })).statusCode).toBe(200);
    await t.database.db.update(sessionHistory).set({ lastSeenAt: sql`now() - interval '10 minutes'` }).where(eq(sessionHistory.userId, agent.id));
    await expirePresence(t.database.db, 90);
    expect(await statusOf(agent.id)).toBe('DESCONECTADO');
    expect((await heartbeat(agent.token)).json()).toEqual({ status: 'PAUSA' });

    await t.request(agent.token, { method: 'POST', url: '/api/auth/logout/' });
    expect(await statusOf(agent.id)).toBe('DESCONECTADO');
    expect((await heartbeat(agent.token)).statusCode).toBe(401);
  });
});
