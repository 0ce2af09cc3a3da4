import { describe, expect, it } from "vitest";
import { negotiateLocale } from "@/i18n/locales";

describe("locale negotiation", () => {
  it("picks pt-BR or en from Accept-Language by quality", () => {
    expect(negotiateLocale("en-US,en;q=0.9,pt;q=0.8")).toBe("en");
    expect(negotiateLocale("pt-PT,pt;q=0.9")).toBe("pt-BR");
    expect(negotiateLocale("fr-FR,en;q=0.5,pt-BR;q=0.7")).toBe("pt-BR");
    expect(negotiateLocale("de-DE")).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });
});
