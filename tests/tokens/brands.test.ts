import { describe, expect, it } from "vitest";
import { BRAND_RANGES, detectBrand, type CardBrand } from "@/sdk/src/brands";
import { luhnValid, validateCard } from "@/sdk/src/validate-card";
import { card, cardNumber } from "./cards";

describe("brand table", () => {
  it.each(BRAND_RANGES.map((r) => [r.brand, r.from, r.to] as const))(
    "%s %s–%s: both ends of the row detect the brand",
    (brand, from, to) => {
      expect(detectBrand(cardNumber(from))).toBe(brand);
      expect(detectBrand(cardNumber(to))).toBe(brand);
    },
  );

  const cases: Array<[string, CardBrand | undefined]> = [
    // the rows of docs/api/card-brands.md
    ["4111111111111111", "visa"],
    ["5555555555554444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000000", "mastercard"],
    ["378282246310005", "amex"],
    ["340000000000009", "amex"],
    ["30569309025904", "diners"],
    ["38520000023237", "diners"],
    ["36000000000008", "diners"],
    ["3530111333300000", "jcb"],
    ["6011111111111117", "discover"],
    ["6445644564456445", "discover"],
    ["6500000000000002", "discover"],
    ["6062826786276634", "hipercard"],
    ["6370950000000005", "hipercard"],
    ["6363680000000000", "elo"],
    ["5041750000000000", "elo"],
    ["5090480000000000", "elo"],
    ["5090750000000000", "elo"],
  ];
  it.each(cases.map(([n, b]) => [cardNumber(n.slice(0, 6), n.length), b] as const))("%s is %s", (n, brand) => {
    expect(detectBrand(n)).toBe(brand);
  });

  it("resolves every overlap by the longest prefix", () => {
    // elo 438935 / 451416 beat visa 4
    expect(detectBrand(cardNumber("438935"))).toBe("elo");
    expect(detectBrand(cardNumber("451416"))).toBe("elo");
    expect(detectBrand(cardNumber("438934"))).toBe("visa");
    expect(detectBrand(cardNumber("451417"))).toBe("visa");
    // published elo ranges inside visa 4
    expect(detectBrand(cardNumber("401178"))).toBe("elo");
    expect(detectBrand(cardNumber("457632"))).toBe("elo");
    expect(detectBrand(cardNumber("457633"))).toBe("visa");
    // elo 36297 beats diners 36
    expect(detectBrand(cardNumber("36297", 16))).toBe("elo");
    expect(detectBrand(cardNumber("36296", 14))).toBe("diners");
    expect(detectBrand(cardNumber("36298", 14))).toBe("diners");
    // hipercard 606282 vs discover 6011 / 65: neither covers the other
    expect(detectBrand(cardNumber("606282"))).toBe("hipercard");
    expect(detectBrand(cardNumber("6011"))).toBe("discover");
    expect(detectBrand(cardNumber("606281"))).toBeUndefined();
    // elo 650xxx / 655xxx beat discover 65
    expect(detectBrand(cardNumber("650031"))).toBe("elo");
    expect(detectBrand(cardNumber("650034"))).toBe("discover");
    expect(detectBrand(cardNumber("655058"))).toBe("elo");
    expect(detectBrand(cardNumber("655020"))).toBe("discover");
    // elo 636297 and 636368: no broader row
    expect(detectBrand(cardNumber("636297"))).toBe("elo");
    // elo 509000–509999 covers the older 509048–509075
    expect(detectBrand(cardNumber("509000"))).toBe("elo");
    expect(detectBrand(cardNumber("509999"))).toBe("elo");
  });

  it("refuses the gaps around ranges", () => {
    for (const prefix of ["2220", "2721", "50", "56", "306", "39", "622125", "622926", "643", "1", "9", "0"]) {
      expect(detectBrand(cardNumber(prefix)), prefix).toBeUndefined();
    }
    expect(detectBrand(cardNumber("622126"))).toBe("discover");
    expect(detectBrand(cardNumber("622925"))).toBe("discover");
  });
});

