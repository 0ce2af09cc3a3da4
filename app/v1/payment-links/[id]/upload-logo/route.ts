import { route } from "@/server/http/route";
import { bodyLimit, parseBody, parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { uploadImageBody } from "@/server/payments/payment-links/schemas";
import { uploadLinkImage } from "@/server/payments/payment-links/link-images";

export const POST = route<{ id: string }>({ auth: "secret", body: "upload" }, async ({ req, ctx, params }) => {
  const { file } = await parseBody(req, uploadImageBody, bodyLimit("upload"));
  return ok(await uploadLinkImage({ ctx, id: parseId(params.id), kind: "logo", file }));
});
