import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { anticipationBody, listAnticipationsQuery } from "@/server/money/anticipations/schemas";
import { requestAnticipation } from "@/server/money/anticipations/request-anticipation";
import { listAnticipations } from "@/server/money/anticipations/list-anticipations";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, anticipationBody);
  return ok(await requestAnticipation({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listAnticipations({ ctx, input: parseQuery(req, listAnticipationsQuery) });
  return list(data, pagination);
});
