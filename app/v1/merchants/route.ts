import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createMerchantBody, listMerchantsQuery } from "@/server/accounts/merchants/schemas";
import { createMerchant } from "@/server/accounts/merchants/create-merchant";
import { listMerchants } from "@/server/accounts/merchants/list-merchants";

export const GET = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) => {
  const { data, pagination } = await listMerchants({ ctx, input: parseQuery(req, listMerchantsQuery) });
  return list(data, pagination);
});

export const POST = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) =>
  ok(await createMerchant({ ctx, input: await parseBody(req, createMerchantBody) }), 201),
);
