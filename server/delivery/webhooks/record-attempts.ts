import { webhookDeliveries, webhookDeliveryAttempts } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { rowsUpdateEach } from "@/server/platform/db/rows-update-each";
import { writeAtomically, type WritePart } from "@/server/platform/db/write-atomically";

/**
 * What an attempt writes: the delivery's new state (while this attempt holds its lease) and the attempt's log
 * row. Every attempt's `change` sets the same columns, so that the records of a round are one UPDATE.
 */
export interface AttemptRecord {
  deliveryId: string;
  leaseToken: string;
  change: Partial<typeof webhookDeliveries.$inferInsert>;
  attemptRow: typeof webhookDeliveryAttempts.$inferInsert;
}

/** A delivery's lease was taken by another dispatcher before its attempt was recorded. */
class LeaseLost extends Error {}

/**
 * The records as one statement (server/platform/db/write-atomically.ts): the deliveries' updates, each only
 * while its lease is held, in one UPDATE (rows-update-each.ts), and the attempts' rows. A lost lease undoes the
 * whole statement: nothing is recorded twice, and nothing of an attempt whose delivery another dispatcher took
 * is written.
 */
function recordParts(records: AttemptRecord[]): WritePart[] {
  return [
    {
      statement: rowsUpdateEach(
        webhookDeliveries,
        records.map((r) => ({ match: { id: r.deliveryId, leaseToken: r.leaseToken }, set: r.change })),
      ),
      rows: records.length,
      orElse: () => new LeaseLost(),
    },
    {
      statement: rowsInsert(
        webhookDeliveryAttempts,
        records.map((r) => r.attemptRow),
      ),
    },
  ];
}

/** Records one attempt; false when its lease was lost (then nothing was written). */
export async function recordAttempt(db: Executor, record: AttemptRecord): Promise<boolean> {
  try {
    await writeAtomically(db, recordParts([record]));
    return true;
  } catch (e) {
    if (e instanceof LeaseLost) return false;
    throw e;
  }
}

/**
 * How long a finished attempt waits for others to be recorded with it. The requests of an endpoint's
 * round are sent together and a receiver answers them within a few milliseconds of each other; one
 * statement for the round instead of one per request is what lets a busy endpoint's deliveries keep up
 * with a merchant's charges (BENCHMARKS.md, issue 30, "the busy merchant's webhook lag").
 */
const RECORD_WINDOW_MS = 3;
/** The most records in one statement (a dispatcher has at most 4 × WEBHOOK_CONCURRENCY requests in flight). */
const RECORD_BATCH_MAX = 64;

interface Waiting {
  record: AttemptRecord;
  resolve: (recorded: boolean) => void;
  reject: (e: unknown) => void;
}

/**
 * Records the attempts of a dispatcher that end together in one statement. Each caller learns its own
 * attempt's outcome: recorded, or its lease lost. When a lease was lost (rare: a lease outlasts the timeout
 * twice over), the statement wrote nothing and each record of that batch is written on its own.
 */
export class AttemptRecorder {
  private readonly waiting = new Map<Ctx, Waiting[]>();
  private waitingCount = 0;
  private timer: NodeJS.Timeout | undefined;

  /**
   * `inFlight`: the dispatcher's attempts not yet recorded (those waiting here included). When every one of
   * them is waiting here, no other is about to end, and the records are written at once.
   */
  constructor(private readonly inFlight: () => number = () => Infinity) {}

  record(ctx: Ctx, record: AttemptRecord): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const list = this.waiting.get(ctx) ?? [];
      list.push({ record, resolve, reject });
      this.waiting.set(ctx, list);
      this.waitingCount += 1;
      if (this.waitingCount >= RECORD_BATCH_MAX || this.waitingCount >= this.inFlight()) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), RECORD_WINDOW_MS);
    });
  }

  /** Writes every record waiting now, one statement per context (a context names its database). */
  private async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batches = [...this.waiting];
    this.waiting.clear();
    this.waitingCount = 0;
    await Promise.all(batches.map(([ctx, list]) => this.write(ctx, list)));
  }

  private async write(ctx: Ctx, list: Waiting[]): Promise<void> {
    try {
      const db = await executor(ctx);
      try {
        await writeAtomically(db, recordParts(list.map((w) => w.record)));
        for (const w of list) w.resolve(true);
      } catch (e) {
        if (!(e instanceof LeaseLost)) throw e;
        // Which lease was lost the statement does not say: each record on its own tells its own.
        await Promise.all(list.map((w) => recordAttempt(db, w.record).then(w.resolve, w.reject)));
      }
    } catch (e) {
      for (const w of list) w.reject(e);
    }
  }
}
