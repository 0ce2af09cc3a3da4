import { paymentLinks, type StoredImageRef } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { presentPaymentLink } from "./present-payment-link";
import { decodeUpload, processImage, type ImageKind } from "./process-image";
import { imageStore } from "./storage/image-store";
import { byIdInTenant } from "@/server/platform/tenancy";

const column = { logo: "logoImage", cover: "coverImage" } as const;
const EXT = { png: "png", jpeg: "jpg", webp: "webp" } as const;

/** Uploads the logo or the cover: checked, re-encoded, stored under a content-hashed key; the old one is removed. */
export async function uploadLinkImage({
  ctx,
  id,
  kind,
  file,
}: {
  ctx: Ctx;
  id: string;
  kind: ImageKind;
  file: string;
}) {
  // The link is looked up first, so another merchant's id is a 404 before any work on the bytes.
  return inTransaction(ctx, async (tctx) => {
    const [current] = await tctx.tx
      .select()
      .from(paymentLinks)
      .where(byIdInTenant(ctx, paymentLinks, id))
      .for("update");
    if (!current) throw new NotFoundError("payment link");
    const image = await processImage(decodeUpload(file), kind);
    const ref: StoredImageRef = {
      key: `pl/${current.id}/${kind}-${image.hash}.${EXT[image.format]}`,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.body.length,
    };
    const store = imageStore();
    await store.put(tctx, ref.key, image.body, ref.contentType);
    const old = current[column[kind]];
    if (old && old.key !== ref.key) await store.delete(tctx, old.key);
    const [row] = await tctx.tx
      .update(paymentLinks)
      .set({ [column[kind]]: ref, updatedAt: ctx.now() })
      .where(byIdInTenant(ctx, paymentLinks, id))
      .returning();
    return presentPaymentLink(row, ctx.now());
  });
}

export async function removeLinkImage({ ctx, id, kind }: { ctx: Ctx; id: string; kind: ImageKind }) {
  return inTransaction(ctx, async (tctx) => {
    const [current] = await tctx.tx
      .select()
      .from(paymentLinks)
      .where(byIdInTenant(ctx, paymentLinks, id))
      .for("update");
    if (!current) throw new NotFoundError("payment link");
    const old = current[column[kind]];
    if (old) await imageStore().delete(tctx, old.key);
    const [row] = await tctx.tx
      .update(paymentLinks)
      // Removing the logo removes an external logo URL too: the page shows no logo afterwards.
      .set({ [column[kind]]: null, ...(kind === "logo" && { merchantLogoUrl: null }), updatedAt: ctx.now() })
      .where(byIdInTenant(ctx, paymentLinks, id))
      .returning();
    return presentPaymentLink(row, ctx.now());
  });
}
