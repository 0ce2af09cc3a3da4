import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { getDeliveryLog } from "@/server/delivery/webhooks/get-delivery-log";

type P = { id: string };

export const GET = route<P>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await getDeliveryLog({ ctx, id: parseId(params.id) })),
);
