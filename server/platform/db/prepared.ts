import type { Query, SQL } from "drizzle-orm";
import { CURRENT_DATABASE, type Executor } from "@/db/client";
import { internalsOf, sendQuery } from "./drizzle-internals";

/**
 * A statement drizzle builds once per database handle instead of on every call: `build` makes a
 * prepared query (`.prepare(name)`, values as `sql.placeholder`s) and the result is kept for that
 * handle (the database, a replica, or a transaction while it lasts). Building the SQL text of a
 * statement was about a sixth of the app's CPU on the charge path (BENCHMARKS.md, issue 30).
 *
 * drizzle's prepared query only keeps the text and its parameters: whether PostgreSQL gets a named
 * statement is still postgres.js's choice (db/client.ts), so behind a pooler in transaction mode
 * (`DATABASE_POOLER=transaction`, no named statements) it runs unprepared as before.
 *
 * A prepared query is bound to the connection pool it was built on. Behind a failover pair the handle stands for
 * whichever server is the primary now (db/client.ts, CURRENT_DATABASE): the query is kept per primary's own handle,
 * or a statement built before a failover would go on being sent to the dead primary.
 */
export function preparedPerHandle<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    const own = (db as Executor & { [CURRENT_DATABASE]?: Executor })[CURRENT_DATABASE] ?? db;
    let query = built.get(own);
    if (query === undefined) {
      query = build(own);
      built.set(own, query);
    }
    return query;
  };
}

/**
 * A read whose SQL text drizzle makes once per shape instead of on every call: `build(shape)` writes it
 * with `sql.placeholder(name)` for its values, which `run` fills. For a read whose text varies with its
 * input in a few ways (which rules apply), where a builder's `.prepare()` (above) does not reach. The text
 * does not depend on the database handle, so it is kept once for all of them.
 */
export function renderedPerShape<Row>(
  build: (shape: string) => SQL,
): (db: Executor, shape: string, values: Record<string, unknown>) => Promise<Row[]> {
  const rendered = new Map<string, Query>();
  return async (db, shape, values) => {
    let query = rendered.get(shape);
    if (query === undefined) {
      query = internalsOf(db).dialect.sqlToQuery(build(shape));
      rendered.set(shape, query);
    }
    return sendQuery<Row>(db, query, values);
  };
}
