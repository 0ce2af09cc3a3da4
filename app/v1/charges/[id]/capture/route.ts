import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { captureChargeBody } from "@/server/payments/charges/schemas";
import { captureCharge } from "@/server/payments/charges/capture-charge";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, captureChargeBody);
  return ok(await captureCharge({ ctx, id: parseId(params.id), input }));
});
