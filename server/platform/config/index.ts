import { z } from "zod";
import os from "node:os";
import path from "node:path";
import { parseTrustProxy } from "./trust-proxy";

/**
 * Configuration, read and validated once. Every default makes `npm run dev` work on a
 * fresh machine; production refuses to start without the secrets it needs.
 */
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/**
 * A URL, or a PostgreSQL URL naming several servers (`postgres://u@h1:5432,h2:5432/db?target_session_attrs=primary`,
 * as libpq and postgres.js take it): the app tries them in turn and keeps the one that is not a standby, so it finds
 * the new primary after a failover by itself (OPERATIONS.md, "Failover").
 */
export function isDatabaseUrl(value: string): boolean {
  const multi = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?#]+)(.*)$/.exec(value);
  const hosts = multi ? multi[2].split(",") : [];
  if (hosts.length > 1) return hosts.every((h) => h !== "" && URL.canParse(`${multi![1]}${h}${multi![3]}`));
  return URL.canParse(value);
}
const databaseUrl = z.string().refine(isDatabaseUrl, { message: "Invalid url" });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * What the service is deployed as. `production` means: no demo data, https-only URLs, no private
   * webhook targets. Defaults to production when NODE_ENV is, so a deploy cannot forget it.
   */
  APP_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  /** postgres://… (one server, or several separated by commas: `isDatabaseUrl`); unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: databaseUrl.optional(),
  /**
   * PostgreSQL straight to the primary, when DATABASE_URL goes through a pooler: migrations and the
   * start-up locks use it (OPERATIONS.md, "Through PgBouncer"). Defaults to DATABASE_URL.
   */
  DATABASE_DIRECT_URL: databaseUrl.optional(),
  /** `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer); `none` otherwise. */
  DATABASE_POOLER: z.enum(["none", "transaction"]).default("none"),
  /**
   * Streaming replicas of the primary, comma-separated postgres:// URLs: reads that tolerate staleness go there
   * (OPERATIONS.md, "Read replicas").
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** A replica further behind than this (or not answering) is skipped until it catches up. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().positive().default(5_000),
  /** PostgreSQL: connections this process opens at most (its pool; OPERATIONS.md sizes it). */
  DATABASE_MAX_CONNECTIONS: z.coerce.number().int().positive().default(10),
  /** PostgreSQL: seconds to wait for a connection before a request fails with 503 (docs: OPERATIONS.md). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(5),
  /** PostgreSQL: milliseconds a statement may run before the server cancels it; 0 = no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Test builds only: named points where the process stops as if it crashed (server/platform/faults). Any value
   * stops a production start (APP_ENV=production).
   */
  FAULT_INJECT: z.string().default(""),
  /** Folder of the embedded database and of generated development keys; `memory://` for tests. */
  DATA_DIR: z.string().default("./.data"),
  /** Public base URL of the service (checkout links, SDK base). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /**
   * Which proxies in front of the service are trusted to say who the client is (X-Forwarded-For,
   * X-Forwarded-Host), like Express's `trust proxy`: empty/`false` none, a hop count (`1`), or a
   * comma-separated list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal` (docs/deploy.md).
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .refine(
      (v) => {
        try {
          parseTrustProxy(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "a hop count, `true`, `false`, or addresses/CIDRs separated by commas" },
    ),
  /** Replaced by TRUST_PROXY; set, it stops the start (it trusted the client's left-most entry). */
  TRUSTED_PROXY_HEADERS: z
    .string()
    .default("")
    .refine((v) => v.trim() === "", {
      message:
        "is no longer supported: it trusted the left-most X-Forwarded-For entry, which a client can write. Set TRUST_PROXY to the number of proxies (e.g. 1) or their CIDRs instead (docs/deploy.md).",
    }),
  /** Creates demo data on first start (never in production). */
  SEED_DEMO: bool.optional(),
  FIRST_ADMIN_EMAIL: z.string().email().optional(),
  FIRST_ADMIN_PASSWORD: z.string().min(12).optional(),
  /** 32-byte base64 card key, and its id; generated into DATA_DIR in development. */
  CARD_ENCRYPTION_KEY: z.string().optional(),
  CARD_ENCRYPTION_KEY_ID: z.string().default("k1"),
  /** Older keys still able to decrypt, `id:base64,id:base64`. */
  CARD_ENCRYPTION_OLD_KEYS: z.string().default(""),
  CARD_FINGERPRINT_KEY: z.string().optional(),
  /** Key for secrets encrypted at rest (webhook secrets). */
  SECRETS_ENCRYPTION_KEY: z.string().optional(),
  AUTH_SECRET: z.string().optional(),
  /**
   * Rate limits (docs/api/rate-limits.md), per window. A budget an anonymous caller can spend is
   * keyed by its address together with the public identifier (key, link), so that one abuser cannot
   * exhaust a merchant's checkout; the budget of the identifier alone is far above any real checkout.
   */
  TOKENIZE_RATE_LIMIT_PER_KEY: z.coerce.number().int().positive().default(6000),
  /** Tokenizations per public key and client address together. */
  TOKENIZE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  /** Refused cards per client address, across keys (card testing fails a lot). */
  TOKENIZE_FAILURE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** Payment attempts on the hosted payment-link checkout, per link and client address together. */
  PAY_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** Views of the public receipt check page (/receipts/{code}) per client address: a person checks a few. */
  RECEIPT_PAGE_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Payment attempts per link, from every address. */
  PAY_RATE_LIMIT_PER_LINK: z.coerce.number().int().positive().default(6000),
  /** Every /v1 call, per credential (API key or dashboard user). */
  API_RATE_LIMIT_PER_KEY: z.coerce.number().int().positive().default(6000),
  /** Every unauthenticated /v1 call, per client address. */
  API_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(600),
  /**
   * /v1 calls made with a public key alone (the browser SDK's fraud sessions and 3-D Secure), per public
   * key and client address together. A budget apart from the secret key's (server/http/api-rate-limit.ts):
   * a checkout makes up to three such calls, so three times the tokenize budget per address.
   */
  API_PUBLIC_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(180),
  /** The same calls per public key from every address: the ceiling, three times the tokenize one. */
  API_PUBLIC_RATE_LIMIT_PER_KEY: z.coerce.number().int().positive().default(18000),
  /** The window of every rate limit (server/platform/rate-limit/fixed-window.ts). */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * A merchant user's dashboard session ends after this long without a request (docs/api/authentication.md,
   * "Sessions"); an admin's after 15 minutes, whatever this says.
   */
  MERCHANT_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(720).default(60),
  /** How long a new or changed payout destination waits before a payout may go to it (docs/api/risk.md). */
  RECIPIENT_COOLING_OFF_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  /**
   * Folder where the development mail adapter writes one .eml file per message (server/delivery/mail);
   * default `DATA_DIR/mail-outbox` (a temporary folder when DATA_DIR is `memory://`).
   */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /** The From of the service's e-mail. */
  MAIL_FROM: z.string().default("Pagamentos <no-reply@pagamentos.dev>"),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Webhook requests in flight per process; a quarter of it may go to one endpoint. 32 (8 per endpoint): with
   * 16 (4), one busy merchant's endpoint got 390–530 deliveries/s while its charges made 465/s, and its lag
   * grew to 8 s past the due time (BENCHMARKS.md, issue 30, "one endpoint's share").
   */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().positive().default(32),
  /** Allows webhook URLs on private, loopback and link-local addresses (development default). */
  WEBHOOK_ALLOW_PRIVATE: bool.optional(),
  /** Runs the settlement and webhook dispatch loops inside the app process. */
  RUN_JOBS_IN_APP: bool.default(true),
  /**
   * The largest JSON body read, in bytes: larger ones are refused with 413 before they are read.
   * Upload routes (base64 images in JSON) take UPLOAD_MAX_BYTES instead (server/http/parse.ts).
   */
  JSON_BODY_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  UPLOAD_MAX_DIMENSION: z.coerce.number().int().positive().default(4096),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Bearer token of `GET /metrics` (docs/api/operations.md); unset or empty, /metrics answers 404. */
  /**
   * API Pix of the PSP that receives the service's Pix (docs/api/pix.md): base URL (e.g.
   * `https://pix.example.com/api/v2`), OAuth2 token URL (default `<base>/oauth/token`), client
   * credentials, and the client certificate, key and CA for mTLS. Unset base: the sandbox PSP this
   * app serves at /sandbox/pix/api/v2 (not in production).
   */
  PIX_PSP_BASE_URL: z.string().url().optional(),
  PIX_PSP_TOKEN_URL: z.string().url().optional(),
  PIX_PSP_CLIENT_ID: z.string().min(1).default("sandbox"),
  PIX_PSP_CLIENT_SECRET: z.string().min(1).default("sandbox-client-secret"),
  PIX_PSP_CERT_PATH: z.string().optional(),
  PIX_PSP_KEY_PATH: z.string().optional(),
  PIX_PSP_CA_PATH: z.string().optional(),
  /** The service's receiving Pix key at that PSP (a random key, EVP, by default the sandbox's). */
  PIX_RECEIVER_KEY: z.string().min(1).max(77).default("7f6f9d2e-5b1a-4c3e-8d2f-0a1b2c3d4e5f"),
  /** The receiving account's city, as BR Codes carry it (at most 15 characters, no accents). */
  PIX_RECEIVER_CITY: z.string().min(1).max(15).default("SAO PAULO"),
  /** Shared secret of the sandbox PSP's webhook signature (a real PSP's calls are verified by mTLS). */
  PIX_WEBHOOK_SECRET: z.string().min(16).default("sandbox-pix-webhook-secret"),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 16, { message: "at least 16 characters (e.g. `openssl rand -hex 24`)" }),
});

