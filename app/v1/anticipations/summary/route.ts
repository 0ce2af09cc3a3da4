import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { summaryQuery } from "@/server/money/anticipations/schemas";
import { anticipationsSummary } from "@/server/money/anticipations/anticipations-summary";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await anticipationsSummary({ ctx, input: parseQuery(req, summaryQuery) })),
);
