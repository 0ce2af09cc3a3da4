import { cardKeys } from "@/server/payments/tokens/card-keys";
import { config } from "@/server/platform/config";
import { closeDatabase, databaseHandle, holdReplicasUntilSchema, type DatabaseHandle } from "@/server/platform/db";
import { writeCliEndpoint } from "@/server/registries/cli/endpoint";
import { jobs } from "@/server/registries/jobs";
import { startJobs } from "@/server/registries/jobs/runner";
import { markStarted, onShutdown } from "@/server/platform/lifecycle";
import { log } from "@/server/platform/log";
import { processSingleton } from "@/server/platform/process/singleton";
import { seedIfEmpty } from "@/server/registries/seed/seed";

const holder = processSingleton("start-up", () => ({ started: undefined as Promise<void> | undefined }));

export interface StartUpOptions {
  /** Periodic jobs; default RUN_JOBS_IN_APP. */
  jobs?: boolean;
  /** First-start seed (demo data or the first admin); default true. */
  seed?: boolean;
  /** Accept forwarded CLI commands (the app does, the worker does not); default true. */
  cliEndpoint?: boolean;
}

/**
 * What a process does once before serving: migrations (or exit: serving 500s on a
 * half-migrated database helps nobody), the first-start seed, and the periodic jobs.
 */
export function startUp(opts: StartUpOptions = {}): Promise<void> {
  return (holder.started ??= run(opts));
}

async function run(opts: StartUpOptions): Promise<void> {
  const cfg = config();
  if (cfg.isProduction && !cfg.AUTH_SECRET) {
    // Sessions signed with a made-up key would not survive a restart or a second instance.
    log.error("AUTH_SECRET is required in production (e.g. `openssl rand -base64 32`): exiting");
    process.exit(1);
  }
  if (cfg.isProduction && cfg.FAULT_INJECT) {
    // The crash points of the reliability suite (server/platform/faults) stop the process on purpose.
    log.error("FAULT_INJECT is for test builds only and is refused in production: exiting");
    process.exit(1);
  }
  try {
    // Card keys are checked now, so a production deploy without them fails at start, not at the first card.
    cardKeys();
  } catch (error) {
    log.error("card keys: exiting", { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  let handle: DatabaseHandle;
  try {
    handle = await databaseHandle();
    // Under an advisory lock (db/client.ts): instances started together migrate one after the other.
    await handle.migrate();
    await holdReplicasUntilSchema(handle);
    log.info("database ready", { kind: handle.kind, dataDir: handle.kind === "pglite" ? cfg.dataDir : undefined });
  } catch (error) {
    log.error("database start-up failed: exiting", { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  onShutdown(closeDatabase);
  if (opts.seed ?? true) {
    try {
      // "Seed if empty" is a read then writes: two instances starting together would both see no users.
      await handle.exclusive("seed", seedIfEmpty);
    } catch (error) {
      log.error("seed failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (opts.cliEndpoint ?? true) writeCliEndpoint();
  if (opts.jobs ?? cfg.RUN_JOBS_IN_APP) {
    const handle = startJobs(jobs);
    onShutdown(() => handle.stop());
  }
  markStarted();
}