export type Config = z.infer<typeof schema> & {
  appEnv: "development" | "production" | "test";
  isProduction: boolean;
  embedded: boolean;
  dataDir: string;
  mailOutboxDir: string;
  webhookAllowPrivate: boolean;
  seedDemo: boolean;
};

// A memo of the environment, per module instance (tests change the environment between files and reset it).
const parsedOnce: { cached?: Config } = {};

export function config(): Config {
  if (parsedOnce.cached) return parsedOnce.cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const appEnv = env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : env.NODE_ENV);
  const isProduction = appEnv === "production";
  const dataDir = env.DATA_DIR.startsWith("memory://") ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  const mailOutboxDir = path.resolve(
    env.MAIL_OUTBOX_DIR ??
      (dataDir.startsWith("memory://")
        ? path.join(os.tmpdir(), "pagamentos-mail-outbox")
        : path.join(dataDir, "mail-outbox")),
  );
  parsedOnce.cached = {
    ...env,
    appEnv,
    isProduction,
    embedded: !env.DATABASE_URL,
    dataDir,
    mailOutboxDir,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? !isProduction,
    seedDemo: !isProduction && (env.SEED_DEMO ?? appEnv === "development"),
  };
  return parsedOnce.cached;
}

/** Tests change the environment between files; this forgets the cached copy. */
export function resetConfigForTests(): void {
  parsedOnce.cached = undefined;
}
