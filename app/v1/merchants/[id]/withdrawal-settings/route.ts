import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateWithdrawalSettingsBody } from "@/server/money/withdrawals/schemas";
import { updateWithdrawalSettings } from "@/server/money/withdrawals/update-withdrawal-settings";
import { getWithdrawalSettings } from "@/server/money/withdrawals/withdrawal-settings";

type P = { id: string };

// A merchant reads its own limit and what is left of it; only an admin sets it.
export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getWithdrawalSettings({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(
    await updateWithdrawalSettings({
      ctx,
      id: parseId(params.id),
      input: await parseBody(req, updateWithdrawalSettingsBody),
    }),
  ),
);
