import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { acceptDispute } from "@/server/money/disputes/accept-dispute";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await acceptDispute({ ctx, id: parseId(params.id) })),
);
