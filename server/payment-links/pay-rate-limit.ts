import { config } from "@/server/config";
import { rateLimiter } from "@/server/rate-limit/fixed-window";

/**
 * A public page that creates charges is a card-testing target: payment attempts are limited per
 * client address and per link (server/rate-limit/fixed-window.ts counts them).
 */
const limiter = rateLimiter("pay");

export function consumePayBudget(linkId: string, clientIp: string | undefined, now: Date): void {
  const cfg = config();
  const budgets = [{ key: `link:${linkId}`, limit: cfg.PAY_RATE_LIMIT_PER_LINK }];
  if (clientIp) budgets.push({ key: `ip:${clientIp}`, limit: cfg.PAY_RATE_LIMIT_PER_IP });
  limiter.consume(budgets, now);
}

export function resetPayRateLimits(): void {
  limiter.reset();
}
