import { describe, expect, it } from "vitest";
import * as apiKeyRoute from "@/app/v1/api-keys/[id]/route";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { contractProblems, operationFor } from "@/tests/support/openapi-contract";

type P = { id: string };

/** What every answer of a documented operation carries (server/http/route.ts adds it). */
const VERSION = { "Pagamentos-Version": "2026-11-26" };

/** A stand-in handler that answers what it is told, as a handler drifting from the document would. */
const answering =
  (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  async (): Promise<Response> =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...VERSION, ...headers },
    });

async function realApiKey() {
  const m = await createTestMerchant();
  const res = await call<{ data: Record<string, unknown> }, P>(apiKeyRoute.GET, "GET", `/v1/api-keys/${m.keyId}`, {
    auth: m.auth,
    params: { id: m.keyId },
  });
  expect(res.status).toBe(200);
  return { m, key: res.body.data };
}

describe("every answer is held to /v1/openapi.json (tests/support/openapi-contract.ts)", () => {
  it("lets a documented answer through", async () => {
    const { key } = await realApiKey();
    const url = `/v1/api-keys/${String(key.id)}`;
    await expect(call(answering(200, { data: key }), "GET", url)).resolves.toMatchObject({ status: 200 });
  });

  it("fails on a field the schema does not have", async () => {
    const { key } = await realApiKey();
    const url = `/v1/api-keys/${String(key.id)}`;
    await expect(call(answering(200, { data: { ...key, deleted: true } }), "GET", url)).rejects.toThrow(
      /GET \/v1\/api-keys\/\{id\} 200: body\/data must NOT have additional properties 'deleted'/,
    );
  });

  it("fails on a field of the wrong type or a missing one", async () => {
    const { key } = await realApiKey();
    const url = `/v1/api-keys/${String(key.id)}`;
    await expect(call(answering(200, { data: { ...key, status: "paused" } }), "GET", url)).rejects.toThrow(
      /body\/data\/status must be equal to one of the allowed values/,
    );
    const withoutName = { ...key };
    delete withoutName.name;
    await expect(call(answering(200, { data: withoutName }), "GET", url)).rejects.toThrow(
      /body\/data must have required property 'name'/,
    );
  });

  it("fails on a status the operation does not list", async () => {
    const url = "/v1/api-keys/5b0e8f4e-3f7a-4a53-9d1e-2f4a9e8c1b2a";
    const error = { error: { type: "api_error", code: "internal_error", message: "x" } };
    await expect(call(answering(418, error), "GET", url)).rejects.toThrow(
      /GET \/v1\/api-keys\/\{id\} answered 418, which the document does not list/,
    );
    // 409 is listed where an Idempotency-Key is taken (POST /v1/api-keys), not on a GET.
    await expect(call(answering(409, error), "GET", url)).rejects.toThrow(/answered 409/);
    expect(operationFor("POST", "/v1/api-keys")?.operation?.responses["409"]).toBeDefined();
  });

  it("fails on a method the document does not describe for a documented path", async () => {
    await expect(call(answering(200, { data: {} }), "PUT", "/v1/api-keys")).rejects.toThrow(
      /PUT \/v1\/api-keys is not in the document/,
    );
  });

  it("fails on a required header left out, and on a body of a type the document does not name", () => {
    const url = "/v1/api-keys";
    const limited = { error: { type: "rate_limited", code: "rate_limited", message: "x" } };
    const json = new Headers({ "content-type": "application/json", ...VERSION });
    expect(contractProblems({ method: "GET", url, status: 429, headers: json, body: limited, text: "x" })).toEqual([
      "GET /v1/api-keys 429: no Retry-After header",
    ]);
    // `Pagamentos-Version` (a header published once under components/headers) on successes and errors alike.
    const unversioned = new Headers({ "content-type": "application/json", "Retry-After": "1" });
    expect(
      contractProblems({ method: "GET", url, status: 429, headers: unversioned, body: limited, text: "x" }),
    ).toEqual(["GET /v1/api-keys 429: no Pagamentos-Version header"]);
    const empty = { data: [], pagination: { page: 1, limit: 20, total: 0, total_pages: 0 } };
    expect(contractProblems({ method: "GET", url, status: 200, headers: unversioned, body: empty, text: "x" })).toEqual(
      ["GET /v1/api-keys 200: no Pagamentos-Version header"],
    );
    const html = new Headers({ "content-type": "text/html", ...VERSION });
    expect(contractProblems({ method: "GET", url, status: 200, headers: html, body: "<p>", text: "<p>" })).toEqual([
      "GET /v1/api-keys 200: Content-Type text/html; the document says application/json",
    ]);
  });

  it("leaves alone what the document does not describe: hosted pages and next-auth", async () => {
    await expect(call(answering(418, { anything: 1 }), "GET", "/pay/abc")).resolves.toMatchObject({ status: 418 });
    await expect(call(answering(302), "GET", "/api/auth/session")).resolves.toMatchObject({ status: 302 });
  });
});
