import type { Database, Executor } from "@/db/client";

/** The rows of a raw statement's answer, whichever driver gave it (PGlite returns `{rows}`, postgres.js an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/** Rows of a raw query, whichever driver answered. */
export async function queryRows<T>(exec: Executor, query: Parameters<Database["execute"]>[0]): Promise<T[]> {
  return rowsOf<T>(await exec.execute(query));
}
