import client from "prom-client";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * The process's Prometheus instruments (prom-client), one set per process: the custom server, the
 * route handlers Next bundles and the jobs are separate module instances, and all must count into
 * the same registry (server/platform/process/singleton.ts). What each series means and what to alert on:
 * docs/api/operations.md.
 */
function create() {
  const registry = new client.Registry();
  registry.setDefaultLabels({});
  client.collectDefaultMetrics({ register: registry, prefix: "pay_process_" });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: "pay_http_requests_total",
      help: "HTTP requests answered, by route template, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    httpDuration: new client.Histogram({
      name: "pay_http_request_duration_seconds",
      help: "Time to answer an HTTP request (until the handler returned its response), by route template, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    webhookDeliveries: new client.Counter({
      name: "pay_webhook_deliveries_total",
      help: "Webhook delivery attempts made by this process, by the delivery's state after the attempt (success, failed = will retry, exhausted) and trigger.",
      labelNames: ["outcome", "trigger"] as const,
      registers,
    }),
    jobDuration: new client.Histogram({
      name: "pay_job_run_duration_seconds",
      help: "Duration of the periodic jobs' runs in this process, by job and result (ok, failed).",
      labelNames: ["job", "result"] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
    receiptRenders: new client.Counter({
      name: "pay_withdrawal_receipt_renders_total",
      help: "Withdrawal receipt PNGs drawn by this process (over a second of CPU each; a stored one is served without).",
      registers,
    }),
    jobFailures: new client.Counter({
      name: "pay_job_failures_total",
      help: "Runs of a periodic job that threw, by job.",
      labelNames: ["job"] as const,
      registers,
    }),
    // Read from the database when /metrics is scraped (server/platform/metrics/database-gauges.ts): the same
    // answer from every instance, since they share the one database.
    deliveriesDue: new client.Gauge({
      name: "pay_webhook_deliveries_due",
      help: "Webhook deliveries due now (pending or failed, next attempt at or before now).",
      registers,
    }),
    oldestDueDelivery: new client.Gauge({
      name: "pay_webhook_oldest_due_delivery_age_seconds",
      help: "How long the oldest due webhook delivery has been waiting past its due time; 0 when none is due.",
      registers,
    }),
    receivablesDue: new client.Gauge({
      name: "pay_receivables_due_unsettled",
      help: "Receivables whose settlement date has come (UTC) and that are still pending.",
      registers,
    }),
    receivablesDueAmount: new client.Gauge({
      name: "pay_receivables_due_unsettled_net_centavos",
      help: "Net amount of the due, unsettled receivables, in centavos (all currencies together; BRL only today).",
      registers,
    }),
    oldestDueReceivable: new client.Gauge({
      name: "pay_receivables_oldest_due_age_days",
      help: "Days since the settlement date of the oldest due, unsettled receivable; 0 when none.",
      registers,
    }),
    dbConnections: new client.Gauge({
      name: "pay_db_connections",
      help: "PostgreSQL connections to this database, from every instance, by state (pg_stat_activity); absent on the embedded database.",
      labelNames: ["state"] as const,
      registers,
    }),
    dbMaxConnections: new client.Gauge({
      name: "pay_db_max_connections",
      help: "PostgreSQL's max_connections: what pay_db_connections may reach before new connections are refused.",
      registers,
    }),
    replicaLag: new client.Gauge({
      name: "pay_db_replica_lag_seconds",
      help: "How far each read replica's replay is behind the primary, at this process's last check (every second).",
      labelNames: ["replica"] as const,
      registers,
    }),
    replicaUsable: new client.Gauge({
      name: "pay_db_replica_usable",
      help: "1 when the replica serves reads (streaming, within DATABASE_REPLICA_MAX_LAG_MS, and replayed as far as the schema this process migrated to), 0 when it is skipped.",
      labelNames: ["replica"] as const,
      registers,
    }),
    dbPrimary: new client.Gauge({
      name: "pay_db_primary",
      help: "1 for the server this process writes to (DATABASE_URL with several servers: the one not in recovery).",
      labelNames: ["server"] as const,
      registers,
    }),
    dbPrimaryChanges: new client.Gauge({
      name: "pay_db_primary_changes",
      help: "Times this process found another server promoted and moved its writes there (failovers since start).",
      registers,
    }),
    databaseUp: new client.Gauge({
      name: "pay_database_up",
      help: "1 when the scrape's database reads succeeded, 0 when they failed.",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  return processSingleton("metrics", create);
}

/** The label of a request that matched no route (a malformed path, an unknown method), bounding cardinality. */
export const UNMATCHED_ROUTE = "unmatched";

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const m = metrics();
  const labels = { route, method, status: String(status) };
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, seconds);
}
