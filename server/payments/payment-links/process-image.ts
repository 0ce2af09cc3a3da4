import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { config } from "@/server/platform/config";
import { PayloadTooLargeError, ValidationError } from "@/server/platform/errors";

export type ImageKind = "logo" | "cover";
type Format = "png" | "jpeg" | "webp";

export interface ProcessedImage {
  body: Buffer;
  format: Format;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
  hash: string;
}

/** The largest box each kind is shown in (2x for dense phone screens); bigger uploads are scaled down. */
const DISPLAY_BOX: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: 320, height: 320 },
  cover: { width: 1600, height: 800 },
};

/** `data:image/…;base64,xxx` or bare base64. The declared type is ignored: only the bytes decide. */
export function decodeUpload(file: string): Buffer {
  const max = config().UPLOAD_MAX_BYTES;
  const comma = file.startsWith("data:") ? file.indexOf(",") : -1;
  if (file.startsWith("data:") && (comma < 0 || !file.slice(0, comma).endsWith(";base64"))) {
    throw new ValidationError("file: A data URL must be base64-encoded.", "file", undefined, "invalid_image");
  }
  const b64 = (comma >= 0 ? file.slice(comma + 1) : file).replace(/\s+/g, "");
  // Refuse before decoding: base64 is 4/3 of the bytes.
  if (b64.length > Math.ceil((max * 4) / 3) + 4) throw tooLarge(max);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) {
    throw new ValidationError("file: Not valid base64.", "file", undefined, "invalid_image");
  }
  const bytes = Buffer.from(b64, "base64");
  if (bytes.length > max) throw tooLarge(max);
  if (bytes.length === 0) throw new ValidationError("file: The file is empty.", "file", undefined, "invalid_image");
  return bytes;
}

function tooLarge(max: number) {
  return new PayloadTooLargeError(`file: The image is larger than ${Math.floor(max / 1024)} KB.`, "file");
}

/** The format by magic bytes; SVG (script-capable) and everything else is refused. */
export function sniffFormat(bytes: Buffer): Format {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "webp";
  const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
  if (head.startsWith("<svg") || head.startsWith("<?xml") || head.includes("<svg")) {
    throw new ValidationError(
      "file: SVG images are not accepted; upload a PNG, JPEG or WebP.",
      "file",
      undefined,
      "unsupported_image_type",
    );
  }
  throw new ValidationError(
    "file: Only PNG, JPEG and WebP images are accepted.",
    "file",
    undefined,
    "unsupported_image_type",
  );
}

/**
 * Decodes and re-encodes the image. The new file holds only pixels: EXIF (GPS, camera), ICC and
 * comments are gone, and a file that is also something else (a polyglot) does not survive decoding.
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const format = sniffFormat(bytes);
  const maxDim = config().UPLOAD_MAX_DIMENSION;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxDim * maxDim, failOn: "error" }).metadata();
  } catch {
    throw new ValidationError(
      "file: The image could not be read; it is damaged or not really an image.",
      "file",
      undefined,
      "invalid_image",
    );
  }
  if (meta.format !== format) {
    throw new ValidationError(
      "file: The image could not be read; it is damaged or not really an image.",
      "file",
      undefined,
      "invalid_image",
    );
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > maxDim || height > maxDim) {
    throw new ValidationError(
      `file: The image is larger than ${maxDim}×${maxDim} pixels.`,
      "file",
      undefined,
      "image_too_large",
    );
  }
  const box = DISPLAY_BOX[kind];
  let out: { data: Buffer; info: OutputInfo };
  try {
    // rotate() applies the EXIF orientation before the EXIF is dropped, so photos stay upright.
    const pipeline = sharp(bytes, { limitInputPixels: maxDim * maxDim, failOn: "error" })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : format === "jpeg"
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    out = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError(
      "file: The image could not be read; it is damaged or not really an image.",
      "file",
      undefined,
      "invalid_image",
    );
  }
  return {
    body: out.data,
    format,
    contentType: `image/${format}`,
    width: out.info.width,
    height: out.info.height,
    hash: createHash("sha256").update(out.data).digest("hex").slice(0, 32),
  };
}
