import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getDispute } from "@/server/money/disputes/get-dispute";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getDispute({ ctx, id: parseId(params.id) })),
);
