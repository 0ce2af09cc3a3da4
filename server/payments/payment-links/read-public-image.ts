import type { Ctx } from "@/server/platform/context";
import { IMAGE_KEY_PATTERN, imageStore } from "./storage/image-store";

const TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

/** A stored checkout image by its public key; the type comes from our own key, never from the store's bytes. */
export async function readPublicImage(
  ctx: Ctx,
  key: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
  const found = await imageStore().get(ctx, key);
  if (!found) return undefined;
  return { body: found.body, contentType: TYPES[key.split(".").pop() as keyof typeof TYPES] };
}
