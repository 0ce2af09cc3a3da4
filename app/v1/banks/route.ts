import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listBanksQuery } from "@/server/money/banks/schemas";
import { listBanks } from "@/server/money/banks/list-banks";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) => {
  const { data, pagination } = await listBanks({ ctx, input: parseQuery(req, listBanksQuery) });
  return list(data, pagination);
});
