import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listDeliveryLogsQuery } from "@/server/delivery/webhooks/schemas";
import { listDeliveryLogs } from "@/server/delivery/webhooks/list-delivery-logs";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listDeliveryLogs({ ctx, input: parseQuery(req, listDeliveryLogsQuery) });
  return list(data, pagination);
});
