import { v7 as uuidv7 } from "uuid";
import { randomBytes } from "node:crypto";

/** Time-ordered ids: index-friendly and sortable by creation. */
export function newId(): string {
  return uuidv7();
}

/** A high-entropy random string in URL-safe base64. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}
