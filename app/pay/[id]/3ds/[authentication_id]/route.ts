import { ok } from "@/server/http/envelope";
import { parseBody, parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { linkAuthenticationResult } from "@/server/payments/payment-links/link-authentication-result";
import { consumePayThreeDsBudget } from "@/server/payments/payment-links/pay-rate-limit";
import { linkAuthenticationRefBody } from "@/server/payments/payment-links/three-ds-schemas";

/** The result of the page's authentication, once its challenge ended. A POST: the body carries the page's token and session. */
export const POST = route<{ id: string; authentication_id: string }>(
  { auth: "checkout", sameOrigin: true, idempotency: false, versioned: true },
  async ({ req, ctx, params }) => {
    const id = parseId(params.id);
    await consumePayThreeDsBudget(id, ctx.clientIp, ctx.now());
    const ref = await parseBody(req, linkAuthenticationRefBody);
    return ok(await linkAuthenticationResult({ ctx, id, authenticationId: params.authentication_id, ref }));
  },
);
