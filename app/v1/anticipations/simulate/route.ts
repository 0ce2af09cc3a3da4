import { route } from "@/server/http/route";
import { parseBody } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { anticipationBody } from "@/server/money/anticipations/schemas";
import { simulateAnticipation } from "@/server/money/anticipations/simulate-anticipation";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) =>
  ok(await simulateAnticipation({ ctx, input: await parseBody(req, anticipationBody) })),
);
