import { afterAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as clockRoute from "@/app/v1/merchants/[id]/test-clock/route";
import * as advanceRoute from "@/app/v1/merchants/[id]/test-clock/advance/route";
import { GET as listEntries } from "@/app/v1/wallets/[id]/entries/route";
import { auditEvents, ledgerEntries, receivables, wallets } from "@/db/schema";
import { resetConfigForTests } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { clockAdvanceCommand } from "@/server/money/test-clocks/clock-advance-command";
import { capturedCharge } from "@/tests/charges/support";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { fund, setRecipients, withdraw, withdrawalRow } from "@/tests/withdrawals/support";

const DAY = 86_400_000;

function getClock(caller: TestMerchant, merchantId: string) {
  return call(clockRoute.GET, "GET", `/v1/merchants/${merchantId}/test-clock`, {
    auth: caller.auth,
    params: { id: merchantId },
  });
}

function advance(caller: TestMerchant, merchantId: string, frozenTime: string) {
  return call(advanceRoute.POST, "POST", `/v1/merchants/${merchantId}/test-clock/advance`, {
    auth: caller.auth,
    params: { id: merchantId },
    body: { frozen_time: frozenTime },
  });
}

async function receivableStatuses(chargeId: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ status: receivables.status })
    .from(receivables)
    .where(eq(receivables.chargeId, chargeId));
  return rows.map((r) => r.status);
}

async function mainWallet(m: TestMerchant) {
  const [w] = await (
    await getDb()
  )
    .select()
    .from(wallets)
    .where(and(eq(wallets.ownerId, m.id), eq(wallets.walletType, "main")));
  return w;
}

