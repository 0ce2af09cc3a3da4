import { luhnValid } from "@/sdk/src/validate-card";

/** A Luhn-valid number of `length` digits starting with `prefix` (zeros, then the check digit). */
export function cardNumber(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, "0");
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error("unreachable");
}

/** A valid card input, two years ahead. */
export function card(number = "4111 1111 1111 1111", over: Partial<Record<string, unknown>> = {}) {
  return {
    number,
    holderName: "Maria da Silva",
    expirationMonth: "12",
    expirationYear: String(new Date().getUTCFullYear() + 2),
    cvv: number.replace(/\D/g, "").startsWith("3") && /^3[47]/.test(number.replace(/\D/g, "")) ? "4821" : "739",
    ...over,
  };
}
