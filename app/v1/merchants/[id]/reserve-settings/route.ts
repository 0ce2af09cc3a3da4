import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateReserveSettingsBody } from "@/server/money/reserves/schemas";
import { getReserveSettings } from "@/server/money/reserves/get-reserve-settings";
import { updateReserveSettings } from "@/server/money/reserves/update-reserve-settings";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getReserveSettings({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) =>
  ok(
    await updateReserveSettings({
      ctx,
      id: parseId(params.id),
      input: await parseBody(req, updateReserveSettingsBody),
    }),
  ),
);
