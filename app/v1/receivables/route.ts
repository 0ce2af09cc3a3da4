import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listReceivablesQuery } from "@/server/money/receivables/schemas";
import { listReceivables } from "@/server/money/receivables/list-receivables";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) => {
  const { data, pagination } = await listReceivables({ ctx, input: parseQuery(req, listReceivablesQuery) });
  return list(data, pagination);
});
