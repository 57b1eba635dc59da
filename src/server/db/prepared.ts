import type { DbOrTx } from "./client";

/**
 * Prepared Drizzle queries for the hot fixed-shape public reads (band list, band profile, gig
 * list, venue detail; docs/decisions/performance.md). A prepared query keeps its SQL text and
 * parameter list, so a request skips Drizzle's SQL building (~17% of such a request's CPU with
 * the row mapping), and on PostgreSQL the named statement is parsed once per connection.
 *
 * A prepared query is bound to the client of the database it was prepared on, so they are kept
 * per database object (a WeakMap: a closed test database takes its queries with it), never in a
 * module-level variable shared by every database the process opens (tests open many).
 * The name is also PostgreSQL's statement name: one name, one SQL text, for the whole app.
 */
const perDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();

export function prepared<T>(db: DbOrTx, name: string, prepare: (db: DbOrTx, name: string) => T): T {
  let queries = perDatabase.get(db);
  if (!queries) {
    queries = new Map();
    perDatabase.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = prepare(db, name);
    queries.set(name, query);
  }
  return query;
}
