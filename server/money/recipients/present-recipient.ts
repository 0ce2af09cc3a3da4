import { recipients, banks } from "@/db/schema";
import { presentBank, bankOf } from "@/server/money/banks/find-bank";
import { maskRecipient, recordOf } from "./primary-recipients";

type RecipientRow = typeof recipients.$inferSelect;
type BankRow = typeof banks.$inferSelect;

/** The API object of a recipient: the masked view, with its bank and creation time. */
export function presentRecipient(row: RecipientRow, bank?: BankRow | null) {
  const masked = maskRecipient(recordOf(row));
  const view = { ...masked, created_at: row.createdAt.toISOString() };
  if (row.type !== "bank_account") return view;
  return { ...view, bank: bank ? presentBank(bankOf(bank)) : null };
}
