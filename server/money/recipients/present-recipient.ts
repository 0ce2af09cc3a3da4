import { recipients, banks } from "@/db/schema";
import { presentBank, bankOf } from "@/server/money/banks/find-bank";
import { maskRecipient, recordOf } from "./primary-recipients";

type RecipientRow = typeof recipients.$inferSelect;
type BankRow = typeof banks.$inferSelect;

/** The API object of a recipient: the masked view, with its bank, creation time and cooling-off. */
export function presentRecipient(row: RecipientRow, bank: BankRow | null | undefined, now: Date) {
  const masked = maskRecipient(recordOf(row));
  const view = {
    ...masked,
    created_at: row.createdAt.toISOString(),
    status: row.payoutsFrom > now ? ("pending_verification" as const) : ("verified" as const),
    payouts_available_at: row.payoutsFrom.toISOString(),
  };
  if (row.type !== "bank_account") return view;
  return { ...view, bank: bank ? presentBank(bankOf(bank)) : null };
}
