import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../app.types.js';
import { rows, type Db } from '../db/client.js';
import { jobs } from './jobs.tables.js';

type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  app: App;
  job: JobRow;
  /** Options a test passes through to the handlers (such as stopping a job half-way). */
  options: RunOptions;
}

/**
 * The payload of every kind of job, by kind. Each module adds its own kinds in its `<area>.jobs.ts`
 * (`declare module '…/jobs/jobs.runner.js'`), so code that queues a job is checked against the payload
 * its handler expects without importing the handler.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string;

/** One kind of background work, declared by the module that owns it. */
export interface JobDefinition<K extends JobKind = JobKind> {
  kind: K;
  /** A stored payload is checked before it runs: one of another shape (queued by an older version) fails at once. */
  payload: z.ZodType<JobPayloads[K]>;
  run(payload: JobPayloads[K], context: JobContext): Promise<void>;
  /** Runs on a clock, once per period across every instance, with an empty payload. */
  everySeconds?: number;
  /** Where each period starts, in seconds after the Unix epoch's periods: 8 h on a daily job runs it at 08:00 UTC. */
  offsetSeconds?: number;
}

/** Declares a job; the kind names its payload in `JobPayloads`. */
export const defineJob = <K extends JobKind>(job: JobDefinition<K>): JobDefinition<K> => job;

/** A job's handler as the runner calls it: tests hand the runner kinds of their own this way. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** What the runner runs: the modules' job definitions, or handlers by kind. */
export type JobSet = readonly JobDefinition[] | Record<string, JobHandler>;

/** A stored payload its definition does not accept: retrying cannot help. */
class InvalidJobPayload extends Error {}

function handlersOf(set: JobSet): Record<string, JobHandler> {
  if (!Array.isArray(set)) return set as Record<string, JobHandler>;
  return Object.fromEntries((set as readonly JobDefinition[]).map((job) => [job.kind, async (payload: Record<string, unknown>, context: JobContext) => {
    const parsed = job.payload.safeParse(payload);
    if (!parsed.success) throw new InvalidJobPayload(`payload no válido para ${job.kind}: ${parsed.error.message}`);
    await job.run(parsed.data, context);
  }]));
}

export interface RunOptions {
  /** The import handler stops after this many batches and leaves its job as a dead worker would. */
  batchLimit?: number;
}

/** Thrown by a handler to leave its job claimed and untouched, exactly as a worker that died would. */
export class JobAbandoned extends Error {}

export const HEARTBEAT_MS = 5_000;
/** A running job without a heartbeat for this long belongs to a worker that died. */
export const STALE_AFTER_SECONDS = 15;
const FIRST_RETRY_SECONDS = 10;
const LAST_RETRY_SECONDS = 15 * 60;
const POLL_MS = 1_000;

/** Seconds before attempt `attempts + 1`: 10 s doubling up to 15 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_SECONDS);

export interface EnqueueOptions {
  /** Only one job with this key ever exists: scheduled work uses one key per period. */
  uniqueKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job; inside a transaction it exists only if the transaction commits. Returns null for a duplicate key. */
export function enqueue<K extends JobKind>(db: Db, kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<number | null> {
  return insertJob(db, kind, payload as Record<string, unknown>, options);
}

/** `enqueue` for a kind known only at run time (the scheduler's, a test's). */
export async function insertJob(db: Db, kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number | null> {
  const [created] = await db
    .insert(jobs)
    .values({ kind, payload, uniqueKey: options.uniqueKey, runAt: options.runAt, maxAttempts: options.maxAttempts })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return created?.id ?? null;
}

/** Claims the next due job (or one whose worker died) for `workerId`, or null when none is due. */
export async function claimJob(db: Db, workerId: string, kinds: string[]): Promise<JobRow | null> {
  const [claimed] = await rows<{ id: number }>(db, sql`
    update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${workerId}, heartbeat_at = now()
    where id = (
      select id from ${jobs}
      where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        and ((status = 'queued' and run_at <= now())
          or (status = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})))
      order by run_at, id
      limit 1
      for update skip locked)
    returning id`);
  if (!claimed) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, Number(claimed.id)));
  return job ?? null;
}

