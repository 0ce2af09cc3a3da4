import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/payment-links/route";
import * as pay from "@/app/pay/[id]/charge/route";
import { paymentLinks } from "@/db/schema";
import { systemCtx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { jobs } from "@/server/registries/jobs";
import {
  APPLE_PAY_PENDING_TTL_MS,
  expirePendingApplePayCharges,
} from "@/server/payments/charges/expire-pending-apple-pay";
import { releaseEndedHolds } from "@/server/payments/payment-links/release-holds";
import { resetPayRateLimits } from "@/server/payments/payment-links/pay-rate-limit";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { chargeRow, eventNamesOf } from "./support";

/**
 * docs/api/apple-pay-expiry.md: an Apple Pay charge the buyer
 * abandons is canceled after APPLE_PAY_PENDING_TTL_MS, `charge.canceled` is sent, and its payment
 * link's use is given back, so nobody can exhaust `max_uses` by opening checkouts.
 */
const customer = { name: "Ana Souza", email: "ana@example.com" };

function startApplePay(linkId: string) {
  return call(pay.POST, "POST", `/pay/${linkId}/charge`, {
    body: { payment_method: "apple_pay", customer },
    params: { id: linkId },
  });
}

const later = (ms: number) => {
  const at = new Date(Date.now() + ms);
  return systemCtx({ now: () => at });
};

describe("Apple Pay expiry", () => {
  it("cancels an abandoned checkout after the documented time, sends the event and gives the link's use back", async () => {
    await resetPayRateLimits();
    const m = await createTestMerchant();
    const link = await call(collection.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: {
        title: "Ingresso",
        product_type: "digital",
        allowed_payment_methods: ["apple_pay"],
        amount: 12000,
        max_uses: 1,
      },
    });
    expect(link.status).toBe(201);
    const linkId = link.body.data.id as string;
    const started = await startApplePay(linkId);
    const chargeId = started.body.data.charge_id as string;
    expect((await chargeRow(chargeId)).status).toBe("pending");
    expect((await startApplePay(linkId)).body.error.code).toBe("link_used_up");

    // Before the time: nothing happens.
    expect(await expirePendingApplePayCharges({ ctx: later(APPLE_PAY_PENDING_TTL_MS - 60_000) })).toEqual({
      expired: 0,
    });
    expect((await chargeRow(chargeId)).status).toBe("pending");

    // After it: canceled as expired, once, with its event.
    const ctx = later(APPLE_PAY_PENDING_TTL_MS + 60_000);
    expect(await expirePendingApplePayCharges({ ctx })).toEqual({ expired: 1 });
    expect(await expirePendingApplePayCharges({ ctx })).toEqual({ expired: 0 });
    const row = await chargeRow(chargeId);
    expect(row).toMatchObject({ status: "canceled", failureCode: "expired" });
    expect(row.canceledAt).toEqual(ctx.now());
    expect(await eventNamesOf(chargeId)).toContain("charge.canceled");

    // The hold goes back to the link; a new buyer can start a checkout.
    expect((await releaseEndedHolds({ ctx })).released).toBe(1);
    const [after] = await (await getDb()).select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    expect(after.uses).toBe(0);
    expect((await startApplePay(linkId)).status).toBe(201);
  });

  it("runs as a registered job", () => {
    expect(jobs.map((j) => j.name)).toContain("charges-apple-pay-expiry");
  });
});
