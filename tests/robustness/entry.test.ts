import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLogSink } from "@/server/platform/log";
import {
  allowedMethods,
  answerBeforeNext,
  completeEmptyMethodNotAllowed,
  internalErrorAnswer,
  stampRequestId,
} from "@/server/http/entry";
import { findRoute, loadRouteTable } from "@/server/http/route-table";
import { routeTemplate } from "@/server/http/route-template";

/**
 * What the custom server answers before or around Next (scripts/serve.ts → server/http/entry.ts):
 * TRACE and unknown methods (Next's `new Request` throws on TRACE: a plain-text 500), malformed
 * percent-encoding in the path (Next's decoding throws: a plain-text 500), and Next's own empty 405.
 * The end-to-end check against the built app is e2e/robust.spec.ts.
 */
const lines: string[] = [];
let remove: () => void;
let server: http.Server;
let base: string;

beforeAll(async () => {
  remove = addLogSink((l) => lines.push(l));
  // The custom server's request entry, with Next replaced by what Next does for a method a route file
  // does not export: `statusCode = 405; end()` (next/dist/server/send-response.js).
  server = http.createServer((req, res) => {
    const requestId = stampRequestId(req, res);
    const early = answerBeforeNext(req.method ?? "GET", req.url ?? "/", requestId);
    if (early) return void res.writeHead(early.status, early.headers).end(early.body);
    completeEmptyMethodNotAllowed(req, res);
    if (req.url?.startsWith("/echo")) return void res.end(String(req.headers["x-request-id"]));
    if (req.url?.startsWith("/with-body")) {
      res.statusCode = 405;
      res.setHeader("content-type", "application/json; charset=utf-8");
      return void res.end(JSON.stringify({ error: { type: "x", code: "ours" } }));
    }
    // Next flushes the headers of its empty 405 before ending it (seen against the production build).
    res.statusCode = 405;
    if (req.url?.startsWith("/flushed")) res.flushHeaders();
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  remove();
  await new Promise((r) => server.close(r));
});

/** A raw request: fetch refuses TRACE and re-encodes paths, so node:http is used as is. */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(base);
    // Options, not a URL string: a URL would be normalised (`/./` removed) before it is sent.
    const req = http.request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the custom server's request entry", () => {
  it("answers TRACE with 405, the envelope, Allow and a request id, and logs it", async () => {
    const res = await raw("TRACE", "/v1/charges", { "x-request-id": "trace-test-0001" });
    expect(res.status).toBe(405);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
    expect(res.headers["x-request-id"]).toBe("trace-test-0001");
    expect(JSON.parse(res.body).error).toMatchObject({
      type: "invalid_request_error",
      code: "method_not_allowed",
    });
    expect(lines.some((l) => l.includes('"requestId":"trace-test-0001"') && l.includes('"status":405'))).toBe(true);
  });

  it("answers a malformed percent-encoding or a NUL in the path with the 404 envelope", async () => {
    for (const p of ["/pay/%FF/charge", "/v1/charges/%E0%A4%A", "/v1/banks/%00", "/v1/api-keys/.", "/v1/%2e%2e/x"]) {
      const res = await raw("POST", p);
      expect(res.status, p).toBe(404);
      const body = JSON.parse(res.body) as { error: Record<string, string> };
      expect(body.error).toMatchObject({ type: "not_found", code: "resource_not_found" });
      expect(res.headers["x-request-id"]).toBeTruthy();
      expect(lines.some((l) => l.includes(`"requestId":"${String(res.headers["x-request-id"])}"`))).toBe(true);
    }
  });

  it("fills Next's empty 405 with the envelope and Allow; a 405 with a body is left alone", async () => {
    const res = await raw("DELETE", "/v1/charges");
    expect(res.status).toBe(405);
    expect(res.body).not.toBe("");
    expect(JSON.parse(res.body).error.code).toBe("method_not_allowed");
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
    expect(res.headers["x-request-id"]).toBeTruthy();
    const head = await raw("HEAD", "/v1/charges/summary");
    expect(head.status).toBe(405);
    expect(head.body).toBe("");
    const flushed = await raw("PUT", "/flushed/v1/charges");
    expect(flushed.status).toBe(405);
    expect(JSON.parse(flushed.body).error.code).toBe("method_not_allowed");
    const ours = await raw("DELETE", "/with-body");
    expect(JSON.parse(ours.body).error.code).toBe("ours");
  });

  it("gives every request one id, seen by the app and sent back, even for what Next answers itself", async () => {
    const mine = await raw("GET", "/echo", { "x-request-id": "caller-chosen-id-1" });
    expect(mine.body).toBe("caller-chosen-id-1");
    expect(mine.headers["x-request-id"]).toBe("caller-chosen-id-1");
    const made = await raw("GET", "/echo", { "x-request-id": "bad id with spaces" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.body).toBe(made.headers["x-request-id"]);
  });

  it("a last-resort 500 of the custom server is the envelope too", () => {
    const a = internalErrorAnswer("GET", "/v1/charges?x=1", "last-resort-0001");
    expect(a.status).toBe(500);
    expect(JSON.parse(a.body).error).toMatchObject({ type: "api_error", code: "internal_error" });
    expect(a.headers["X-Request-Id"]).toBe("last-resort-0001");
  });

  it("hands everything else to Next", () => {
    expect(answerBeforeNext("GET", "/v1/charges?search=%FF")).toBeUndefined();
    expect(answerBeforeNext("PATCH", "/v1/charges/0190a0a0-0000-7000-8000-000000000000")).toBeUndefined();
    expect(answerBeforeNext("GET", "/pay/caf%C3%A9")).toBeUndefined();
  });
});

describe("the route table and templates", () => {
  const table = loadRouteTable(path.resolve(import.meta.dirname, "../../app"));

  it("finds the route Next would pick, static before dynamic before catch-all", () => {
    expect(findRoute(table, "/v1/charges/summary")?.template).toBe("/v1/charges/summary");
    expect(findRoute(table, "/v1/charges/abc/refund")?.template).toBe("/v1/charges/[id]/refund");
    expect(findRoute(table, "/v1/nothing/here")?.template).toBe("/v1/[...path]");
    expect(findRoute(table, "/v1")?.template).toBe("/v1/[...path]");
    expect(findRoute(table, "/pay/x/charge")?.methods).toEqual(["OPTIONS", "POST"]);
    // What the file itself exports, and where it is: the custom server loads that file's built module.
    expect(findRoute(table, "/pay/x/charge")).toMatchObject({ exported: ["POST"], dir: "pay/[id]/charge" });
    expect(findRoute(table, "/v1/nothing/here")?.dir).toBe("v1/[[...path]]");
    expect(allowedMethods("/settings").methods).toEqual(["GET", "HEAD"]);
  });

  it("rebuilds a request's template from its path and params", () => {
    const id = "0190a0a0-0000-7000-8000-000000000000";
    expect(routeTemplate(`/v1/charges/${id}/refund`, { id })).toBe("/v1/charges/[id]/refund");
    expect(routeTemplate("/v1/recipients/pix", { type: "pix" })).toBe("/v1/recipients/[type]");
    expect(routeTemplate("/media/a/b.png", { key: ["a", "b.png"] })).toBe("/media/[...key]");
    expect(routeTemplate("/v1/nope/x", { path: ["nope", "x"] })).toBe("/v1/[...path]");
    expect(routeTemplate("/v1/charges", {})).toBe("/v1/charges");
  });
});
