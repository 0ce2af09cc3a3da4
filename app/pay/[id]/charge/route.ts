import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { payLinkBody } from "@/server/payments/payment-links/pay-schemas";
import { payLink } from "@/server/payments/payment-links/pay-link";
import { consumePayBudget } from "@/server/payments/payment-links/pay-rate-limit";
import { route } from "@/server/http/route";

/** The hosted page's payment call. Public; rate limited per address and per link. */
export const POST = route<{ id: string }>({ auth: "checkout", versioned: true }, async ({ req, ctx, params }) => {
  const id = parseId(params.id);
  await consumePayBudget(id, ctx.clientIp, ctx.now());
  const input = await parseBody(req, payLinkBody);
  return ok(await payLink({ ctx, id, input }), 201);
});
