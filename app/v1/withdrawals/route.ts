import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createWithdrawalBody, listWithdrawalsQuery } from "@/server/money/withdrawals/schemas";
import { createWithdrawal } from "@/server/money/withdrawals/create-withdrawal";
import { listWithdrawals } from "@/server/money/withdrawals/list-withdrawals";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createWithdrawalBody);
  return ok(await createWithdrawal({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listWithdrawals({ ctx, input: parseQuery(req, listWithdrawalsQuery) });
  return list(data, pagination);
});
