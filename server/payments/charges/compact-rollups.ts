import { sql } from "drizzle-orm";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { queryRows } from "@/server/platform/db";
import type { Job } from "@/server/platform/contracts/job";

/** Today and yesterday (UTC) keep their shards: their charges are still being made, captured and refunded. */
export const HOT_ROLLUP_DAYS = 2;
/** Keys folded per transaction: short transactions, whatever the backlog. */
const KEYS_PER_BATCH = 2_000;

interface RollupTable {
  name: string;
  key: string[];
  figures: string[];
}

const TABLES: RollupTable[] = [
  {
    name: "charge_daily_rollups",
    key: ["merchant_id", "day", "status", "payment_method", "currency"],
    figures: ["count", "amount", "captured_amount", "refunded_amount", "captured_count", "authorized_count"],
  },
  {
    name: "charge_revenue_daily",
    key: ["merchant_id", "day", "payment_method", "currency"],
    figures: ["captured_amount", "captured_count", "refunded_amount"],
  },
];

/**
 * One batch of a table: the rows of up to KEYS_PER_BATCH keys with a figure outside shard 0 and a day before
 * `cutoff` (found on the partial index of unfolded rows, migration 0047) are summed into shard 0 and deleted, in
 * one transaction. Every row of those keys is locked first, in the order the triggers take them (key, then
 * shard), so a trigger of a charge of that day and this fold never wait on each other in a circle. Answers how
 * many rows were folded.
 */
async function foldBatch(ctx: Ctx, t: RollupTable, cutoff: string): Promise<number> {
  const key = sql.raw(t.key.join(", "));
  const typed = sql.raw(
    t.key.map((c) => `${c} ${c === "merchant_id" ? "uuid" : c === "day" ? "date" : "text"}`).join(", "),
  );
  const table = sql.raw(t.name);
  return inTransaction(ctx, async (c) => {
    // As text, the day included: the keys go back to the database as JSON.
    const keys = await queryRows<Record<string, string>>(
      c.tx,
      sql`select ${sql.raw(t.key.map((col) => `${col}::text as ${col}`).join(", "))} from ${table}
        where shard <> 0 and day < ${cutoff}::date group by ${key} order by ${key} limit ${KEYS_PER_BATCH}`,
    );
    if (keys.length === 0) return 0;
    const inBatch = sql`(${key}) in (select ${key} from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(${typed}))`;
    await queryRows(c.tx, sql`select 1 from ${table} where ${inBatch} order by ${key}, shard for update`);
    // The insert runs though nothing reads it: PostgreSQL runs every data-modifying part of a WITH once.
    const [moved] = await queryRows<{ n: string | number }>(
      c.tx,
      sql`with moved as (
          delete from ${table} where shard <> 0 and ${inBatch} returning *
        ), folded as (
          insert into ${table} as r (${key}, shard, ${sql.raw(t.figures.join(", "))})
          select ${key}, 0, ${sql.raw(t.figures.map((f) => `sum(${f})`).join(", "))}
          from moved group by ${key} order by ${key}
          on conflict (${key}, shard) do update set ${sql.raw(t.figures.map((f) => `${f} = r.${f} + excluded.${f}`).join(", "))}
        )
        select count(*) as n from moved`,
    );
    return Number(moved.n);
  });
}

/**
 * Folds the rollups' shards of days before yesterday (UTC) into shard 0 (db/schema/charge-rollups.ts): a day's
 * charges are spread over shards while they are made, so that they do not queue on one row, and a past day is
 * read as one row per figure again, so that summaries and the revenue chart read no more rows than before the
 * shards. A charge of a past day changed later (a refund) writes to its shard again, and the next run folds it.
 * The sums are the same before and after: readers sum the shards.
 */
export async function compactChargeRollups({ ctx }: { ctx: Ctx }): Promise<{ folded: number }> {
  const cutoff = new Date(ctx.now().getTime() - (HOT_ROLLUP_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  let folded = 0;
  for (const t of TABLES) {
    for (;;) {
      const n = await foldBatch(ctx, t, cutoff);
      folded += n;
      if (n === 0) break;
    }
  }
  return { folded };
}

export const rollupCompactionJob: Job = {
  name: "charge-rollup-compaction",
  intervalMs: 10 * 60_000,
  run: (ctx) => compactChargeRollups({ ctx }),
};
