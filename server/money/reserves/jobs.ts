import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
import { releaseDueRollingReserve } from "./release-rolling-reserve";

/** Every minute, like settlement: a hold comes back to `main` within a minute of its release time. */
export const rollingReserveReleaseJob: Job = {
  name: "rolling-reserve-release",
  intervalMs: 60_000,
  run: (ctx) => releaseDueRollingReserve({ ctx }),
};

export const reserveReleaseCommand: CliCommand = {
  name: "reserve-release",
  usage: "reserve-release [--as-of DATE|TIME]",
  description: `Returns every merchant's rolling-reserve holds due by --as-of (default now) from reserve to main; safe to repeat. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => releaseDueRollingReserve({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};
