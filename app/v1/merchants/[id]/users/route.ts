import { route } from "@/server/http/route";
import { parseId, parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listMerchantUsersQuery } from "@/server/accounts/merchants/schemas";
import { listMerchantUsers } from "@/server/accounts/merchants/list-merchant-users";

type P = { id: string };

export const GET = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) => {
  const { data, pagination } = await listMerchantUsers({
    ctx,
    id: parseId(params.id),
    input: parseQuery(req, listMerchantUsersQuery),
  });
  return list(data, pagination);
});
