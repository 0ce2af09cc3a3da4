import format from "icu-minify/format";
import type { CompiledMessage } from "icu-minify/format";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { loadCompiledMessages, loadMessages } from "@/i18n/messages";

/**
 * next-intl reads the catalogues compiled (i18n/request.ts); the client components get them through the
 * RSC payload, which takes plain objects, arrays, strings and numbers only.
 */
function notPlain(node: unknown, at: string): string[] {
  if (typeof node === "string" || typeof node === "number") return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => notPlain(n, `${at}[${i}]`));
  if (node && typeof node === "object") {
    if (Object.getPrototypeOf(node) !== Object.prototype) return [at];
    return Object.entries(node).flatMap(([k, v]) => notPlain(v, `${at}.${k}`));
  }
  return [at];
}

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

describe("compiled catalogues", () => {
  it.each(locales)("%s: every message compiles to plain data a client component can receive", (locale) => {
    const compiled = loadCompiledMessages(locale);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(loadMessages(locale)).sort());
    expect(notPlain(compiled, locale)).toEqual([]);
  });

  it("keeps plurals, selects and placeholders", () => {
    const en = loadCompiledMessages("en") as Record<string, Record<string, unknown>>;
    const run = (m: unknown, values: Record<string, string | number>) =>
      format(m as CompiledMessage, "en", values, { formatters });
    expect(run(en.testClock.runWithdrawalsStarted, { count: 1 })).toBe("1 withdrawal sent to the bank.");
    expect(run(en.testClock.runWithdrawalsStarted, { count: 3 })).toBe("3 withdrawals sent to the bank.");
    const dns = (en.codes as Record<string, Record<string, unknown>>).deliveryFailure?.dns_failure;
    expect(dns).toBeDefined();
    expect(run(dns, { detail: "none" })).toBe("The endpoint host name could not be resolved.");
    expect(run(dns, { detail: "NXDOMAIN" })).toBe("The endpoint host name could not be resolved (NXDOMAIN).");
  });
});
