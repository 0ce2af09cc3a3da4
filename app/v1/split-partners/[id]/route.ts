import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { deleteSplitPartner } from "@/server/money/split-partners/delete-split-partner";

type P = { id: string };

export const DELETE = route<P>({ auth: "secret", adminOnly: true }, async ({ ctx, params }) =>
  ok(await deleteSplitPartner({ ctx, id: parseId(params.id) })),
);
