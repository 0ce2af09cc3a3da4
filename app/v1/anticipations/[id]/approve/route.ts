import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { decisionBody } from "@/server/money/anticipations/schemas";
import { approveAnticipation } from "@/server/money/anticipations/decide-anticipation";

type P = { id: string };

export const POST = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(await approveAnticipation({ ctx, id: parseId(params.id), input: await parseBody(req, decisionBody) })),
);
