import { config } from "@/server/platform/config";
import type { Ctx } from "@/server/platform/context";
import { isStopping, onShutdown } from "@/server/platform/lifecycle";
import { log } from "@/server/platform/log";
import { processSingleton } from "@/server/platform/process/singleton";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-deliveries";
import { EndpointSpeeds } from "./endpoint-speed";
import { FAN_OUT_BATCH, fanOutEvents } from "./fan-out";
import { inArray } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import { executor } from "@/server/platform/context";
import { performAttempt, type EndpointRow } from "./perform-attempt";
import { AttemptRecorder } from "./record-attempts";

export interface DispatchSummary {
  fanned_out: number;
  attempted: number;
  succeeded: number;
  failed: number;
  exhausted: number;
  /** Claims that took deliveries: with `attempted`, how many a claim took on average. */
  claims: number;
}

/**
 * A request that has waited this long for its answer no longer takes one of the `concurrency` slots,
 * and its endpoint is known slow. Far above a receiver that answers at once (a few ms), far below the
 * timeout; a receiver that takes longer is still sent to, from the larger budget.
 */
const SLOW_AFTER_MS = 500;
/**
 * How long one in-app tick keeps claiming, counted from its start (the fan-out included); a little
 * under the job's one-second interval, so that the next tick is not skipped. Counted from after the
 * fan-out, a tick outlasted the interval, the next one was skipped, and nothing was claimed for most
 * of a second (BENCHMARKS.md, issue 30: the dispatcher's lag past the due time).
 */
const TICK_BUDGET_MS = 900;
/**
 * A tick that found something due within the last POLL_WHILE_BUSY_MS and finds nothing due now looks
 * again after IDLE_POLL_MS, until its budget is spent: deliveries fall due every moment while a
 * merchant charges, and ending the tick left them waiting for the next one (up to a second). An idle
 * dispatcher still claims once per tick.
 */
const IDLE_POLL_MS = 200;
/**
 * How long an in-app tick may go on while deliveries keep falling due (fanning out again each
 * TICK_BUDGET_MS). A tick that ended at its budget under load often ended after the next interval had
 * fired: that tick was skipped and nothing was claimed for a second (the busy-merchant bench saw a
 * one-second gap every few seconds).
 */
const BUSY_TICK_MS = 10_000;
const POLL_WHILE_BUSY_MS = 1_000;
/**
 * After a request ends, the next claim waits this long at most for the rest of its endpoint's round
 * (the requests claimed with it) to end, so that one claim takes the endpoint's whole free share
 * instead of one delivery per finished request (one statement per delivery on top of its record).
 */
const ROUND_WAIT_MS = 20;
/** At most this many endpoints are read ahead of a claim. */
const PREFETCH_ENDPOINTS = 64;
/**
 * How long one tick keeps fanning out while full batches come back. One batch a tick capped the in-app
 * fan-out at 200 events a second: a merchant taking 85 charges/s makes about 255 (created, authorized,
 * captured), and the busy-merchant bench saw its deliveries fall ever further behind (issue 30).
 */
const FAN_OUT_BUDGET_MS = 300;

/**
 * Sends due deliveries with bounded concurrency: at most `concurrency` requests in flight in this
 * process, at most `perEndpoint` of them to one endpoint (across dispatchers), so one slow
 * receiver cannot hold up the others. Claims are leases in the database, so any number of
 * dispatchers (the app, `npm run worker`, the CLI) may run at once, and a killed one's claims are
 * taken over once they expire.
 *
 * A request still unanswered after SLOW_AFTER_MS is an idle socket waiting for its timeout: it
 * leaves the `concurrency` budget for a larger one of 4 × `concurrency`, so that endpoints that
 * hang (each holding up to `perEndpoint` requests until the timeout) cannot take every slot from
 * the ones that answer (the bench measured the others at 42 % of their rate with 10 % hanging).
 * An endpoint with a request unanswered after SLOW_AFTER_MS is known slow (server/delivery/webhooks/endpoint-speed.ts),
 * and its requests go to the larger budget from the start: a hanging endpoint holds a `concurrency`
 * slot for SLOW_AFTER_MS once, not with each of its deliveries. An endpoint whose speed is not known
 * yet (new to this dispatcher, or not seen for a minute) gets one request in flight until it answers
 * or turns slow, so that a hanging one holds one slot for that half-second, not `perEndpoint`
 * (10 hanging endpoints held 40 requests for 16 slots). Known fast or slow, it gets `perEndpoint`.
 */
