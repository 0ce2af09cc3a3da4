import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateSettingsBody } from "@/server/money/anticipations/schemas";
import { getAnticipationSettings, updateAnticipationSettings } from "@/server/money/anticipations/settings";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getAnticipationSettings({ ctx, id: parseId(params.id) })),
);

// A merchant shapes its automatic anticipation; the approval limits are an admin's (the verb says so).
export const PATCH = route<P>({ auth: "secret" }, async ({ req, ctx, params }) =>
  ok(
    await updateAnticipationSettings({ ctx, id: parseId(params.id), input: await parseBody(req, updateSettingsBody) }),
  ),
);
