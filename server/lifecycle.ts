/**
 * Shutdown hooks, kept on globalThis: the custom server (scripts/serve.ts) and the code Next
 * bundles are separate module instances in one process, and both must see the same list.
 */
type Hook = () => Promise<void> | void;
const holder = globalThis as unknown as { __paymentsShutdownHooks?: Hook[]; __paymentsReady?: boolean };

export function onShutdown(hook: Hook): void {
  (holder.__paymentsShutdownHooks ??= []).push(hook);
}

/** Runs every hook once, newest first (jobs stop before the database closes). */
export async function runShutdownHooks(): Promise<void> {
  const hooks = (holder.__paymentsShutdownHooks ?? []).reverse();
  holder.__paymentsShutdownHooks = [];
  for (const hook of hooks) {
    try {
      await hook();
    } catch (e) {
      process.stderr.write(`shutdown hook failed: ${e instanceof Error ? e.message : String(e)}\n`);
    }
  }
}

/** Set once migrations and seeding finished; /ready reports it. */
export function markStarted(): void {
  holder.__paymentsReady = true;
}

export function isStarted(): boolean {
  return holder.__paymentsReady === true;
}
