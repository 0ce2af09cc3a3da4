/**
 * How the charges list, summary and revenue chart behave on a million charges (PostgreSQL).
 *
 *   psql … -c 'create database charges_scale'
 *   SETUP=1 BENCH_URL=postgres://postgres@127.0.0.1:5432/charges_scale npx tsx bench/charges-list-scale.ts
 *   psql … -c 'vacuum analyze charges'   # index-only counts need the visibility map, as autovacuum keeps it
 *   BENCH_URL=… npx tsx bench/charges-list-scale.ts
 *
 * SETUP=1 inserts 1 000 000 charges (900 000 for one merchant, 100 000 for another) over a year.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { queryRows, useDatabaseHandle as installDatabase } from "@/server/platform/db";
import { listCharges } from "@/server/payments/charges/list-charges";
import { chargesSummary } from "@/server/payments/charges/charges-summary";
import { revenueChart } from "@/server/payments/charges/revenue-chart";
import { chargeSummaryQuery, listChargesQuery, revenueChartQuery } from "@/server/payments/charges/schemas";
import type { Ctx } from "@/server/platform/context";

const BIG = "0190b000-0000-7000-8000-000000000001";
const SMALL = "0190b000-0000-7000-8000-000000000002";

async function main(): Promise<void> {
  const url = process.env.BENCH_URL;
  if (!url) throw new Error("Set BENCH_URL to a PostgreSQL database made for this.");
  const handle = await openDatabase({ url, dataDir: "memory://" });
  await handle.migrate();
  if (process.env.SETUP === "1") {
    await handle.db.execute(
      sql`insert into merchants (id, name, email) values (${BIG}, 'Big', 'big@example.com'), (${SMALL}, 'Small', 'small@example.com') on conflict do nothing`,
    );
    const t0 = Date.now();
    for (let batch = 0; batch < 10; batch++) {
      await handle.db.execute(
        sql.raw(`
        insert into charges (id, merchant_id, status, amount, captured_amount, refunded_amount, currency, payment_method, installments, capture_requested,
          customer_name, customer_email, customer_tax_id, items, created_at, updated_at, authorized_at, captured_at)
        select gen_random_uuid(), case when g % 10 = 0 then '${SMALL}'::uuid else '${BIG}'::uuid end,
          (array['captured','failed','refunded','partially_refunded','authorized','captured','captured'])[1 + g % 7],
          1000 + (g * 37) % 100000, case when g % 7 in (0,2,3,5,6) then 1000 + (g * 37) % 100000 else 0 end, 0, 'BRL',
          case when g % 9 = 0 then 'apple_pay' else 'credit_card' end, 1 + g % 12, true,
          (array['Ana','Bruno','Carla','Diego','Eduarda','Felipe','Gabriela','Henrique'])[1 + g % 8] || ' ' ||
            (array['Silva','Souza','Lima','Costa','Pereira','Ribeiro','Almeida'])[1 + (g / 8) % 7] || ' ' || g,
          'cliente' || g || '@exemplo.com.br', lpad(((g::bigint * 7919) % 99999999999)::text, 11, '0'), '[]'::jsonb,
          now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval, now(), now() - ((g % 365) || ' days')::interval,
          case when g % 7 in (0,2,3,5,6) then now() - ((g % 365) || ' days')::interval end
        from generate_series(${batch * 100_000 + 1}, ${(batch + 1) * 100_000}) g`),
      );
    }
    await handle.db.execute(sql`analyze charges`);
    console.log(`inserted 1 000 000 charges in ${Date.now() - t0} ms`);
  }
  installDatabase(handle);
  const ctx: Ctx = {
    requestId: "bench",
    now: () => new Date(),
    actor: { role: "merchant", merchantId: BIG, via: "cli" },
  };
  const time = async (label: string, fn: () => Promise<unknown>) => {
    await fn();
    const t = performance.now();
    for (let i = 0; i < 5; i++) await fn();
    console.log(label.padEnd(48), `${((performance.now() - t) / 5).toFixed(1)} ms`);
  };
  const queries = [
    "",
    "status=failed",
    "search=gabriela",
    "search=gabriela%20silva",
    "search=cliente123",
    "search=0000012",
    "date_from=" + new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
    "amount_min=50000&amount_max=50100",
    "installments=12&status=captured",
    "page=500",
  ];
  for (const q of queries) {
    const input = listChargesQuery.parse(Object.fromEntries(new URLSearchParams(q)));
    await time(`list ${q || "(no filter)"}`, () => listCharges({ ctx, input }));
  }
  await time("summary (all time)", () => chargesSummary({ ctx, input: chargeSummaryQuery.parse({}) }));
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await time("summary (last 30 days)", () =>
    chargesSummary({ ctx, input: chargeSummaryQuery.parse({ date_from: monthAgo }) }),
  );
  await time("revenue chart (12 months)", () => revenueChart({ ctx, input: revenueChartQuery.parse({}) }));
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    handle.db,
    sql`explain analyze select * from charges where merchant_id = ${BIG} order by created_at desc, id desc limit 20`,
  );
  console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
  await handle.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
