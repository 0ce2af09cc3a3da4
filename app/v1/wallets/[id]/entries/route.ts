import { route } from "@/server/http/route";
import { parseId, parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listEntriesQuery } from "@/server/money/wallets/schemas";
import { listWalletEntries } from "@/server/money/wallets/list-wallet-entries";

export const GET = route<{ id: string }>({ auth: "secret", reads: "replica" }, async ({ req, ctx, params }) => {
  const { data, pagination } = await listWalletEntries({
    ctx,
    id: parseId(params.id),
    input: parseQuery(req, listEntriesQuery),
  });
  return list(data, pagination);
});
