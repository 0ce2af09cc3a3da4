import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { summaryQuery } from "@/server/receivables/schemas";
import { receivablesSummary } from "@/server/receivables/receivables-summary";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await receivablesSummary({ ctx, input: parseQuery(req, summaryQuery) })),
);
