import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { disputeRatesQuery } from "@/server/money/disputes/schemas";
import { disputeRates } from "@/server/money/disputes/dispute-rates";

export const GET = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) =>
  ok(await disputeRates({ ctx, days: parseQuery(req, disputeRatesQuery).days })),
);
