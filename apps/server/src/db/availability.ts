/** Error codes of a database that cannot be reached, or that dropped the connection. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, connection failures.
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error|Connection ended|timeout exceeded when trying to connect|PGlite is closed|the database system is (starting up|shutting down)/i;

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
