import { RateLimitedError } from "@/server/http/errors";

/**
 * A public page that creates charges is a card-testing target: payment attempts are limited per
 * client address and per link, in fixed one-minute windows in this process's memory (several
 * instances each count their own share; a shared store would make it exact).
 */
const PER_IP = Number(process.env.PAY_RATE_LIMIT_PER_IP ?? 20);
const PER_LINK = Number(process.env.PAY_RATE_LIMIT_PER_LINK ?? 300);
const WINDOW_MS = 60_000;

interface Window {
  start: number;
  count: number;
}
const holder = globalThis as unknown as { __payWindows?: Map<string, Window> };
const windows: Map<string, Window> = (holder.__payWindows ??= new Map<string, Window>());

function hit(key: string, limit: number, now: number): number {
  let w = windows.get(key);
  if (!w || w.start + WINDOW_MS <= now) {
    if (windows.size > 10_000) for (const [k, v] of windows) if (v.start + WINDOW_MS <= now) windows.delete(k);
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  return w.count > limit ? (w.start + WINDOW_MS - now) / 1000 : 0;
}

export function consumePayBudget(linkId: string, clientIp: string | undefined, now: Date): void {
  const t = now.getTime();
  const wait = Math.max(hit(`link:${linkId}`, PER_LINK, t), clientIp ? hit(`ip:${clientIp}`, PER_IP, t) : 0);
  if (wait > 0) throw new RateLimitedError(wait);
}

export function resetPayRateLimits(): void {
  windows.clear();
}
