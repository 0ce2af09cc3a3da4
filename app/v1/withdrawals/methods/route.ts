import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { methodsQuery } from "@/server/money/withdrawals/schemas";
import { listWithdrawalMethods } from "@/server/money/withdrawals/list-withdrawal-methods";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await listWithdrawalMethods({ ctx, input: parseQuery(req, methodsQuery) })),
);
