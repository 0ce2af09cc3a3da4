import { randomUUID } from "node:crypto";

/** The caller's `X-Request-Id` when it is a plausible one (8–100 of `A-Z a-z 0-9 . _ -`), else a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && /^[A-Za-z0-9._-]{8,100}$/.test(given) ? given : randomUUID();
}
