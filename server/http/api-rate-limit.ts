import type { Actor } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

/**
 * The general limit of /v1 (docs/api/rate-limits.md): every call counts against its credential (an
 * API key, a dashboard user, the CLI), an unauthenticated one against its client address. Generous:
 * far above what an integration does, low enough that one runaway client cannot take the service's
 * database for itself. Over budget: 429 `rate_limited` with `Retry-After`. Counted in PostgreSQL
 * (server/platform/rate-limit/fixed-window.ts), so the budget holds across instances.
 *
 * Calls made with a public key alone (the browser SDK: fraud sessions, 3-D Secure) never touch the
 * secret key's budget: the public key is printed on the merchant's pages, so anyone can spend what it
 * spends, and a shared budget let them make the merchant's charges and refunds answer 429. They have
 * budgets of their own (see `consumePublicBudget`).
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

/**
 * A public-key call counts first against its key and client address together, then against its key
 * from every address (the ceiling far above real checkouts, as for /tokenize). The pair is checked on
 * its own first, so an address over its budget is refused without spending anything of the key's: one
 * abuser, however fast, spends only its own share. The budget keys start with `public:`, so no public
 * call can ever count against a secret key's (`key:`) budget.
 */
async function consumePublicBudget(actor: Actor & { role: "public" }, ip: string | undefined, now: Date) {
  const cfg = config();
  // The hosted checkout's own credential has no API key: its merchant's checkout is the credential.
  const credential = actor.apiKeyId ? `key:${actor.apiKeyId}` : `checkout:${actor.merchantId}`;
  if (ip)
    await limiter.consume([{ key: `public:${credential}:ip:${ip}`, limit: cfg.API_PUBLIC_RATE_LIMIT_PER_IP }], now);
  await limiter.consume([{ key: `public:${credential}`, limit: cfg.API_PUBLIC_RATE_LIMIT_PER_KEY }], now);
}

export async function consumeApiBudget(actor: Actor | undefined, ip: string | undefined, now: Date): Promise<void> {
  const cfg = config();
  if (actor?.role === "public") return consumePublicBudget(actor, ip, now);
  const credential = credentialOf(actor);
  if (credential) await limiter.consume([{ key: credential, limit: cfg.API_RATE_LIMIT_PER_KEY }], now);
  else if (ip) await limiter.consume([{ key: `ip:${ip}`, limit: cfg.API_RATE_LIMIT_PER_IP }], now);
}

export async function resetApiRateLimits(): Promise<void> {
  await limiter.reset();
}
