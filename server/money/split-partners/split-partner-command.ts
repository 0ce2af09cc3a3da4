import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { ValidationError } from "@/server/platform/errors";
import { createSplitPartner } from "./create-split-partner";
import { deleteSplitPartner } from "./delete-split-partner";
import { listSplitPartners } from "./list-split-partners";

export const splitPartnerCommand: CliCommand = {
  name: "split-partner",
  usage: "split-partner --merchant ID [--partner ID | --remove RELATION_ID]",
  description:
    "Lists a merchant's split relations, allows it to name --partner in its split rules, or removes a relation.",
  run: async (args, ctx) => {
    if (typeof args.remove === "string") return deleteSplitPartner({ ctx, id: args.remove });
    const merchantId = args.merchant;
    if (typeof merchantId !== "string") throw new ValidationError("--merchant ID is required.", "merchant");
    if (typeof args.partner === "string")
      return createSplitPartner({ ctx, input: { merchant_id: merchantId, partner_id: args.partner } });
    return listSplitPartners({ ctx, input: { page: 1, limit: 100, merchant_id: merchantId } });
  },
};