const mine = (job: JobRow, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

async function finish(db: Db, job: JobRow, workerId: string, error: unknown): Promise<void> {
  if (error === undefined) {
    await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lastError: null }).where(mine(job, workerId));
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const final = job.attempts >= job.maxAttempts || error instanceof InvalidJobPayload;
  await db
    .update(jobs)
    .set(final
      ? { status: 'failed', finishedAt: new Date(), lastError: message }
      : { status: 'queued', lockedBy: null, lastError: message, runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})` })
    .where(mine(job, workerId));
}

/** Runs one claimed job with a heartbeat, recording its outcome. */
async function runJob(app: App, handlers: Record<string, JobHandler>, job: JobRow, workerId: string, options: RunOptions): Promise<void> {
  const heartbeat = setInterval(() => {
    app.db.update(jobs).set({ heartbeatAt: new Date() }).where(mine(job, workerId))
      .catch((error) => app.log.warn({ err: error, jobId: job.id }, 'job heartbeat'));
  }, HEARTBEAT_MS);
  let outcome: unknown;
  try {
    await handlers[job.kind]!(job.payload as Record<string, unknown>, { app, job, options });
  } catch (error) {
    if (error instanceof JobAbandoned) return;
    app.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
    outcome = error;
  } finally {
    clearInterval(heartbeat);
  }
  await recordOutcome(app, job, workerId, outcome);
}

/**
 * Records how a job ended. When the database is gone at that moment the job stays claimed without a
 * heartbeat, and a runner takes it again once it is stale, as it would from a worker that died.
 */
async function recordOutcome(app: App, job: JobRow, workerId: string, error: unknown): Promise<void> {
  try {
    await finish(app.db, job, workerId, error);
  } catch (failure) {
    app.log.warn({ err: failure, jobId: job.id, kind: job.kind }, 'job outcome not recorded; it runs again once stale');
  }
}

/** Claims and runs due jobs one after another until none is left; returns how many ran. */
export async function runDueJobs(
  app: App, jobSet: JobSet, options: RunOptions & { workerId?: string } = {},
): Promise<number> {
  const handlers = handlersOf(jobSet);
  const workerId = options.workerId ?? `prueba-${randomUUID()}`;
  let ran = 0;
  for (;;) {
    const job = await claimJob(app.db, workerId, Object.keys(handlers));
    if (!job) return ran;
    await runJob(app, handlers, job, workerId, options);
    ran += 1;
    if (options.batchLimit !== undefined) return ran;
  }
}

export interface JobRunner {
  /** Stops claiming and waits for the jobs in hand. */
  stop(): Promise<void>;
}

/** Jobs one instance runs at once, so that a long import does not hold back the minute's expiry. */
const CONCURRENCY = 2;

/** Keyed by the database: route plugins see an encapsulated copy of the app, not the one that started the runner. */
const wakers = new WeakMap<object, () => void>();

/** Makes the runner of this instance look for work now rather than at its next poll. */
export function wakeJobRunner(db: Db): void {
  wakers.get(db)?.();
}

/** The runner of this server instance: polls for due jobs and runs up to two at a time. */
export function startJobRunner(app: App, jobSet: JobSet): JobRunner {
  const handlers = handlersOf(jobSet);
  const workerId = `${process.pid}-${randomUUID()}`;
  const active = new Set<Promise<void>>();
  let claiming = false;
  let stopped = false;
  const tick = async () => {
    if (claiming || stopped) return;
    claiming = true;
    try {
      while (!stopped && active.size < CONCURRENCY) {
        const job = await claimJob(app.db, workerId, Object.keys(handlers));
        if (!job) break;
        const run = runJob(app, handlers, job, workerId, {}).finally(() => {
          active.delete(run);
          void tick();
        });
        active.add(run);
      }
    } catch (error) {
      app.log.error({ err: error }, 'job runner');
    } finally {
      claiming = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  wakers.set(app.db, () => setImmediate(() => void tick()));
  setImmediate(() => void tick());
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      wakers.delete(app.db);
      await Promise.all(active);
    },
  };
}
