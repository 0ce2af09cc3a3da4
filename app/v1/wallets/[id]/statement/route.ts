import { route } from "@/server/http/route";
import { parseId, parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { statementQuery } from "@/server/money/wallets/schemas";
import { walletStatement } from "@/server/money/wallets/wallet-statement";

export const GET = route<{ id: string }>({ auth: "secret", reads: "replica" }, async ({ req, ctx, params }) =>
  ok(await walletStatement({ ctx, id: parseId(params.id), input: parseQuery(req, statementQuery) })),
);
