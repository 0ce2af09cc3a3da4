import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getCharge } from "@/server/payments/charges/get-charge";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getCharge({ ctx, id: parseId(params.id) })),
);
