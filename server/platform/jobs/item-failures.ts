import { log } from "@/server/platform/log";

/**
 * The items of one sweep that failed in this run. A sweep takes its items one transaction each; one that fails
 * for a reason of its own (a posting the ledger refuses) is logged with its id, rolled back and left for the next
 * run, and the sweep goes on with the others. Thrown out of the job, the same item failed the
 * same way every run and stopped every item after it: a dispute whose loss could not be booked kept every later
 * overdue dispute open (BENCHMARKS.md, "Issue 30: a busy merchant's charges no longer queue on its totals").
 */
export class ItemFailures {
  private readonly ids: string[] = [];

  constructor(private readonly job: string) {}

  /** The item `id` failed with `error` (its transaction rolled back): logged, and counted in the run's `errors`. */
  record(id: string, error: unknown): void {
    this.ids.push(id);
    log.error("job item failed", { job: this.job, id, error });
  }

  /** The ids that failed in this run: a sweep that claims the oldest first leaves them out of its next claims. */
  get failedIds(): string[] {
    return [...this.ids];
  }

  get count(): number {
    return this.ids.length;
  }
}
