import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { feeQuery } from "@/server/money/withdrawals/schemas";
import { withdrawalFee } from "@/server/money/withdrawals/withdrawal-fee";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await withdrawalFee({ ctx, input: parseQuery(req, feeQuery) })),
);
