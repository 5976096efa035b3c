import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Listener = (payload: string) => void;

/** A database connection, embedded (PGlite) or PostgreSQL, with LISTEN/NOTIFY. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir);
}

/** `dataDir` undefined means in memory. */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, listener) => {
      const unsubscribe = await client.listen(channel, listener);
      // Once the database is closed there is nothing left to unlisten from.
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5000,
    // Compiling a plan costs 100–350 ms, more than any query of this application takes: a count over a
    // million rows passes the default threshold and the compile made it ten times slower.
    options: '-c jit=off',
  });
  // An idle connection closed by the server must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error(`Conexión inactiva de PostgreSQL cerrada: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: pg.Client | undefined;
  let closing = false;

  async function ensureListenClient(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
    });
    client.on('error', (error) => {
      console.error(`Conexión LISTEN de PostgreSQL perdida: ${error.message}`);
      listenClient = undefined;
      if (!closing) setTimeout(() => void relisten(), 1000);
    });
    listenClient = client;
    return client;
  }

  /** After a lost connection, listens again on every channel that has listeners. */
  async function relisten(): Promise<void> {
    try {
      const client = await ensureListenClient();
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch {
      if (!closing) setTimeout(() => void relisten(), 5000);
    }
  }

  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    listen: async (channel, listener) => {
      const client = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    close: async () => {
      closing = true;
      await listenClient?.end();
      await pool.end();
    },
  };
}

export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Runs raw SQL on either driver and returns its rows. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
