import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getReceivable } from "@/server/money/receivables/get-receivable";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getReceivable({ ctx, id: parseId(params.id) })),
);
