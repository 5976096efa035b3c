// Loaded into the server process by the contacts benchmark (`node --import bench/sql-probe.mjs`), never
// by the product. It records the SQL statements the server sends while asked to, keeps them, and runs
// them again on the server's own database on request, timing them there. The embedded database (PGlite)
// lives inside the server process and no second process may open its files, so this is the only place
// where the SQL of a request can be timed on the same instance the API used.
//
// Control, on 127.0.0.1:$BENCH_SQL_PROBE_PORT (JSON bodies):
//   POST /start                      start recording
//   POST /stop                       stop; answers { id, statements: [{ text, values, rowMode, start, end }] }
//   POST /replay { id, indices }     runs those statements of recording `id` (concurrent ones concurrently,
//                                    as they were sent) and answers { ms }, timed in this process
//   POST /clear                      forgets every recording
import http from 'node:http';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { waves } from './lib.mjs';

let recording = null;
const recordings = new Map();
let lastId = 0;

/**
 * Wraps `proto.query` so that, while recording, each call is kept with its receiver and arguments.
 * PostgreSQL: the server's queries go through its pool (`Pool.query`); connections taken for
 * transactions, as the job runner does, and the LISTEN connection are not recorded. PGlite: every
 * query of the one embedded instance.
 */
function record(proto, describe) {
  const original = proto.query;
  proto.query = function query(...args) {
    if (!recording) return original.apply(this, args);
    const entry = { ...describe(args), run: () => original.apply(this, args), start: performance.now(), end: 0 };
    recording.push(entry);
    const result = original.apply(this, args);
    const done = () => { entry.end = performance.now(); };
    Promise.resolve(result).then(done, done);
    return result;
  };
}

record(pg.Pool.prototype, ([config, values]) => (typeof config === 'string'
  ? { text: config, values: values ?? [], rowMode: undefined }
  : { text: config.text, values: values ?? config.values ?? [], rowMode: config.rowMode }));
record(PGlite.prototype, ([text, values, options]) => ({ text, values: values ?? [], rowMode: options?.rowMode }));

async function replay({ id, indices }) {
  const statements = recordings.get(id);
  if (!statements) throw new Error(`no recording ${id}`);
  const chosen = indices.map((i) => statements[i]);
  const started = performance.now();
  for (const wave of waves(chosen)) await Promise.all(wave.map((s) => s.run()));
  return { ms: performance.now() - started };
}

const routes = {
  '/start': () => {
    recording = [];
    return {};
  },
  '/stop': () => {
    const statements = recording ?? [];
    recording = null;
    const id = ++lastId;
    recordings.set(id, statements);
    return { id, statements: statements.map(({ text, values, rowMode, start, end }) => ({ text, values, rowMode, start, end })) };
  },
  '/replay': replay,
  '/clear': () => {
    recordings.clear();
    return {};
  },
};

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', async () => {
    try {
      const route = routes[req.url];
      if (!route) throw new Error(`unknown ${req.url}`);
      const answer = await route(body ? JSON.parse(body) : {});
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (error) {
      res.writeHead(500).end(String(error?.stack ?? error));
    }
  });
});
server.listen(Number(process.env.BENCH_SQL_PROBE_PORT), '127.0.0.1');
// The server process ends on SIGTERM through its own shutdown; the control port must not keep it alive.
server.unref();
