import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createEndpointBody, listEndpointsQuery } from "@/server/delivery/webhooks/schemas";
import { createEndpoint } from "@/server/delivery/webhooks/create-endpoint";
import { listEndpoints } from "@/server/delivery/webhooks/list-endpoints";

export const POST = route({ auth: "secret" }, async ({ req, ctx }) => {
  const input = await parseBody(req, createEndpointBody);
  return ok(await createEndpoint({ ctx, input }), 201);
});

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listEndpoints({ ctx, input: parseQuery(req, listEndpointsQuery) });
  return list(data, pagination);
});
