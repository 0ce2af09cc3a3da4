import { afterEach, describe, expect, it } from "vitest";
import * as chargesRoute from "@/app/v1/charges/route";
import { resetConfigForTests, config } from "@/server/platform/config";
import { clientIp } from "@/server/platform/request/client-ip";
import { assertSameOrigin } from "@/server/http/same-origin";
import { call } from "@/tests/support/http";
import { createTestMerchant } from "@/tests/support/fixtures";

/**
 * The client address behind proxies (docs/deploy.md): X-Forwarded-For is read right to left through
 * the proxies TRUST_PROXY names, so a client writing the header cannot choose its address.
 */
function request(socket: string, headers: Record<string, string> = {}, method = "GET"): Request {
  return new Request("http://pay.example/v1/charges", {
    method,
    headers: { "x-pay-remote-addr": socket, host: "pay.example", ...headers },
  });
}

function withTrust(value: string | undefined): void {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetConfigForTests();
}

afterEach(() => withTrust(undefined));

describe("client address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    withTrust(undefined);
    expect(clientIp(request("198.51.100.20", { "x-forwarded-for": "203.0.113.9" }))).toBe("198.51.100.20");
  });

  it("with one trusted hop, is the entry the proxy appended, not a forged left-most one", () => {
    withTrust("1");
    // nginx appends the address it saw: the client forged `203.0.113.9`, its real address is 198.51.100.7.
    const req = request("10.0.0.2", { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    expect(clientIp(req)).toBe("198.51.100.7");
    expect(clientIp(request("10.0.0.2"))).toBe("10.0.0.2");
  });

  it("with trusted CIDRs, walks past every trusted proxy from the right", () => {
    withTrust("10.0.0.0/8, loopback");
    const chain = request("127.0.0.1", { "x-forwarded-for": "203.0.113.9, 198.51.100.7, 10.1.2.3" });
    expect(clientIp(chain)).toBe("198.51.100.7");
    // A socket peer outside the list is the client itself: its header is not believed.
    expect(clientIp(request("198.51.100.20", { "x-forwarded-for": "203.0.113.9" }))).toBe("198.51.100.20");
  });

  it("refuses a malformed TRUST_PROXY and the old TRUSTED_PROXY_HEADERS at start", () => {
    withTrust("10.0.0.0/33");
    expect(() => config()).toThrow(/TRUST_PROXY/);
    withTrust(undefined);
    process.env.TRUSTED_PROXY_HEADERS = "x-forwarded-for";
    resetConfigForTests();
    try {
      expect(() => config()).toThrow(/TRUSTED_PROXY_HEADERS/);
    } finally {
      delete process.env.TRUSTED_PROXY_HEADERS;
      resetConfigForTests();
    }
  });

  it("a forged X-Forwarded-For does not pass an IP whitelist", async () => {
    withTrust("1");
    const m = await createTestMerchant("Loja", { ipWhitelist: ["203.0.113.9"] });
    const forged = await call(chargesRoute.GET, "GET", "/v1/charges", {
      auth: m.auth,
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe("ip_not_allowed");
    const real = await call(chargesRoute.GET, "GET", "/v1/charges", {
      auth: m.auth,
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9" },
    });
    expect(real.status).toBe(200);
  });
});

describe("same-origin check", () => {
  const post = (socket: string, headers: Record<string, string>) => request(socket, headers, "POST");

  it("ignores X-Forwarded-Host from a client that is not a trusted proxy", () => {
    withTrust(undefined);
    const forged = post("198.51.100.20", { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(() => assertSameOrigin(forged)).toThrow(/Cross-site/);
    expect(() => assertSameOrigin(post("198.51.100.20", { origin: "http://pay.example" }))).not.toThrow();
  });

  it("believes X-Forwarded-Host from a trusted proxy", () => {
    withTrust("10.0.0.0/8");
    const proxied = post("10.0.0.2", { origin: "https://pay.example.com", "x-forwarded-host": "pay.example.com" });
    expect(() => assertSameOrigin(proxied)).not.toThrow();
    const outsider = post("198.51.100.20", { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(() => assertSameOrigin(outsider)).toThrow(/Cross-site/);
  });
});
