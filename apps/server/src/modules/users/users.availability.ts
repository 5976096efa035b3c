import type { Db } from '../../db/client.js';

/**
 * What a module does when a user becomes available (CONECTADO: signed in, back from a pause, or a quiet page heard
 * again), inside the transaction that makes them so. A module declares its hook in `<area>.availability.ts`;
 * `modules/index.ts` collects them, and the sign-in and the sessions know no module.
 */
export type AvailabilityHook = (tx: Db, userId: number) => Promise<void>;

export async function userBecameAvailable(tx: Db, hooks: readonly AvailabilityHook[], userId: number): Promise<void> {
  for (const hook of hooks) await hook(tx, userId);
}
