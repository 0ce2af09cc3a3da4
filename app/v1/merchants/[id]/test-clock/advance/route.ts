import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { advanceTestClockBody } from "@/server/money/test-clocks/schemas";
import { advanceTestClock } from "@/server/money/test-clocks/advance-test-clock";

type P = { id: string };

export const POST = route<P>({ auth: "secret" }, async ({ req, ctx, params }) =>
  ok(await advanceTestClock({ ctx, id: parseId(params.id), input: await parseBody(req, advanceTestClockBody) })),
);
