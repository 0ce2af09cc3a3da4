import type { Executor } from "@/server/platform/db";

/** What every image store implements (the stores import this, and ./image-store.ts picks one). */
export interface ImageStore {
  put(key: string, body: Buffer, contentType: string, exec?: Executor): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  delete(key: string, exec?: Executor): Promise<void>;
}

/** Keys look like `pl/<link id>/<kind>-<sha256 prefix>.<ext>`; anything else is not ours. */
export const IMAGE_KEY_PATTERN = /^pl\/[0-9a-f-]{36}\/(logo|cover)-[0-9a-f]{32}\.(png|jpg|webp)$/;
