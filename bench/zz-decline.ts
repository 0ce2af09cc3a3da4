// throwaway: does one endpoint's dispatch rate fall as webhook_deliveries grows?
import { sql } from "drizzle-orm";
import { getDb, closeDatabase } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import * as seed from "./lib/seed";
import { benchWebhookPayload } from "./lib/payload";
import { queryRows } from "@/server/platform/db";

async function main() {
  await seed.migrate();
  const ms = await seed.seedMerchants(1, `d${Date.now()}`);
  await seed.markEventsFannedOut();
  await seed.seedEndpoints(ms, () => `http://127.0.0.1:${process.env.RECEIVER_PORT}/ok/0`);
  const db = await getDb();
  const runs = Number(process.env.RUNS ?? 10);
  for (let r = 0; r < runs; r++) {
    await seed.seedDeliveries(2000, benchWebhookPayload());
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const s = await dispatchOnce(systemCtx());
    const t = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const [st] = await queryRows<Record<string, unknown>>(db, sql`select n_live_tup, n_dead_tup, autovacuum_count, pg_relation_size('webhook_deliveries_endpoint_due_idx') as due_idx from pg_stat_user_tables where relname = 'webhook_deliveries'`);
    console.log(JSON.stringify({ r, ok: s.succeeded, rate: Math.round(s.succeeded / (t / 1000)), cpuMsPer: ((cpu.user + cpu.system) / 1000 / s.succeeded).toFixed(2), ...st }));
  }
  await closeDatabase();
}
main().catch((e) => { console.error(e); process.exit(1); });
