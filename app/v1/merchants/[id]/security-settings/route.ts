import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateSecuritySettingsBody } from "@/server/accounts/merchants/schemas";
import { getSecuritySettings } from "@/server/accounts/merchants/get-security-settings";
import { updateSecuritySettings } from "@/server/accounts/merchants/update-security-settings";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getSecuritySettings({ ctx, id: parseId(params.id) })),
);

// The merchant's own dashboard users (after a step-up) or an admin; the verb refuses a merchant's key.
export const PATCH = route<P>({ auth: "secret" }, async ({ req, ctx, params }) =>
  ok(
    await updateSecuritySettings({
      ctx,
      id: parseId(params.id),
      input: await parseBody(req, updateSecuritySettingsBody),
    }),
  ),
);