describe("card validation (shared by the server and the SDK)", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const field = (over: Record<string, unknown>, number?: string) => {
    const r = validateCard(card(number, { expirationYear: "2028", ...over }), now);
    return r.ok ? undefined : r.issues[0];
  };

  it("accepts 13 and 19 digits, spaces and dashes; refuses 12 and 20", () => {
    expect(validateCard(card("4222222222222"), now).ok).toBe(true);
    const nineteen = cardNumber("4", 19);
    expect(validateCard(card(nineteen), now).ok).toBe(true);
    expect(validateCard(card("4111-1111-1111-1111"), now)).toMatchObject({
      ok: true,
      card: { number: "4111111111111111", brand: "visa" },
    });
    expect(field({}, cardNumber("4", 12))).toMatchObject({ field: "card.number", code: "invalid_number" });
    expect(field({}, cardNumber("4", 20))).toMatchObject({ field: "card.number", code: "invalid_number" });
    expect(field({}, "4111 1111 1111 111a")).toMatchObject({ field: "card.number" });
  });

  it("refuses a Luhn failure and an unknown brand on card.number", () => {
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(field({}, "4111111111111112")).toMatchObject({ field: "card.number", code: "incorrect_number" });
    expect(field({}, cardNumber("9"))).toMatchObject({ field: "card.number", code: "unsupported_brand" });
  });

  it("names each field", () => {
    expect(field({ holderName: "" })).toMatchObject({ field: "card.holderName" });
    expect(field({ holderName: "   " })).toMatchObject({ field: "card.holderName" });
    expect(field({ holderName: "4111111111111111" })).toMatchObject({ field: "card.holderName" });
    expect(field({ expirationMonth: "13" })).toMatchObject({ field: "card.expirationMonth" });
    expect(field({ expirationMonth: "00" })).toMatchObject({ field: "card.expirationMonth" });
    expect(field({ expirationYear: "28" })).toMatchObject({ field: "card.expirationYear" });
    expect(field({ expirationYear: "2025" })).toMatchObject({ field: "card.expirationYear", code: "expired_card" });
    expect(field({ expirationYear: "2026", expirationMonth: "10" })).toMatchObject({
      field: "card.expirationMonth",
      code: "expired_card",
    });
    expect(field({ cvv: "12" })).toMatchObject({ field: "card.cvv" });
    expect(field({ cvv: "12345" })).toMatchObject({ field: "card.cvv" });
    expect(field({ cvv: "1234" })).toMatchObject({ field: "card.cvv" });
    expect(field({ cvv: "123" }, "378282246310005")).toMatchObject({ field: "card.cvv" });
    expect(validateCard(card("378282246310005", { cvv: "1234" }), now).ok).toBe(true);
  });

  it("keeps a card valid through the last day of its month, in every time zone", () => {
    expect(validateCard(card(undefined, { expirationYear: "2026", expirationMonth: "11" }), now).ok).toBe(true);
    // 1 Dec 02:00 UTC is still 30 Nov in Brazil: a card expiring 11/2026 is still good there.
    expect(
      validateCard(card(undefined, { expirationYear: "2026", expirationMonth: "11" }), new Date("2026-12-01T02:00:00Z"))
        .ok,
    ).toBe(true);
    expect(
      validateCard(card(undefined, { expirationYear: "2026", expirationMonth: "11" }), new Date("2026-12-02T00:00:00Z"))
        .ok,
    ).toBe(false);
    expect(validateCard(card(undefined, { expirationMonth: "1" }), now)).toMatchObject({
      ok: true,
      card: { expirationMonth: "01" },
    });
    // The document sets no upper bound: a far-future year is the issuer's business.
    expect(validateCard(card(undefined, { expirationYear: "2099" }), now).ok).toBe(true);
  });
});
