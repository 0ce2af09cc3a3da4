import { afterAll, describe, expect, it } from "vitest";
import { merchants, users } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { resetConfigForTests } from "@/server/platform/config";
import { seedIfEmpty } from "@/server/registries/seed/seed";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";

const saved = {
  APP_ENV: process.env.APP_ENV,
  FIRST_ADMIN_EMAIL: process.env.FIRST_ADMIN_EMAIL,
  FIRST_ADMIN_PASSWORD: process.env.FIRST_ADMIN_PASSWORD,
};
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigForTests();
});

describe("first start in production", () => {
  it("makes no demo data, only the first admin from the environment, once", async () => {
    Object.assign(process.env, {
      APP_ENV: "production",
      FIRST_ADMIN_EMAIL: "Root@Example.com",
      FIRST_ADMIN_PASSWORD: "uma senha bem longa",
    });
    resetConfigForTests();
    await seedIfEmpty();
    await seedIfEmpty();
    const db = await getDb();
    expect(await db.select().from(merchants)).toEqual([]);
    const all = await db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ email: "root@example.com", role: "admin", merchantId: null });
    expect(all[0].passwordHash).not.toContain("uma senha");
    expect(await verifyCredentials("root@example.com", "uma senha bem longa")).toMatchObject({ role: "admin" });
  });
});
