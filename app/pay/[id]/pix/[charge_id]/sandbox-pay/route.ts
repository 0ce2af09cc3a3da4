import { ok } from "@/server/http/envelope";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { sandboxPayLinkPix } from "@/server/payments/payment-links/sandbox-pay-link-pix";

/** Development only: the page's "pay in the sandbox" button, as the buyer's bank would pay the code. 404 elsewhere. */
export const POST = route<{ id: string; charge_id: string }>(
  { auth: "checkout", sameOrigin: true, idempotency: false, versioned: true },
  async ({ ctx, params }) =>
    ok(await sandboxPayLinkPix({ ctx, linkId: parseId(params.id), chargeId: parseId(params.charge_id) })),
);
