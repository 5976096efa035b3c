import type { FastifyBaseLogger } from 'fastify';
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

/**
 * `hooks`, each in a savepoint of its own: one that fails is undone and logged, and the user still becomes available
 * (a sign-in never fails for what a module does after it; the chat's periodic sweep assigns what was left waiting).
 */
export function guardedHooks(hooks: readonly AvailabilityHook[], log: FastifyBaseLogger): AvailabilityHook[] {
  return hooks.map((hook) => async (tx, userId) => {
    try {
      await tx.transaction((savepoint) => hook(savepoint, userId));
    } catch (error) {
      log.error({ err: error, userId }, 'disponibilidad: falló lo que un módulo hace cuando el usuario queda disponible');
    }
  });
}