export class Dispatcher {
  /** Each request in flight: when it started, and whether it counts against `concurrency`. */
  private readonly inFlight = new Map<Promise<void>, { startedAt: number; young: boolean; endpointId: string }>();
  /** Requests in flight per endpoint in this dispatcher; `roundsDone` counts the times one fell to zero. */
  private readonly perEndpointInFlight = new Map<string, number>();
  private roundsDone = 0;
  /** The endpoints of the last claim (sorted), read beside the next claim when they were the previous one's too. */
  private lastEndpointIds: string[] = [];
  private steadyEndpoints = false;
  private readonly speeds = new EndpointSpeeds();
  /** The attempts that end together are recorded in one statement (each request in flight awaits its record). */
  private readonly recorder = new AttemptRecorder(() => this.inFlight.size);
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly summary: DispatchSummary = {
    fanned_out: 0,
    attempted: 0,
    succeeded: 0,
    failed: 0,
    exhausted: 0,
    claims: 0,
  };

  constructor(opts: { concurrency?: number; perEndpoint?: number } = {}) {
    this.concurrency = opts.concurrency ?? config().WEBHOOK_CONCURRENCY;
    this.perEndpoint = opts.perEndpoint ?? Math.max(1, Math.floor(this.concurrency / 4));
  }

