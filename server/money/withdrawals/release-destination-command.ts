import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { ValidationError } from "@/server/platform/errors";
import { recipientTypeOf } from "@/server/money/recipients/recipient-type";
import { releaseRecipient } from "./release-destination";

/** The operator's way to end a destination's cooling-off, once the change is confirmed with the merchant. */
export const recipientReleaseCommand: CliCommand = {
  name: "recipient-release",
  usage: "recipient-release --merchant ID --type pix_key|bank_account",
  description:
    "Ends the cooling-off of the merchant's current destination of that type now: it is verified, and withdrawals waiting for it are due (docs/api/risk.md).",
  run: async (args, ctx) => {
    const merchantId = args.merchant;
    if (typeof merchantId !== "string") throw new ValidationError("--merchant ID is required.", "merchant");
    const type = typeof args.type === "string" ? args.type : "";
    return releaseRecipient({ ctx, type: recipientTypeOf(type), merchantId });
  },
};
