import { z } from "zod";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, parseAsOf } from "@/server/platform/clock/as-of";
import { ValidationError } from "@/server/platform/errors";
import { advanceTestClock } from "./advance-test-clock";

/**
 * The operator's way to run one sandbox merchant ahead of time. Unlike `settle --as-of` and the other `--as-of`
 * runs, which act on every merchant, it touches only that merchant's items (docs/api/test-clocks.md).
 */
export const clockAdvanceCommand: CliCommand = {
  name: "clock-advance",
  usage: "clock-advance --merchant ID --to DATE|TIME",
  description: `Advances a sandbox merchant's test clock to --to and runs that merchant's automatic work (anticipation, settlement, reserve release, payouts) as of then; no other merchant is touched. --to is ${AS_OF_FORMAT}.`,
  run: async (args, ctx) => {
    const merchantId = args.merchant;
    if (typeof merchantId !== "string" || !z.uuid().safeParse(merchantId).success)
      throw new ValidationError("--merchant ID (the merchant's UUID) is required.", "merchant");
    if (typeof args.to !== "string") throw new ValidationError(`--to needs a value: ${AS_OF_FORMAT}.`, "to");
    const to = parseAsOf(args.to);
    return advanceTestClock({ ctx, id: merchantId, input: { frozen_time: to.toISOString() } });
  },
};
