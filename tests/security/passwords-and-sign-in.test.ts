import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { merchants } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";
import { hashPassword, verifyPassword, generatePassword } from "@/server/accounts/auth/password";
import { createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";

describe("passwords and sign-in", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
    expect(generatePassword()).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  });

  it("signs in by email in any case, refuses wrong passwords, unknown emails and inactive merchants", async () => {
    const made = await createMerchantWithUser({
      ctx: systemCtx(),
      input: { name: "Loja A", email: "ana@example.com", password: "senha-muito-segura" },
    });
    expect(await verifyCredentials("  ANA@example.com ", "senha-muito-segura")).toMatchObject({
      id: made.userId,
      role: "merchant",
      merchantId: made.merchantId,
    });
    expect(await verifyCredentials("ana@example.com", "senha-errada")).toBeNull();
    expect(await verifyCredentials("ninguem@example.com", "senha-muito-segura")).toBeNull();
    const db = await getDb();
    await db.update(merchants).set({ status: "inactive" }).where(eq(merchants.id, made.merchantId));
    expect(await verifyCredentials("ana@example.com", "senha-muito-segura")).toBeNull();
  });
});
