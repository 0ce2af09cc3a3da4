import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { reviewCharge, reviewChargeBody } from "@/server/payments/charges/review-charge";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ req, ctx, params }) =>
  ok(await reviewCharge({ ctx, id: parseId(params.id), input: await parseBody(req, reviewChargeBody) })),
);
