import { eq, sql } from "drizzle-orm";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as metricsRoute from "@/app/metrics/route";
import * as chargesRoute from "@/app/v1/charges/route";
import * as chargeRoute from "@/app/v1/charges/[id]/route";
import { receivables, webhookDeliveries } from "@/db/schema";
import type { Job } from "@/server/platform/contracts/job";
import { resetConfigForTests } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { startJobs } from "@/server/registries/jobs/runner";
import { addLogSink } from "@/server/platform/log";
import { metrics } from "@/server/platform/metrics/metrics";
import { dispatchOnce } from "@/server/delivery/webhooks/dispatcher";
import { capturedCharge } from "@/tests/charges/support";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { controlledClock, createEndpointVia, deliveriesOf, emit } from "@/tests/webhooks/helpers";
import { startReceiver } from "@/tests/webhooks/receiver";

/**
 * `GET /metrics` through its real route, parsed with a Prometheus text-format parser
 * (parse-prometheus-text-format), and the access log and job summary lines.
 */
const TOKEN = "metrics-token-for-tests-0123456789";
const lines: string[] = [];
let remove: () => void;

beforeAll(() => {
  remove = addLogSink((l) => lines.push(l));
});
afterAll(() => {
  remove();
  delete process.env.METRICS_TOKEN;
  resetConfigForTests();
});

type Families = ReturnType<typeof parsePrometheusTextFormat>;

