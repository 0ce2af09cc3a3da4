import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { RateLimitedError } from "@/server/platform/errors";
import { processSingleton } from "@/server/platform/process/singleton";
import { rateLimiter } from "@/server/platform/rate-limit/fixed-window";

describe("processSingleton", () => {
  it("creates a value once per key and hands the same one back", () => {
    const create = vi.fn(() => ({ hits: 0 }));
    const a = processSingleton("test.counter", create);
    a.hits += 1;
    expect(processSingleton("test.counter", create)).toBe(a);
    expect(processSingleton("test.counter", create).hits).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processSingleton("test.other", () => ({ hits: 0 }))).not.toBe(a);
  });

  it("survives a second instance of the module (Next bundles, hot reload)", async () => {
    const first = processSingleton("test.shared", () => ({ id: "first" }));
    vi.resetModules();
    const again = await import("@/server/platform/process/singleton");
    expect(again.processSingleton).not.toBe(processSingleton);
    expect(again.processSingleton("test.shared", () => ({ id: "second" }))).toBe(first);
  });

  it("is the only process-wide state in server/: no other file keeps its own on globalThis", () => {
    const root = path.resolve(import.meta.dirname, "../../server");
    const offenders = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((f) => f !== path.join("platform", "process", "singleton.ts"))
      .filter((f) => /\bglobalThis\b/.test(fs.readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("the fixed-window rate limiter", () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, seconds));

  it("allows the limit in a window, answers 429 with the wait beyond it, and opens a new window after", async () => {
    const limiter = rateLimiter("test.window");
    await limiter.reset();
    const budget = [{ key: "ip:198.51.100.1", limit: 2 }];
    await limiter.consume(budget, at(0));
    await limiter.consume(budget, at(10));
    const refused = await limiter.consume(budget, at(15)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    // The window opened at 0 and lasts RATE_LIMIT_WINDOW_SECONDS (60): 45 s to go.
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(45);
    await expect(limiter.consume([{ key: "ip:198.51.100.2", limit: 2 }], at(15))).resolves.toBeUndefined();
    await expect(limiter.consume(budget, at(60))).resolves.toBeUndefined();
  });

  it("a budget that is only read is over once what others recorded reaches its limit", async () => {
    const limiter = rateLimiter("test.failures");
    await limiter.reset();
    const read = [{ key: "fail:198.51.100.3", limit: 2, counts: false }];
    await limiter.consume(read, at(0));
    await limiter.consume(read, at(1));
    await limiter.record("fail:198.51.100.3", at(2));
    await limiter.consume(read, at(3));
    await limiter.record("fail:198.51.100.3", at(4));
    await expect(limiter.consume(read, at(5))).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("keeps each limiter's counters apart, and shares them across module instances", async () => {
    const a = rateLimiter("test.a");
    const b = rateLimiter("test.b");
    await a.reset();
    await b.reset();
    const budget = [{ key: "k", limit: 1 }];
    await a.consume(budget, at(0));
    await expect(b.consume(budget, at(0))).resolves.toBeUndefined();
    vi.resetModules();
    const fresh = await import("@/server/platform/rate-limit/fixed-window");
    await expect(fresh.rateLimiter("test.a").consume(budget, at(1))).rejects.toThrow(/Too many requests/);
  });
});
