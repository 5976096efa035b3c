import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresServerUrl } from '../test/harness.js';
import { isDatabaseUnavailable } from './availability.js';
import { openDatabase, type Database } from './client.js';

const POOL_SIZE = 2;
let drop: () => Promise<void>;
let database: Database;

beforeAll(async () => {
  const created = await createPostgresDatabase(postgresServerUrl());
  drop = created.drop;
  database = await openDatabase({ url: created.url, poolSize: POOL_SIZE });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('a pool whose connections are all busy', () => {
  it('lets a short line wait its turn and refuses the rest at once, as the database being away is', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // Every connection of the pool busy in a transaction.
    const holders = Array.from({ length: POOL_SIZE }, () => database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    }));
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    const outcomes = Array.from({ length: 60 }, () => database.db.execute(sql`select 1 as one`).then(
      () => ({ ok: true as const, at: Date.now() - started }),
      (error: unknown) => ({ ok: false as const, at: Date.now() - started, error }),
    ));
    const refused = await Promise.race([
      Promise.all(outcomes.slice(-30)),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('nadie fue rechazado a tiempo')), 1000)),
    ]);
    expect(refused.every((outcome) => !outcome.ok && isDatabaseUnavailable(outcome.error))).toBe(true);
    expect(Math.max(...refused.map((outcome) => outcome.at))).toBeLessThan(1000);
    release();
    await Promise.all(holders);
    const all = await Promise.all(outcomes);
    // The line that fitted was served once the connections came back.
    expect(all.filter((outcome) => outcome.ok)).toHaveLength(POOL_SIZE * 10);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
