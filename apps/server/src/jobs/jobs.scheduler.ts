import type { Db } from '../db/client.js';
import { enqueue } from './jobs.runner.js';

/** Work that runs on a clock, once per period across every instance. */
export const SCHEDULE = [
  { kind: 'gestiones.expire', everySeconds: 60 },
  { kind: 'chat.expire', everySeconds: 60 },
  { kind: 'sessions.presence', everySeconds: 30 },
  { kind: 'maintenance.cleanup', everySeconds: 3600 },
] as const;

const CHECK_MS = 5_000;

/** Enqueues this period's run of each scheduled kind; a run already enqueued by any instance is kept. */
export async function enqueueScheduled(db: Db, now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const { kind, everySeconds } of SCHEDULE) {
    const period = Math.floor(now.getTime() / 1000 / everySeconds);
    const id = await enqueue(db, kind, {}, { uniqueKey: `${kind}:${period}`, maxAttempts: 1 });
    if (id !== null) added += 1;
  }
  return added;
}

/** Checks the clock every few seconds; returns a function that stops it. */
export function startScheduler(db: Db, onEnqueued: () => void, log: (error: unknown) => void): () => void {
  const check = () => enqueueScheduled(db).then((added) => added > 0 && onEnqueued()).catch(log);
  void check();
  const timer = setInterval(() => void check(), CHECK_MS);
  return () => clearInterval(timer);
}
