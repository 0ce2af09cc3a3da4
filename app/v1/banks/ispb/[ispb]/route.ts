import { route } from "@/server/http/route";
import { ok } from "@/server/http/envelope";
import { getBank } from "@/server/money/banks/get-bank";

export const GET = route<{ ispb: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getBank({ ctx, by: "ispb", value: params.ispb })),
);
