import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { emptyBody } from "@/server/delivery/webhooks/schemas";
import { regenerateEndpointSecret } from "@/server/delivery/webhooks/regenerate-endpoint-secret";

type P = { id: string };

export const POST = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  await parseBody(req, emptyBody);
  return ok(await regenerateEndpointSecret({ ctx, id: parseId(params.id) }));
});
