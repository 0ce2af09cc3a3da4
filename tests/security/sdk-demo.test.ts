import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GET as demo } from "@/app/sdk/demo.html/route";
import { resetConfigForTests } from "@/server/platform/config";

/**
 * The SDK demo page takes card numbers on the processor's own domain, so it is
 * not served in production, and elsewhere it cannot be pointed at another service, runs under a CSP
 * and is never framed.
 */
const get = () => demo(new Request("http://localhost/sdk/demo.html?pk=pk_x&baseUrl=https://evil.example"));

afterEach(() => {
  process.env.APP_ENV = "test";
  resetConfigForTests();
});

describe("the SDK demo page", () => {
  it("is not served in production", async () => {
    process.env.APP_ENV = "production";
    resetConfigForTests();
    const res = await get();
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("PaymentSDK");
  });

  it("elsewhere: fixed to its own origin, under a CSP with its script by nonce, never framed", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Every inline script carries this response's nonce; the URL cannot choose where cards go.
    expect(html.match(/<script>/g)).toBeNull();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/params\.get\(["']baseUrl/);
    expect(html).toContain("baseUrl: location.origin");
  });

  it("is no longer copied into public/ by the SDK build (where production would serve it)", () => {
    const build = fs.readFileSync(path.join(import.meta.dirname, "../../sdk/build.mjs"), "utf8");
    expect(build).not.toMatch(/copyFileSync\([^)]*demo/);
  });
});
