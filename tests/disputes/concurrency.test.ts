import { describe, expect, it } from "vitest";
import { systemCtx } from "@/server/platform/context";
import { settleDueReceivables } from "@/server/money/receivables/settle-due";
import { loseOverdueDisputes } from "@/server/money/disputes/lose-overdue-disputes";
import { cardBody, chargeRow, postCharge, tokenFor } from "@/tests/charges/support";
import { allowSplit, createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { fund, setRecipients, withdraw } from "@/tests/withdrawals/support";
import { acceptVia, closeVia, delta, figures, getVia, ledgerIsExact, openVia, refundVia } from "./support";
import { and, eq, inArray, sum } from "drizzle-orm";
import { wallets } from "@/db/schema";
import { getDb } from "@/server/platform/db";

const DAY = 86_400_000;
const CHARGES = 10;

/** All of A's and B's wallets, `main` and `reserve`: withdrawals move money between the two. */
async function merchantsTotal(ids: string[]) {
  const [row] = await (
    await getDb()
  )
    .select({ total: sum(wallets.balance) })
    .from(wallets)
    .where(and(eq(wallets.ownerType, "merchant"), inArray(wallets.ownerId, ids)));
  return Number(row.total ?? 0);
}

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one query at a time and cannot race.
describe("disputes racing refunds, settlements and withdrawals", () => {
  it("each charge is either refunded or disputed, every dispute ends once, and money is conserved", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    await allowSplit(a.id, b.id);
    const admin = await createPlatformKey();
    await setRecipients(a);
    await fund(a, 50_000);
    const ids: string[] = [];
    for (let i = 0; i < CHARGES; i++) {
      const res = await postCharge(
        a,
        cardBody(await tokenFor(a), {
          amount: 10_000,
          split: {
            rules: [
              { merchant_id: a.id, percentage: 60, liable: true },
              { merchant_id: b.id, percentage: 40, liable: i % 2 === 0 },
            ],
          },
        }),
      );
      expect(res.body.data.status).toBe("captured");
      ids.push(res.body.data.id as string);
    }
    // Half settled before the race, the rest settle during it.
    const settleAt = (days: number) => () =>
      settleDueReceivables({ ctx: systemCtx({ now: () => new Date(Date.now() + days * DAY) }) });
    await settleAt(31)();
    for (let i = 0; i < CHARGES / 2; i++)
      await postCharge(a, cardBody(await tokenFor(a), { amount: 3_000, installments: 2 }));
    const start = await figures(a, b);
    const startMerchants = await merchantsTotal([a.id, b.id]);

    // A dispute of 6 000 and a refund of 5 000 cannot both fit a charge of 10 000: exactly one must win each.
    // Half the charges are disputed just before the race begins (so the refunds meet standing disputes), the
    // other half race both at once (whichever locks the charge first wins).
    const dispute = (id: string) =>
      openVia(admin, { charge_id: id, reason: "fraudulent", amount: 6_000 }).then((r) => ({ kind: "dispute", id, r }));
    const early = ids.filter((_, i) => i % 2 === 0);
    const openEarly = early.map(dispute);
    await openEarly[0];
    const round1 = await Promise.all([
      ...openEarly,
      ...ids.flatMap((id) => [
        ...(early.includes(id) ? [] : [dispute(id)]),
        refundVia(a, id, { amount: 5_000 }).then((r) => ({ kind: "refund", id, r })),
      ]),
      settleAt(62)().then(() => ({ kind: "settle", id: "", r: { status: 200, body: {} } })),
      ...[1, 2, 3].map((n) =>
        withdraw(a, { amount: 1_000 * n, method: "pix" }).then((r) => ({ kind: "withdraw", id: "", r })),
      ),
    ]);
    const disputes: Array<{ id: string; amount: number; charge_id: string }> = [];
    let refunded = 0;
    for (const id of ids) {
      const mine = round1.filter((x) => x.id === id);
      const won = mine.filter((x) => x.r.status < 300);
      expect(won.length, JSON.stringify(mine.map((x) => [x.kind, x.r.status, x.r.body]))).toBe(1);
      const lost = mine.find((x) => x.r.status >= 300)!;
      expect(lost.r.status).toBe(422);
      expect(["charge_disputed", "amount_exceeds_disputable"]).toContain(lost.r.body.error.code);
      if (won[0].kind === "dispute") disputes.push(won[0].r.body.data);
      else refunded += 5_000;
    }
    for (const w of round1.filter((x) => x.kind === "withdraw")) expect([201, 422]).toContain(w.r.status);

    // Every dispute decided by several parties at once: the issuer (won or lost), the merchant (accept), the job.
    const far = new Date(Date.now() + 365 * DAY);
    await Promise.all([
      ...disputes.flatMap((d, i) => [
        closeVia(admin.auth, d.id, i % 2 === 0 ? "won" : "lost"),
        acceptVia(a.auth, d.id),
        // Refused while the dispute stands; allowed once it is won.
        refundVia(a, d.charge_id, { amount: 1 }),
      ]),
      loseOverdueDisputes({ ctx: systemCtx({ now: () => far }) }),
      settleAt(93)(),
    ]);
    for (const d of disputes) {
      const now = (await getVia(a.auth, d.id)).body.data;
      expect(["won", "lost", "accepted"]).toContain(now.status);
      expect(now.timeline.filter((t: { type: string }) => ["won", "lost", "accepted"].includes(t.type))).toHaveLength(
        1,
      );
      // What went back to the cardholder never passes what was captured: refunds plus a lost dispute.
      const charge = await chargeRow(d.charge_id);
      expect(charge.refundedAmount + (now.status === "won" ? 0 : now.amount)).toBeLessThanOrEqual(10_000);
      if (now.status !== "won") expect(charge.refundedAmount).toBe(0);
    }
    expect(disputes.length).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThanOrEqual(0);

    const moved = delta(start, await figures(a, b));
    // Nothing stays held; the fee of every dispute stays with the platform, won or not.
    expect(moved.holding).toBe(0);
    expect(moved.platform).toBeGreaterThanOrEqual(disputes.length * 1_500);
    // Money is neither made nor lost: what the merchants and the platform gained, the outside world lost.
    const merchantsMoved = (await merchantsTotal([a.id, b.id])) - startMerchants;
    expect(merchantsMoved + moved.platform + moved.holding + moved.external).toBe(0);
    expect(await ledgerIsExact()).toEqual({ ok: true, mismatches: [], unbalanced: [] });
  });
});
