import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { refundChargeBody } from "@/server/payments/charges/schemas";
import { refundCharge } from "@/server/payments/charges/refund-charge";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, refundChargeBody);
  return ok(await refundCharge({ ctx, id: parseId(params.id), input }));
});
