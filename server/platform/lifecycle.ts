import { processSingleton } from "@/server/platform/process/singleton";

/**
 * Shutdown hooks, one list per process: the custom server (scripts/serve.ts) and the code Next
 * bundles are separate module instances in one process, and both must see the same list.
 */
type Hook = () => Promise<void> | void;
const state = processSingleton("lifecycle", () => ({ hooks: [] as Hook[], ready: false, stopping: false }));

export function onShutdown(hook: Hook): void {
  state.hooks.push(hook);
}

/** Runs every hook once, newest first (jobs stop before the database closes). */
export async function runShutdownHooks(): Promise<void> {
  const hooks = state.hooks.reverse();
  state.hooks = [];
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
  state.ready = true;
}

export function isStarted(): boolean {
  return state.ready;
}

/**
 * Set at SIGTERM, before the requests in flight are drained: /ready answers 503 so the balancer
 * sends no more, and the job loops start nothing new (what runs finishes; the hooks wait for it).
 */
export function markStopping(): void {
  state.stopping = true;
}

export function isStopping(): boolean {
  return state.stopping;
}
