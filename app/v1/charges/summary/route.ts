import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { chargeSummaryQuery } from "@/server/payments/charges/schemas";
import { chargesSummary } from "@/server/payments/charges/charges-summary";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) =>
  ok(await chargesSummary({ ctx, input: parseQuery(req, chargeSummaryQuery) })),
);
