type DatabaseError = { code?: string; constraint?: string; cause?: DatabaseError } | undefined;

/** The PostgreSQL error inside what drizzle throws (it wraps the driver's error in `cause`). */
function driverError(error: unknown): DatabaseError {
  const e = error as DatabaseError;
  return e?.code ? e : e?.cause;
}

/** True for the error PostgreSQL raises when a unique index refuses a row. */
export function isUniqueViolation(error: unknown): boolean {
  return driverError(error)?.code === '23505';
}

/** The name of the unique index or constraint a write ran into, or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  const e = driverError(error);
  return e?.code === '23505' ? e.constraint ?? null : null;
}
