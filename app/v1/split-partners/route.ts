import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { list, ok } from "@/server/http/envelope";
import { createSplitPartnerBody, listSplitPartnersQuery } from "@/server/money/split-partners/schemas";
import { createSplitPartner } from "@/server/money/split-partners/create-split-partner";
import { listSplitPartners } from "@/server/money/split-partners/list-split-partners";

export const POST = route({ auth: "secret", adminOnly: true }, async ({ req, ctx }) =>
  ok(await createSplitPartner({ ctx, input: await parseBody(req, createSplitPartnerBody) }), 201),
);

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const { data, pagination } = await listSplitPartners({ ctx, input: parseQuery(req, listSplitPartnersQuery) });
  return list(data, pagination);
});
