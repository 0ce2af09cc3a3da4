import type { Actor } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

/**
 * The general limit of /v1 (docs/api/rate-limits.md): every call counts against its credential (an
 * API key, a dashboard user, the CLI), an unauthenticated one against its client address. Generous:
 * far above what an integration does, low enough that one runaway client cannot take the service's
 * database for itself. Over budget: 429 `rate_limited` with `Retry-After`. Counted in PostgreSQL
 * (server/platform/rate-limit/fixed-window.ts), so the budget holds across instances.
 */
const limiter = rateLimiter("api");

function credentialOf(actor: Actor | undefined): string | undefined {
  if (!actor) return undefined;
  if (actor.role === "buyer" || actor.role === "anonymous") return undefined;
  if (actor.apiKeyId) return `key:${actor.apiKeyId}`;
  if ("userId" in actor && actor.userId) return `user:${actor.userId}`;
  if (actor.role === "admin") return `admin:${actor.via}`;
  return `merchant:${actor.merchantId}:${actor.via}`;
}

/** Only /v1 is under this limit: the hosted pages and /tokenize have budgets of their own. */
export function underApiLimit(path: string): boolean {
  return path === "/v1" || path.startsWith("/v1/");
}

export async function consumeApiBudget(actor: Actor | undefined, ip: string | undefined, now: Date): Promise<void> {
  const cfg = config();
  const credential = credentialOf(actor);
  if (credential) await limiter.consume([{ key: credential, limit: cfg.API_RATE_LIMIT_PER_KEY }], now);
  else if (ip) await limiter.consume([{ key: `ip:${ip}`, limit: cfg.API_RATE_LIMIT_PER_IP }], now);
}

export async function resetApiRateLimits(): Promise<void> {
  await limiter.reset();
}
