import { localeOfRequest } from "@/i18n/request-locale";
import { route } from "@/server/http/route";
import { hostedPageHeaders } from "@/server/payments/hosted-checkout/csp";
import { NotFoundError } from "@/server/platform/errors";
import { verifyWithdrawalReceipt } from "@/server/money/withdrawals/receipt/get-receipt";
import { consumeReceiptPageBudget } from "@/server/money/withdrawals/receipt/receipt-page-rate-limit";
import { renderVerificationPage, VERIFICATION_CSS } from "@/server/money/withdrawals/receipt/verification-page";

/**
 * The address a receipt prints: whoever holds one opens it to see whether it is genuine
 * (docs/api/withdrawals.md, "Receipts"). The page of GET /v1/receipts/{code}, for people.
 */
export const GET = route<{ code: string }>({ auth: "none", html: true }, async ({ req, ctx, params }) => {
  await consumeReceiptPageBudget(ctx.clientIp, ctx.now());
  const locale = localeOfRequest(req);
  const found = await verifyWithdrawalReceipt({ ctx, code: params.code }).catch((e: unknown) => {
    if (e instanceof NotFoundError) return undefined;
    throw e;
  });
  const html = renderVerificationPage(params.code, found, locale);
  return new Response(html, {
    status: found ? 200 : 404,
    headers: hostedPageHeaders({ css: VERIFICATION_CSS }),
  });
});
