import { sql } from "drizzle-orm";
import { executor, systemCtx } from "@/server/platform/context";
import { isStarted, isStopping } from "@/server/platform/lifecycle";

const PROBE_TIMEOUT_MS = 2_000;

/** Ready: start-up finished (migrations applied, seed done), not shutting down, and the database answers now. */
export async function readiness(): Promise<{
  ready: boolean;
  checks: Record<string, "ok" | "failing" | "pending" | "stopping">;
}> {
  const started = isStarted();
  let database: "ok" | "failing" = "failing";
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await executor(systemCtx({ requestId: "readiness" }));
    // A balancer's probe wants an answer now: a database that does not answer in time is failing.
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), PROBE_TIMEOUT_MS))),
    ]);
    database = "ok";
  } catch {
    database = "failing";
  } finally {
    clearTimeout(timer);
  }
  const stopping = isStopping();
  return {
    ready: started && !stopping && database === "ok",
    checks: {
      migrations: started ? "ok" : "pending",
      database,
      ...(stopping ? { shutdown: "stopping" as const } : {}),
    },
  };
}
