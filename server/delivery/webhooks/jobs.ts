import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
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

export const dispatchCommand: CliCommand = {
  name: "dispatch",
  usage: "dispatch [--as-of DATE|TIME]",
  description: `One webhook pass: fans out new events and sends every delivery due at --as-of (default now), waiting for the answers. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => dispatchOnce({ ...ctx, now: clockAsOf(args["as-of"], ctx.now) }),
};
