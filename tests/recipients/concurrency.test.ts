import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { mailOutbox, merchantNotices, recipients } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { createUserOf } from "@/tests/support/users";
import { bankAccount, put } from "./support";

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("concurrent replacements", () => {
  it("leave exactly one primary recipient of a type, every request answered, and each change announced", async () => {
    const m = await createTestMerchant();
    const user = await createUserOf(m.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(m, "bank_account", { ...bankAccount, account_number: String(100000 + i) }),
      ),
    );
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const db = await getDb();
    const all = await db.select().from(recipients).where(eq(recipients.merchantId, m.id));
    expect(all).toHaveLength(20);
    const primary = await db
      .select()
      .from(recipients)
      .where(and(eq(recipients.merchantId, m.id), isNull(recipients.replacedAt)));
    expect(primary).toHaveLength(1);
    // Each of the 20 changes told the merchant's user once, in its own transaction: a notice and an e-mail.
    const notices = await db.select().from(merchantNotices).where(eq(merchantNotices.userId, user.id));
    expect(new Set(notices.map((n) => (n.data as { recipient_id: string }).recipient_id))).toEqual(
      new Set(all.map((r) => r.id)),
    );
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(20);
  });
});
