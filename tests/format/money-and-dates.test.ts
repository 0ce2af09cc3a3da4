import { describe, expect, it } from "vitest";
import { formatMoney } from "@/components/format/money";
import { formatDate, formatDateTime } from "@/components/format/date";

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
