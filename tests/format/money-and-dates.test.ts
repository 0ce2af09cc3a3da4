import { describe, expect, it } from "vitest";
import { formatMoney } from "@/components/format/money";
import { formatDate, formatDateTime } from "@/components/format/date";
import { dateTimeFormat, numberFormat } from "@/components/format/intl-cache";

describe("formatting", () => {
  it("formats integer centavos exactly", () => {
    expect(formatMoney(123456, "pt-BR")).toBe("R$ 1.234,56");
    expect(formatMoney(5, "pt-BR")).toBe("R$ 0,05");
    expect(formatMoney(-367, "pt-BR")).toBe("-R$ 3,67");
    expect(formatMoney(123456, "en")).toBe("R$1,234.56");
    // Beyond float precision, still exact.
    expect(formatMoney(900719925474099123n, "pt-BR")).toBe("R$ 9.007.199.254.740.991,23");
  });

  it("formats dates in Brazil's time zone and the user's locale", () => {
    expect(formatDate("2026-11-21", "pt-BR")).toBe("21/11/2026");
    expect(formatDate("2026-11-21", "en")).toBe("11/21/26");
    // 01:30 UTC is still the previous evening in São Paulo.
    expect(formatDateTime("2026-11-21T01:30:00.000Z", "pt-BR")).toBe("20/11/2026, 22:30");
  });
});

describe("the formatters behind them", () => {
  it("are made once per locale and options, and a cached one formats as a new one would", () => {
    const options = { dateStyle: "short", timeZone: "America/Sao_Paulo" } as const;
    const first = dateTimeFormat("pt-BR", options);
    expect(dateTimeFormat("pt-BR", { ...options })).toBe(first);
    expect(dateTimeFormat("en", options)).not.toBe(first);
    expect(dateTimeFormat("pt-BR", { ...options, timeStyle: "short" })).not.toBe(first);
    // Formatting twice in a row (the cached formatter) gives what a fresh one gives, in both locales.
    for (const locale of ["pt-BR", "en"]) {
      const day = new Date("2026-11-21T01:30:00Z");
      expect(formatDateTime(day, locale)).toBe(formatDateTime(day, locale));
      expect(formatDateTime(day, locale)).toBe(
        new Intl.DateTimeFormat(locale, {
          dateStyle: "short",
          timeStyle: "short",
          timeZone: "America/Sao_Paulo",
        }).format(day),
      );
    }
    expect(numberFormat("pt-BR", { maximumFractionDigits: 1 })).toBe(
      numberFormat("pt-BR", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("pt-BR", { maximumFractionDigits: 1 }).format(4.56)).toBe("4,6");
  });
});
