import { config } from "@/server/platform/config";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

/**
 * The public receipt page answers anyone. A code has 100 random bits, so guessing is hopeless anyway;
 * the budget per client address keeps one client from turning the page into a load test of the
 * database (server/platform/rate-limit/fixed-window.ts, shared by every instance).
 */
const limiter = rateLimiter("receipt-page");

export async function consumeReceiptPageBudget(clientIp: string | undefined, now: Date): Promise<void> {
  await limiter.consume([{ key: `ip:${clientIp ?? "unknown"}`, limit: config().RECEIPT_PAGE_RATE_LIMIT_PER_IP }], now);
}

export async function resetReceiptPageRateLimits(): Promise<void> {
  await limiter.reset();
}
