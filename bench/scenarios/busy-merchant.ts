/**
 * Scenario 6, a busy merchant: one merchant taking card charges from distinct buyers through the app
 * as `npm start` runs it (the periodic jobs in the app, RUN_JOBS_IN_APP's default, which the other
 * scenarios turn off), with one webhook endpoint subscribed to `*` on the local receiver. Reports
 * charges/s, the captured share, and the webhook lag (event created_at to receipt) while the load
 * runs and until the queue drains.
 */
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/server/platform/db";
import { delayBeforeAttempt } from "@/server/delivery/webhooks/retry-schedule";
import { RECEIVER_PORT } from "../lib/env";
import { treeCpuMs } from "../lib/cpu";
import { sampleDbActivity, type DbActivity } from "../lib/db-activity";
import type { LoadResult } from "../lib/load";
import { startServer, withServer, type Server } from "../lib/procs";
import type { RequestPlan } from "../load-worker";

export interface BusyMerchantResult {
  load: LoadResult;
  /** Deliveries received by the end of the drain. */
  delivered: number;
  /** TCP connections the receiver accepted for them (kept alive: far fewer than deliveries). */
  connections?: number;
  /** Deliveries and events still waiting when the drain gave up (0 when it drained). */
  undrained: number;
  /** From the end of the load to an empty queue, in ms. */
  drainMs: number;
  lagP50Ms: number;
  lagP99Ms: number;
  /**
   * The lag past the moment each delivery was due: receipt minus (created_at + the schedule's delay before
   * attempt 1, 30 s; docs/api/webhooks.md). The lag above counts that documented delay; this one is the
   * dispatcher's own (claim, send, record) under load.
   */
  dueLagP50Ms: number;
  dueLagP99Ms: number;
  /** Server CPU per captured charge (the load's CPU per request ÷ the captured share). */
  cpuMsPerCapturedCharge?: number;
  /**
   * The app's CPU from the start of the load (warm-up included) to the drained queue, per captured charge:
   * the webhooks' work counts even when the dispatcher catches up after the load.
   */
  cpuMsPerCapturedChargeWithDrain?: number;
  /** What the database's sessions did from the start of the load to the drained queue. */
  dbActivity?: DbActivity;
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waiting(merchantId: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    await getDb(),
    sql`select (select count(*) from webhook_deliveries where merchant_id = ${merchantId} and status in ('pending', 'failed'))
      + (select count(*) from events where merchant_id = ${merchantId} and fanned_out_at is null) as n`,
  );
  return Number(row.n);
}

export async function busyMerchant(opts: {
  merchantId: string;
  auth: string;
  cards: Array<{ auth: string; token: string }>;
  appCommand: string[];
  appPort: number;
  env: Record<string, string>;
  timing: { warmupSeconds: number; seconds: number };
  connections: number;
  drainTimeoutMs: number;
  load: (name: string, opts: Parameters<typeof import("../lib/load").runLoad>[1]) => Promise<LoadResult>;
}): Promise<BusyMerchantResult> {
  const receiver = () => startServer("receiver", ["bench/webhook-receiver.ts"], RECEIVER_PORT, {});
  return withServer(receiver, async (r: Server) => {
    await fetch(`${r.url}/reset`, { method: "POST" });
    // The app exactly as `npm start` runs it: jobs (fan-out, dispatch) inside it, as RUN_JOBS_IN_APP defaults.
    // Set, not left out: the child inherits the orchestrator's environment, where the bench turned it off.
    const defaults = { ...opts.env, RUN_JOBS_IN_APP: "true" };
    const app = () => startServer("app-busy", opts.appCommand, opts.appPort, defaults, "/ready");
    return withServer(app, async (s) => {
      const plan: RequestPlan = { kind: "charge", charges: opts.cards, installments: 1, amount: 12_000, buyerTag: "" };
      const cpuAtStart = treeCpuMs(s.pid);
      const activity = sampleDbActivity("busy-merchant");
      const load = await opts.load("busy-merchant", {
        url: s.url,
        serverPid: s.pid,
        connections: opts.connections,
        ...opts.timing,
        request: plan,
      });
      const loadEnded = Date.now();
      let left = await waiting(opts.merchantId);
      while (left > 0 && Date.now() - loadEnded < opts.drainTimeoutMs) {
        await new Promise((done) => setTimeout(done, 250));
        left = await waiting(opts.merchantId);
      }
      const drainMs = Date.now() - loadEnded;
      const dbActivity = await activity.stop();
      const cpuWithDrain = treeCpuMs(s.pid) - cpuAtStart;
      const captured = load.outcomes?.byStatus?.captured ?? 0;
      const lags = ((await (await fetch(`${r.url}/lags`)).json()) as number[]).sort((a, b) => a - b);
      const share = load.outcomes?.capturedShare ?? 0;
      const { connections } = (await (await fetch(`${r.url}/stats`)).json()) as { connections?: number };
      const result: BusyMerchantResult = {
        load,
        delivered: lags.length,
        connections,
        undrained: left,
        drainMs,
        lagP50Ms: percentile(lags, 50),
        lagP99Ms: percentile(lags, 99),
        dueLagP50Ms: percentile(lags, 50) - delayBeforeAttempt(1),
        dueLagP99Ms: percentile(lags, 99) - delayBeforeAttempt(1),
        cpuMsPerCapturedCharge:
          load.cpuMsPerRequest !== undefined && share > 0
            ? Math.round((load.cpuMsPerRequest / share) * 100) / 100
            : undefined,
        cpuMsPerCapturedChargeWithDrain: captured > 0 ? Math.round((cpuWithDrain / captured) * 100) / 100 : undefined,
        dbActivity,
      };
      const sessions = Object.entries(dbActivity.meanSessions)
        .slice(0, 6)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ");
      process.stdout.write(`  database sessions on average: ${sessions}\n`);
      for (const l of dbActivity.longest.slice(0, 3))
        process.stdout.write(`  ran ${l.ms} ms (${l.state} ${l.wait}): ${l.query}\n`);
      for (const b of dbActivity.blocked.slice(0, 3))
        process.stdout.write(`  blocked ${b.seen}×: ${b.query}  by: ${b.blockedBy}\n`);
      process.stdout.write(
        `  webhooks: ${result.delivered} delivered over ${connections} connections, lag p50 ${result.lagP50Ms} ms, p99 ${result.lagP99Ms} ms ` +
          `(past the 30 s the schedule waits before attempt 1: p50 ${result.dueLagP50Ms} ms, p99 ${result.dueLagP99Ms} ms); ` +
          `app CPU ${result.cpuMsPerCapturedChargeWithDrain} ms per captured charge with the drain; ` +
          `${left === 0 ? `drained ${drainMs} ms after the load` : `NOT drained: ${left} waiting after ${drainMs} ms`}\n`,
      );
      return result;
    });
  });
}
