import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getWallet } from "@/server/money/wallets/get-wallet";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getWallet({ ctx, id: parseId(params.id) })),
);
