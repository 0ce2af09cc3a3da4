import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { updateEndpointBody } from "@/server/delivery/webhooks/schemas";
import { getEndpoint } from "@/server/delivery/webhooks/get-endpoint";
import { updateEndpoint } from "@/server/delivery/webhooks/update-endpoint";
import { deleteEndpoint } from "@/server/delivery/webhooks/delete-endpoint";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getEndpoint({ ctx, id: parseId(params.id) })),
);

export const PATCH = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, updateEndpointBody);
  return ok(await updateEndpoint({ ctx, id: parseId(params.id), input }));
});

export const DELETE = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await deleteEndpoint({ ctx, id: parseId(params.id) })),
);
