import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { guardedHooks, userBecameAvailable, type AvailabilityHook } from './users.availability.js';
import { users } from './users.tables.js';

const t = useTestApp();

describe('what modules do when a user becomes available', () => {
  it('undoes and logs a hook that fails, runs the others, and keeps the transaction that made the user available', async () => {
    const user = await t.userWithRole('Agente', { firstName: 'Antes', lastName: 'Antes' });
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const failing: AvailabilityHook = async (tx, userId) => {
      await tx.update(users).set({ firstName: 'A medias' }).where(eq(users.id, userId));
      throw new Error('falla de un módulo');
    };
    const working: AvailabilityHook = async (tx, userId) => {
      await tx.update(users).set({ lastName: 'Después' }).where(eq(users.id, userId));
    };
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'CONECTADO' }).where(eq(users.id, user.id));
      await userBecameAvailable(tx, guardedHooks([failing, working], log), user.id);
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect({ firstName: row!.firstName, lastName: row!.lastName, status: row!.status }).toEqual({ firstName: 'Antes', lastName: 'Después', status: 'CONECTADO' });
    expect(logged).toHaveLength(1);

    // Unguarded, the same failure undoes everything.
    await expect(t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'PAUSA' }).where(eq(users.id, user.id));
      await userBecameAvailable(tx, [failing], user.id);
    })).rejects.toThrow('falla de un módulo');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.status).toBe('CONECTADO');
  });
});
