import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import {
  fraudSettingsBody,
  getMerchantFraudSettings,
  updateMerchantFraudSettings,
} from "@/server/payments/fraud/settings";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getMerchantFraudSettings({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(
    await updateMerchantFraudSettings({
      ctx,
      id: parseId(params.id),
      input: await parseBody(req, fraudSettingsBody),
    }),
  ),
);
