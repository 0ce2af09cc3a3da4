import { corsPreflight, withCors } from "@/server/http/cors";
import { ok } from "@/server/http/envelope";
import { parseId } from "@/server/http/parse";
import { route } from "@/server/http/route";
import { cancelAuthentication } from "@/server/payments/three-ds/cancel-authentication";

/** The buyer closed the SDK's challenge modal: a pending challenge ends N `challenge_canceled`. */
export const POST = withCors(
  route<{ id: string }>({ auth: "public" }, async ({ ctx, params }) =>
    ok(await cancelAuthentication({ ctx, id: parseId(params.id) })),
  ),
);

export const OPTIONS = corsPreflight;
