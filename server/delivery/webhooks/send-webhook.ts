import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import type { WebhookFailureCode, WebhookFailureParams } from "@/db/vocabularies";
import type { LookupAddress } from "node:dns";
import { agentFor, pinnedLookup } from "./connection-pool";
import { checkScheme, ForbiddenAddressError, resolveChecked } from "./url-policy";

/** Why an attempt failed: a code and its parameters for the screens, the English message for integrators. */
export interface SendFailure {
  code: WebhookFailureCode;
  params: WebhookFailureParams | null;
  message: string;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  /** The first RESPONSE_EXCERPT_CHARS characters of the answer. */
  responseBody: string | null;
  errorMessage: string | null;
  errorCode: WebhookFailureCode | null;
  errorParams: WebhookFailureParams | null;
  durationMs: number;
}

export const RESPONSE_EXCERPT_CHARS = 2048;
const READ_LIMIT_BYTES = 8192;

/**
 * `pool`: send over the endpoint's kept-alive connections (server/delivery/webhooks/connection-pool.ts),
 * at most `maxSockets` of them; without it, a connection of its own, closed after the answer.
 */
export interface SendOptions {
  pool?: { endpoint: string; maxSockets: number };
}

/** Errors of a kept-alive socket the receiver closed as we wrote to it: nothing was answered, one retry. */
const STALE_SOCKET = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"]);

/**
 * POSTs one webhook. Success is a 2xx status within `timeoutMs`; anything else, a refused address,
 * a network error or the timeout (the request is then aborted and its socket destroyed) is a
 * failure. Redirects are not followed: a 3xx is a failure, so a receiver cannot bounce the request
 * to another host. The name is resolved and checked first (url-policy), and the connection goes to
 * those addresses only; a kept-alive connection is reused only for the same addresses.
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  opts: SendOptions = {},
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    let req: http.ClientRequest | undefined;
    /** `answered`: the whole answer was read, so its socket may serve the endpoint's next request. */
    const finish = (error: SendFailure | null, answered = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const text = chunks.length ? Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT_CHARS) : null;
      const ok = error === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
      const failure: SendFailure | null =
        error ??
        (ok
          ? null
          : {
              code: "http_status",
              params: { status: statusCode ?? 0 },
              message: `Receiver answered HTTP ${statusCode}.`,
            });
      resolve({
        ok,
        statusCode,
        responseBody: text,
        errorMessage: failure?.message ?? null,
        errorCode: failure?.code ?? null,
        errorParams: failure?.params ?? null,
        durationMs: elapsed(),
      });
      // A timed-out, cut-short or broken exchange never goes back to the pool.
      if (!answered) req?.destroy();
    };

    let url: URL;
    try {
      url = new URL(target);
      checkScheme(url);
    } catch (e) {
      settled = true;
      const failure = failureOf(e);
      resolve({
        ok: false,
        statusCode: null,
        responseBody: null,
        errorMessage: failure.message,
        errorCode: failure.code,
        errorParams: failure.params,
        durationMs: elapsed(),
      });
      return;
    }

    const timer = setTimeout(() => {
      // A status already received in time decides; only a slow body is cut short.
      if (statusCode !== null) finish(null);
      else
        finish({
          code: "timeout",
          params: { ms: timeoutMs },
          message: `Timed out after ${timeoutMs} ms; the request was aborted.`,
        });
    }, timeoutMs);

    const client = url.protocol === "https:" ? https : http;
    const send = (addresses: LookupAddress[], mayRetry: boolean) => {
      if (settled) return;
      const agent = opts.pool
        ? agentFor({ endpoint: opts.pool.endpoint, url, addresses, maxSockets: opts.pool.maxSockets })
        : false;
      try {
        req = client.request(
          url,
          {
            method: "POST",
            headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
            lookup: pinnedLookup(addresses),
            agent,
          },
          (res) => {
            statusCode = res.statusCode ?? null;
            res.on("data", (chunk: Buffer) => {
              if (size >= READ_LIMIT_BYTES) return;
              chunks.push(chunk);
              size += chunk.length;
              if (size >= READ_LIMIT_BYTES) finish(null);
            });
            res.on("end", () => finish(null, true));
            res.on("error", () => finish(null));
          },
        );
      } catch (e) {
        finish(failureOf(e));
        return;
      }
      const sent = req;
      sent.on("error", (e: NodeJS.ErrnoException) => {
        // A kept-alive socket the receiver closed while we wrote: the request never reached it.
        if (mayRetry && statusCode === null && sent.reusedSocket && STALE_SOCKET.has(e.code ?? "")) {
          send(addresses, false);
          return;
        }
        // An answer that already had its status is judged by it, even if the body breaks off.
        finish(statusCode !== null ? null : failureOf(e));
      });
      sent.end(body);
    };
    resolveChecked(url).then(
      (addresses) => send(addresses, true),
      (e: unknown) => finish(failureOf(e)),
    );
  });
}

const TLS_ERROR = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_)/;

/** A thrown error as a failure: its code says the kind, `detail` keeps the system's errno code. */
export function failureOf(e: unknown): SendFailure {
  if (e instanceof ForbiddenAddressError)
    return { code: e.httpsOnly ? "https_required" : "address_refused", params: null, message: e.message };
  const err = e as NodeJS.ErrnoException;
  if (err?.code) {
    const message = `${err.code}: ${err.message}`;
    const detail = { detail: err.code };
    if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN") return { code: "dns_failure", params: detail, message };
    if (err.code === "ECONNREFUSED") return { code: "connection_refused", params: detail, message };
    if (err.code === "ERR_INVALID_URL") return { code: "invalid_url", params: null, message };
    if (TLS_ERROR.test(err.code)) return { code: "tls_error", params: detail, message };
    return { code: "network_error", params: detail, message };
  }
  return { code: "network_error", params: null, message: err instanceof Error ? err.message : String(e) };
}
