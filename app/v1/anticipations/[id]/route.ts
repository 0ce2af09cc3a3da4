import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getAnticipation } from "@/server/money/anticipations/get-anticipation";
import { cancelAnticipation } from "@/server/money/anticipations/cancel-anticipation";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getAnticipation({ ctx, id: parseId(params.id) })),
);

export const DELETE = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await cancelAnticipation({ ctx, id: parseId(params.id) })),
);
