import { createHash } from "node:crypto";
import { config } from "@/server/platform/config";
import { PayloadTooLargeError, ValidationError } from "@/server/platform/errors";

export interface CheckedFile {
  filename: string;
  contentType: "application/pdf" | "image/png" | "image/jpeg";
  content: Buffer;
  sha256: string;
}

/** The type by the bytes alone (the name and any declared type are ignored): PDF, PNG or JPEG, nothing else. */
function sniff(bytes: Buffer): CheckedFile["contentType"] | undefined {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

/**
 * Decodes and checks one evidence file (base64 or a data URL), each at most UPLOAD_MAX_BYTES; a file of another
 * type is 400 `unsupported_file_type`. Every file of a request is checked before anything is stored.
 */
export function checkEvidenceFile(input: { filename: string; file: string }, index: number): CheckedFile {
  const param = `files.${index}.file`;
  const max = config().UPLOAD_MAX_BYTES;
  const comma = input.file.startsWith("data:") ? input.file.indexOf(",") : -1;
  if (input.file.startsWith("data:") && (comma < 0 || !input.file.slice(0, comma).endsWith(";base64")))
    throw new ValidationError(`${param}: A data URL must be base64-encoded.`, param, undefined, "invalid_file");
  const b64 = (comma >= 0 ? input.file.slice(comma + 1) : input.file).replace(/\s+/g, "");
  if (b64.length > Math.ceil((max * 4) / 3) + 4)
    throw new PayloadTooLargeError(`${param}: The file is larger than ${Math.floor(max / 1024)} KB.`, param);
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64))
    throw new ValidationError(`${param}: Not valid base64.`, param, undefined, "invalid_file");
  const content = Buffer.from(b64, "base64");
  if (content.length === 0) throw new ValidationError(`${param}: The file is empty.`, param, undefined, "invalid_file");
  if (content.length > max)
    throw new PayloadTooLargeError(`${param}: The file is larger than ${Math.floor(max / 1024)} KB.`, param);
  const contentType = sniff(content);
  if (!contentType)
    throw new ValidationError(
      `${param}: Only PDF, PNG and JPEG files are accepted (decided by the file's content).`,
      param,
      undefined,
      "unsupported_file_type",
    );
  return {
    filename: input.filename,
    contentType,
    content,
    sha256: createHash("sha256").update(content).digest("hex"),
  };
}
