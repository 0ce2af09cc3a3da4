import type { apiKeys } from "@/db/schema";
import { ttlCache } from "@/server/platform/process/ttl-cache";

/**
 * Active keys of active merchants, remembered per process for CACHE_MS so that a busy integration's
 * calls do not each read the key (docs/api/authentication.md, "Key checks"). The same bound as the
 * dashboard's session checks (server/accounts/auth/session-status.ts): a change made through this process
 * (revoking, disabling or whitelisting a key, suspending a merchant) forgets the entries at once;
 * other instances see it within CACHE_MS.
 *
 * Only keys that authenticate are kept, so that calls with made-up keys cannot fill the memory; the
 * secret is still compared on every call, against the hash kept here.
 */
export const CACHE_MS = 5_000;

const cache = ttlCache<typeof apiKeys.$inferSelect>("active-api-keys", CACHE_MS);

export const cachedActiveKey = (publicKey: string) => cache.get(publicKey);
export const rememberActiveKey = (key: typeof apiKeys.$inferSelect) => cache.set(key.publicKey, key);

/** After a change to keys or merchants made through this process: the next call reads them again. */
export const forgetActiveKeys = () => cache.clear();
