import { route } from "@/server/http/route";
import { parseBody, parseQuery } from "@/server/http/parse";
import { ok } from "@/server/http/envelope";
import { bankAccountBody, pixKeyBody, recipientMerchantQuery } from "@/server/money/recipients/schemas";
import { recipientTypeOf } from "@/server/money/recipients/recipient-type";
import { getRecipient } from "@/server/money/recipients/get-recipient";
import { setRecipient } from "@/server/money/recipients/set-recipient";

type P = { type: string };

export const GET = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const type = recipientTypeOf(params.type);
  const { merchant_id } = parseQuery(req, recipientMerchantQuery);
  return ok(await getRecipient({ ctx, type, merchantId: merchant_id }));
});

export const PUT = route<P>({ auth: "secret" }, async ({ req, ctx, params }) => {
  const type = recipientTypeOf(params.type);
  const { merchant_id } = parseQuery(req, recipientMerchantQuery);
  const input =
    type === "bank_account"
      ? { type, body: await parseBody(req, bankAccountBody) }
      : { type, body: await parseBody(req, pixKeyBody) };
  const { outcome, recipient } = await setRecipient({ ctx, input, merchantId: merchant_id });
  return ok(recipient, outcome === "created" ? 201 : 200);
});