describe("a sandbox merchant's test clock", () => {
  it("starts at the real time, and advancing A settles A's receivables and pays out A's withdrawals only", async () => {
    const a = await createTestMerchant("Relógio A");
    const b = await createTestMerchant("Relógio B");
    const chargeA = await capturedCharge(a, 10_000);
    const chargeB = await capturedCharge(b, 20_000);
    for (const m of [a, b]) {
      await setRecipients(m, { pixKey: true });
      await fund(m, 50_000);
    }
    const withdrawalA = await withdraw(a, { amount: 1_000, method: "pix" });
    const withdrawalB = await withdraw(b, { amount: 1_000, method: "pix" });
    expect([withdrawalA.status, withdrawalB.status]).toEqual([201, 201]);

    const fresh = await getClock(a, a.id);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ merchant_id: a.id, frozen_time: null, advanced_at: null });
    expect(Math.abs(Date.parse(fresh.body.data.current_time) - Date.now())).toBeLessThan(60_000);

    const to = new Date(Date.now() + 31 * DAY);
    to.setUTCMilliseconds(0);
    const postedFrom = Date.now();
    const res = await advance(a, a.id, to.toISOString());
    const postedUntil = Date.now();
    expect(res.status).toBe(200);
    expect(res.body.data.test_clock).toMatchObject({
      merchant_id: a.id,
      frozen_time: to.toISOString(),
      current_time: to.toISOString(),
    });
    expect(res.body.data.run).toMatchObject({ settled: 1, withdrawals_started: 1 });
    expect(res.body.data.run.settled_net_amount).toBe(10_000 - 319);

    // A's items moved; B's, due by the same date, did not.
    expect(await receivableStatuses(chargeA.id)).toEqual(["settled"]);
    expect(await receivableStatuses(chargeB.id)).toEqual(["pending"]);
    expect((await withdrawalRow(withdrawalA.body.data.id)).status).not.toBe("pending");
    expect((await withdrawalRow(withdrawalB.body.data.id)).status).toBe("pending");

    // The settlement counts at the clock's time and records when it was really posted.
    const walletA = await mainWallet(a);
    const entries = await call(listEntries, "GET", `/v1/wallets/${walletA.id}/entries?type=settlement&limit=100`, {
      auth: a.auth,
      params: { id: walletA.id },
    });
    expect(entries.status).toBe(200);
    const settlement = entries.body.data.find((e: { description: string }) => e.description.includes(chargeA.id));
    expect(settlement.created_at).toBe(to.toISOString());
    const postedAt = Date.parse(settlement.posted_at);
    expect(postedAt).toBeGreaterThanOrEqual(postedFrom - 1_000);
    expect(postedAt).toBeLessThanOrEqual(postedUntil + 1_000);

    // B's ledger holds nothing dated in A's future.
    const walletB = await mainWallet(b);
    const futureOfB = (
      await (await getDb()).select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletB.id))
    ).filter((e) => e.createdAt.getTime() > postedUntil + 1_000);
    expect(futureOfB).toEqual([]);

    expect((await getClock(b, b.id)).body.data.frozen_time).toBeNull();
    expect((await getClock(a, a.id)).body.data.frozen_time).toBe(to.toISOString());
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "test_clock.advanced"), eq(auditEvents.targetId, a.id)));
    expect(audit.after).toEqual({ frozen_time: to.toISOString() });
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });

  it("never goes back: a time at or before its current time is 400 on frozen_time", async () => {
    const a = await createTestMerchant("Relógio volta");
    const to = new Date(Date.now() + 10 * DAY).toISOString();
    expect((await advance(a, a.id, to)).status).toBe(200);
    for (const earlier of [to, new Date(Date.now() + DAY).toISOString(), "2020-01-01T00:00:00Z"]) {
      const res = await advance(a, a.id, earlier);
      expect(res.status, earlier).toBe(400);
      expect(res.body.error.param).toBe("frozen_time");
    }
    const malformed = await advance(a, a.id, "2099-01-01T00:00:00");
    expect(malformed.status).toBe(400);
    expect((await getClock(a, a.id)).body.data.frozen_time).toBe(to);
  });

  it("another merchant's clock is a 404, and advancing it changes nothing", async () => {
    const a = await createTestMerchant("Dona do relógio");
    const b = await createTestMerchant("Intrusa");
    const charge = await capturedCharge(a, 5_000);
    expect((await getClock(b, a.id)).status).toBe(404);
    const res = await advance(b, a.id, new Date(Date.now() + 40 * DAY).toISOString());
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe("not_found");
    expect(await receivableStatuses(charge.id)).toEqual(["pending"]);
    expect((await getClock(a, a.id)).body.data.frozen_time).toBeNull();
  });

  it("the operator's clock-advance names one merchant and touches only its items", async () => {
    const a = await createTestMerchant("CLI A");
    const b = await createTestMerchant("CLI B");
    const chargeA = await capturedCharge(a, 7_000);
    const chargeB = await capturedCharge(b, 7_000);
    const day = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
    const out = (await clockAdvanceCommand.run({ merchant: a.id, to: day }, systemCtx())) as {
      test_clock: { frozen_time: string };
    };
    expect(out.test_clock.frozen_time).toBe(`${day}T00:00:00.000Z`);
    expect(await receivableStatuses(chargeA.id)).toEqual(["settled"]);
    expect(await receivableStatuses(chargeB.id)).toEqual(["pending"]);
    await expect(clockAdvanceCommand.run({ to: day }, systemCtx())).rejects.toThrow(/--merchant/);
    await expect(clockAdvanceCommand.run({ merchant: "loja", to: day }, systemCtx())).rejects.toThrow(/--merchant/);
  });
});

describe("a live deployment", () => {
  const saved = { APP_ENV: process.env.APP_ENV, SECRETS_ENCRYPTION_KEY: process.env.SECRETS_ENCRYPTION_KEY };
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfigForTests();
  });

  it("has no test clocks: its merchants are live (422 test_clocks_sandbox_only), and nothing moves", async () => {
    const a = await createTestMerchant("Loja real");
    const charge = await capturedCharge(a, 5_000);
    process.env.APP_ENV = "production";
    process.env.SECRETS_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
    resetConfigForTests();
    for (const res of [
      await getClock(a, a.id),
      await advance(a, a.id, new Date(Date.now() + 40 * DAY).toISOString()),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("test_clocks_sandbox_only");
    }
    expect(await receivableStatuses(charge.id)).toEqual(["pending"]);
    // Another merchant's clock stays a 404 there too: the refusal says nothing about a merchant it cannot see.
    const b = await createTestMerchant("Outra loja real");
    expect((await getClock(b, a.id)).status).toBe(404);
    const rows = await (
      await getDb()
    )
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.targetId, [a.id, b.id]));
    expect(rows).toEqual([]);
  });
});
