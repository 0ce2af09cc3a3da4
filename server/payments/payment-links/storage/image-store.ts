import { databaseImageStore } from "./database-store";
import { fileImageStore } from "./file-store";
import type { ImageStore } from "./store-contract";

export { IMAGE_KEY_PATTERN, type ImageStore } from "./store-contract";

/**
 * Where uploaded images live. Keys are content-hashed, so an object is never overwritten and may be
 * cached forever. The database store is the default (nothing to configure, backed up with the data);
 * `IMAGE_STORE=files` keeps them under DATA_DIR/images; an S3-compatible store would be a third
 * implementation of the three calls in ./store-contract.ts.
 */
export function imageStore(): ImageStore {
  return process.env.IMAGE_STORE === "files" ? fileImageStore() : databaseImageStore();
}

/** The public, immutable URL of a stored image. */
export function publicImageUrl(key: string): string {
  return `/media/${key}`;
}
