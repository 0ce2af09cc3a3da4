import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
import { runAutomaticAnticipations } from "./automatic-anticipations";
import { completeProcessing } from "./complete-anticipation";

/**
 * The automatic anticipation is daily: each capture day is done once per merchant. The job looks
 * every hour, so that a restart never makes it skip a day; runs after the first of a day find
 * nothing left to do.
 */
export const automaticAnticipationJob: Job = {
  name: "automatic-anticipations",
  intervalMs: 60 * 60_000,
  run: (ctx) => runAutomaticAnticipations({ ctx }),
};

/** Pays out anticipations left `processing` by a crash between approval and payout. */
export const anticipationCompletionJob: Job = {
  name: "anticipation-completion",
  intervalMs: 60_000,
  run: (ctx) => completeProcessing({ ctx }),
};

export const automaticAnticipationsCommand: CliCommand = {
  name: "anticipate-automatic",
  usage: "anticipate-automatic [--as-of DATE|TIME]",
  description: `Runs the daily automatic anticipation of every merchant now, as of --as-of (default now); safe to repeat. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => runAutomaticAnticipations({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};
