/**
 * `npm run worker`: the periodic jobs (settlement, webhook dispatch, ...) without the web server,
 * for deployments that run them apart (then set RUN_JOBS_IN_APP=false on the web processes).
 */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);

async function main(): Promise<void> {
  const { startUp } = await import("../server/registries/startup/start-up");
  const { markStopping, runShutdownHooks } = await import("../server/platform/lifecycle");
  const { log } = await import("../server/platform/log");
  await startUp({ jobs: true, seed: false, cliEndpoint: false });
  log.info("worker running");
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("worker stopping", { signal });
    // Job loops start nothing new; the runs and webhook sends in flight finish within the grace period.
    markStopping();
    setTimeout(() => {
      log.warn("worker grace period over, exiting", { graceMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void runShutdownHooks().finally(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // The job timers are unref'd; this keeps the process alive until a signal.
  setInterval(() => {}, 1 << 30);
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

export {};
