/** Error codes of a database that cannot be reached, or that dropped the connection. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN',
  // PostgreSQL: administrator command, crash shutdown, starting up or shutting down, database dropped, idle time-out.
  '57P01', '57P02', '57P03', '57P04', '57P05',
  // Connection failures, protocol violation, too many clients, the database renamed or dropped (does not exist).
  '08000', '08001', '08003', '08004', '08006', '08P01', '53300', '3D000',
  // Our pool: every connection busy and its waiting line full.
  'POOL_BUSY',
]);
const UNAVAILABLE_MESSAGES = new RegExp([
  'Connection terminated', 'connection error', 'Connection ended', 'timeout exceeded when trying to connect',
  'is not queryable', 'Cannot use a pool after calling end', 'PGlite is closed',
  'the database system is (starting up|shutting down)', 'is not currently accepting connections', 'too many clients',
].join('|'), 'i');

/** True when an error means the database is down or unreachable, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The first line of the error's root cause, with its code, for an operator's log. */
export function describeCause(error: unknown): string {
  let root = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
  for (let depth = 0; depth < 5; depth++) {
    const next = root instanceof AggregateError && root.errors.length ? root.errors[0] : root?.cause;
    if (!next || typeof next !== 'object') break;
    root = next as typeof root;
  }
  const message = typeof root?.message === 'string' && root.message ? root.message.split('\n')[0]! : String(error);
  return typeof root?.code === 'string' && !message.includes(root.code) ? `${root.code} ${message}` : message;
}
