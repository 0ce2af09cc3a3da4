import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updatePaymentLinkBody } from "@/server/payments/payment-links/schemas";
import { getPaymentLink } from "@/server/payments/payment-links/get-payment-link";
import { updatePaymentLink } from "@/server/payments/payment-links/update-payment-link";
import { deactivatePaymentLink } from "@/server/payments/payment-links/deactivate-payment-link";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getPaymentLink({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, updatePaymentLinkBody);
  return ok(await updatePaymentLink({ ctx, id: parseId(params.id), input }));
});

export const DELETE = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await deactivatePaymentLink({ ctx, id: parseId(params.id) })),
);
