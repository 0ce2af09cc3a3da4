import type { apiKeys } from "@/db/schema";
import { processSingleton } from "@/server/process/singleton";

/**
 * Active keys of active merchants, remembered per process for CACHE_MS so that a busy integration's
 * calls do not each read the key (docs/api/authentication.md, "Key checks"). The same bound as the
 * dashboard's session checks (server/auth/session-status.ts): a change made through this process
 * (revoking, disabling or whitelisting a key, suspending a merchant) forgets the entries at once;
 * other instances see it within CACHE_MS.
 *
 * Only keys that authenticate are kept, so that calls with made-up keys cannot fill the memory; the
 * secret is still compared on every call, against the hash kept here.
 */
export const CACHE_MS = 5_000;
/** Far above the keys one instance serves at once; past it the cache starts again. */
const MAX_ENTRIES = 10_000;

type KeyRow = typeof apiKeys.$inferSelect;

const cache = processSingleton("active-api-keys", () => new Map<string, { key: KeyRow; until: number }>());

export function cachedActiveKey(publicKey: string, now = Date.now()): KeyRow | undefined {
  const entry = cache.get(publicKey);
  if (!entry) return undefined;
  if (entry.until > now) return entry.key;
  cache.delete(publicKey);
  return undefined;
}

export function rememberActiveKey(key: KeyRow, now = Date.now()): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key.publicKey, { key, until: now + CACHE_MS });
}

/** After a change to keys or merchants made through this process: the next call reads them again. */
export function forgetActiveKeys(): void {
  cache.clear();
}
