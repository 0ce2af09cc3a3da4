import { recipientTypes } from "@/db/schema/recipients";
import { NotFoundError } from "@/server/platform/errors";
import type { RecipientType } from "./primary-recipients";

/** The `{type}` of a recipient path; any other word names no resource (404, like an unknown id). */
export function recipientTypeOf(value: string): RecipientType {
  const type = recipientTypes.find((t) => t === value);
  if (!type) throw new NotFoundError("recipient type");
  return type;
}
