// Loaded into the server process by the contacts benchmark (`node --import bench/sql-probe.mjs`), never
// by the product. It records the SQL statements the server sends while asked to, keeps them, and runs
// them again on the server's own database on request, timing them there. The embedded database (PGlite)
// lives inside the server process and no second process may open its files, so this is the only place
// where the SQL of a request can be timed on the same instance the API used.
//
// Control, on 127.0.0.1:$BENCH_SQL_PROBE_PORT (JSON bodies):
//   POST /start                      start recording
//   POST /stop                       stop; answers { id, statements: [{ text, values, rowMode, name, start, end }
//                                    or, for a transaction, { tx: [{ text, values, rowMode, name }], start, end }] }
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

/** Sets `entry.end` when the query settles: through its callback when it has one (the pool's own calls), else its promise. */
function timedCall(call, args, entry) {
  const mark = () => { entry.end = performance.now(); };
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = (...answer) => { mark(); return callback(...answer); };
    return call(args);
  }
  const result = call(args);
  Promise.resolve(result).then(mark, mark);
  return result;
}

/** A statement as sent: its text, values, row mode and, for a prepared one, the name PostgreSQL keeps its plan under. */
const describePg = ([config, values]) => (typeof config === 'string'
  ? { text: config, values: Array.isArray(values) ? values : [], rowMode: undefined, name: undefined }
  : { text: config.text, values: (Array.isArray(values) ? values : undefined) ?? config.values ?? [], rowMode: config.rowMode, name: config.name });
const describePglite = ([text, values, options]) => ({ text, values: values ?? [], rowMode: options?.rowMode });

/**
 * PostgreSQL: every statement of every connection (`Client.query`, which the pool's own `query` calls).
 * The statements a connection sends between BEGIN and COMMIT or ROLLBACK are kept together as one
 * transaction entry, `{ tx: [...] }`, so that a replay runs them together on one connection, with the
 * settings the transaction made (`set_config(…, true)`), as the server ran them.
 */
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(...args) {
  // A transaction still open when its recording stopped belongs to that recording only: the connection's later
  // statements go to the recording of their own time.
  if (this.benchTransaction && this.benchTransaction.recording !== recording) this.benchTransaction = undefined;
  if (!recording) return pgQuery.apply(this, args);
  const statement = describePg(args);
  const opening = /^\s*begin\b/i.test(statement.text ?? '');
  if (opening) {
    this.benchTransaction = { tx: [], start: performance.now(), end: 0 };
    Object.defineProperty(this.benchTransaction, 'recording', { value: recording, enumerable: false });
    recording.push(this.benchTransaction);
  }
  const transaction = this.benchTransaction;
  const entry = transaction ? statement : { ...statement, start: performance.now(), end: 0 };
  (transaction ? transaction.tx : recording).push(entry);
  if (transaction && /^\s*(commit|rollback)\b/i.test(statement.text ?? '')) this.benchTransaction = undefined;
  return timedCall((callArgs) => pgQuery.apply(this, callArgs), args, transaction ?? entry);
};

/**
 * PGlite: every query of the one embedded instance; a transaction's queries (made through the object its
 * `transaction` hands to the callback) kept together, to be replayed in a transaction of the same instance.
 */
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function query(...args) {
  if (!recording) return pgliteQuery.apply(this, args);
  const entry = { ...describePglite(args), start: performance.now(), end: 0, run: () => pgliteQuery.apply(this, args) };
  recording.push(entry);
  return timedCall((callArgs) => pgliteQuery.apply(this, callArgs), args, entry);
};
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function transaction(callback) {
  if (!recording) return pgliteTransaction.call(this, callback);
  const entry = { tx: [], start: performance.now(), end: 0 };
  entry.run = () => pgliteTransaction.call(this, async (tx) => {
    for (const s of entry.tx) await tx.query(s.text, s.values, s.rowMode ? { rowMode: s.rowMode } : undefined);
  });
  recording.push(entry);
  const result = pgliteTransaction.call(this, (tx) => callback(new Proxy(tx, {
    get(target, property) {
      if (property === 'query') {
        return (...args) => {
          entry.tx.push(describePglite(args));
          return target.query(...args);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  })));
  Promise.resolve(result).then(() => { entry.end = performance.now(); }, () => { entry.end = performance.now(); });
  return result;
};

async function replay({ id, indices }) {
  const statements = recordings.get(id);
  if (!statements) throw new Error(`no recording ${id}`);
  const chosen = indices.map((i) => statements[i]);
  const started = performance.now();
  for (const wave of waves(chosen)) await Promise.all(wave.map((s) => s.run()));
  return { ms: performance.now() - started };
}

/** What the bench receives: the statements without their functions, a transaction with its statements. */
const shown = ({ text, values, rowMode, name, start, end, tx }) => (tx
  ? { tx: tx.map((s) => ({ text: s.text, values: s.values, rowMode: s.rowMode, name: s.name })), start, end }
  : { text, values, rowMode, name, start, end });

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
    return { id, statements: statements.map(shown) };
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
