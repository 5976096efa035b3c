import type { Db } from '../db/client.js';
import { insertJob, type JobDefinition } from './jobs.runner.js';

const CHECK_MS = 5_000;

/** The jobs of `jobs` that run on a clock. */
export const scheduledOf = (jobs: readonly JobDefinition[]) =>
  jobs.filter((job): job is JobDefinition & { everySeconds: number } => job.everySeconds !== undefined);

/** Enqueues this period's run of each scheduled kind; a run already enqueued by any instance is kept. */
export async function enqueueScheduled(db: Db, jobs: readonly JobDefinition[], now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const { kind, everySeconds, offsetSeconds = 0 } of scheduledOf(jobs)) {
    const period = Math.floor((now.getTime() / 1000 - offsetSeconds) / everySeconds);
    const id = await insertJob(db, kind, {}, { uniqueKey: `${kind}:${period}`, maxAttempts: 1 });
    if (id !== null) added += 1;
  }
  return added;
}

/** Checks the clock every few seconds; returns a function that stops it. */
export function startScheduler(db: Db, jobs: readonly JobDefinition[], onEnqueued: () => void, log: (error: unknown) => void): () => void {
  const check = () => enqueueScheduled(db, jobs).then((added) => added > 0 && onEnqueued()).catch(log);
  void check();
  const timer = setInterval(() => void check(), CHECK_MS);
  return () => clearInterval(timer);
}
