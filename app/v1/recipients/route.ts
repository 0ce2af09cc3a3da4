import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { list } from "@/server/http/envelope";
import { listRecipientsQuery } from "@/server/money/recipients/schemas";
import { listRecipients } from "@/server/money/recipients/list-recipients";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listRecipients({ ctx, input: parseQuery(req, listRecipientsQuery) });
  return list(data, pagination);
});
