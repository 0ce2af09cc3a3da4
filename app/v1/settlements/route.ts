import { route } from "@/server/http/route";
import { parseBody } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { runSettlementBody } from "@/server/money/receivables/schemas";
import { runSettlement } from "@/server/money/receivables/run-settlement";

export const POST = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) =>
  ok(await runSettlement({ ctx, input: await parseBody(req, runSettlementBody) })),
);
