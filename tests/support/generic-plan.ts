import { randomUUID } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";

const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/**
 * The plan PostgreSQL makes of a statement for every value (a generic plan): postgres.js prepares statements,
 * and after five runs PostgreSQL may keep such a plan. Seq scans are off: a test's table is tiny, where reading
 * it all would win; the question is which indexes can serve. `bitmapScans: false` also leaves bitmap scans out, to
 * see whether an index can answer alone (an index-only scan), which a tiny table's bitmap would otherwise hide.
 */
export async function genericPlanOf(
  query: { getSQL(): SQL },
  { bitmapScans = true }: { bitmapScans?: boolean } = {},
): Promise<string> {
  const compiled = new PgDialect().sqlToQuery(query.getSQL());
  const name = `plan_${randomUUID().replace(/-/g, "")}`;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!bitmapScans) await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${compiled.sql}`));
    const rows = await queryRows<{ "QUERY PLAN": string }>(
      tx,
      sql.raw(`explain (costs off) execute ${name}(${compiled.params.map(literal).join(", ")})`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}
