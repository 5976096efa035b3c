import type { App } from './app.js';
import { startImportWorker } from './modules/imports/imports.worker.js';

/** Periodic work of this instance; returns a function that stops it. */
export function startBackgroundJobs(app: App): () => void {
  const timers: NodeJS.Timeout[] = [];
  const stopImports = startImportWorker(app);
  return () => {
    timers.forEach(clearInterval);
    stopImports();
  };
}
