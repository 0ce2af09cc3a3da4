import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { ValidationError } from "@/server/platform/errors";
import { updateWithdrawalSettings } from "./update-withdrawal-settings";
import { getWithdrawalSettings } from "./withdrawal-settings";
import { MAX_DAILY_WITHDRAWAL_AMOUNT } from "./schemas";

/** The operator's view of a merchant's daily withdrawal total, and its way to change it (docs/api/risk.md). */
export const withdrawalLimitCommand: CliCommand = {
  name: "withdrawal-limit",
  usage: "withdrawal-limit --merchant ID [--daily-max CENTAVOS]",
  description:
    "Shows a merchant's daily withdrawal total (rolling 24 hours) and what is left of it, or sets it: past it a withdrawal waits for an admin.",
  run: async (args, ctx) => {
    const merchantId = args.merchant;
    if (typeof merchantId !== "string") throw new ValidationError("--merchant ID is required.", "merchant");
    const raw = args["daily-max"];
    if (raw === undefined) return getWithdrawalSettings({ ctx, id: merchantId });
    if (typeof raw !== "string" || !/^\d{1,11}$/.test(raw) || Number(raw) > MAX_DAILY_WITHDRAWAL_AMOUNT)
      throw new ValidationError(
        `--daily-max takes centavos, a whole number from 0 to ${MAX_DAILY_WITHDRAWAL_AMOUNT}.`,
        "daily-max",
      );
    return updateWithdrawalSettings({ ctx, id: merchantId, input: { daily_max_amount: Number(raw) } });
  },
};
