import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as release from "@/app/v1/recipients/[type]/release/route";
import * as cancel from "@/app/v1/withdrawals/[id]/cancel/route";
import { auditEvents, events } from "@/db/schema";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances, fund, runPayouts, setRecipients, withdraw, withdrawalRow } from "@/tests/withdrawals/support";
import { put } from "./support";

/**
 * Payout destinations cool off (docs/api/risk.md, "Payout destinations"): a new or changed recipient is
 * `pending_verification` for 24 hours; a withdrawal to it is accepted, its money held in reserve, and paid
 * when the period ends, or earlier if an admin releases the recipient. The change is audited and emits
 * `recipient.updated`. This is what stops a leaked secret key from cashing out to a key of its own at once.
 */
const HOUR = 3_600_000;
let admin: { auth: string };
beforeAll(async () => {
  admin = await createPlatformKey();
});

function releaseAs(auth: string, m: TestMerchant, type = "pix_key") {
  return call(release.POST, "POST", `/v1/recipients/${type}/release?merchant_id=${m.id}`, {
    auth,
    params: { type },
    body: {},
  });
}

describe("a changed payout destination", () => {
  it("is pending verification for 24 hours, audited, and announced by an event", async () => {
    const m = await createTestMerchant();
    await setRecipients(m, { pixKey: true });
    const before = Date.now();
    const res = await put(m, "pix_key", { key_type: "email", key: "thief@evil.example" });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("pending_verification");
    const availableAt = Date.parse(res.body.data.payouts_available_at);
    expect(availableAt).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(availableAt).toBeLessThan(before + 24 * HOUR + 60_000);

    const db = await getDb();
    const announced = await db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, m.id), eq(events.name, "recipient.updated")));
    expect(announced).toHaveLength(1);
    expect(JSON.stringify(announced[0].data)).not.toContain("thief@evil.example");
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, m.id), eq(auditEvents.action, "recipient.changed")));
    expect(audited).toHaveLength(1);
    expect(audited[0].actorType).toBe("api_key");

    // Sending the same destination again changes nothing and does not restart the clock.
    const again = await put(m, "pix_key", { key_type: "email", key: "thief@evil.example" });
    expect(again.body.data.payouts_available_at).toBe(res.body.data.payouts_available_at);
  });

  it("holds a withdrawal to it in reserve through the cooling-off; the merchant can take it back", async () => {
    const m = await createTestMerchant();
    await setRecipients(m, { pixKey: true });
    await fund(m, 50_000);
    await put(m, "pix_key", { key_type: "email", key: "thief@evil.example" });
    const made = await withdraw(m, { amount: 20_000, method: "pix" });
    expect(made.status).toBe(201);
    expect(Date.parse(made.body.data.scheduled_for)).toBeGreaterThan(Date.now() + 23 * HOUR);
    const id = made.body.data.id as string;

    for (const hours of [0, 1, 12, 23]) await runPayouts(new Date(Date.now() + hours * HOUR));
    expect((await withdrawalRow(id)).status).toBe("pending");
    expect(await balances(m)).toEqual({ main: 30_000, reserve: 20_000 });

    // The merchant's people saw the change and cancel: the money is back, nothing left.
    const canceled = await call(cancel.POST, "POST", `/v1/withdrawals/${id}/cancel`, {
      auth: m.auth,
      params: { id },
      body: {},
    });
    expect(canceled.body.data.status).toBe("canceled");
    expect(await balances(m)).toEqual({ main: 50_000, reserve: 0 });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("pays the waiting withdrawal once the period ends", async () => {
    const m = await createTestMerchant();
    await fund(m, 50_000);
    await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    const made = await withdraw(m, { amount: 10_000, method: "pix" });
    const id = made.body.data.id as string;
    const after = new Date(Date.now() + 24 * HOUR + 60_000);
    await runPayouts(after);
    await runPayouts(new Date(after.getTime() + 60_000));
    expect((await withdrawalRow(id)).status).toBe("completed");
  });

  it("is released early by an admin only; the waiting withdrawal is then due at once", async () => {
    const m = await createTestMerchant();
    await fund(m, 50_000);
    await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    const made = await withdraw(m, { amount: 10_000, method: "pix" });
    const id = made.body.data.id as string;

    const byMerchant = await releaseAs(m.auth, m);
    expect(byMerchant.status).toBe(403);
    expect(byMerchant.body.error.code).toBe("admin_only");

    const released = await releaseAs(admin.auth, m);
    expect(released.status).toBe(200);
    expect(released.body.data.status).toBe("verified");
    expect(Date.parse((await withdrawalRow(id)).scheduledFor.toISOString())).toBeLessThanOrEqual(Date.now());
    await runPayouts(new Date(Date.now() + 1_000));
    await runPayouts(new Date(Date.now() + 2_000));
    expect((await withdrawalRow(id)).status).toBe("completed");

    const none = await releaseAs(admin.auth, m, "bank_account");
    expect(none.status).toBe(404);
  });
});
