import type { Ctx } from "@/server/platform/context";

/**
 * A periodic job: run inside the app by default (RUN_JOBS_IN_APP) and by `npm run worker`.
 * An area exports its jobs; server/registries/jobs/index.ts lists them. This file imports no area, so an
 * area that implements the contract never depends on the list.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(ctx: Ctx): Promise<unknown>;
}
