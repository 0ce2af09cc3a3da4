import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryStatuses } from "@/db/schema/webhooks";
import {
  CHARGE_FAILURE_CODES,
  LEDGER_ENTRY_TYPES,
  WEBHOOK_FAILURE_CODES,
  WITHDRAWAL_FAILURE_CODES,
} from "@/db/vocabularies";
import { ERROR_CODES } from "@/server/platform/errors/error-codes";
import { ERROR_TYPES } from "@/server/platform/errors/error-types";
import { EVENT_NAMES } from "@/server/platform/events/record-event";
import { failureCodeLiterals, ledgerTypeLiterals, thrownErrorCodes } from "./thrown-codes";

const root = path.resolve(__dirname, "../..");
const LOCALES = ["pt-BR", "en"] as const;

type Catalogue = Record<string, unknown>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(root, "messages", locale, "codes.json"), "utf8")) as Catalogue;

/** The message at a dotted key (event names nest: `event.charge.captured`), if it is a non-empty string. */
function messageAt(c: Catalogue, key: string): string | undefined {
  let node: unknown = c;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Catalogue)[part] : undefined;
  return typeof node === "string" && node.trim() ? node : undefined;
}

/** Every list of codes a person can see, with the section of codes.json that says each. */
const LISTS: Array<[section: string, codes: readonly string[]]> = [
  ["errorType", ERROR_TYPES],
  ["error", ERROR_CODES],
  ["failure", CHARGE_FAILURE_CODES],
  ["failureAdvice", CHARGE_FAILURE_CODES],
  ["withdrawalFailure", WITHDRAWAL_FAILURE_CODES],
  ["event", EVENT_NAMES],
  ["delivery", deliveryStatuses],
  ["deliveryFailure", WEBHOOK_FAILURE_CODES],
  ["entryType", LEDGER_ENTRY_TYPES],
];

describe("the catalogue of codes (messages/<locale>/codes.json)", () => {
  for (const locale of LOCALES) {
    it(`says every code of the server's lists in ${locale}`, () => {
      const c = catalogue(locale);
      const missing = LISTS.flatMap(([section, codes]) =>
        codes.filter((code) => !messageAt(c, `${section}.${code}`)).map((code) => `${section}.${code}`),
      );
      expect(missing, `codes without a ${locale} message`).toEqual([]);
    });
  }

  it("has the same keys in both languages, and Portuguese words where the English are", () => {
    const keys = (node: unknown, prefix = ""): string[] =>
      node && typeof node === "object"
        ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    const [pt, en] = LOCALES.map((l) => catalogue(l));
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    // A message copied untranslated: the same words in both files (`withCode` is only placeholders).
    const same = keys(en).filter((k) => k !== "withCode" && messageAt(pt, k) === messageAt(en, k));
    expect(same).toEqual([]);
  });

  it("lists every error code the server throws as a literal", () => {
    const thrown = thrownErrorCodes(root);
    expect(thrown.length).toBeGreaterThan(40);
    const unlisted = thrown.filter((t) => !(ERROR_CODES as readonly string[]).includes(t.code));
    expect(unlisted.map((t) => `${t.code} (${t.file}:${t.line})`)).toEqual([]);
  });

  it("lists every failure code a charge or a withdrawal is given", () => {
    const literals = failureCodeLiterals(root);
    expect(literals.length).toBeGreaterThan(8);
    const unlisted = literals.filter((l) =>
      // The bank rail's refusals are the withdrawals' failures.
      l.file.startsWith(path.join("server", "money", "withdrawals")) ||
      l.file.startsWith(path.join("server", "money", "bank-rail"))
        ? !(WITHDRAWAL_FAILURE_CODES as readonly string[]).includes(l.code)
        : !(CHARGE_FAILURE_CODES as readonly string[]).includes(l.code),
    );
    expect(unlisted.map((l) => `${l.code} (${l.file}:${l.line})`)).toEqual([]);
  });

  it("lists every ledger entry type the service posts", () => {
    const literals = ledgerTypeLiterals(root);
    expect(literals.length).toBeGreaterThan(10);
    const unlisted = literals.filter((l) => !(LEDGER_ENTRY_TYPES as readonly string[]).includes(l.code));
    expect(unlisted.map((l) => `${l.code} (${l.file}:${l.line})`)).toEqual([]);
  });
});
