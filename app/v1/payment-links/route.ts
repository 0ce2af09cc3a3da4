import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createPaymentLinkBody, listPaymentLinksQuery } from "@/server/payments/payment-links/schemas";
import { createPaymentLink } from "@/server/payments/payment-links/create-payment-link";
import { listPaymentLinks } from "@/server/payments/payment-links/list-payment-links";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createPaymentLinkBody);
  return ok(await createPaymentLink({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listPaymentLinks({ ctx, input: parseQuery(req, listPaymentLinksQuery) });
  return list(data, pagination);
});
