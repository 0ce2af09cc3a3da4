import { systemCtx } from "@/server/context";
import { log } from "@/server/log";
import type { Job } from "@/server/contracts/job";

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
      if (stopped || inFlight.has(job.name)) return;
      const started = Date.now();
      const run = (async () => {
        try {
          await job.run(systemCtx({ requestId: `job:${job.name}:${started}` }));
        } catch (error) {
          log.error("job failed", { job: job.name, error: error instanceof Error ? error.message : String(error) });
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
