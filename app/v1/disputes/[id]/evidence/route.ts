import { route } from "@/server/http/route";
import { bodyLimit, parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { evidenceBody } from "@/server/money/disputes/schemas";
import { updateEvidence } from "@/server/money/disputes/update-evidence";

export const POST = route<{ id: string }>({ auth: "secret", body: "upload" }, async ({ req, ctx, params }) => {
  const input = await parseBody(req, evidenceBody, bodyLimit("upload"));
  return ok(await updateEvidence({ ctx, id: parseId(params.id), input }));
});
