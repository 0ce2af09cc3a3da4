import { config } from "@/server/platform/config";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

/**
 * A public page that creates charges is a card-testing target: payment attempts are limited per
 * link and client address together, and per link alone far above any real checkout, so that one
 * abuser exhausts only its own budget and never the link's (server/platform/rate-limit/fixed-window.ts
 * counts them in PostgreSQL, shared by every instance).
 */
const limiter = rateLimiter("pay");

export async function consumePayBudget(linkId: string, clientIp: string | undefined, now: Date): Promise<void> {
  const cfg = config();
  const budgets = [{ key: `link:${linkId}`, limit: cfg.PAY_RATE_LIMIT_PER_LINK }];
  if (clientIp) budgets.push({ key: `linkip:${linkId}:${clientIp}`, limit: cfg.PAY_RATE_LIMIT_PER_IP });
  await limiter.consume(budgets, now);
}

/**
 * The checkout's 3-D Secure calls (start, result, cancel) are card-testing targets too (an authentication
 * tells whether a card is live): their own budget, with the same limits as payments, so that a buyer's
 * authentication never spends the payment it leads to.
 */
const threeDsLimiter = rateLimiter("pay-3ds");

export async function consumePayThreeDsBudget(linkId: string, clientIp: string | undefined, now: Date): Promise<void> {
  const cfg = config();
  const budgets = [{ key: `link:${linkId}`, limit: cfg.PAY_RATE_LIMIT_PER_LINK }];
  if (clientIp) budgets.push({ key: `linkip:${linkId}:${clientIp}`, limit: cfg.PAY_RATE_LIMIT_PER_IP });
  await threeDsLimiter.consume(budgets, now);
}

export async function resetPayRateLimits(): Promise<void> {
  await limiter.reset();
  await threeDsLimiter.reset();
}
