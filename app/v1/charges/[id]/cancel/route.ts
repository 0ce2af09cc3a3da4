import { z } from "zod";
import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { cancelCharge } from "@/server/payments/charges/cancel-charge";

export const POST = route<{ id: string }>({ auth: "secret" }, async ({ req, ctx, params }) => {
  await parseBody(req, z.strictObject({}));
  return ok(await cancelCharge({ ctx, id: parseId(params.id) }));
});
