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
  /** How many queries it runs at once: the pool's connections (one for PGlite). */
  connections: number;
  /** Applies the migrations of `folder` (the application's own by default) that the database does not have yet. */
  migrate(folder?: string): Promise<void>;
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  /** PostgreSQL; without it, PGlite. */
  url?: string;
  /** PGlite's folder; undefined means in memory. */
  dataDir?: string;
  /** PostgreSQL connections for queries (`DATABASE_POOL_SIZE`, 10); one more listens for notices. */
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10)) : openPglite(opts.dataDir);
}

/** `dataDir` undefined means in memory. */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    connections: 1,
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
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

/** How long opening a PostgreSQL connection may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a request may wait for a connection of the pool (opening one included). A database that keeps up
 * hands one over within milliseconds; a request still waiting after this is answered 503 at once rather than
 * left hanging while its client and a socket of ours wait with it.
 */
const POOL_WAIT_MS = 1000;

/**
 * PostgreSQL: one bounded pool for queries and one dedicated LISTEN connection, so a process never holds
 * more than `poolSize + 1` connections, however often the server drops them.
 */
async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new TransactionSafePool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Connections are kept, not closed after 10 s idle: a new one costs its first requests tens of milliseconds
    // (the backend's start and its first reads of the catalogue), which a burst after a quiet minute would pay.
    idleTimeoutMillis: 0,
    // Compiling a plan costs 100–350 ms, more than any query of this application takes: a count over a
    // million rows passes the default threshold and the compile made it ten times slower.
    options: '-c jit=off',
  });
  // An idle connection closed by the server must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error(`Conexión inactiva de PostgreSQL cerrada: ${error.message}`));
  // Nor one lent to a transaction: the pool listens only while a connection is idle, and pg raises an 'error'
  // event when the server ends a connection between two queries. The transaction's next query fails with the
  // cause (a 503) and the pool discards the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notices = new ListenConnection(url);

  return {
    kind: 'postgres',
    db,
    connections: poolSize,
    migrate: (folder = migrationsFolder) => migratePg(db as never, { migrationsFolder: folder }),
    listen: (channel, listener) => notices.listen(channel, listener),
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}

/**
 * drizzle's transaction takes a connection with `connect()` and sends `begin` before its try/finally: when `begin`
 * fails (the server ended that connection while it sat idle) the connection is never given back, and the pool is
 * one connection smaller for good, until every request waits. A connection lent this way therefore gives itself
 * back, with the error, when its first query fails. `query()` of the pool lends connections its own way, unchanged.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    const busy = this.waitingCount >= this.options.max * WAITING_PER_CONNECTION ? new PoolBusyError() : null;
    if (callback) {
      if (busy) return process.nextTick(() => callback(busy, undefined, () => undefined));
      return super.connect(callback);
    }
    if (busy) return Promise.reject(busy);
    return super.connect().then(releasedIfFirstQueryFails);
  }
}

/**
 * Requests that may wait for a connection, per connection of the pool. A short burst waits its turn; past
 * this the database is not keeping up, and a request waiting out the whole connection time-out would only
 * hold its client (and a socket of ours) for nothing: it is refused at once, as the database being away is.
 */
const WAITING_PER_CONNECTION = 10;

/** Every connection of the pool is busy and too many requests already wait for one (answered 503). */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
  constructor() {
    super('Todas las conexiones a la base de datos están ocupadas.');
  }
}

function releasedIfFirstQueryFails(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const first = (...args: unknown[]) => {
    client.query = query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  };
  client.query = first as typeof client.query;
  return client;
}

const FIRST_RECONNECT_MS = 1000;
const LAST_RECONNECT_MS = 30_000;

const listenStatement = (channel: string) => `LISTEN "${channel.replace(/"/g, '')}"`;

/**
 * The one connection that LISTENs for every channel of this process. When the server drops it, it is closed
 * and a single reconnection loop (1 s doubling to 30 s) opens a new one and listens again on every channel;
 * notices sent while it is down are lost, as with any outage.
 */
class ListenConnection {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Connected and listening on every channel. */
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    const isNew = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    // A new connection listens on every channel, this one included.
    if (!this.client) await this.connect();
    else if (isNew) await this.client.query(listenStatement(channel));
    return async () => {
      set.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.opening?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Opens the connection, or joins the opening under way: never two at once. */
  private connect(): Promise<pg.Client> {
    this.opening ??= this.open().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async open(): Promise<pg.Client> {
    // Keep-alive: a connection that only listens sends nothing, and a silently dropped one would never be noticed.
    const client = new pg.Client({
      connectionString: this.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000,
    });
    // Attached before connecting: pg raises 'error' (often twice: the server's message, then the closed socket).
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('Connection ended')));
    client.on('notification', (msg) => {
      for (const listener of this.listeners.get(msg.channel) ?? []) listener(msg.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(listenStatement(channel));
      if (this.closed) throw new Error('Connection closed');
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  /** The current connection failed: close it for good and start the one reconnection loop. */
  private lost(client: pg.Client, error: Error): void {
    if (client !== this.client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    console.error(`Conexión LISTEN de PostgreSQL perdida: ${error.message}`);
    this.reconnectAfter(FIRST_RECONNECT_MS);
  }

  private reconnectAfter(delay: number): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().then(
        () => console.error('Conexión LISTEN de PostgreSQL restablecida.'),
        () => this.reconnectAfter(Math.min(delay * 2, LAST_RECONNECT_MS)),
      );
    }, delay);
  }
}

export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Runs raw SQL on either driver and returns its rows. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
