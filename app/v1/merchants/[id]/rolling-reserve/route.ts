import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getRollingReserve } from "@/server/money/reserves/get-rolling-reserve";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getRollingReserve({ ctx, id: parseId(params.id) })),
);
