import { config } from "@/server/config";
import type { Ctx } from "@/server/context";
import { ValidationError } from "@/server/errors";
import { rateLimiter, type Budget } from "@/server/rate-limit/fixed-window";

/**
 * Tokenization is the classic card-testing target, so it is limited per public key and per client
 * address, and failed validations have a stricter budget of their own per address
 * (server/rate-limit/fixed-window.ts counts them).
 */
const limiter = rateLimiter("tokenize");

function keyOf(ctx: Ctx): string {
  const a = ctx.actor;
  if (a.role === "public") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  if (a.role === "merchant") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  if (a.role === "admin") return a.apiKeyId ?? "admin";
  return "buyer";
}

/** Counts this request; throws 429 when the key, the address, or the address's failures are over budget. */
export function consumeTokenizeBudget(ctx: Ctx): void {
  const cfg = config();
  const budgets: Budget[] = [{ key: `key:${keyOf(ctx)}`, limit: cfg.TOKENIZE_RATE_LIMIT_PER_KEY }];
  if (ctx.clientIp) {
    budgets.push({ key: `ip:${ctx.clientIp}`, limit: cfg.TOKENIZE_RATE_LIMIT_PER_IP });
    // Failures are only read here; recordTokenizeFailure adds them.
    budgets.push({ key: `fail:${ctx.clientIp}`, limit: cfg.TOKENIZE_FAILURE_LIMIT_PER_IP, counts: false });
  }
  limiter.consume(budgets, ctx.now());
}

/** A refused card counts against the address's failure budget (card testing fails a lot). */
export function recordTokenizeFailure(ctx: Ctx): void {
  if (ctx.clientIp) limiter.record(`fail:${ctx.clientIp}`, ctx.now());
}

export function resetTokenizeRateLimits(): void {
  limiter.reset();
}

/**
 * Runs one tokenize request under the budgets: counts it first (429 when over), and counts a
 * refused body or card (any 400) against the address's failure budget. The HTTP entry point
 * uses this; internal callers of tokenizeCard (seed, benchmarks, tests) are not limited.
 */
export async function withTokenizeBudget<T>(ctx: Ctx, fn: () => Promise<T>): Promise<T> {
  consumeTokenizeBudget(ctx);
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ValidationError) recordTokenizeFailure(ctx);
    throw e;
  }
}
