import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createChargeBody, listChargesQuery } from "@/server/payments/charges/schemas";
import { createCharge } from "@/server/payments/charges/create-charge";
import { listCharges } from "@/server/payments/charges/list-charges";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createChargeBody);
  return ok(await createCharge({ ctx, input }), 201);
});

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) => {
  const { data, pagination } = await listCharges({ ctx, input: parseQuery(req, listChargesQuery) });
  return list(data, pagination);
});