  /** What this dispatcher did so far. */
  get counts(): DispatchSummary {
    return { ...this.summary };
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Slots free now: requests younger than SLOW_AFTER_MS count against `concurrency`, all of them against 4 × it. */
  private freeSlots(): number {
    const now = Date.now();
    const youngSince = now - SLOW_AFTER_MS;
    let young = 0;
    for (const r of this.inFlight.values()) {
      if (!r.young) continue;
      if (r.startedAt > youngSince) young += 1;
      else {
        // Turned slow: its endpoint's next deliveries start in the larger budget.
        r.young = false;
        this.speeds.markSlow(r.endpointId, now);
      }
    }
    return Math.max(0, Math.min(this.concurrency - young, 4 * this.concurrency - this.inFlight.size));
  }

  /** Resolves when a request ends or the oldest young one turns slow, whichever comes first. */
  private async nextChange(): Promise<void> {
    const youngSince = Date.now() - SLOW_AFTER_MS;
    const young = [...this.inFlight.values()]
      .filter((r) => r.young && r.startedAt > youngSince)
      .map((r) => r.startedAt);
    const waits: Promise<unknown>[] = [...this.inFlight.keys()];
    let timer: NodeJS.Timeout | undefined;
    if (young.length) waits.push(new Promise((r) => (timer = setTimeout(r, Math.min(...young) - youngSince + 1))));
    await Promise.race(waits);
    clearTimeout(timer);
  }

  /**
   * Fans out new events, then keeps the free slots filled with due deliveries for up to `budgetMs`
   * from its start (one claim a second would cap the in-app rate at `concurrency` per second). Returns
   * when the budget is spent, or when nothing has been due for POLL_WHILE_BUSY_MS (at once if nothing
   * was due at all); without `budgetMs` (the in-app job), a tick still finding deliveries due at the end
   * of its budget fans out again and goes on, up to BUSY_TICK_MS. It never waits for the sends themselves.
   */
  async tick(
    ctx: Ctx,
    opts: { fanOut?: boolean; budgetMs?: number } = {},
  ): Promise<{ fannedOut: number; started: number }> {
    const budget = opts.budgetMs ?? TICK_BUDGET_MS;
    const startedAt = Date.now();
    let deadline = startedAt + budget;
    // An in-app tick (no budget given) goes on while deliveries keep falling due, up to BUSY_TICK_MS.
    const hardStop = startedAt + (opts.budgetMs === undefined ? BUSY_TICK_MS : budget);
    let fannedOut = 0;
    const fanOut = async () => {
      if (opts.fanOut === false) return;
      const fanOutUntil = Date.now() + FAN_OUT_BUDGET_MS;
      for (;;) {
        const batch = await fanOutEvents(ctx);
        fannedOut += batch.deliveries;
        this.summary.fanned_out += batch.deliveries;
        if (batch.events < FAN_OUT_BATCH || Date.now() >= fanOutUntil || isStopping()) break;
      }
    };
    await fanOut();
    let started = 0;
    let lastFoundAt = 0;
    for (;;) {
      const free = this.freeSlots();
      const claimed = free > 0 ? await this.fill(ctx) : 0;
      started += claimed;
      if (claimed > 0) lastFoundAt = Date.now();
      const nothingDue = free > 0 && claimed === 0;
      // Shutting down: the sends in flight finish (drain), nothing more is claimed.
      if (isStopping()) break;
      if (Date.now() >= deadline) {
        const flowing = Date.now() - lastFoundAt <= POLL_WHILE_BUSY_MS;
        if (!flowing || Date.now() + budget > hardStop) break;
        // Still busy: fan out what came in meanwhile and go on, rather than leave the next tick to start.
        await fanOut();
        deadline = Date.now() + budget;
      }
      const quiet = Date.now() - lastFoundAt > POLL_WHILE_BUSY_MS || hardStop - Date.now() < IDLE_POLL_MS;
      if (nothingDue && quiet) break;
      if (nothingDue) await this.untilAChangeOr(Date.now() + IDLE_POLL_MS);
      else await this.untilRoundEnds(deadline);
    }
    return { fannedOut, started };
  }

  /** Resolves on the next change (nextChange) or at `until`, whichever comes first. */
  private async untilAChangeOr(until: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waits: Promise<unknown>[] = [new Promise((r) => (timer = setTimeout(r, Math.max(0, until - Date.now()))))];
    if (this.inFlight.size) waits.push(this.nextChange());
    await Promise.race(waits);
    clearTimeout(timer);
  }

  /**
   * Waits for a request to end (or turn slow), then up to ROUND_WAIT_MS more while no endpoint's
   * requests have all ended: the claim that follows then takes a whole round of an endpoint.
   */
  private async untilRoundEnds(deadline: number): Promise<void> {
    if (this.inFlight.size === 0) return;
    const rounds = this.roundsDone;
    await this.untilAChangeOr(deadline);
    const until = Math.min(deadline, Date.now() + ROUND_WAIT_MS);
    while (this.inFlight.size > 0 && this.roundsDone === rounds && Date.now() < until) await this.untilAChangeOr(until);
  }

  /**
   * Claims what fits in the free slots and starts sending; answers how many were started. While
   * claims keep taking the same endpoints (a busy merchant's), those are read beside the claim rather
   * than after it: one round trip fewer between a round's end and the next round's sends.
   */
  private async fill(ctx: Ctx): Promise<number> {
    const db = await executor(ctx);
    const readEndpoints = async (ids: string[]) =>
      ids.length ? db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids)) : [];
    // Only when the last two claims had the same endpoints (a steady stream): a guess that misses costs a select.
    const early = readEndpoints(this.steadyEndpoints ? this.lastEndpointIds : []);
    let claimed: ClaimedDelivery[];
    try {
      claimed = await claimDueDeliveries(ctx, {
        limit: this.freeSlots(),
        perEndpoint: this.perEndpoint,
        known: this.speeds.known(Date.now()),
      });
    } finally {
      // Never left unawaited: its failure is the claim's to report, or nobody's.
      await early.catch(() => []);
    }
    const endpointIds = [...new Set(claimed.map((d) => d.endpointId))];
    const ids = endpointIds.slice(0, PREFETCH_ENDPOINTS).sort();
    this.steadyEndpoints = ids.length > 0 && ids.join() === this.lastEndpointIds.join();
    this.lastEndpointIds = ids;
    if (claimed.length === 0) return 0;
    this.summary.claims += 1;
    // The claim's endpoints in one statement, not one per delivery (each attempt reads nothing more).
    const endpoints = new Map<string, EndpointRow>((await early.catch(() => [])).map((e) => [e.id, e]));
    for (const e of await readEndpoints(endpointIds.filter((id) => !endpoints.has(id)))) endpoints.set(e.id, e);
    const now = Date.now();
    for (const delivery of claimed) {
      const young = this.speeds.of(delivery.endpointId, now) !== "slow";
      // Of the delivery's own merchant only, as performAttempt reads it.
      const found = endpoints.get(delivery.endpointId);
      const endpoint = found && found.merchantId === delivery.merchantId ? found : null;
      const send: Promise<void> = performAttempt(ctx, delivery, "automatic", delivery.leaseToken, {
        endpoint,
        maxSockets: this.perEndpoint,
        recorder: this.recorder,
      })
        .then((after) => {
          // Any answer in time (a 500 too) tells the endpoint is fast; the timeout, that it is slow.
          if ((after.durationMs ?? 0) < SLOW_AFTER_MS) this.speeds.markFast(delivery.endpointId, Date.now());
          else this.speeds.markSlow(delivery.endpointId, Date.now());
          this.summary.attempted += 1;
          if (after.status === "success") this.summary.succeeded += 1;
          else if (after.status === "exhausted") this.summary.exhausted += 1;
          else this.summary.failed += 1;
        })
        // The lease expires and another pass retries the delivery: nothing is lost.
        .catch((e: unknown) => log.error("webhook attempt failed to run", { deliveryId: delivery.id, error: e }))
        .finally(() => {
          this.inFlight.delete(send);
          const left = (this.perEndpointInFlight.get(delivery.endpointId) ?? 1) - 1;
          if (left > 0) this.perEndpointInFlight.set(delivery.endpointId, left);
          else {
            this.perEndpointInFlight.delete(delivery.endpointId);
            this.roundsDone += 1;
          }
        });
      this.inFlight.set(send, { startedAt: now, young, endpointId: delivery.endpointId });
      this.perEndpointInFlight.set(delivery.endpointId, (this.perEndpointInFlight.get(delivery.endpointId) ?? 0) + 1);
    }
    return claimed.length;
  }

  /** Waits for every request this dispatcher has in flight. */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight.keys()]);
  }

  /**
   * One pass at the clock of `ctx`: fans out every pending event and sends every delivery due at
   * `ctx.now()`, until nothing is due (a failed attempt's next one is in the future, so it ends).
   */
  async runPass(ctx: Ctx): Promise<DispatchSummary> {
    for (;;) {
      const batch = await fanOutEvents(ctx);
      this.summary.fanned_out += batch.deliveries;
      if (batch.events === 0) break;
    }
    // Claims wait until a batch of slots is free: one claim per finished request was one
    // transaction per delivery on top of the delivery's own.
    const batch = Math.max(1, Math.floor(this.concurrency / 4));
    for (;;) {
      const started = await this.fill(ctx);
      if (started === 0 && this.inFlight.size === 0) break;
      do await this.nextChange();
      while (this.inFlight.size > 0 && this.freeSlots() < batch);
    }
    return { ...this.summary };
  }
}

/** The process's dispatcher, shared by the in-app job loop and the worker. */
export function webhookDispatcher(): Dispatcher {
  return processSingleton("webhook-dispatcher", () => {
    const dispatcher = new Dispatcher();
    // Let requests in flight finish and be recorded before the database closes (hooks run newest
    // first); whatever does not finish in time is retried by the next process once its lease expires.
    onShutdown(() =>
      Promise.race([
        dispatcher.drain(),
        new Promise<void>((r) => setTimeout(r, config().WEBHOOK_TIMEOUT_MS + 1_000).unref()),
      ]),
    );
    return dispatcher;
  });
}

/** One pass with a fresh dispatcher: `npm run admin -- dispatch [--as-of TIME]`. */
export async function dispatchOnce(
  ctx: Ctx,
  opts: { concurrency?: number; perEndpoint?: number } = {},
): Promise<DispatchSummary> {
  return new Dispatcher(opts).runPass(ctx);
}
