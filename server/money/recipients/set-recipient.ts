import { and, eq, isNull } from "drizzle-orm";
import { banks, merchants, recipients } from "@/db/schema";
import { announceRecipientChange } from "@/server/delivery/notices/announce-recipient-change";
import { inTransaction, type Ctx } from "@/server/platform/context";
import { InvalidRequestError, NotFoundError, ValidationError } from "@/server/platform/errors";
import { newId } from "@/server/platform/ids";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { config } from "@/server/platform/config";
import { recordEvent } from "@/server/platform/events/record-event";
import { requireStepUp } from "@/server/accounts/auth/step-up";
import { checkOwnership, merchantDocumentOf } from "./check-ownership";
import { destinationLabel } from "./destination-label";
import { recordOf, type RecipientType } from "./primary-recipients";
import { presentRecipient } from "./present-recipient";
import { recipientMerchant } from "./recipient-merchant";
import type { SetRecipientInput } from "./schemas";

type RecipientFields = Omit<typeof recipients.$inferInsert, "id" | "merchantId" | "createdAt" | "replacedAt">;

function fieldsOf(input: SetRecipientInput): RecipientFields {
  const none = {
    bankCode: null,
    branch: null,
    branchCheckDigit: null,
    accountNumber: null,
    accountCheckDigit: null,
    accountType: null,
    holderName: null,
    holderDocument: null,
    keyType: null,
    key: null,
  } satisfies Omit<RecipientFields, "type">;
  if (input.type === "pix_key") return { ...none, type: "pix_key", keyType: input.body.key_type, key: input.body.key };
  const b = input.body;
  return {
    ...none,
    type: "bank_account",
    bankCode: b.bank_code,
    branch: b.branch,
    branchCheckDigit: b.branch_check_digit ?? null,
    accountNumber: b.account_number,
    accountCheckDigit: b.account_check_digit,
    accountType: b.account_type,
    holderName: b.holder_name,
    holderDocument: b.holder_document,
  };
}

function sameFields(a: RecipientFields, b: Record<keyof RecipientFields, unknown>): boolean {
  return (Object.keys(a) as (keyof RecipientFields)[]).every((k) => (a[k] ?? null) === (b[k] ?? null));
}

/**
 * Creates or replaces the merchant's primary recipient of a type. The one it replaces is kept
 * (`replaced_at`) for the withdrawals made to it; sending the same recipient again changes nothing.
 * A dashboard session must have stepped up (403 `step_up_required`).
 * Only a destination in the merchant's own CPF/CNPJ is accepted (check-ownership.ts); a refusal changes nothing.
 */
export async function setRecipient({
  ctx,
  input,
  merchantId: requested,
}: {
  ctx: Ctx;
  input: SetRecipientInput;
  merchantId?: string;
}) {
  // From the dashboard, a fresh confirmation of the user first (server/accounts/auth/step-up.ts); key pairs pass.
  await requireStepUp(ctx, "change a payout destination");
  const merchantId = recipientMerchant(ctx, requested);
  const fields = fieldsOf(input);
  // The key directory is asked before the transaction: no row stays locked while the rail answers.
  const document = await merchantDocumentOf(ctx, merchantId);
  await checkOwnership(input, document);
  return inTransaction(ctx, async (tctx) => {
    const { tx } = tctx;
    // Concurrent replacements of one merchant's recipients queue here, so exactly one stays primary.
    const [merchant] = await tx
      .select({ id: merchants.id, document: merchants.document })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for("update");
    if (!merchant) throw new NotFoundError("merchant");
    // An admin changed the merchant's document while the directory answered: what was checked no longer holds.
    if (merchant.document !== document)
      throw new InvalidRequestError("recipient_not_owned", "The merchant's CPF/CNPJ changed meanwhile; send it again.");

    let bank: typeof banks.$inferSelect | null = null;
    if (fields.bankCode) {
      [bank = null] = await tx.select().from(banks).where(eq(banks.code, fields.bankCode)).limit(1);
      if (!bank) {
        throw new ValidationError(
          "bank_code: No bank with this COMPE code in the directory (GET /v1/banks).",
          "bank_code",
          undefined,
          "unknown_bank",
        );
      }
    }

    const current = and(
      eq(recipients.merchantId, merchantId),
      eq(recipients.type, input.type satisfies RecipientType),
      isNull(recipients.replacedAt),
    );
    const [existing] = await tx.select().from(recipients).where(current).limit(1);
    if (existing && sameFields(fields, recordOf(existing)))
      return { outcome: "unchanged" as const, recipient: presentRecipient(existing, bank, ctx.now()) };

    const now = ctx.now();
    if (existing) await tx.update(recipients).set({ replacedAt: now }).where(eq(recipients.id, existing.id));
    // A new or changed destination waits out the cooling-off before any payout (docs/api/risk.md): whoever
    // changed it (a leaked key, say), the merchant's people hear of it before money can follow.
    const payoutsFrom = new Date(now.getTime() + config().RECIPIENT_COOLING_OFF_HOURS * 3_600_000);
    const [row] = await tx
      .insert(recipients)
      .values({ id: newId(), merchantId, createdAt: now, payoutsFrom, ...fields })
      .returning();
    const view = presentRecipient(row, bank, now);
    await recordEvent(tctx, { merchantId, name: "recipient.updated", data: view });
    await announceRecipientChange(tctx, merchantId, {
      recipient_id: row.id,
      recipient_type: row.type,
      destination: destinationLabel(recordOf(row), bank?.name),
      changed_at: now.toISOString(),
      payouts_available_at: payoutsFrom.toISOString(),
    });
    await recordAudit(tctx, {
      action: "recipient.changed",
      targetType: "recipient",
      targetId: row.id,
      merchantId,
      before: existing ? presentRecipient(existing, existing.bankCode === bank?.code ? bank : null, now) : null,
      after: view,
    });
    return { outcome: existing ? ("replaced" as const) : ("created" as const), recipient: view };
  });
}
