import type { App } from './app.js';
import { announceGestionChange } from './modules/dashboard/dashboard.events.js';
import { expireGestiones } from './modules/gestiones/gestiones.service.js';
import { startImportWorker } from './modules/imports/imports.worker.js';

const EXPIRE_GESTIONES_EVERY_MS = 60_000;

/** Periodic work of this instance; returns a function that stops it. */
export function startBackgroundJobs(app: App): () => void {
  const timers: NodeJS.Timeout[] = [];
  const stopImports = startImportWorker(app);
  timers.push(setInterval(() => void runGestionesExpiry(app), EXPIRE_GESTIONES_EVERY_MS));
  return () => {
    timers.forEach(clearInterval);
    stopImports();
  };
}

/** Open gestiones past their campaign's closing time become VENCIDO; open dashboards are told. */
export async function runGestionesExpiry(app: App): Promise<void> {
  try {
    if ((await expireGestiones(app.db)) > 0) await announceGestionChange(app);
  } catch (error) {
    app.log.error({ err: error }, 'expiring gestiones failed');
  }
}
