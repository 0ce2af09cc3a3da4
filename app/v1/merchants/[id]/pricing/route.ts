import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updatePricingBody } from "@/server/money/pricing/schemas";
import { getMerchantPricing, updateMerchantPricing } from "@/server/money/pricing/merchant-pricing";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getMerchantPricing({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(await updateMerchantPricing({ ctx, id: parseId(params.id), input: await parseBody(req, updatePricingBody) })),
);
