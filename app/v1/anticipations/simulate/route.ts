import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { anticipationBody, simulateQuery } from "@/server/money/anticipations/schemas";
import { simulateAnticipation } from "@/server/money/anticipations/simulate-anticipation";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { include_receivables } = parseQuery(req, simulateQuery);
  const input = await parseBody(req, anticipationBody);
  return ok(await simulateAnticipation({ ctx, input, includeReceivables: include_receivables ?? true }));
});
