import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as collection from "@/app/v1/payment-links/route";
import * as item from "@/app/v1/payment-links/[id]/route";
import * as pay from "@/app/pay/[id]/charge/route";
import * as start from "@/app/pay/[id]/3ds/route";
import * as result from "@/app/pay/[id]/3ds/[authentication_id]/route";
import * as cancel from "@/app/pay/[id]/3ds/[authentication_id]/cancel/route";
import { GET as pageGET } from "@/app/pay/[id]/route";
import * as demo from "@/app/sdk/demo.html/route";
import { charges, paymentLinks } from "@/db/schema";
import { config } from "@/server/platform/config";
import { getDb } from "@/server/platform/db";
import { resetPayRateLimits } from "@/server/payments/payment-links/pay-rate-limit";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { checkoutCard } from "@/tests/support/checkout";
import { BROWSER, challengePage, postChallenge, sandboxCodeOf } from "@/tests/three-ds/support";
import { startOfRoomyWindow } from "@/tests/support/rate-limit-window";

/**
 * 3-D Secure on the hosted checkout (docs/api/hosted-checkout.md, "3-D Secure"): the page authenticates its
 * own card token through /pay/{id}/3ds before paying, shows the challenge from its own origin, and pays with
 * the authentication; an abandoned challenge charges nothing and takes no use of the link.
 */
const ORIGIN = "http://localhost";
const SAME = { origin: ORIGIN, host: "localhost" };
const customer = { name: "Ana Souza", email: "ana@example.com" };
const CHALLENGE_CARD = "4000000000003220";

beforeEach(async () => {
  await resetPayRateLimits();
});

