import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { feeQuery } from "@/server/withdrawals/schemas";
import { withdrawalFee } from "@/server/withdrawals/withdrawal-fee";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await withdrawalFee({ ctx, input: parseQuery(req, feeQuery) })),
);
