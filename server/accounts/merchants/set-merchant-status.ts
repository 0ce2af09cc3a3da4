import type { CliCommand } from "@/server/platform/contracts/cli-command";
import type { Ctx } from "@/server/platform/context";
import { ValidationError } from "@/server/platform/errors";
import { updateMerchant } from "./update-merchant";

/**
 * An inactive merchant's key pairs (secret and public) answer 401 and its users' sessions end at
 * their next request (docs/api/authentication.md, "Session checks"); reactivating restores both.
 * The change and its audit event are one transaction (server/accounts/merchants/update-merchant.ts).
 */
export async function setMerchantStatus({
  ctx,
  id,
  status,
}: {
  ctx: Ctx;
  id: string;
  status: "active" | "inactive";
}): Promise<{ id: string; status: "active" | "inactive" }> {
  const row = await updateMerchant({ ctx, id, input: { status } });
  return { id: row.id, status: row.status };
}

export const merchantStatusCommand: CliCommand = {
  name: "merchant-status",
  usage: "merchant-status --merchant ID --status active|inactive",
  description: "Suspends a merchant (its keys answer 401, its users' sessions end) or reactivates it.",
  run: async (args, ctx) => {
    const id = args.merchant;
    if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id))
      throw new ValidationError("--merchant ID is required.", "merchant");
    if (args.status !== "active" && args.status !== "inactive")
      throw new ValidationError("--status must be active or inactive.", "status");
    return setMerchantStatus({ ctx, id, status: args.status });
  },
};
