import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { summaryQuery } from "@/server/money/withdrawals/schemas";
import { withdrawalsSummary } from "@/server/money/withdrawals/withdrawals-summary";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await withdrawalsSummary({ ctx, input: parseQuery(req, summaryQuery) })),
);
