import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listAuditEventsQuery } from "@/server/platform/audit/schemas";
import { listAuditEvents } from "@/server/platform/audit/list-audit-events";

export const GET = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) => {
  const { data, pagination } = await listAuditEvents({ ctx, input: parseQuery(req, listAuditEventsQuery) });
  return list(data, pagination);
});
