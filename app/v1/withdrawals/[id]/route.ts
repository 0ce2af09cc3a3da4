import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getWithdrawal } from "@/server/money/withdrawals/get-withdrawal";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getWithdrawal({ ctx, id: parseId(params.id) })),
);
