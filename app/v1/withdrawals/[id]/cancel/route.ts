import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { cancelWithdrawal } from "@/server/money/withdrawals/cancel-withdrawal";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await cancelWithdrawal({ ctx, id: parseId(params.id) })),
);
