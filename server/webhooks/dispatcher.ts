import { config } from "@/server/config";
import type { Ctx } from "@/server/context";
import { onShutdown } from "@/server/lifecycle";
import { log } from "@/server/log";
import { claimDueDeliveries } from "./claim-deliveries";
import { fanOutEvents } from "./fan-out";
import { performAttempt } from "./perform-attempt";

export interface DispatchSummary {
  fanned_out: number;
  attempted: number;
  succeeded: number;
  failed: number;
  exhausted: number;
}

/**
 * Sends due deliveries with bounded concurrency: at most `concurrency` requests in flight in this
 * process, at most `perEndpoint` of them to one endpoint (across dispatchers), so one slow
 * receiver cannot hold up the others. Claims are leases in the database, so any number of
 * dispatchers (the app, `npm run worker`, the CLI) may run at once, and a killed one's claims are
 * taken over once they expire.
 */
export class Dispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly summary: DispatchSummary = { fanned_out: 0, attempted: 0, succeeded: 0, failed: 0, exhausted: 0 };

  constructor(opts: { concurrency?: number; perEndpoint?: number } = {}) {
    this.concurrency = opts.concurrency ?? config().WEBHOOK_CONCURRENCY;
    this.perEndpoint = opts.perEndpoint ?? Math.max(1, Math.floor(this.concurrency / 4));
  }

  get busy(): number {
    return this.inFlight.size;
  }

  /** Fans out new events, claims what fits in the free slots and starts sending; does not wait for the sends. */
  async tick(ctx: Ctx): Promise<{ fannedOut: number; started: number }> {
    const fannedOut = (await fanOutEvents(ctx)).deliveries;
    this.summary.fanned_out += fannedOut;
    const claimed = await claimDueDeliveries(ctx, { limit: this.concurrency - this.inFlight.size, perEndpoint: this.perEndpoint });
    for (const delivery of claimed) {
      const send: Promise<void> = performAttempt(ctx, delivery, "automatic", delivery.leaseToken)
        .then((after) => {
          this.summary.attempted += 1;
          if (after.status === "success") this.summary.succeeded += 1;
          else if (after.status === "exhausted") this.summary.exhausted += 1;
          else this.summary.failed += 1;
        })
        // The lease expires and another pass retries the delivery: nothing is lost.
        .catch((e: unknown) => log.error("webhook attempt failed to run", { deliveryId: delivery.id, error: e }))
        .finally(() => this.inFlight.delete(send));
      this.inFlight.add(send);
    }
    return { fannedOut, started: claimed.length };
  }

  /** Waits for every request this dispatcher has in flight. */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
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
    for (;;) {
      const { started } = await this.tick(ctx);
      if (started === 0 && this.inFlight.size === 0) break;
      if (started === 0 || this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    }
    return { ...this.summary };
  }
}

/** The process's dispatcher, shared by the in-app job loop and the worker. */
export function webhookDispatcher(): Dispatcher {
  const holder = globalThis as unknown as { __webhookDispatcher?: Dispatcher };
  if (!holder.__webhookDispatcher) {
    const dispatcher = new Dispatcher();
    holder.__webhookDispatcher = dispatcher;
    // Let requests in flight finish and be recorded before the database closes (hooks run newest
    // first); whatever does not finish in time is retried by the next process once its lease expires.
    onShutdown(() => Promise.race([dispatcher.drain(), new Promise<void>((r) => setTimeout(r, config().WEBHOOK_TIMEOUT_MS + 1_000).unref())]));
  }
  return holder.__webhookDispatcher;
}

/** One pass with a fresh dispatcher: `npm run admin -- dispatch [--as-of TIME]`. */
export async function dispatchOnce(ctx: Ctx, opts: { concurrency?: number; perEndpoint?: number } = {}): Promise<DispatchSummary> {
  return new Dispatcher(opts).runPass(ctx);
}
