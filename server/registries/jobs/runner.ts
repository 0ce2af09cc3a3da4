import { systemCtx } from "@/server/platform/context";
import { isStopping } from "@/server/platform/lifecycle";
import { log } from "@/server/platform/log";
import { metrics } from "@/server/platform/metrics/metrics";
import type { Job } from "@/server/platform/contracts/job";

/**
 * The counts in a job's result, for its summary line: numbers as they are, lists by their length
 * (`created: [...]` is `created: 3`). Nothing else of the result (ids, amounts per merchant) is logged.
 */
export function countsOf(result: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!result || typeof result !== "object") return counts;
  for (const [k, v] of Object.entries(result)) {
    if (typeof v === "number" && Number.isFinite(v)) counts[k] = v;
    else if (Array.isArray(v)) counts[k] = v.length;
  }
  return counts;
}

export interface JobsHandle {
  /** Stops scheduling and waits for runs in flight. */
  stop(): Promise<void>;
}

/**
 * Runs each job every `intervalMs`. A run that is still going when the next tick comes is not
 * overlapped: the tick is skipped. Errors are logged, never thrown into the process.
 */
export function startJobs(jobs: Job[]): JobsHandle {
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Map<string, Promise<void>>();
  for (const job of jobs) {
    const tick = () => {
      // After SIGTERM nothing new starts; runs in flight finish (stop() waits for them).
      if (stopped || isStopping() || inFlight.has(job.name)) return;
      const started = Date.now();
      const run = (async () => {
        const m = metrics();
        try {
          const result = await job.run(systemCtx({ requestId: `job:${job.name}:${started}` }));
          const ms = Date.now() - started;
          m.jobDuration.observe({ job: job.name, result: "ok" }, ms / 1000);
          // A run that did something is worth a line at `info`; an idle one (most ticks) only at `debug`.
          const counts = countsOf(result);
          const busy = Object.values(counts).some((n) => n > 0);
          (busy ? log.info : log.debug)("job run", { job: job.name, ms, ...counts });
        } catch (error) {
          const ms = Date.now() - started;
          m.jobDuration.observe({ job: job.name, result: "failed" }, ms / 1000);
          m.jobFailures.inc({ job: job.name });
          log.error("job failed", { job: job.name, ms, error });
        } finally {
          inFlight.delete(job.name);
        }
      })();
      inFlight.set(job.name, run);
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
    // First run soon after start, not a whole interval later.
    const first = setTimeout(tick, Math.min(job.intervalMs, 2_000));
    first.unref();
    timers.push(first);
  }
  if (jobs.length) log.info("jobs started", { jobs: jobs.map((j) => j.name) });
  return {
    async stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      await Promise.all(inFlight.values());
    },
  };
}
