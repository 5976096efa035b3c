import type { Database } from './client.js';
import { describeCause, isDatabaseUnavailable } from './availability.js';

export interface StartupOptions {
  /** Opens the database; called again for each attempt. */
  open(): Promise<Database>;
  /** How long to keep trying before giving up. */
  waitSeconds: number;
  /** Where each attempt's one-line message goes. */
  log(line: string): void;
  sleep?(ms: number): Promise<void>;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * Opens the database and applies the migrations, retrying with back-off while it cannot be reached
 * (a database that starts after the app, a network that is not up yet). Other errors stop at once.
 */
export async function openWhenReachable({ open, waitSeconds, log, sleep = defaultSleep }: StartupOptions): Promise<Database> {
  const deadline = Date.now() + waitSeconds * 1000;
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    const database = await open();
    try {
      await database.migrate();
      if (attempt > 1) log('Base de datos disponible / Database reachable.');
      return database;
    } catch (error) {
      await database.close().catch(() => undefined);
      if (!isDatabaseUnavailable(error)) throw error;
      const cause = describeCause(error);
      if (Date.now() + delay > deadline) {
        throw new DatabaseUnreachableError(
          `No se pudo conectar a la base de datos tras ${waitSeconds} s (${cause}). / Could not reach the database after ${waitSeconds} s.`,
        );
      }
      log(`No se puede conectar a la base de datos (${cause}); nuevo intento ${attempt + 1} en ${delay / 1000} s. / Database unreachable, retrying.`);
      await sleep(delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

export class DatabaseUnreachableError extends Error {}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
