import type { Db } from './client';

/**
 * A Drizzle prepared statement per database handle, built on first use: the hot reads (every request's session,
 * the shell's team list) then cost neither Drizzle's SQL building nor PostgreSQL's planning again. Statements
 * are named, so node-postgres parses each once per pooled connection.
 */
export function preparedPerDb<TQuery>(build: (db: Db) => TQuery): (db: Db) => TQuery {
  const byDb = new WeakMap<Db, TQuery>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
