import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { moduleJobs } from '../modules/index.js';
import { claimJob, insertJob as enqueue, retryDelaySeconds, runDueJobs, type JobHandler } from './jobs.runner.js';
import { enqueueScheduled, scheduledOf } from './jobs.scheduler.js';

const SCHEDULE = scheduledOf(moduleJobs);
import { jobs } from './jobs.tables.js';

const t = useTestApp();
const db = () => t.database.db;
const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job runner', () => {
  it('hands each job to exactly one of several workers claiming at once', async () => {
    const kind = `prueba.claim.${Date.now()}`;
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => enqueue(db(), kind, { i })));
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => claimJob(db(), `w${i % 3}`, [kind])));
    const claimed = claims.filter((c) => c !== null).map((c) => c!.id).sort((a, b) => a - b);
    expect(claimed).toEqual([...ids].sort((a, b) => a! - b!));
  });

  it('runs a job, and retries a failing one with growing waits until it gives up', async () => {
    const kind = `prueba.retry.${Date.now()}`;
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      [kind]: async () => {
        calls += 1;
        throw new Error('el proveedor no responde');
      },
    };
    const id = (await enqueue(db(), kind, {}, { maxAttempts: 3 }))!;
    expect(await runDueJobs(t.app, handlers)).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'el proveedor no responde' });
    const wait = (row.runAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(retryDelaySeconds(1) - 2);
    expect(wait).toBeLessThanOrEqual(retryDelaySeconds(1));
    // Not due yet: nothing runs.
    expect(await runDueJobs(t.app, handlers)).toBe(0);
    for (const attempt of [2, 3]) {
      await db().update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
      expect(await runDueJobs(t.app, handlers)).toBe(1);
      row = await jobRow(id);
      expect(row.attempts).toBe(attempt);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(calls).toBe(3);
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 900, 900]);
  });

  it('fails a job at once, without retrying, when its stored payload is not what its definition accepts', async () => {
    const id = (await enqueue(db(), 'chat.send', { messageId: 'doce' }, { maxAttempts: 5 }))!;
    const chatSend = moduleJobs.filter((job) => job.kind === 'chat.send');
    expect(await runDueJobs(t.app, chatSend)).toBe(1);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('payload no válido para chat.send');
  });

  it('knows each kind of job once, whichever module declares it', () => {
    const kinds = moduleJobs.map((job) => job.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(expect.arrayContaining(['jobs.cleanup', 'auth.throttle-cleanup', 'gestiones.expire', 'chat.send', 'contacts.import']));
  });

  it('gives the job of a worker that died to another one once its heartbeat is 15 seconds old', async () => {
    const kind = `prueba.stale.${Date.now()}`;
    const id = (await enqueue(db(), kind))!;
    expect((await claimJob(db(), 'muerto', [kind]))!.id).toBe(id);
    expect(await claimJob(db(), 'vivo', [kind])).toBeNull();
    await db().update(jobs).set({ heartbeatAt: sql`now() - interval '16 seconds'` }).where(eq(jobs.id, id));
    const retaken = await claimJob(db(), 'vivo', [kind]);
    expect(retaken).toMatchObject({ id, lockedBy: 'vivo', attempts: 2 });
    let ran = false;
    expect(await runDueJobs(t.app, { [kind]: async () => { ran = true; } })).toBe(0);
    expect(ran).toBe(false);
  });

  it('enqueues scheduled work once per period however many instances check the clock', async () => {
    const now = new Date('2030-01-01T10:00:30Z');
    const added = await Promise.all([1, 2, 3, 4].map(() => enqueueScheduled(db(), moduleJobs, now)));
    expect(added.reduce((a, b) => a + b, 0)).toBe(SCHEDULE.length);
    const periodAt = (at: Date, { everySeconds, offsetSeconds = 0 }: (typeof SCHEDULE)[number]) => Math.floor((at.getTime() / 1000 - offsetSeconds) / everySeconds);
    const newPeriods = (from: Date, to: Date) => SCHEDULE.filter((job) => periodAt(from, job) !== periodAt(to, job)).length;
    const samePeriod = new Date('2030-01-01T10:00:31Z');
    expect(await enqueueScheduled(db(), moduleJobs, samePeriod)).toBe(newPeriods(now, samePeriod));
    const minute = new Date('2030-01-01T10:01:00Z');
    const startingNow = newPeriods(samePeriod, minute);
    expect(startingNow).toBeGreaterThanOrEqual(1);
    expect(startingNow).toBeLessThan(SCHEDULE.length);
    expect(await enqueueScheduled(db(), moduleJobs, minute)).toBe(startingNow);
    expect(await enqueueScheduled(db(), moduleJobs, minute)).toBe(0);
  });
});
