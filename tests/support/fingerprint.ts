import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";

/**
 * Tables a refused request may still write, by design: the idempotency store, the migrations journal, and the rate-limit
 * counters (every /v1 request counts against its key's budget, accepted or not).
 */
const BOOKKEEPING = /idempotency|migrations|rate_limit_counters/;

/** Every table's content, hashed: equal fingerprints mean no table changed at all. */
export async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    if (BOOKKEEPING.test(name)) continue;
    // A key records its last use: that is the caller's own row, not a change to anyone's data.
    const row = "(to_jsonb(t) - 'last_used_at')::text";
    const [hash] = await queryRows<{ h: string }>(
      db,
      sql.raw(`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h from "${name}" t`),
    );
    out[name] = hash.h;
  }
  return out;
}
