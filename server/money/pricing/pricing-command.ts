import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { ValidationError } from "@/server/platform/errors";
import { getPricing } from "./get-pricing";
import { setPricing, type PricingValues } from "./set-pricing";
import type { Pricing } from "./defaults";

const flags: Record<string, keyof Pricing> = {
  "mdr-1x": "mdr1xBp",
  "mdr-2-6": "mdr2to6Bp",
  "mdr-7-12": "mdr7to12Bp",
  "anticipation-monthly": "anticipationMonthlyBp",
  "withdrawal-fee-pix": "withdrawalFeePix",
  "withdrawal-fee-ted": "withdrawalFeeTed",
  "pix-mdr": "pixMdrBp",
  "pix-fee-min": "pixFeeMin",
  "pix-fee-max": "pixFeeMax",
  "pix-settlement-days": "pixSettlementDays",
  "dispute-fee": "disputeFee",
};

export const pricingCommand: CliCommand = {
  name: "pricing",
  usage:
    "pricing --merchant ID [--mdr-1x 319] [--mdr-2-6 379] [--mdr-7-12 419] [--anticipation-monthly 249] [--withdrawal-fee-pix 0] [--withdrawal-fee-ted 367] [--pix-mdr 99] [--pix-fee-min 10] [--pix-fee-max 1000] [--pix-settlement-days 1] [--dispute-fee 1500]",
  description:
    "Shows or changes a merchant's prices (rates in basis points of a percent: 319 = 3.19 %; fees in centavos).",
  run: async (args, ctx) => {
    const merchantId = args.merchant;
    if (typeof merchantId !== "string") throw new ValidationError("--merchant ID is required.", "merchant");
    const input: Partial<PricingValues> = {};
    for (const [flag, key] of Object.entries(flags)) {
      const v = args[flag];
      if (v === undefined) continue;
      if (typeof v !== "string" || !/^\d+$/.test(v))
        throw new ValidationError(`--${flag} takes a non-negative integer.`, flag);
      input[key] = Number(v);
    }
    if (Object.keys(input).length === 0) return getPricing({ ctx, merchantId });
    return setPricing({ ctx, merchantId, input });
  },
};
