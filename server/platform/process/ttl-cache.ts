import { processSingleton } from "./singleton";

/**
 * A per-process memory of values read from the database, each kept for `ttlMs`: for facts read on every
 * request of a hot path (a key, a merchant's pricing) that change rarely. A change made through this
 * process forgets the entries at once (`forget`, `clear`); other instances see it within `ttlMs`. Each
 * use says so in its documentation. Past `maxEntries` it starts again rather than grow.
 */
export interface TtlCache<V> {
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, now?: number): void;
  /** The value, read with `load` when missing or stale. */
  through(key: string, load: () => Promise<V>, now?: number): Promise<V>;
  forget(key: string): void;
  clear(): void;
}

export function ttlCache<V>(name: string, ttlMs: number, maxEntries = 10_000): TtlCache<V> {
  const entries = processSingleton(`ttl-cache.${name}`, () => new Map<string, { value: V; until: number }>());
  const cache: TtlCache<V> = {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, now = Date.now()) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, until: now + ttlMs });
    },
    async through(key, load, now = Date.now()) {
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = await load();
      cache.set(key, value, now);
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
  return cache;
}
