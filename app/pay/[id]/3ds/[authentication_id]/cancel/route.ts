import { ok } from "@/server/http/envelope";
import { parseBody, parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { cancelLinkAuthentication } from "@/server/payments/payment-links/cancel-link-authentication";
import { consumePayThreeDsBudget } from "@/server/payments/payment-links/pay-rate-limit";
import { linkAuthenticationRefBody } from "@/server/payments/payment-links/three-ds-schemas";

/** The buyer closed the page's challenge: it ends as not authenticated (nothing was charged). */
export const POST = route<{ id: string; authentication_id: string }>(
  { auth: "checkout", sameOrigin: true, idempotency: false, versioned: true },
  async ({ req, ctx, params }) => {
    const id = parseId(params.id);
    await consumePayThreeDsBudget(id, ctx.clientIp, ctx.now());
    const ref = await parseBody(req, linkAuthenticationRefBody);
    return ok(await cancelLinkAuthentication({ ctx, id, authenticationId: params.authentication_id, ref }));
  },
);
