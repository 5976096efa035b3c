import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresServerUrl } from '../test/harness.js';
import { isDatabaseUnavailable } from './availability.js';
import { openDatabase, rows, type Database } from './client.js';
import { warmUpConnections } from './warm-up.js';

const POOL_SIZE = 2;
let drop: () => Promise<void>;
let url: string;
let database: Database;

beforeAll(async () => {
  const created = await createPostgresDatabase(postgresServerUrl());
  drop = created.drop;
  url = created.url;
  database = await openDatabase({ url: created.url, poolSize: POOL_SIZE });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** Every connection of the pool busy in a transaction, until the answered function lets them go. */
async function holdEveryConnection(): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => { letGo = resolve; });
  const holders = Array.from({ length: POOL_SIZE }, () => database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await held;
  }));
  await new Promise((resolve) => setImmediate(resolve));
  return async () => {
    letGo();
    await Promise.all(holders);
  };
}

describe('a pool whose connections are all busy', () => {
  it('lets a short line wait its turn and refuses the rest at once, as the database being away is', async () => {
    const release = await holdEveryConnection();
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
    await release();
    const all = await Promise.all(outcomes);
    // The line that fitted was served once the connections came back.
    expect(all.filter((outcome) => outcome.ok)).toHaveLength(POOL_SIZE * 10);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('refuses a request that has waited a second in the line, without waiting for the connections to come back', async () => {
    const release = await holdEveryConnection();
    const started = Date.now();
    const outcome = await database.db.execute(sql`select 1`).then(() => null, (error: unknown) => error);
    const waited = Date.now() - started;
    await release();
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2500);
  });
});

describe('a server starting on PostgreSQL', () => {
  it('opens every connection of its pool before serving, and keeps them', async () => {
    const name = `atiende_warm_${process.pid}`;
    const starting = await openDatabase({ url: `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`, poolSize: 3 });
    const connected = async () => {
      const [row] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`);
      return row!.n;
    };
    try {
      await starting.migrate();
      expect(await connected()).toBe(1);
      await warmUpConnections(starting);
      expect(await connected()).toBe(3);
    } finally {
      await starting.close();
    }
  });
});
