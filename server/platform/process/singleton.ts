/**
 * One value per process. Module-level state is not enough here: the custom server
 * (scripts/serve.ts) and the code Next bundles for pages and route handlers are separate module
 * instances in one process, and a dev hot reload evaluates a module again. Two database handles
 * on one PGlite folder lose data; two rate-limit tables halve a budget. So the value lives on
 * globalThis, under a registered symbol that every module instance resolves to the same slot.
 *
 * `create` runs once per process. For state that changes (a handle that is closed and reopened,
 * a token written at start), keep a small mutable object as the singleton and change its fields.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const slot = Symbol.for(`payments.process.${key}`);
  const store = globalThis as unknown as Record<symbol, unknown>;
  if (!(slot in store)) store[slot] = create();
  return store[slot] as T;
}
