import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimitCounters } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { RateLimitedError } from "@/server/platform/errors";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

/**
 * Far below its budget a request is counted in the process first and written within a second;
 * near it every request is counted in PostgreSQL (server/platform/rate-limit/fixed-window.ts,
 * docs/api/operations.md "Rate limits").
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stored(key: string): Promise<number | undefined> {
  const [row] = await (await getDb()).select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row?.count;
}

/** A moment well inside a 60-second window, so that the test does not straddle two. */
async function midWindow(): Promise<Date> {
  if (Date.now() % 60_000 > 50_000) await sleep(60_000 - (Date.now() % 60_000) + 100);
  return new Date();
}

describe("counting in the process far below the budget", () => {
  it("writes the first hit, keeps the next ones here, and writes them within a second", async () => {
    const limiter = rateLimiter("test.local");
    await limiter.reset();
    const now = await midWindow();
    const budget = [{ key: "k", limit: 100 }];
    await limiter.consume(budget, now);
    expect(await stored("test.local:k")).toBe(1);
    for (let i = 0; i < 9; i++) await limiter.consume(budget, now);
    expect(await stored("test.local:k")).toBe(1);
    await sleep(1_300);
    expect(await stored("test.local:k")).toBe(10);
  });

  it("is exact at the limit in one process: the budget is spent, not passed", async () => {
    const limiter = rateLimiter("test.exact");
    await limiter.reset();
    const now = await midWindow();
    const budget = [{ key: "k", limit: 10 }];
    for (let i = 0; i < 10; i++) await limiter.consume(budget, now);
    await expect(limiter.consume(budget, now)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await stored("test.exact:k")).toBe(11);
  });

  it("reads the shared count again after a second, and so sees what other instances counted", async () => {
    const limiter = rateLimiter("test.shared-count");
    await limiter.reset();
    const now = await midWindow();
    const budget = [{ key: "k", limit: 100 }];
    await limiter.consume(budget, now);
    // Other instances spend the budget meanwhile.
    await (
      await getDb()
    )
      .update(rateLimitCounters)
      .set({ count: 100 })
      .where(eq(rateLimitCounters.key, "test.shared-count:k"));
    // Read under a second ago and far below half the limit: counted here.
    await expect(limiter.consume(budget, new Date(now.getTime() + 500))).resolves.toBeUndefined();
    // A second later the count is read again: over.
    await expect(limiter.consume(budget, new Date(now.getTime() + 1_500))).rejects.toBeInstanceOf(RateLimitedError);
  });
});
