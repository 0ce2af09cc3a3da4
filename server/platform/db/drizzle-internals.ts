import type { BuildQueryConfig, Query } from "drizzle-orm";
import { CURRENT_DATABASE, type Executor } from "@/db/client";
import { rowsOf } from "./query-rows";

/**
 * What of drizzle's database object sends a statement whose text is already made: its dialect (to make a
 * drizzle part's text) and its session, as `db.execute` itself uses them. Not in drizzle's typings (they are
 * internal there), hence the shape here; used by the charge path's writes and reads, which make their text
 * once or without drizzle's builder (write-atomically.ts, prepared.ts).
 */
export interface DrizzleInternals {
  dialect: Omit<BuildQueryConfig, "paramStartIndex" | "inlineParams" | "invokeSource"> & {
    sqlToQuery(sql: unknown): Query;
  };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: undefined,
      arrayMode: boolean,
    ): { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
  };
}

/** The handle's internals; behind a failover pair, those of the primary of the moment (db/client.ts). */
export function internalsOf(db: Executor): DrizzleInternals {
  return ((db as Executor & { [CURRENT_DATABASE]?: Executor })[CURRENT_DATABASE] ?? db) as unknown as DrizzleInternals;
}

/** Sends a statement already made; its rows. */
export async function sendQuery<T>(db: Executor, query: Query, placeholders?: Record<string, unknown>): Promise<T[]> {
  return rowsOf<T>(
    await internalsOf(db).session.prepareQuery(query, undefined, undefined, false).execute(placeholders),
  );
}
