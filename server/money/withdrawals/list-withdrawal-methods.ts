import { WITHDRAWAL_METHODS } from "@/db/vocabularies";
import type { z } from "zod";
import type { Ctx } from "@/server/platform/context";
import { merchantForNew } from "@/server/platform/tenancy";
import { destinationsOf } from "./destination";
import type { methodsQuery } from "./schemas";
import { feeFor } from "./withdrawal-fee";

/** Both methods, each with whether the merchant's recipients allow it now, its fee and its timing. */
export async function listWithdrawalMethods({ ctx, input }: { ctx: Ctx; input: z.output<typeof methodsQuery> }) {
  const merchantId = merchantForNew(ctx, "a withdrawal", input.merchant_id);
  const destinations = await destinationsOf(ctx, merchantId);
  return Promise.all(
    WITHDRAWAL_METHODS.map(async (method) => {
      const d = destinations[method];
      return {
        method,
        available: d.available,
        recipient_type: d.available ? d.recipient.type : null,
        unavailable_reason: d.available ? null : d.reason,
        fee_amount: await feeFor(ctx, merchantId, method),
        timing: method === "pix" ? ("instant" as const) : ("bank_window" as const),
      };
    }),
  );
}
