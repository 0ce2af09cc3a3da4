import { route } from "@/server/http/route";
import { parseId, parseQuery } from "@/server/http/parse";
import { receiptQuery } from "@/server/money/withdrawals/schemas";
import { getWithdrawalReceiptPdf } from "@/server/money/withdrawals/receipt/get-receipt";

export const GET = route<{ id: string }>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const { locale } = parseQuery(req, receiptQuery);
  const { pdf, filename } = await getWithdrawalReceiptPdf({ ctx, id: parseId(params.id), locale });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
