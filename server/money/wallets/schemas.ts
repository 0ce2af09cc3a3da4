import { WITHDRAWAL_METHODS } from "@/db/vocabularies";
import { z } from "zod";
import { pageQuery, queryBoolean, queryDate } from "@/server/platform/lists/pagination";
import { chargeContextSchema } from "@/server/payments/charge-context/charge-context";

const ownerQuery = {
  owner_type: z
    .enum(["merchant", "platform"])
    .optional()
    .meta({ description: "Admins: `platform` is the platform's fee revenue." }),
  owner_id: z
    .uuid()
    .optional()
    .meta({ description: "The owning merchant. A merchant naming another merchant gets 403." }),
};

export const listWalletsQuery = z.strictObject({
  ...pageQuery,
  ...ownerQuery,
  wallet_type: z.enum(["main", "reserve"]).optional(),
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  is_active: queryBoolean.optional(),
});

export const statementQuery = z.strictObject({
  start_date: queryDate.meta({
    description:
      "First day of the period, inclusive: a local date (YYYY-MM-DD) in the merchant's time zone (`time_zone` of the answer, America/Sao_Paulo), so `2026-01-31` starts at 2026-01-31T03:00:00Z; or an instant (ISO 8601 with an offset).",
    example: "2026-01-01",
  }),
  end_date: queryDate.meta({
    description:
      "Last day of the period, inclusive (the whole local day counts: a movement at 23:59 Brasília time is in it), or an instant.",
    example: "2026-01-31",
  }),
});

export const listEntriesQuery = z.strictObject({
  ...pageQuery,
  type: z
    .string()
    .min(1)
    .max(50)
    .optional()
    .meta({ description: "Entry type: `settlement`, `fee`, `refund`, `anticipation`, `withdrawal`, …" }),
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
});

/**
 * What the entry is about, as fields: a screen builds its own description (in its language) from these
 * rather than from the English `description`. Null where it does not apply.
 */
export const entryDetailsSchema = z
  .object({
    charge_id: z.uuid().nullable().meta({ description: "The charge of a settlement, fee or refund." }),
    installment_number: z.number().int().nullable(),
    installments_total: z.number().int().nullable(),
    withdrawal_method: z.enum(WITHDRAWAL_METHODS).nullable(),
    receivable_count: z.number().int().nullable().meta({ description: "Receivables paid out by an anticipation." }),
  })
  .meta({ id: "WalletEntryDetails" });

export const entrySchema = z
  .object({
    id: z.uuid(),
    wallet_id: z.uuid(),
    transaction_id: z.uuid(),
    type: z.string(),
    direction: z.enum(["credit", "debit"]),
    amount: z.number().int().meta({ description: "Signed centavos: positive credits the wallet, negative debits it." }),
    balance_after: z.number().int().meta({ description: "The wallet's balance right after this entry was posted." }),
    description: z.string().nullable(),
    reference_type: z.string().nullable(),
    reference_id: z.uuid().nullable(),
    details: entryDetailsSchema,
    created_at: z.iso.datetime().meta({
      description:
        "The effective time: when the movement counts in balances and statements. A sandbox merchant's test clock (or an operator's `--as-of` run) sets it to the clock's time.",
    }),
    posted_at: z.iso.datetime().meta({
      description:
        "When the entry was really written. Equals `created_at` except for work run ahead of time by a test clock or `--as-of`.",
    }),
  })
  .meta({ id: "WalletEntry" });

export const walletSchema = z
  .object({
    id: z.uuid(),
    owner_type: z.enum(["merchant", "platform"]),
    owner_id: z.uuid().nullable().meta({ description: "The merchant; null for the platform's wallet." }),
    wallet_type: z.enum(["main", "reserve"]),
    currency_code: z.string(),
    balance: z.number().int().meta({
      description:
        "Sum of the wallet's ledger entries, in centavos. Can be negative after a refund of money already paid out.",
    }),
    held_amount: z.number().int().meta({
      description: "Funds of the same owner and currency held in its `reserve` wallet (pending withdrawals, holds).",
    }),
    pending_receivables: z.number().int().meta({
      description:
        "Net of the owner's receivables not yet settled (`pending`, `reserved`) in this currency; `main` wallets only.",
    }),
    is_active: z.boolean(),
    last_movement_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Wallet" });

export const walletDetailSchema = walletSchema
  .extend({ last_movement: entrySchema.nullable().meta({ description: "The latest entry posted to the wallet." }) })
  .meta({ id: "WalletDetail" });

export const statementSchema = z
  .object({
    wallet_id: z.uuid(),
    currency_code: z.string(),
    time_zone: z.string().meta({
      description: "The IANA time zone whose days the period counts: the merchant's, America/Sao_Paulo.",
      example: "America/Sao_Paulo",
    }),
    start_date: z.iso.datetime().meta({ description: "The instant the period starts (local midnight, in UTC)." }),
    end_date: z.iso.datetime().meta({
      description: "Exclusive end of the period: the local midnight after its last day, in UTC.",
    }),
    opening_balance: z.number().int().meta({ description: "Sum of the entries before the period." }),
    closing_balance: z.number().int().meta({ description: "opening_balance + the period's entries." }),
    entries: z
      .array(entrySchema)
      .meta({ description: "The period's entries, oldest first (at most 5 000; see `truncated`)." }),
    charges: z.array(chargeContextSchema).meta({
      description:
        "The charges the entries name (`details.charge_id`), described: who paid and for what. Another merchant's charge is left out.",
    }),
    truncated: z.boolean(),
    summary: z.object({
      entry_count: z.number().int(),
      total_credits: z.number().int(),
      total_debits: z.number().int().meta({ description: "A positive number." }),
      net_change: z.number().int(),
      by_type: z.array(
        z.object({
          type: z.string(),
          count: z.number().int(),
          credits: z.number().int(),
          debits: z.number().int(),
          net: z.number().int(),
        }),
      ),
    }),
  })
  .meta({ id: "WalletStatement" });

export type WalletView = z.infer<typeof walletSchema>;
export type EntryView = z.infer<typeof entrySchema>;
export type EntryDetails = z.infer<typeof entryDetailsSchema>;
