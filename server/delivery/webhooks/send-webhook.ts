import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import { checkLiteralHost, checkScheme, ForbiddenAddressError, guardedLookup } from "./url-policy";

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  /** The first RESPONSE_EXCERPT_CHARS characters of the answer. */
  responseBody: string | null;
  errorMessage: string | null;
  durationMs: number;
}

export const RESPONSE_EXCERPT_CHARS = 2048;
const READ_LIMIT_BYTES = 8192;

/**
 * POSTs one webhook. Success is a 2xx status within `timeoutMs`; anything else, a refused address,
 * a network error or the timeout (the request is then aborted) is a failure. Redirects are not
 * followed: a 3xx is a failure, so a receiver cannot bounce the request to another host.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (errorMessage: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const text = chunks.length ? Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT_CHARS) : null;
      const ok = errorMessage === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
      resolve({
        ok,
        statusCode,
        responseBody: text,
        errorMessage: errorMessage ?? (ok ? null : `Receiver answered HTTP ${statusCode}.`),
        durationMs: elapsed(),
      });
      req?.destroy();
    };

    let url: URL;
    try {
      url = new URL(target);
      checkScheme(url);
      checkLiteralHost(url);
    } catch (e) {
      settled = true;
      resolve({ ok: false, statusCode: null, responseBody: null, errorMessage: messageOf(e), durationMs: elapsed() });
      return;
    }

    const timer = setTimeout(() => {
      // A status already received in time decides; only a slow body is cut short.
      if (statusCode !== null) finish(null);
      else finish(`Timed out after ${timeoutMs} ms; the request was aborted.`);
    }, timeoutMs);

    const client = url.protocol === "https:" ? https : http;
    let req: http.ClientRequest | undefined;
    try {
      req = client.request(
        url,
        {
          method: "POST",
          headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
          lookup: guardedLookup,
          agent: false,
        },
        (res) => {
          statusCode = res.statusCode ?? null;
          res.on("data", (chunk: Buffer) => {
            if (size >= READ_LIMIT_BYTES) return;
            chunks.push(chunk);
            size += chunk.length;
            if (size >= READ_LIMIT_BYTES) finish(null);
          });
          res.on("end", () => finish(null));
          res.on("error", () => finish(null));
        },
      );
    } catch (e) {
      finish(messageOf(e));
      return;
    }
    // An answer that already had its status is judged by it, even if the body breaks off.
    req.on("error", (e) => finish(statusCode !== null ? null : messageOf(e)));
    req.end(body);
  });
}

function messageOf(e: unknown): string {
  if (e instanceof ForbiddenAddressError) return e.message;
  const err = e as NodeJS.ErrnoException;
  if (err?.code) return `${err.code}: ${err.message}`;
  return err instanceof Error ? err.message : String(e);
}
