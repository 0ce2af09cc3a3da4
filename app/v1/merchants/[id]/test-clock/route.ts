import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getTestClock } from "@/server/money/test-clocks/get-test-clock";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getTestClock({ ctx, id: parseId(params.id) })),
);
