import { ok } from "@/server/http/envelope";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { linkPixStatus } from "@/server/payments/payment-links/link-pix-status";

/**
 * The page's short polling while its Pix code is shown: pending, paid (with the receipt), expired. Public, by the
 * link's and the charge's ids; a read that changes nothing, so outside the payment budget (docs/api/pix.md).
 */
export const GET = route<{ id: string; charge_id: string }>(
  { auth: "checkout", versioned: true },
  async ({ ctx, params }) =>
    ok(await linkPixStatus({ ctx, linkId: parseId(params.id), chargeId: parseId(params.charge_id) })),
);
