import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { listDisputesQuery, openDisputeBody } from "@/server/money/disputes/schemas";
import { listDisputes } from "@/server/money/disputes/list-disputes";
import { openDispute } from "@/server/money/disputes/open-dispute";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listDisputes({ ctx, input: parseQuery(req, listDisputesQuery) });
  return list(data, pagination);
});

/** Sandbox, admin only: the sandbox acquirer disputes a charge (docs/api/disputes.md). */
export const POST = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) =>
  ok(await openDispute({ ctx, input: await parseBody(req, openDisputeBody) }), 201),
);
