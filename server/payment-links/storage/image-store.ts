import type { Executor } from "@/server/db";
import { databaseImageStore } from "./database-store";
import { fileImageStore } from "./file-store";

/**
 * Where uploaded images live. Keys are content-hashed, so an object is never overwritten and may be
 * cached forever. The database store is the default (nothing to configure, backed up with the data);
 * `IMAGE_STORE=files` keeps them under DATA_DIR/images; an S3-compatible store would be a third
 * implementation of these three calls.
 */
export interface ImageStore {
  put(key: string, body: Buffer, contentType: string, exec?: Executor): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  delete(key: string, exec?: Executor): Promise<void>;
}

export function imageStore(): ImageStore {
  return process.env.IMAGE_STORE === "files" ? fileImageStore() : databaseImageStore();
}

/** The public, immutable URL of a stored image. */
export function publicImageUrl(key: string): string {
  return `/media/${key}`;
}

/** Keys look like `pl/<link id>/<kind>-<sha256 prefix>.<ext>`; anything else is not ours. */
export const IMAGE_KEY_PATTERN = /^pl\/[0-9a-f-]{36}\/(logo|cover)-[0-9a-f]{32}\.(png|jpg|webp)$/;
