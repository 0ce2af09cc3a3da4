import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { paymentMethodsQuery } from "@/server/payments/charges/schemas";
import { listPaymentMethods } from "@/server/payments/charges/list-payment-methods";

export const GET = route({ auth: "secret" }, async ({ req }) =>
  ok(listPaymentMethods({ input: parseQuery(req, paymentMethodsQuery) })),
);
