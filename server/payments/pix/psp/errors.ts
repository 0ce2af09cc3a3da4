import { ServiceUnavailableError } from "@/server/platform/errors";

/** The PSP could not be reached, timed out or answered 5xx: nothing is known to have happened; retry. */
export class PixPspUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super("The Pix provider is temporarily unavailable; retry in a few seconds.");
  }
}

/** The PSP refused the request (4xx, an RFC 7807 `Problema`): retrying the same request will not help. */
export class PixPspRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { type?: string; title?: string; detail?: string; violacoes?: unknown[] } | null,
  ) {
    super(`the Pix provider refused the request (${status}${problem?.title ? `: ${problem.title}` : ""})`);
    this.name = "PixPspRejectedError";
  }
}
