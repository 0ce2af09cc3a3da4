import { route } from "@/server/http/route";
import { ok } from "@/server/http/envelope";
import { verifyWithdrawalReceipt } from "@/server/money/withdrawals/receipt/get-receipt";

// Public: whoever holds a receipt may check it (docs/api/withdrawals.md, "Receipts").
export const GET = route<{ code: string }>({ auth: "none" }, async ({ ctx, params }) =>
  ok(await verifyWithdrawalReceipt({ ctx, code: params.code })),
);
