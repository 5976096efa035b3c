import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { RealtimeHub } from './realtime/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    hub: RealtimeHub;
  }
}

/** The server as routes, jobs and event listeners see it; built by `buildApp` (app.ts). */
export type App = FastifyInstance;
