import type { Ctx } from "@/server/platform/context";

/** What every image store implements (the stores import this, and ./image-store.ts picks one). */
export interface ImageStore {
  /** `ctx` carries the open transaction a database store writes in (with the link's row). */
  put(ctx: Ctx, key: string, body: Buffer, contentType: string): Promise<void>;
  get(ctx: Ctx, key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  delete(ctx: Ctx, key: string): Promise<void>;
}

/** Keys look like `pl/<link id>/<kind>-<sha256 prefix>.<ext>`; anything else is not ours. */
export const IMAGE_KEY_PATTERN = /^pl\/[0-9a-f-]{36}\/(logo|cover)-[0-9a-f]{32}\.(png|jpg|webp)$/;
