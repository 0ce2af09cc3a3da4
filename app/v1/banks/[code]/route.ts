import { route } from "@/server/http/route";
import { ok } from "@/server/http/envelope";
import { getBank } from "@/server/money/banks/get-bank";

export const GET = route<{ code: string }>({ auth: "secret", reads: "replica" }, async ({ ctx, params }) =>
  ok(await getBank({ ctx, by: "code", value: params.code })),
);
