import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { submitDispute } from "@/server/money/disputes/submit-dispute";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await submitDispute({ ctx, id: parseId(params.id) })),
);
