import { describe, expect, it } from "vitest";
import { moneyInputText, parseMoneyInput } from "@/components/charges/money-input";

describe("parseMoneyInput", () => {
  it.each([
    ["10,50", 1050],
    ["10.50", 1050],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["R$ 99", 9900],
    ["1.234", 123400],
    ["0,1", 10],
    ["7", 700],
    ["", null],
    ["abc", null],
    ["-5", null],
    ["1,2,3", null],
    ["12.345.678,9", 1234567890],
  ])("%s → %s", (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it("round-trips the field text", () => {
    expect(parseMoneyInput(moneyInputText(123456, "pt-BR"))).toBe(123456);
    expect(parseMoneyInput(moneyInputText(5, "en"))).toBe(5);
  });
});
