import { randomBytes } from "node:crypto";

/**
 * The benchmark's own ports and build folder, apart from everyone else's. BENCH_PORT (the app's; the
 * baseline and the receiver take the next two) and BENCH_DIST_DIR let two runs share a machine.
 */
export const APP_PORT = Number(process.env.BENCH_PORT ?? 3107);
export const BASELINE_PORT = APP_PORT + 1;
export const RECEIVER_PORT = APP_PORT + 2;
/** bench/floor-server.ts: hand-written SQL on bare node:http (BENCHMARKS.md, "Floors"). */
export const FLOOR_PORT = APP_PORT + 3;
/** bench/framework-floor: Next with route handlers that do no work (bench/lib/framework-floor.ts). */
export const FRAMEWORK_FLOOR_PORT = APP_PORT + 4;
export const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";

/** Webhook timeout for the hanging-endpoint run: the default 10 s would make it a minute long. */
export const BENCH_WEBHOOK_TIMEOUT_MS = 2_000;

/**
 * The environment every process of a run shares (the orchestrator seeding, the app, the baseline,
 * the dispatcher): the same keys, so that a token sealed by the seeder opens in the app, and
 * rate limits raised so that the limiter measures its cost but never refuses.
 */
export function benchEnv(db: { url?: string; dataDir?: string }): Record<string, string> {
  const key = () => randomBytes(32).toString("base64");
  const env: Record<string, string> = {
    NODE_ENV: "production",
    // Not `production`: that refuses http:// webhook URLs, and the receiver is a local http server.
    // The build and the server are production ones (NODE_ENV); SEED_DEMO=false keeps demo data out.
    APP_ENV: "development",
    RUN_JOBS_IN_APP: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    CARD_ENCRYPTION_KEY: key(),
    CARD_ENCRYPTION_KEY_ID: "bench1",
    CARD_FINGERPRINT_KEY: key(),
    SECRETS_ENCRYPTION_KEY: key(),
    AUTH_SECRET: key(),
    AUTH_TRUST_HOST: "true",
    PUBLIC_BASE_URL: `http://localhost:${APP_PORT}`,
    TOKENIZE_RATE_LIMIT_PER_KEY: "1000000000",
    TOKENIZE_RATE_LIMIT_PER_IP: "1000000000",
    TOKENIZE_FAILURE_LIMIT_PER_IP: "1000000000",
    // The general /v1 limit (server/http/api-rate-limit.ts): a benchmark is one client far above it.
    API_RATE_LIMIT_PER_KEY: "1000000000",
    API_RATE_LIMIT_PER_IP: "1000000000",
    WEBHOOK_ALLOW_PRIVATE: "true",
    WEBHOOK_TIMEOUT_MS: String(BENCH_WEBHOOK_TIMEOUT_MS),
  };
  if (db.url) env.DATABASE_URL = db.url;
  if (db.dataDir) env.DATA_DIR = db.dataDir;
  return env;
}
