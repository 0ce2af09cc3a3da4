import type { Job } from "@/server/jobs/registry";
import type { CliCommand } from "@/server/cli/registry";
import { ValidationError } from "@/server/http/errors";
import { dispatchOnce, webhookDispatcher } from "./dispatcher";

/**
 * Every second: fan out new events and start the due deliveries. It does not wait for the sends
 * (the dispatcher keeps them in flight, bounded), so a slow receiver never delays the next tick.
 */
export const webhookDispatchJob: Job = {
  name: "webhook-dispatch",
  intervalMs: 1_000,
  run: (ctx) => webhookDispatcher().tick(ctx),
};

/** `--as-of 2026-11-21T15:00:00Z` (or a date, meaning its midnight UTC): a fixed clock for the pass. */
export function fixedClock(asOf: string | boolean | undefined, real: () => Date): () => Date {
  if (asOf === undefined || asOf === false) return real;
  const ok = typeof asOf === "string" && (/^\d{4}-\d{2}-\d{2}$/.test(asOf) || /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(asOf));
  const at = ok ? new Date(asOf) : new Date(NaN);
  if (Number.isNaN(at.getTime())) throw new ValidationError("--as-of must be an ISO-8601 time (2026-11-21T15:00:00Z) or a date.", "as_of");
  return () => new Date(at.getTime());
}

export const dispatchCommand: CliCommand = {
  name: "dispatch",
  usage: "dispatch [--as-of TIME]",
  description: "One webhook pass: fans out new events and sends every delivery due at TIME (default now), waiting for the answers.",
  run: async (args, ctx) => dispatchOnce({ ...ctx, now: fixedClock(args["as-of"], ctx.now) }),
};
