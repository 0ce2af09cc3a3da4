import type { Ctx } from "@/server/context";

/** A periodic job: run inside the app by default (RUN_JOBS_IN_APP) and by `npm run worker`. */
export interface Job {
  name: string;
  intervalMs: number;
  run(ctx: Ctx): Promise<unknown>;
}
