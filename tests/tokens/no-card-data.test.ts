import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as tokenize from "@/app/tokenize/route";
import { getDb, queryRows } from "@/server/platform/db";
import { addLogSink } from "@/server/platform/log";
import { revealCardForCharge } from "@/server/payments/tokens/reveal-card-for-charge";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { card, cardNumber } from "./cards";

// Numbers and CVVs that occur nowhere else: a hit in the dump can only be a leak.
const cards = [
  card("4111 1111 1111 1111", { cvv: "739" }),
  card("5555-5555-5555-4444", { cvv: "846" }),
  card("3782 822463 10005", { cvv: "4821" }),
  card(cardNumber("6062826786", 19), { cvv: "592" }),
  card(cardNumber("4389357720"), { cvv: "613" }),
];
const digits = (s: string) => s.replace(/\D/g, "");
const lines: string[] = [];
let stopSink: () => void = () => {};

beforeAll(() => {
  stopSink = addLogSink((line) => lines.push(line));
});
afterAll(() => stopSink());

/** Every row of every table of the database, each column cast to text. */
async function dumpDatabase(): Promise<string[]> {
  const db = await getDb();
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const cells: string[] = [];
  // The banks directory is public reference data loaded at start (3-digit COMPE codes look like CVVs);
  // nothing a request sends is written there.
  for (const t of tables.filter((t) => t.name !== "banks")) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "${t.schema}"."${t.name}" t`),
    );
    for (const r of rows) cells.push(`${t.schema}.${t.name}: ${r.row}`);
  }
  return cells;
}

/**
 * A CVV standing alone (not inside a longer word or number), after removing what holds random digits
 * by nature: ids, tokens, timestamps, durations and base64 blobs (ciphertext, IVs, hashes).
 */
function cvvFound(text: string, cvv: string): boolean {
  const quiet = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/tok_[A-Za-z0-9_-]+/g, "<token>")
    .replace(/\d{4}-\d{2}-\d{2}[T ][\d:.]+(Z|[+-]\d{2}(:\d{2})?)?/g, "<time>")
    .replace(/"ms":\d+/g, '"ms":0')
    .replace(/[A-Za-z0-9+/=_-]{16,}/g, (run) => (/^\d+$/.test(run) ? run : "<blob>"));
  return new RegExp(`(^|[^0-9A-Za-z])${cvv}([^0-9A-Za-z]|$)`).test(quiet);
}

/**
 * `text` with base64 of random bytes (ciphertext, IVs, keys) masked: long runs mixing digits and both cases, where
 * any three letters occur by chance (a token's ciphertext held "6cVv" once in about twenty runs). Names such as
 * `card_cvv` or `cardCvv` are not such runs and stay visible.
 */
function withoutCiphertext(text: string): string {
  return text.replace(/[A-Za-z0-9+/]{20,}={0,2}/g, (run) =>
    /\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run) ? "<blob>" : run,
  );
}

describe("no card number and no CVV at rest or in the logs", () => {
  it("tokenizes cards, reveals one for a charge, then finds none of their numbers or CVVs anywhere", async () => {
    const m = await createTestMerchant();
    for (const c of cards) {
      const res = await call(tokenize.POST, "POST", "/tokenize", { auth: m.publicAuth, body: { card: c } });
      expect(res.status).toBe(201);
      // and again, the de-duplicated path, with an Idempotency-Key (whose store must not keep a hash of the card)
      const again = await call(tokenize.POST, "POST", "/tokenize", {
        auth: m.publicAuth,
        body: c,
        headers: { "Idempotency-Key": `key-${cards.indexOf(c)}` },
      });
      expect(again.status).toBe(201);
    }
    // A refused card (expired) and a malformed body go through the error paths.
    await call(tokenize.POST, "POST", "/tokenize", {
      auth: m.publicAuth,
      body: { card: card("4111111111111111", { expirationYear: "2001", cvv: "739" }) },
    });
    await call(tokenize.POST, "POST", "/tokenize", {
      auth: m.publicAuth,
      body: `{"card": {"number": "4111111111111111", "cvv": "739"`,
    });
    const first = await call(tokenize.POST, "POST", "/tokenize", { auth: m.publicAuth, body: { card: cards[0] } });
    const revealed = await revealCardForCharge({
      ctx: m.ctx,
      token: (first.body as { data: { token: string } }).data.token,
    });
    expect(revealed.number).toBe("4111111111111111");

    const cells = await dumpDatabase();
    expect(cells.some((c) => c.startsWith("public.card_tokens"))).toBe(true);
    const dump = cells.join("\n");
    for (const c of cards) {
      expect(dump).not.toContain(digits(c.number));
      expect(dump).not.toContain(c.number);
      expect(cvvFound(dump, c.cvv), `CVV ${c.cvv} in the database`).toBe(false);
      expect(dump).not.toContain(c.holderName);
    }
    expect(withoutCiphertext(dump).toLowerCase()).not.toContain("cvv");
    expect(cells.filter((c) => c.startsWith("public.idempotency_keys"))).toEqual([]);

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const c of cards) {
      expect(log).not.toContain(digits(c.number));
      expect(log).not.toContain(c.number);
      expect(cvvFound(log, c.cvv), `CVV ${c.cvv} in the logs`).toBe(false);
    }
  });

  it("the test's own search does find a number that is there", async () => {
    expect(cvvFound('{"cvv":"739"}', "739")).toBe(true);
    expect(cvvFound('{"holder":"x","code":4821}', "4821")).toBe(true);
    expect(cvvFound("2026-11-21 12:07:39.123+00", "739")).toBe(false);
    expect(cvvFound('{"requestId":"0f1e2d3c-4b5a-4821-8000-000000000000","ms":4821}', "4821")).toBe(false);
    // The word "cvv" is found in a column or key, and not in a ciphertext that happens to spell it.
    expect(withoutCiphertext('{"card_cvv":"x","cardCvvEncrypted":"y"}').toLowerCase().match(/cvv/g)).toHaveLength(2);
    expect(
      withoutCiphertext(
        "dvlrfh95jmk+2jtfnyqv6howbHQVh8pdhenhuzdcn8kby+hc+yhof2x5ke6kq7y4thzpia3ulzey5effpov/6cVv+yu6+ji5u0trcmcv/7d",
      ),
    ).toBe("<blob>");
  });
});
