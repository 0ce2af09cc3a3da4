import { config } from "@/server/config";
import type { Ctx } from "@/server/context";
import { RateLimitedError, ValidationError } from "@/server/http/errors";

/**
 * Tokenization is the classic card-testing target, so it is limited per public key and per client
 * address, and failed validations have a stricter budget of their own per address.
 *
 * Fixed windows of RATE_LIMIT_WINDOW_SECONDS, counted in this process's memory: one process
 * serves the app here. Several instances behind a balancer each count their own share, so the
 * effective limit is N times the configured one until these counters move to a shared store.
 */
interface Window {
  start: number;
  count: number;
}

const holder = globalThis as unknown as { __tokenizeWindows?: Map<string, Window> };
const windows: Map<string, Window> = (holder.__tokenizeWindows ??= new Map<string, Window>());

function windowMs(): number {
  return config().RATE_LIMIT_WINDOW_SECONDS * 1000;
}

function prune(now: number): void {
  if (windows.size < 10_000) return;
  for (const [k, w] of windows) if (w.start + windowMs() <= now) windows.delete(k);
}

function current(key: string, now: number): Window {
  let w = windows.get(key);
  if (!w || w.start + windowMs() <= now) {
    prune(now);
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  return w;
}

function retryAfter(w: Window, now: number): number {
  return (w.start + windowMs() - now) / 1000;
}

function keyOf(ctx: Ctx): string {
  const a = ctx.actor;
  if (a.role === "public") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  if (a.role === "merchant") return a.apiKeyId ?? `merchant:${a.merchantId}`;
  return a.apiKeyId ?? "admin";
}

/** Counts this request; throws 429 when the key, the address, or the address's failures are over budget. */
export function consumeTokenizeBudget(ctx: Ctx): void {
  const cfg = config();
  const now = ctx.now().getTime();
  const checks: Array<[string, number, boolean]> = [[`key:${keyOf(ctx)}`, cfg.TOKENIZE_RATE_LIMIT_PER_KEY, true]];
  if (ctx.clientIp) {
    checks.push([`ip:${ctx.clientIp}`, cfg.TOKENIZE_RATE_LIMIT_PER_IP, true]);
    // Failures are only read here; recordTokenizeFailure adds them.
    checks.push([`fail:${ctx.clientIp}`, cfg.TOKENIZE_FAILURE_LIMIT_PER_IP, false]);
  }
  let wait = 0;
  for (const [key, limit, counts] of checks) {
    const w = current(key, now);
    if (counts) w.count += 1;
    const over = counts ? w.count > limit : w.count >= limit;
    if (over) wait = Math.max(wait, retryAfter(w, now));
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** A refused card counts against the address's failure budget (card testing fails a lot). */
export function recordTokenizeFailure(ctx: Ctx): void {
  if (!ctx.clientIp) return;
  current(`fail:${ctx.clientIp}`, ctx.now().getTime()).count += 1;
}

export function resetTokenizeRateLimits(): void {
  windows.clear();
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
