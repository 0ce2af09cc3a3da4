import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as tokenize from "@/app/tokenize/route";
import { cardTokens } from "@/db/schema";
import { databaseHandle, getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { card } from "./cards";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time, so there it cannot race.
describe("concurrent tokenization of one card", () => {
  it("20 requests at once make exactly one token row, and all answer it", async () => {
    const kind = (await databaseHandle()).kind;
    const m = await createTestMerchant();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ data: { token: string } }, Record<string, never>>(tokenize.POST, "POST", "/tokenize", {
          auth: m.publicAuth,
          body: { card: card("5555 5555 5555 4444") },
        }),
      ),
    );
    // Every answer is 201, new card or not: the status does not tell a public-key holder what is on file.
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.token)).size).toBe(1);
    const rows = await (await getDb()).select().from(cardTokens).where(eq(cardTokens.merchantId, m.id));
    expect(rows).toHaveLength(1);
    console.info(`concurrency test ran on ${kind}`);
  });
});