async function newLink(m: TestMerchant, extra: Record<string, unknown> = {}) {
  const res = await call(collection.POST, "POST", "/v1/payment-links", {
    auth: m.auth,
    body: {
      title: "Ingresso",
      product_type: "digital",
      allowed_payment_methods: ["credit_card"],
      amount: 12000,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

function startCall(
  id: string,
  body: Record<string, unknown>,
  opts: { headers?: Record<string, string>; ip?: string } = {},
) {
  return call(start.POST, "POST", `/pay/${id}/3ds`, {
    body: { browser: BROWSER, ...body },
    params: { id },
    headers: opts.headers ?? SAME,
    ip: opts.ip,
  });
}

function resultCall(id: string, authId: string, ref: Record<string, unknown>) {
  return call(result.POST, "POST", `/pay/${id}/3ds/${authId}`, {
    body: ref,
    params: { id, authentication_id: authId },
    headers: SAME,
  });
}

function cancelCall(id: string, authId: string, ref: Record<string, unknown>) {
  return call(cancel.POST, "POST", `/pay/${id}/3ds/${authId}/cancel`, {
    body: ref,
    params: { id, authentication_id: authId },
    headers: SAME,
  });
}

function payCall(id: string, body: Record<string, unknown>) {
  return call(pay.POST, "POST", `/pay/${id}/charge`, {
    body: { payment_method: "credit_card", customer, ...body },
    params: { id },
  });
}

async function uses(id: string) {
  const [row] = await (await getDb()).select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row.uses;
}

async function linkCharges(id: string) {
  return (await getDb()).select().from(charges).where(eq(charges.paymentLinkId, id));
}

function tokenOfPath(path: string): string {
  return path.split("/").pop() as string;
}

describe("3-D Secure on the hosted checkout", () => {
  it("a challenge passed, then the payment carries the authentication and takes one use", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const card = await checkoutCard(link.id, CHALLENGE_CARD);

    const res = await startCall(link.id, card);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const auth = res.body.data;
    expect(auth).toMatchObject({ trans_status: "C", status_reason: null });
    // A path on the page's own origin: the page frames it under `frame-src 'self'`.
    expect(auth.challenge_path).toMatch(/^\/3ds\/challenge\/chl_/);
    // Authenticating takes no use and charges nothing.
    expect(await uses(link.id)).toBe(0);
    expect(await linkCharges(link.id)).toHaveLength(0);

    // The challenge page may be framed by the checkout's origin alone.
    const page = await challengePage(tokenOfPath(auth.challenge_path));
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors ${ORIGIN}`);
    const done = await postChallenge(tokenOfPath(auth.challenge_path), {
      action: "submit",
      code: sandboxCodeOf(page.body),
    });
    expect(done.status).toBe(200);

    const after = await resultCall(link.id, auth.authentication_id, card);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.data).toMatchObject({ trans_status: "Y", challenge_path: null });

    const paid = await payCall(link.id, { ...card, three_ds_authentication_id: auth.authentication_id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ paid: true, status: "captured" });
    const [charge] = await linkCharges(link.id);
    expect(charge).toMatchObject({
      threeDsAuthenticationId: auth.authentication_id,
      threeDsTransStatus: "Y",
      threeDsLiabilityShift: true,
    });
    expect(await uses(link.id)).toBe(1);
  });

  it("a canceled challenge charges nothing, takes no use, and cannot pay", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m, { max_uses: 1 });
    const card = await checkoutCard(link.id, CHALLENGE_CARD);
    const auth = (await startCall(link.id, card)).body.data;

    const canceled = await cancelCall(link.id, auth.authentication_id, card);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({ trans_status: "N", status_reason: "challenge_canceled" });
    // The challenge is over: its page is gone.
    expect((await challengePage(tokenOfPath(auth.challenge_path))).status).toBe(404);
    // A second cancel answers the ended state as it is.
    expect((await cancelCall(link.id, auth.authentication_id, card)).body.data.trans_status).toBe("N");

    const refused = await payCall(link.id, { ...card, three_ds_authentication_id: auth.authentication_id });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("authentication_failed");
    expect(await uses(link.id)).toBe(0);
    expect((await linkCharges(link.id)).filter((c) => c.status === "captured")).toHaveLength(0);

    // The link's one use is still there for the buyer's next try.
    const again = await checkoutCard(link.id, "4000000000003055");
    const frictionless = await startCall(link.id, again);
    expect(frictionless.body.data).toMatchObject({ trans_status: "Y", challenge_path: null });
    const paid = await payCall(link.id, {
      ...again,
      three_ds_authentication_id: frictionless.body.data.authentication_id,
    });
    expect(paid.body.data).toMatchObject({ paid: true });
    expect(await uses(link.id)).toBe(1);
  });

  it("a card whose issuer refuses authentication is answered N, and a link without an amount authenticates the buyer's", async () => {
    const m = await createTestMerchant();
    const open = await newLink(m, { amount: null });
    const card = await checkoutCard(open.id, "4000000000003063");
    expect((await startCall(open.id, card)).status).toBe(400); // the amount is required here
    const res = await startCall(open.id, { ...card, amount: 5000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ trans_status: "N", status_reason: "authentication_failed" });
    // An authentication of another amount cannot pay this one.
    const mismatch = await checkoutCard(open.id, "4111111111111111");
    const y = (await startCall(open.id, { ...mismatch, amount: 5000 })).body.data;
    const refused = await payCall(open.id, {
      ...mismatch,
      amount: 6000,
      three_ds_authentication_id: y.authentication_id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("authentication_amount_mismatch");
  });
});

describe("3-D Secure on the hosted checkout: what it refuses", () => {
  it("refuses another site, a bad body, a token not of this page, and a closed link", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const card = await checkoutCard(link.id, CHALLENGE_CARD);

    const crossSite = await startCall(link.id, card, {
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe("csrf");

    const noBrowser = await call(start.POST, "POST", `/pay/${link.id}/3ds`, {
      body: card,
      params: { id: link.id },
      headers: SAME,
    });
    expect(noBrowser.status).toBe(400);
    expect(noBrowser.body.error.param).toBe("browser");
    const extra = await startCall(link.id, { ...card, card_number: "4111111111111111" });
    expect(extra.status).toBe(400);

    // Another link's token, another session, a vault token: one answer, and never a 500.
    const other = await newLink(m);
    const foreign = await checkoutCard(other.id, CHALLENGE_CARD);
    for (const body of [
      foreign,
      { ...card, checkout_session: foreign.checkout_session },
      { token: "tok_abcdefghijklmnopqrstuv", checkout_session: card.checkout_session },
    ]) {
      const res = await startCall(link.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_token", param: "token" });
    }

    // A used token (its payment went through) cannot be authenticated again.
    const used = await checkoutCard(link.id, "4111111111111111");
    expect((await payCall(link.id, used)).body.data.paid).toBe(true);
    expect((await startCall(link.id, used)).body.error.code).toBe("invalid_token");

    // A fixed-amount link refuses another amount; unknown links are 404.
    expect((await startCall(link.id, { ...card, amount: 1 })).status).toBe(400);
    const missing = "0190aaaa-0000-7000-8000-000000000000";
    expect((await startCall(missing, card)).status).toBe(404);
    expect((await startCall("not-a-uuid", card)).status).toBe(404);

    const off = await call(item.DELETE, "DELETE", `/v1/payment-links/${link.id}`, {
      auth: m.auth,
      params: { id: link.id },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const closed = await startCall(link.id, card);
    expect(closed.status).toBe(422);
    expect(closed.body.error.code).toBe("link_inactive");
  });

  it("answers an authentication only to the page that made it", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const card = await checkoutCard(link.id, CHALLENGE_CARD);
    const auth = (await startCall(link.id, card)).body.data;
    // Another buyer's page, with another card.
    const otherPage = await checkoutCard(link.id, "4111111111111111");
    for (const ref of [otherPage, { ...card, checkout_session: otherPage.checkout_session }]) {
      expect((await resultCall(link.id, auth.authentication_id, ref)).status).toBe(404);
      expect((await cancelCall(link.id, auth.authentication_id, ref)).status).toBe(404);
    }
    const other = await newLink(m);
    expect((await resultCall(other.id, auth.authentication_id, card)).status).toBe(404);
    expect((await resultCall(link.id, "0190aaaa-0000-7000-8000-000000000000", card)).status).toBe(404);
    expect((await resultCall(link.id, "nope", card)).status).toBe(404);
    // The wrong page's cancel ended nothing.
    expect((await resultCall(link.id, auth.authentication_id, card)).body.data.trans_status).toBe("C");
  });

  it("is rate limited per address and link, on its own budget", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    await startOfRoomyWindow(10);
    let last = 0;
    for (let i = 0; i <= config().PAY_RATE_LIMIT_PER_IP; i++)
      last = (await startCall(link.id, { token: "ctok_x", checkout_session: "cs_x" }, { ip: "198.51.100.77" })).status;
    expect(last).toBe(429);
    // Another address is another budget.
    expect(
      (await startCall(link.id, { token: "ctok_x", checkout_session: "cs_x" }, { ip: "198.51.100.78" })).status,
    ).toBe(400);
  });
});

describe("the pages that show the challenge allow its frame, from this origin only", () => {
  it("/pay/{id} allows `frame-src 'self'`", async () => {
    const m = await createTestMerchant();
    const link = await newLink(m);
    const res = await pageGET(new Request(`http://localhost/pay/${link.id}`), {
      params: Promise.resolve({ id: link.id }),
    });
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await res.text();
    // The challenge's modal: a labelled dialog with a cancel button.
    expect(html).toMatch(/<dialog class="three-ds" id="three-ds" aria-labelledby="three-ds-title"/);
    expect(html).toContain('id="three-ds-cancel"');
  });

  it("offers Apple Pay only once the page's script finds ApplePaySession; an Apple-Pay-only link can say why not", async () => {
    const m = await createTestMerchant();
    const page = async (methods: string[]) => {
      const link = await newLink(m, { allowed_payment_methods: methods });
      const res = await pageGET(new Request(`http://localhost/pay/${link.id}`), {
        params: Promise.resolve({ id: link.id }),
      });
      return { html: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
    };
    const both = await page(["credit_card", "apple_pay"]);
    expect(both.html).toMatch(/<div class="methods" role="radiogroup"[^>]* hidden data-needs-apple-pay>/);
    const appleOnly = await page(["apple_pay"]);
    expect(appleOnly.html).toMatch(/<p class="alert alert-info" id="apple-pay-unavailable" role="status" hidden>/);
    // No card, no challenge: that page frames nothing and has no 3-D Secure modal.
    expect(appleOnly.csp).not.toContain("frame-src");
    expect(appleOnly.html).not.toContain('id="three-ds"');
  });

  it("the SDK demo allows `frame-src 'self'` (its 3-D Secure modal frames the challenge)", async () => {
    const res = await demo.GET(new Request("http://localhost/sdk/demo.html"));
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toMatch(/frame-src[^;]*\*/);
  });
});
