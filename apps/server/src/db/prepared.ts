import type { Db } from './client.js';

/**
 * A statement of a hot path, built once per database (its values as `sql.placeholder`) and then only
 * executed: a request does not rebuild its SQL, and PostgreSQL keeps its plan on each connection under
 * the name given to `.prepare(name)`. A transaction (`tx`) is a database of its own here.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