async function scrape(): Promise<Families> {
  const res = await metricsRoute.GET(
    new Request("http://localhost/metrics", { headers: { authorization: `Bearer ${TOKEN}` } }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await res.text());
}

function family(f: Families, name: string) {
  const found = f.find((x) => x.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
}

/** The value of a counter or gauge sample with exactly these labels (0 when absent). */
function value(f: Families, name: string, labels: Record<string, string> = {}): number {
  const sample = family(f, name).metrics.find((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v));
  return Number(sample?.value ?? 0);
}

/**
 * A histogram's observation count for these labels. parse-prometheus-text-format folds every labelled
 * series of a histogram into one, so histograms are checked in the parsed text for their family and
 * type, and their per-label counts are read from prom-client's own structured output.
 */
async function histogramCount(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const sample = values.find(
    (v) =>
      (v as { metricName?: string }).metricName === `${name}_count` &&
      Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  );
  return Number(sample?.value ?? 0);
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, and wants the token when set", async () => {
    delete process.env.METRICS_TOKEN;
    resetConfigForTests();
    const none = await call(metricsRoute.GET, "GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(none.status).toBe(404);
    expect(none.body.error.type).toBe("not_found");

    process.env.METRICS_TOKEN = TOKEN;
    resetConfigForTests();
    for (const auth of [undefined, "Bearer wrong-token-wrong-token-00", `Basic ${TOKEN}`]) {
      const res = await call(metricsRoute.GET, "GET", "/metrics", { auth });
      expect(res.status).toBe(401);
      expect(res.body.error.type).toBe("authentication_error");
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("counts requests by route template, method and status, with a latency histogram", async () => {
    const m = await createTestMerchant();
    const before = await scrape();
    const labels = { route: "/v1/charges", method: "GET", status: "200" };
    const observedBefore = await histogramCount("pay_http_request_duration_seconds", labels);
    const idLabels = { route: "/v1/charges/[id]", method: "GET", status: "404" };
    const missing = "0190a0a0-0000-7000-8000-00000000abcd";
    expect((await call(chargesRoute.GET, "GET", "/v1/charges", { auth: m.auth })).status).toBe(200);
    expect((await call(chargesRoute.GET, "GET", "/v1/charges?limit=5", { auth: m.auth })).status).toBe(200);
    expect(
      (await call(chargeRoute.GET, "GET", `/v1/charges/${missing}`, { auth: m.auth, params: { id: missing } })).status,
    ).toBe(404);
    const after = await scrape();
    expect(family(after, "pay_http_requests_total").type).toBe("COUNTER");
    expect(value(after, "pay_http_requests_total", labels) - value(before, "pay_http_requests_total", labels)).toBe(2);
    expect(value(after, "pay_http_requests_total", idLabels) - value(before, "pay_http_requests_total", idLabels)).toBe(
      1,
    );
    expect(family(after, "pay_http_request_duration_seconds").type).toBe("HISTOGRAM");
    expect((await histogramCount("pay_http_request_duration_seconds", labels)) - observedBefore).toBe(2);
    // One label value per route, never one per id.
    expect(family(after, "pay_http_requests_total").metrics.some((s) => s.labels?.route?.includes(missing))).toBe(
      false,
    );
  });

  it("counts webhook deliveries by outcome and reads the oldest due delivery at the scrape", async () => {
    const m = await createTestMerchant();
    const ok = await startReceiver();
    const down = await startReceiver({ behave: () => ({ status: 503 }) });
    try {
      const good = await createEndpointVia(m.auth, { url: ok.url, events: ["charge.captured"] });
      const bad = await createEndpointVia(m.auth, { url: down.url, events: ["charge.refunded"] });
      const t0 = new Date();
      const clock = controlledClock(t0);
      await emit(m.id, "charge.captured", { id: "c1" }, t0);
      await emit(m.id, "charge.refunded", { id: "c2" }, t0);
      const before = await scrape();
      await dispatchOnce(clock.ctx); // fans out: both deliveries due at t0 + 30 s
      clock.set(t0.getTime() + 30_000);
      await dispatchOnce(clock.ctx);
      const after = await scrape();
      const delta = (outcome: string) =>
        value(after, "pay_webhook_deliveries_total", { outcome, trigger: "automatic" }) -
        value(before, "pay_webhook_deliveries_total", { outcome, trigger: "automatic" });
      expect(delta("success")).toBe(1);
      expect(delta("failed")).toBe(1);

      // The failed one is due again later; make it 2 minutes late and see the gauge say so.
      const [retry] = await deliveriesOf(bad.id);
      expect(retry.status).toBe("failed");
      await (
        await getDb()
      )
        .update(webhookDeliveries)
        .set({ nextRetryAt: new Date(Date.now() - 120_000) })
        .where(eq(webhookDeliveries.id, retry.id));
      const late = await scrape();
      expect(value(late, "pay_webhook_deliveries_due")).toBeGreaterThanOrEqual(1);
      expect(value(late, "pay_webhook_oldest_due_delivery_age_seconds")).toBeGreaterThanOrEqual(120);
      expect(value(late, "pay_database_up")).toBe(1);
      // The server written to (one server here: no failover yet).
      expect(value(late, "pay_db_primary_changes")).toBe(0);
      expect(value(late, "pay_db_primary")).toBe(1);
      if (!process.env.TEST_DATABASE_URL) expect(value(late, "pay_db_primary", { server: "embedded" })).toBe(1);
      // On PostgreSQL, the connections as pg_stat_activity sees them (PGlite has no such view).
      if (process.env.TEST_DATABASE_URL) {
        expect(value(late, "pay_db_connections", { state: "active" })).toBeGreaterThanOrEqual(1);
        expect(value(late, "pay_db_max_connections")).toBeGreaterThan(0);
      }
      void good;
    } finally {
      await (await getDb()).execute(sql`update webhook_endpoints set active = false`);
      await ok.close();
      await down.close();
    }
  });

  it("reads receivables due and unsettled at the scrape", async () => {
    const m = await createTestMerchant();
    const before = await scrape();
    expect(family(before, "pay_receivables_due_unsettled").type).toBe("GAUGE");
    const charge = await capturedCharge(m, 10_000);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const db = await getDb();
    await db.update(receivables).set({ settlementDate: yesterday }).where(eq(receivables.chargeId, charge.id));
    const [row] = await db.select().from(receivables).where(eq(receivables.chargeId, charge.id));
    const after = await scrape();
    expect(value(after, "pay_receivables_due_unsettled") - value(before, "pay_receivables_due_unsettled")).toBe(1);
    expect(value(after, "pay_receivables_due_unsettled_net_centavos")).toBeGreaterThanOrEqual(row.netAmount);
    expect(value(after, "pay_receivables_oldest_due_age_days")).toBeGreaterThanOrEqual(1);
  });

  it("times job runs, counts failures, and logs each busy run's summary at info", async () => {
    const before = await scrape();
    const runsBefore = {
      busy: await histogramCount("pay_job_run_duration_seconds", { job: "robust-busy", result: "ok" }),
      broken: await histogramCount("pay_job_run_duration_seconds", { job: "robust-broken", result: "failed" }),
    };
    const busy: Job = { name: "robust-busy", intervalMs: 60_000, run: async () => ({ settled: 3, created: [1, 2] }) };
    const idle: Job = { name: "robust-idle", intervalMs: 60_000, run: async () => ({ settled: 0 }) };
    const broken: Job = {
      name: "robust-broken",
      intervalMs: 60_000,
      run: async () => {
        throw new Error("boom");
      },
    };
    const handle = startJobs([busy, idle, broken]);
    await new Promise((r) => setTimeout(r, 2_500));
    await handle.stop();
    const after = await scrape();
    expect(family(after, "pay_job_run_duration_seconds").type).toBe("HISTOGRAM");
    expect(
      (await histogramCount("pay_job_run_duration_seconds", { job: "robust-busy", result: "ok" })) - runsBefore.busy,
    ).toBe(1);
    expect(
      (await histogramCount("pay_job_run_duration_seconds", { job: "robust-broken", result: "failed" })) -
        runsBefore.broken,
    ).toBe(1);
    expect(
      value(after, "pay_job_failures_total", { job: "robust-broken" }) -
        value(before, "pay_job_failures_total", { job: "robust-broken" }),
    ).toBe(1);

    const summary = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(summary.find((l) => l.msg === "job run" && l.job === "robust-busy")).toMatchObject({
      level: "info",
      settled: 3,
      created: 2,
      ms: expect.any(Number),
    });
    expect(summary.find((l) => l.msg === "job run" && l.job === "robust-idle")).toMatchObject({ level: "debug" });
    expect(summary.find((l) => l.msg === "job failed" && l.job === "robust-broken")).toMatchObject({
      level: "error",
      ms: expect.any(Number),
    });
  });
});

describe("the access log", () => {
  it("carries the merchant id and the route template", async () => {
    const m = await createTestMerchant();
    const missing = "0190a0a0-0000-7000-8000-00000000dcba";
    await call(chargeRoute.GET, "GET", `/v1/charges/${missing}`, {
      auth: m.auth,
      params: { id: missing },
      headers: { "x-request-id": "access-log-test-1" },
    });
    const line = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.requestId === "access-log-test-1");
    expect(line).toMatchObject({
      msg: "request",
      level: "info",
      method: "GET",
      path: `/v1/charges/${missing}`,
      route: "/v1/charges/[id]",
      status: 404,
      actor: "merchant",
      merchantId: m.id,
    });
  });
});
