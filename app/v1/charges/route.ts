import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createChargeBody, listChargesQuery } from "@/server/charges/schemas";
import { createCharge } from "@/server/charges/create-charge";
import { listCharges } from "@/server/charges/list-charges";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createChargeBody);
  return ok(await createCharge({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listCharges({ ctx, input: parseQuery(req, listChargesQuery) });
  return list(data, pagination);
});
