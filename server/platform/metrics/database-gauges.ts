import { sql } from "drizzle-orm";
import { databaseHandle, primaryChangeCount, queryRows } from "@/server/platform/db";
import { log } from "@/server/platform/log";
import { replicaStatuses } from "@/server/platform/db/replicas";
import { metrics } from "./metrics";

/**
 * The gauges read from the database at each scrape: due webhook deliveries and the age of the
 * oldest, due receivables not yet settled, and PostgreSQL's connections. Each query is answered by an
 * index on the due rows (webhook_deliveries_due_idx, receivables_due_idx). A failed read
 * sets `pay_database_up` to 0 and leaves the other gauges out of the scrape rather than failing it.
 */
export async function refreshDatabaseGauges(now: Date = new Date()): Promise<void> {
  const m = metrics();
  const gauges = [
    m.deliveriesDue,
    m.oldestDueDelivery,
    m.receivablesDue,
    m.receivablesDueAmount,
    m.oldestDueReceivable,
    m.dbConnections,
    m.dbMaxConnections,
  ];
  try {
    const handle = await databaseHandle();
    const db = handle.db;
    const at = now.toISOString();
    const today = at.slice(0, 10);
    const [deliveries] = await queryRows<{ due: number | string; oldest: string | Date | null }>(
      db,
      // Deliveries of a disabled or deleted endpoint wait for nobody: they are not counted as late.
      sql`select count(*) as due, min(d.next_retry_at) as oldest
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where d.status in ('pending', 'failed') and d.next_retry_at <= ${at}::timestamptz
            and e.active and e.deleted_at is null`,
    );
    const [receivables] = await queryRows<{ due: number | string; net: number | string | null; oldest: string | null }>(
      db,
      sql`select count(*) as due, sum(net_amount - refunded_amount) as net, min(settlement_date)::text as oldest
          from receivables where status = 'pending' and settlement_date <= ${today}::date`,
    );
    const oldestDelivery = deliveries?.oldest ? new Date(deliveries.oldest).getTime() : undefined;
    m.deliveriesDue.set(Number(deliveries?.due ?? 0));
    m.oldestDueDelivery.set(oldestDelivery ? Math.max(0, (now.getTime() - oldestDelivery) / 1000) : 0);
    m.receivablesDue.set(Number(receivables?.due ?? 0));
    m.receivablesDueAmount.set(Number(receivables?.net ?? 0));
    m.oldestDueReceivable.set(
      receivables?.oldest ? Math.floor((Date.parse(today) - Date.parse(receivables.oldest)) / 86_400_000) : 0,
    );
    if (handle.kind === "postgres") {
      const rows = await queryRows<{ state: string | null; n: number | string }>(
        db,
        sql`select coalesce(state, 'unknown') as state, count(*) as n from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend' group by 1`,
      );
      m.dbConnections.reset();
      for (const r of rows) m.dbConnections.set({ state: r.state ?? "unknown" }, Number(r.n));
      const [max] = await queryRows<{ max: string }>(db, sql`select current_setting('max_connections') as max`);
      m.dbMaxConnections.set(Number(max?.max ?? 0));
    }
    m.dbPrimary.reset();
    m.dbPrimary.set({ server: handle.primaryName() }, 1);
    m.dbPrimaryChanges.set(primaryChangeCount());
    m.replicaLag.reset();
    m.replicaUsable.reset();
    for (const r of replicaStatuses()) {
      if (r.lagSeconds !== null) m.replicaLag.set({ replica: r.name }, r.lagSeconds);
      m.replicaUsable.set({ replica: r.name }, r.usable ? 1 : 0);
    }
    m.databaseUp.set(1);
  } catch (error) {
    for (const g of gauges) g.reset();
    m.databaseUp.set(0);
    log.warn("metrics: database gauges not read", { error });
  }
}
