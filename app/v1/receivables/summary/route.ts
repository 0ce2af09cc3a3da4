import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { summaryQuery } from "@/server/money/receivables/schemas";
import { receivablesSummary } from "@/server/money/receivables/receivables-summary";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) =>
  ok(await receivablesSummary({ ctx, input: parseQuery(req, summaryQuery) })),
);
