import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, index, uniqueIndex, check } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

/**
 * The directory of Brazilian banks and payment institutions (COMPE code and ISPB), loaded from
 * db/data/banks.json at every migration (db/data/load-banks.ts). Rows are never deleted: a recipient
 * may still name an institution that left the directory.
 */
export const banks = pgTable(
  "banks",
  {
    /** COMPE code, 3 digits. */
    code: text("code").primaryKey(),
    /** ISPB, 8 digits. */
    ispb: text("ispb").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name"),
    /** The institution's CNPJ as published. */
    document: text("document"),
    /** The name people use ("Nubank" for NU PAGAMENTOS S.A.), from db/data/bank-aliases.json; null when none is kept. */
    commonName: text("common_name"),
    /** Code, ISPB, names and aliases lower-cased and without accents: searching needs no database extension. */
    searchText: text("search_text").notNull(),
    /** The common name and aliases alone, folded the same way: a search that matches them ranks first. */
    aliasText: text("alias_text").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("banks_ispb_key").on(t.ispb)],
);

export const recipientTypes = ["bank_account", "pix_key"] as const;
export const accountTypes = ["checking", "savings", "payment"] as const;
export const pixKeyTypes = ["cpf", "cnpj", "email", "phone", "random"] as const;

/**
 * Where a merchant's withdrawals go. One primary recipient per merchant and type; replacing it marks
 * the old row `replaced_at` and keeps it, so that withdrawals made to it still name it.
 */
export const recipients = pgTable(
  "recipients",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    type: text("type", { enum: recipientTypes }).notNull(),
    bankCode: text("bank_code").references(() => banks.code),
    branch: text("branch"),
    branchCheckDigit: text("branch_check_digit"),
    accountNumber: text("account_number"),
    accountCheckDigit: text("account_check_digit"),
    accountType: text("account_type", { enum: accountTypes }),
    holderName: text("holder_name"),
    /** CPF (11 digits) or CNPJ (14 characters, digits or the alphanumeric format), without punctuation. */
    holderDocument: text("holder_document"),
    keyType: text("key_type", { enum: pixKeyTypes }),
    /** The Pix key in its canonical form (digits, lower-case e-mail, +55 phone, lower-case UUID). */
    key: text("key"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true, mode: "date" }),
    /**
     * No payout goes to this destination before this instant: a new or changed one waits out a cooling-off
     * period (docs/api/risk.md, "Payout destinations"), which an admin may end earlier. Rows from before the
     * rule were verified by use.
     */
    payoutsFrom: timestamp("payouts_from", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("recipients_merchant_idx").on(t.merchantId, t.type, t.createdAt),
    // At most one current recipient of each type per merchant, whatever code path writes.
    uniqueIndex("recipients_primary_key")
      .on(t.merchantId, t.type)
      .where(sql`replaced_at is null`),
    check(
      "recipients_fields_of_type",
      sql`(${t.type} = 'bank_account' and ${t.bankCode} is not null and ${t.branch} is not null
            and ${t.accountNumber} is not null and ${t.accountCheckDigit} is not null and ${t.accountType} is not null
            and ${t.holderName} is not null and ${t.holderDocument} is not null and ${t.key} is null)
        or (${t.type} = 'pix_key' and ${t.keyType} is not null and ${t.key} is not null and ${t.bankCode} is null)`,
    ),
  ],
);
