import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listWalletsQuery } from "@/server/money/wallets/schemas";
import { listWallets } from "@/server/money/wallets/list-wallets";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listWallets({ ctx, input: parseQuery(req, listWalletsQuery) });
  return list(data, pagination);
});
