import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateMerchantBody } from "@/server/accounts/merchants/schemas";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { presentMerchant } from "@/server/accounts/merchants/present-merchant";
import { updateMerchant } from "@/server/accounts/merchants/update-merchant";

type P = { id: string };

// A merchant reads itself; another merchant's id is a 404 like a missing one.
export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(presentMerchant(await getMerchant({ ctx, id: parseId(params.id) }))),
);

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(await updateMerchant({ ctx, id: parseId(params.id), input: await parseBody(req, updateMerchantBody) })),
);
