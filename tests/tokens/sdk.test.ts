import { afterEach, describe, expect, it } from "vitest";
import * as tokenize from "@/app/tokenize/route";
import { ApiError, AuthenticationError, PaymentSDK, ValidationError } from "@/sdk/src";
import { resetConfigForTests } from "@/server/platform/config";
import { resetTokenizeRateLimits } from "@/server/payments/tokens/rate-limit";
import { createTestMerchant } from "@/tests/support/fixtures";
import { card } from "./cards";

/** The SDK talking to the real route handler in process: fetch is the handler itself. */
function sdkFor(publicKey: string, seen: Request[] = []) {
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    seen.push(req.clone());
    return tokenize.POST(req, { params: Promise.resolve({}) });
  }) as typeof fetch;
  return new PaymentSDK({ publicKey, baseUrl: "https://pay.example.com/", fetch: fetchImpl });
}

afterEach(() => resetTokenizeRateLimits());

describe("PaymentSDK", () => {
  it("tokenizes: Basic with the public key alone, POST {baseUrl}/tokenize, answers TokenizeResult", async () => {
    const m = await createTestMerchant();
    const seen: Request[] = [];
    const result = await sdkFor(m.publicKey, seen).tokenize(card("5555 5555 5555 4444"));
    expect(result).toMatchObject({ brand: "mastercard", lastFourDigits: "4444", firstSixDigits: "555555" });
    expect(result.token).toMatch(/^tok_/);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("https://pay.example.com/tokenize");
    expect(seen[0].headers.get("authorization")).toBe(m.publicAuth);
  });

  it("refuses before any request with ValidationError(field) (docs/api/card-brands.md)", async () => {
    const m = await createTestMerchant();
    const seen: Request[] = [];
    const sdk = sdkFor(m.publicKey, seen);
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: "411111111111" }, "card.number"],
      [{ cvv: "12" }, "card.cvv"],
      [{ holderName: "" }, "card.holderName"],
      [{ expirationMonth: "13" }, "card.expirationMonth"],
      [{ expirationYear: "30" }, "card.expirationYear"],
    ];
    for (const [over, field] of cases) {
      const err = await sdk.tokenize(card(undefined, over)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).field).toBe(field);
    }
    expect(seen).toHaveLength(0);
  });

  it("answers AuthenticationError for an unknown public key, and refuses a secret key outright", async () => {
    const m = await createTestMerchant();
    const err = await sdkFor("pk_unknown_key")
      .tokenize(card())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect(() => sdkFor(m.secretKey)).toThrow(AuthenticationError);
  });

  it("answers ApiError with code and retryAfter when rate limited, and network_error when unreachable", async () => {
    process.env.TOKENIZE_RATE_LIMIT_PER_KEY = "1";
    resetConfigForTests();
    try {
      const m = await createTestMerchant();
      const sdk = sdkFor(m.publicKey);
      await sdk.tokenize(card());
      const err = await sdk.tokenize(card()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code: "rate_limited", status: 429 });
      expect((err as ApiError).retryAfter).toBeGreaterThan(0);
    } finally {
      delete process.env.TOKENIZE_RATE_LIMIT_PER_KEY;
      resetConfigForTests();
    }
    const offline = new PaymentSDK({
      publicKey: "pk_x",
      baseUrl: "https://pay.example.com",
      fetch: () => Promise.reject(new TypeError("offline")),
    });
    await expect(offline.tokenize(card())).rejects.toMatchObject({ name: "ApiError", code: "network_error" });
  });
});
