import { type WithdrawalMethod } from "@/db/vocabularies";
import { randomBytes } from "node:crypto";
import { and, asc, eq, exists, inArray, lte } from "drizzle-orm";
import { merchants, withdrawals } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import type { Executor } from "@/server/platform/db";
import { bankByCode } from "@/server/money/banks/find-bank";
import { recordEvent } from "@/server/platform/events/record-event";
import { log } from "@/server/platform/log";
import { recipientById } from "@/server/money/recipients/primary-recipients";
import { inTedWindow } from "./bank-calendar";
import { payOut, returnFunds } from "./ledger-moves";
import { presentWithdrawal, type WithdrawalRow } from "./present-withdrawal";
import { bankRail, type TransferRequest, type TransferResult } from "@/server/money/bank-rail";

const BATCH = 100;

/**
 * One pass of the payout job (docs/api/withdrawals.md): due `pending` withdrawals go to `processing`
 * and to the bank rail; the rail's answer completes or fails them. A TED is due only inside the bank
 * window. Each step is a conditional update in its own transaction with its event and ledger movement,
 * and the rail is never called inside a transaction; a withdrawal whose answer was lost stays
 * `processing` and is asked about again (with the same reference) on the next pass. A suspended
 * merchant's pending withdrawals stay pending (they go on after reactivation); one already at the rail
 * is only asked about.
 */
export async function advanceWithdrawals({
  ctx,
  merchantId,
}: {
  ctx: Ctx;
  /** Only this merchant's withdrawals (a test clock's run); every merchant's without it. */
  merchantId?: string;
}) {
  const ofMerchant = merchantId ? eq(withdrawals.merchantId, merchantId) : undefined;
  const db = await executor(ctx);
  const now = ctx.now();
  const methods: WithdrawalMethod[] = inTedWindow(now) ? ["pix", "ted"] : ["pix"];
  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, "pending"),
        lte(withdrawals.scheduledFor, now),
        inArray(withdrawals.method, methods),
        merchantIsActive(db),
        ofMerchant,
      ),
    )
    .orderBy(asc(withdrawals.scheduledFor))
    .limit(BATCH);
  let started = 0;
  for (const { id } of due) if (await startProcessing(ctx, id)) started++;

  const processing = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, "processing"), ofMerchant))
    .orderBy(asc(withdrawals.processingAt))
    .limit(BATCH);
  const outcome = { started, completed: 0, failed: 0, still_processing: 0 };
  for (const row of processing) {
    const result = await askRail(ctx, row);
    if (!result) outcome.still_processing++;
    else if (result.status === "completed") {
      if (await completeWithdrawal(ctx, row, result)) outcome.completed++;
    } else if (result.status === "failed") {
      if (await failWithdrawal(ctx, row, result)) outcome.failed++;
    } else {
      outcome.still_processing++;
      if (!row.railReference)
        await db.update(withdrawals).set({ railReference: result.railReference }).where(eq(withdrawals.id, row.id));
    }
  }
  return outcome;
}

/** The withdrawal's merchant is active now: checked again in the conditional update that starts a payout. */
function merchantIsActive(db: Executor) {
  return exists(
    db
      .select({ one: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.id, withdrawals.merchantId), eq(merchants.status, "active"))),
  );
}

async function startProcessing(ctx: Ctx, id: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [row] = await tx.tx
      .update(withdrawals)
      .set({ status: "processing", processingAt: now, updatedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending"), merchantIsActive(tx.tx)))
      .returning();
    if (!row) return false; // canceled, taken by another worker, or its merchant suspended meanwhile
    await recordEvent(tx, { merchantId: row.merchantId, name: "withdrawal.processing", data: presentWithdrawal(row) });
    return true;
  });
}

async function transferRequest(ctx: Ctx, row: WithdrawalRow): Promise<TransferRequest | undefined> {
  const r = await recipientById(ctx, row.recipientId);
  if (!r) return undefined;
  const base = { reference: row.id, method: row.method, amount: row.amount, currency: row.currency };
  if (r.type === "pix_key" && r.keyType && r.key) {
    return { ...base, destination: { type: "pix_key", keyType: r.keyType, key: r.key } };
  }
  if (r.type === "bank_account" && r.bankCode && r.branch && r.accountNumber && r.holderName && r.holderDocument) {
    return {
      ...base,
      destination: {
        type: "bank_account",
        bankCode: r.bankCode,
        branch: r.branch,
        accountNumber: r.accountNumber,
        accountCheckDigit: r.accountCheckDigit ?? "",
        accountType: r.accountType ?? "checking",
        holderName: r.holderName,
        holderDocument: r.holderDocument,
      },
    };
  }
  return undefined;
}

/** The rail's answer, or undefined when it could not be asked (it is asked again next pass). */
async function askRail(ctx: Ctx, row: WithdrawalRow): Promise<TransferResult | undefined> {
  const request = await transferRequest(ctx, row);
  if (!request) {
    return {
      status: "failed",
      railReference: null,
      failureCode: "recipient_unavailable",
      failureMessage: "The recipient of this withdrawal can no longer be read.",
    };
  }
  try {
    return await bankRail().transfer(request);
  } catch (error) {
    log.warn("bank rail did not answer", {
      withdrawalId: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

/** 20 characters of Crockford base32 in groups of four: printed on the receipt, typed back to verify. */
function authenticationCode(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const chars = [...randomBytes(20)].map((b) => alphabet[b % 32]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

async function completeWithdrawal(
  ctx: Ctx,
  row: WithdrawalRow,
  result: Extract<TransferResult, { status: "completed" }>,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const credited = row.destination.bank ?? (await bankByCode(tx, result.creditedBankCode));
    const bank = credited ? { code: credited.code, ispb: credited.ispb, name: credited.name } : null;
    const [done] = await tx.tx
      .update(withdrawals)
      .set({
        status: "completed",
        completedAt: now,
        updatedAt: now,
        railReference: result.railReference,
        authenticationCode: authenticationCode(),
        destination: { ...row.destination, bank },
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, "processing")))
      .returning();
    if (!done) return false;
    await payOut(tx, done);
    await recordEvent(tx, { merchantId: done.merchantId, name: "withdrawal.completed", data: presentWithdrawal(done) });
    return true;
  });
}

async function failWithdrawal(
  ctx: Ctx,
  row: WithdrawalRow,
  result: Extract<TransferResult, { status: "failed" }>,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [failed] = await tx.tx
      .update(withdrawals)
      .set({
        status: "failed",
        failedAt: now,
        updatedAt: now,
        railReference: result.railReference ?? row.railReference,
        failureCode: result.failureCode,
        failureMessage: result.failureMessage,
      })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, "processing")))
      .returning();
    if (!failed) return false;
    await returnFunds(tx, failed, "failed");
    await recordEvent(tx, {
      merchantId: failed.merchantId,
      name: "withdrawal.failed",
      data: presentWithdrawal(failed),
    });
    return true;
  });
}
