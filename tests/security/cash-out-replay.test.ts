import { describe, expect, it } from "vitest";
import * as refundRoute from "@/app/v1/charges/[id]/refund/route";
import { SANDBOX_PIX_DIRECTORY } from "@/server/money/bank-rail/sandbox-pix-directory";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import { systemCtx } from "@/server/platform/context";
import { chargeInInstallments, mainBalance, postAnticipation } from "@/tests/anticipations/support";
import { put } from "@/tests/recipients/support";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { balances, runPayouts, setRecipients, withdraw, withdrawalRow } from "@/tests/withdrawals/support";

/**
 * The cash-out a security review made with a leaked secret key (docs/api/risk.md), replayed through the real
 * handlers: charge, point the Pix key at the attacker, anticipate, withdraw, refund. Before the controls the
 * money left in about a second; now a key that is not the merchant's is refused, a new key in its name cools off
 * for 24 hours, so nothing reaches it, a second anticipation past the day's total waits for an admin, and the
 * refund of money already paid out may not take `main` below the refund allowance. The books stay exact throughout.
 */
const HOUR = 3_600_000;

describe("a leaked secret key trying to cash out", () => {
  it("gets no money to its own Pix key inside the cooling-off, and no anticipation at once past the day's total", async () => {
    const m = await createTestMerchant();
    await setRecipients(m, { pixKey: true });
    // 1. Charges on a card (three installments each: receivables to anticipate).
    const first = await chargeInInstallments(m, 3_000_000, 3);
    await chargeInInstallments(m, 3_000_000, 3);
    await chargeInInstallments(m, 3_000_000, 3);

    // 2. The attacker's own Pix key is refused: its owner is not the merchant's CPF/CNPJ, and nothing changes.
    const theirs = await put(m, "pix_key", {
      key_type: "email",
      key: `thief@${SANDBOX_PIX_DIRECTORY.someoneElsesDomain}`,
    });
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.code).toBe("recipient_not_owned");
    // A key in the merchant's own name (one the attacker controls, say) is accepted, but pending verification for
    // 24 hours, and announced to the merchant's people.
    const key = await put(m, "pix_key", { key_type: "email", key: "thief@evil.example" });
    expect(key.status).toBe(200);
    expect(key.body.data.status).toBe("pending_verification");

    // 3. Spot anticipations: approved at once up to the day's R$ 50.000,00, then held for an admin.
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await postAnticipation(m.auth, { anticipation_type: "spot", amount: 2_800_000 })).body.data);
    const atOnce = answers.filter((a) => a.approval === "automatic");
    expect(atOnce.length).toBeGreaterThan(0);
    expect(atOnce.reduce((sum, a) => sum + a.amount, 0)).toBeLessThanOrEqual(5_000_000);
    expect(answers.filter((a) => a.status === "pending").length).toBeGreaterThan(0);

    // 4. A withdrawal of what is there: accepted into reserve, paid no sooner than the key's cooling-off ends.
    const available = await mainBalance(m.id);
    expect(available).toBeGreaterThan(0);
    const w = await withdraw(m, { amount: available, method: "pix" });
    expect(w.status).toBe(201);
    for (const hours of [0, 1, 6, 23]) await runPayouts(new Date(Date.now() + hours * HOUR));
    expect((await withdrawalRow(w.body.data.id)).status).toBe("pending");
    expect((await balances(m)).reserve).toBe(available);

    // 5. A refund of the first charge, whose anticipated part is gone with the withdrawal: `main` may not go
    // below the refund allowance (R$ 0 by default), so it is refused before the acquirer is asked and
    // changes nothing. The platform does not pay twice; the books stay balanced.
    const before = await balances(m);
    const refund = await call(refundRoute.POST, "POST", `/v1/charges/${first}/refund`, {
      auth: m.auth,
      params: { id: first },
      body: {},
    });
    expect(refund.status).toBe(422);
    expect(refund.body.error.code).toBe("insufficient_balance_for_refund");
    expect(await balances(m)).toEqual(before);
    expect(before.main).toBeGreaterThanOrEqual(0);
    expect((await checkLedger({ ctx: systemCtx() })).ok).toBe(true);
  });
});
