import { route } from "@/server/http/route";
import { parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { closeDisputeBody } from "@/server/money/disputes/schemas";
import { closeDispute } from "@/server/money/disputes/close-dispute";

/** Sandbox, admin only: the issuer's decision (docs/api/disputes.md, "Sandbox outcomes"). */
export const POST = route<{ id: string }>({ auth: "secret", adminOnly: true }, async ({ req, ctx, params }) => {
  const { outcome } = await parseBody(req, closeDisputeBody);
  return ok(await closeDispute({ ctx, id: parseId(params.id), outcome }));
});
