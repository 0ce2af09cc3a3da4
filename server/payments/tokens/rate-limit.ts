import { config } from "@/server/platform/config";
import type { Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { rateLimiter, type Budget } from "@/server/platform/rate-limit/fixed-window";

/**
 * Tokenization is the classic card-testing target. Its budgets (server/platform/rate-limit/fixed-window.ts,
 * in PostgreSQL): per public key and client address together, so that an abuser holding a public
 * key (printed on every merchant page) spends only its own budget; per key alone far above any real
 * checkout; and refused cards per address across keys.
 */
const limiter = rateLimiter("tokenize");

function keyOf(ctx: Ctx): string {
  const a = ctx.actor;
  if (a.role === "public") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  if (a.role === "merchant") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  if (a.role === "admin") return a.apiKeyId ?? "admin";
  return "buyer";
}

/** Counts this request; throws 429 when the key, the key and address, or the address's failures are over budget. */
export async function consumeTokenizeBudget(ctx: Ctx): Promise<void> {
  const cfg = config();
  const key = keyOf(ctx);
  const budgets: Budget[] = [{ key: `key:${key}`, limit: cfg.TOKENIZE_RATE_LIMIT_PER_KEY }];
  if (ctx.clientIp) {
    budgets.push({ key: `keyip:${key}:${ctx.clientIp}`, limit: cfg.TOKENIZE_RATE_LIMIT_PER_IP });
    // Failures are only read here; recordTokenizeFailure adds them.
    budgets.push({ key: `fail:${ctx.clientIp}`, limit: cfg.TOKENIZE_FAILURE_LIMIT_PER_IP, counts: false });
  }
  await limiter.consume(budgets, ctx.now());
}

/** A refused card counts against the address's failure budget (card testing fails a lot). */
export async function recordTokenizeFailure(ctx: Ctx): Promise<void> {
  if (ctx.clientIp) await limiter.record(`fail:${ctx.clientIp}`, ctx.now());
}

export async function resetTokenizeRateLimits(): Promise<void> {
  await limiter.reset();
}

/**
 * Runs one tokenize request under the budgets: counts it first (429 when over), and counts a
 * refused body or card (any 400) against the address's failure budget. The HTTP entry point
 * uses this; internal callers of tokenizeCard (seed, benchmarks, tests) are not limited.
 */
export async function withTokenizeBudget<T>(ctx: Ctx, fn: () => Promise<T>): Promise<T> {
  await consumeTokenizeBudget(ctx);
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ValidationError) await recordTokenizeFailure(ctx);
    throw e;
  }
}
