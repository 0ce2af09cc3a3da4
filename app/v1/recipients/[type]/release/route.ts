import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { recipientMerchantQuery } from "@/server/money/recipients/schemas";
import { recipientTypeOf } from "@/server/money/recipients/recipient-type";
import { releaseRecipient } from "@/server/money/withdrawals/release-destination";

type P = { type: string };

// Admin only: ends a destination's cooling-off now (docs/api/risk.md, "Payout destinations").
export const POST = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) => {
  const type = recipientTypeOf(params.type);
  const { merchant_id } = parseQuery(req, recipientMerchantQuery);
  return ok(await releaseRecipient({ ctx, type, merchantId: merchant_id }));
});
