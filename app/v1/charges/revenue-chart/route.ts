import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { revenueChartQuery } from "@/server/payments/charges/schemas";
import { revenueChart } from "@/server/payments/charges/revenue-chart";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) =>
  ok(await revenueChart({ ctx, input: parseQuery(req, revenueChartQuery) })),
);
