import { GET as pageGET } from "@/app/pay/[id]/route";
import { POST as tokenizePOST } from "@/app/tokenize/route";
import { basic } from "./fixtures";
import { call } from "./http";

/** What the hosted payment-link page hands its script: the checkout's public key and this view's session. */
export async function checkoutPageData(linkId: string): Promise<{ publicKey: string; checkoutSession: string }> {
  const res = await pageGET(new Request(`http://localhost/pay/${linkId}`), { params: Promise.resolve({ id: linkId }) });
  const html = await res.text();
  const json = /<script type="application\/json" id="checkout-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no checkout data on /pay/${linkId} (status ${res.status})`);
  return JSON.parse(json) as { publicKey: string; checkoutSession: string };
}

/**
 * A card tokenized as the hosted page does it (the SDK with the checkout key and the page's session):
 * the `ctok_…` token and the session a payment of that link must send with it.
 */
export async function checkoutCard(
  linkId: string,
  number = "4111111111111111",
  opts: { session?: string; ip?: string; holderName?: string; expirationYear?: string } = {},
): Promise<{ token: string; checkout_session: string }> {
  const data = await checkoutPageData(linkId);
  const session = opts.session ?? data.checkoutSession;
  const res = await call(tokenizePOST, "POST", "/tokenize", {
    auth: basic(data.publicKey),
    headers: { "x-checkout-session": session },
    ip: opts.ip,
    body: {
      card: {
        number,
        holderName: opts.holderName ?? "ANA SOUZA",
        expirationMonth: "12",
        expirationYear: opts.expirationYear ?? "2034",
        cvv: "123",
      },
    },
  });
  if (res.status !== 201) throw new Error(`tokenize answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, checkout_session: session };
}
