import { route } from "@/server/http/route";
import { parseId } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { removeLinkImage } from "@/server/payments/payment-links/link-images";

export const DELETE = route<{ id: string }>({ auth: "secret" }, async ({ ctx, params }) =>
  ok(await removeLinkImage({ ctx, id: parseId(params.id), kind: "cover" })),
);
