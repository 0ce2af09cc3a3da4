import { z } from "zod";

/**
 * `metadata` objects: at most 50 keys of at most 40 characters and 8 KiB of JSON in all, so that a
 * merchant's free-form data cannot grow a row (and every list that returns it) without bound.
 */
export const METADATA_MAX_KEYS = 50;
export const METADATA_MAX_BYTES = 8 * 1024;
/** A value inside metadata may be an object or list, nested at most this deep (`{"a": {"b": 1}}` is 2). */
export const METADATA_MAX_DEPTH = 5;

/** How deep a JSON value nests; the body was already checked against INPUT_MAX_DEPTH, so recursion is bounded. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  let deepest = 0;
  for (const v of Object.values(value)) deepest = Math.max(deepest, depthOf(v));
  return deepest + 1;
}

export const metadataSchema = z
  .record(z.string().max(40), z.unknown())
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `At most ${METADATA_MAX_KEYS} keys.`)
  .refine((m) => depthOf(m) <= METADATA_MAX_DEPTH, `Nested at most ${METADATA_MAX_DEPTH} levels deep.`)
  .refine(
    (m) => Buffer.byteLength(JSON.stringify(m)) <= METADATA_MAX_BYTES,
    `At most ${METADATA_MAX_BYTES} bytes of JSON.`,
  );
