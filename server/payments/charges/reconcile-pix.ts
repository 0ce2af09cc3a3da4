import { and, asc, eq, lt } from "drizzle-orm";
import { charges, pixPayments } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { Job } from "@/server/platform/contracts/job";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { AS_OF_FORMAT, clockAsOf } from "@/server/platform/clock/as-of";
import { log } from "@/server/platform/log";
import { actingForMerchant } from "@/server/platform/tenancy";
import { pixPsp } from "@/server/payments/pix/psp/pix-psp";
import { recordPixPayment, type PixPaymentOutcome } from "./record-pix-payment";
import { returnPixPayment } from "./return-pix-payment";
import { settlePixRefunds } from "./complete-pix-refund";
import { cancelExpiredPixCharge } from "./cancel-expired-pix-charge";

/** How far back the job lists the Pix received, to find late and second payments a lost webhook would hide. */
export const PIX_RECEIVED_LOOKBACK_MS = 2 * 3600_000;
const BATCH = 200;

export interface PixReconciliation {
  captured: number;
  returning: number;
}

function count(into: PixReconciliation, outcome: PixPaymentOutcome): void {
  if (outcome === "captured") into.captured++;
  if (outcome === "returning") into.returning++;
}

/** `GET /cob/{txid}` of one charge, and every Pix it lists recorded (idempotent per end-to-end id). */
export async function reconcilePixCharge(ctx: Ctx, txid: string, into: PixReconciliation): Promise<void> {
  const cob = await pixPsp().getCharge(txid);
  for (const pix of cob?.pix ?? []) count(into, await recordPixPayment(ctx, { ...pix, txid: pix.txid ?? txid }));
}

/**
 * What the webhook would have said, asked of the PSP (a lost webhook loses nothing, docs/api/pix.md): every
 * pending Pix charge's cob, the Pix received in the last PIX_RECEIVED_LOOKBACK_MS (late and second payments
 * of charges no longer pending), and the returns not yet ended.
 */
export async function reconcilePix({ ctx }: { ctx: Ctx }): Promise<PixReconciliation> {
  const db = await executor(ctx);
  const result: PixReconciliation = { captured: 0, returning: 0 };
  const pending = await db
    .select({ txid: charges.pixTxid })
    .from(charges)
    .where(and(eq(charges.status, "pending"), eq(charges.paymentMethod, "pix")))
    .orderBy(asc(charges.pixExpiresAt))
    .limit(BATCH);
  for (const { txid } of pending) {
    if (!txid) continue;
    try {
      await reconcilePixCharge(ctx, txid, result);
    } catch (e) {
      log.warn("Pix reconciliation of a charge failed; next run retries", { txid, error: String(e) });
    }
  }
  const to = ctx.now();
  const from = new Date(to.getTime() - PIX_RECEIVED_LOOKBACK_MS);
  for (let page = 0, pages = 1; page < pages; page++) {
    const answer = await pixPsp().listReceived({ from, to, page, perPage: 100 });
    pages = answer.pages;
    for (const pix of answer.pix) count(result, await recordPixPayment(ctx, pix));
  }
  const unfinished = await db
    .select({ endToEndId: pixPayments.endToEndId, merchantId: pixPayments.merchantId })
    .from(pixPayments)
    .where(eq(pixPayments.disposition, "returning"))
    .limit(BATCH);
  for (const p of unfinished) await returnPixPayment(actingForMerchant(ctx, p.merchantId), p.endToEndId);
  await settlePixRefunds(ctx);
  return result;
}

export const pixReconciliationJob: Job = {
  name: "charges-pix-reconciliation",
  intervalMs: 60_000,
  run: (ctx) => reconcilePix({ ctx }),
};

/**
 * Cancels the Pix charges whose code expired with failure_code `expired` and `charge.canceled`, after asking
 * the PSP once more: a payment made in time whose webhook is late still captures the charge.
 */
export async function expirePixCharges({ ctx }: { ctx: Ctx }): Promise<{ expired: number }> {
  const db = await executor(ctx);
  const due = await db
    .select({ id: charges.id, merchantId: charges.merchantId, txid: charges.pixTxid })
    .from(charges)
    .where(and(eq(charges.status, "pending"), eq(charges.paymentMethod, "pix"), lt(charges.pixExpiresAt, ctx.now())))
    .limit(BATCH);
  let expired = 0;
  for (const charge of due) {
    if (charge.txid) await reconcilePixCharge(ctx, charge.txid, { captured: 0, returning: 0 });
    if (await cancelExpiredPixCharge(actingForMerchant(ctx, charge.merchantId), charge.id)) expired++;
  }
  return { expired };
}

export const pixExpiryJob: Job = {
  name: "charges-pix-expiry",
  intervalMs: 60_000,
  run: (ctx) => expirePixCharges({ ctx }),
};

/** The expiry job on demand, at another time with --as-of (docs/api/operations.md, "The job clock"). */
export const pixExpireCommand: CliCommand = {
  name: "pix-expire",
  usage: "pix-expire [--as-of DATE|TIME]",
  description: `Cancels the pending Pix charges whose code expired by --as-of (default now), after asking the PSP once more; safe to repeat. --as-of is ${AS_OF_FORMAT}.`,
  // async, so that a bad --as-of is a rejected promise like every other command's refusal.
  run: async (args, ctx) => expirePixCharges({ ctx: { ...ctx, now: clockAsOf(args["as-of"], ctx.now) } }),
};
