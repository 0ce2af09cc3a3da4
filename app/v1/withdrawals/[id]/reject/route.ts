import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { withdrawalDecisionBody } from "@/server/money/withdrawals/schemas";
import { rejectWithdrawal } from "@/server/money/withdrawals/decide-withdrawal";

type P = { id: string };

export const POST = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(await rejectWithdrawal({ ctx, id: parseId(params.id), input: await parseBody(req, withdrawalDecisionBody) })),
);
