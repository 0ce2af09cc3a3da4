import { ok } from "@/server/http/envelope";
import { parseBody, parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { authenticateLinkPayment } from "@/server/payments/payment-links/authenticate-link-payment";
import { consumePayThreeDsBudget } from "@/server/payments/payment-links/pay-rate-limit";
import { linkAuthenticationBody } from "@/server/payments/payment-links/three-ds-schemas";

/**
 * The hosted page's 3-D Secure step (docs/api/hosted-checkout.md). From the page itself only (same
 * origin): that origin is the one allowed to frame the challenge. Rate limited like the payment.
 */
// No Idempotency-Key: a second start makes a second authentication, and a charge consumes one only.
export const POST = route<{ id: string }>(
  { auth: "checkout", sameOrigin: true, idempotency: false, versioned: true },
  async ({ req, ctx, params }) => {
    const id = parseId(params.id);
    await consumePayThreeDsBudget(id, ctx.clientIp, ctx.now());
    const input = await parseBody(req, linkAuthenticationBody);
    const origin = req.headers.get("origin") ?? new URL(req.url).origin;
    return ok(await authenticateLinkPayment({ ctx, id, input, origin }), 201);
  },
);
