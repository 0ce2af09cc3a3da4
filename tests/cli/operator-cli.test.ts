import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiKeys, merchants, users } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { parseArgs } from "@/server/registries/cli/parse-args";
import { runCommand } from "@/server/registries/cli/run-command";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";
import * as keysRoute from "@/app/v1/api-keys/route";
import { POST as cliPost } from "@/app/internal/cli/route";
import { basic } from "../support/fixtures";
import { call } from "../support/http";

type Made = {
  merchant: { id: string };
  user: { email: string; password: string };
  api_key: { public_key: string; secret_key: string };
};

describe("operator CLI", () => {
  it("parses commands and flags", () => {
    expect(parseArgs(["create-merchant", "--name", "Loja X", "--email=a@b.co", "--dry-run"])).toEqual({
      command: "create-merchant",
      args: { name: "Loja X", email: "a@b.co", "dry-run": true },
    });
    expect(() => parseArgs(["a", "b"])).toThrow(/Unexpected/);
  });

  it("create-merchant makes a merchant, a user who can sign in, and a working key pair", async () => {
    const made = (await runCommand("create-merchant", { name: "Loja CLI", email: "Dono@Example.com" })) as Made;
    expect(made.user.email).toBe("dono@example.com");
    expect(made.user.password.length).toBeGreaterThanOrEqual(16);
    const signedIn = await verifyCredentials("dono@example.com", made.user.password);
    expect(signedIn).toMatchObject({ role: "merchant", merchantId: made.merchant.id });
    const res = await call<{ data: unknown[] }, Record<string, never>>(keysRoute.GET, "GET", "/v1/api-keys", {
      auth: basic(made.api_key.public_key, made.api_key.secret_key),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
  });

  it("create-merchant takes the merchant's CPF/CNPJ (payout destinations must be in it), and refuses a bad one", async () => {
    const made = (await runCommand("create-merchant", {
      name: "Loja Documentada",
      email: "doc@example.com",
      document: "11.222.333/0001-81",
    })) as Made;
    const db = await getDb();
    const [row] = await db.select().from(merchants).where(eq(merchants.id, made.merchant.id));
    expect(row.document).toBe("11222333000181");
    const before = (await db.select().from(merchants)).length;
    await expect(
      runCommand("create-merchant", { name: "X", email: "baddoc@example.com", document: "11.222.333/0001-82" }),
    ).rejects.toMatchObject({ type: "validation_error", param: "document" });
    expect((await db.select().from(merchants)).length).toBe(before);
  });

  it("refuses a taken email and leaves nothing half-made", async () => {
    const db = await getDb();
    const before = (await db.select().from(merchants)).length;
    await expect(runCommand("create-merchant", { name: "Outra", email: "dono@example.com" })).rejects.toMatchObject({
      code: "email_taken",
    });
    expect((await db.select().from(merchants)).length).toBe(before);
  });

  it("validates flags and names unknown commands", async () => {
    await expect(runCommand("create-merchant", { name: "Sem email" })).rejects.toMatchObject({
      type: "validation_error",
      param: "email",
    });
    await expect(
      runCommand("create-merchant", { name: "X", email: "x@example.com", bogus: "1" }),
    ).rejects.toMatchObject({ type: "validation_error" });
    await expect(runCommand("no-such-command", {})).rejects.toMatchObject({ code: "unknown_command" });
    const help = (await runCommand("help", {})) as { commands: Array<{ name: string }> };
    expect(help.commands.map((c) => c.name)).toEqual(
      expect.arrayContaining(["create-merchant", "create-admin", "create-api-key"]),
    );
  });

  it("create-admin makes an admin; create-api-key without --merchant makes a platform key", async () => {
    const admin = (await runCommand("create-admin", { email: "ops@example.com" })) as {
      user: { id: string; password: string };
    };
    expect(await verifyCredentials("ops@example.com", admin.user.password)).toMatchObject({ role: "admin" });
    const { api_key } = (await runCommand("create-api-key", {})) as {
      api_key: { id: string; merchant_id: string | null };
    };
    expect(api_key.merchant_id).toBeNull();
    const db = await getDb();
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, api_key.id));
    expect(row.merchantId).toBeNull();
    await expect(
      runCommand("create-api-key", { merchant: "0190b2a4-0000-7000-8000-000000000000" }),
    ).rejects.toMatchObject({ type: "not_found" });
  });

  it("the forwarding route refuses a request without the app's token", async () => {
    const before = (await (await getDb()).select().from(users)).length;
    const res = await call(cliPost, "POST", "/internal/cli", {
      ip: "127.0.0.1",
      headers: { authorization: "Bearer guessed" },
      body: { command: "create-admin", args: { email: "intruder@example.com" } },
    });
    expect(res.status).toBe(401);
    expect((await (await getDb()).select().from(users)).length).toBe(before);
  });
});
