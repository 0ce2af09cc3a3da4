import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
import { advanceWithdrawals } from "./advance-withdrawals";

/** Every two seconds, so that a Pix completes within seconds of being asked. */
export const withdrawalPayoutJob: Job = {
  name: "withdrawal-payouts",
  intervalMs: 2_000,
  run: (ctx) => advanceWithdrawals({ ctx }),
};

export const payoutCommand: CliCommand = {
  name: "payouts",
  usage: "payouts [--as-of DATE|TIME]",
  description: `One pass of the withdrawal payout job for every merchant at --as-of (default now; one sandbox merchant: clock-advance): due withdrawals go to the bank rail and its answers complete or fail them. --as-of is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => advanceWithdrawals({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};
