import type { Database, Executor } from "@/db/client";

/** Rows of a raw query, whichever driver answered (PGlite returns `{rows}`, postgres.js an array). */
export async function queryRows<T>(exec: Executor, query: Parameters<Database["execute"]>[0]): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
