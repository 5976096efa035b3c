import type { App } from './app.js';

/** Periodic work of this instance; returns a function that stops it. */
export function startBackgroundJobs(app: App): () => void {
  const timers: NodeJS.Timeout[] = [];
  void app;
  return () => timers.forEach(clearInterval);
}
