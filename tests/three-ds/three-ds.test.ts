import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { threeDsAuthentications } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { createTestMerchant } from "@/tests/support/fixtures";
import { cardBody, postCharge, tokenFor } from "../charges/support";
import {
  MERCHANT_ORIGIN,
  authenticate,
  cancelAuthentication,
  challengePage,
  challengeTokenOf,
  getAuthentication,
  postChallenge,
  sandboxCodeOf,
} from "./support";

describe("3-D Secure authentications (sandbox directory server and ACS)", () => {
  it.each(
    (
      [
        ["4000000000003055", "Y", "05", true, null],
        ["5555555555554444", "Y", "02", true, null],
        ["4000000000003105", "A", "06", true, null],
        ["4000000000003063", "N", null, false, "authentication_failed"],
        ["4000000000003204", "R", null, false, "rejected_by_issuer"],
        ["4000000000003303", "U", null, false, "issuer_unavailable"],
      ] as const
    )
      // Titles name a card by its last digits: a slow test's title reaches the log, which holds no card number.
      .map(
        ([number, status, eci, shift, reason]) => [`…${number.slice(-4)}`, status, eci, shift, reason, number] as const,
      ),
  )("card %s → %s, ECI %s", async (_last4, status, eci, shift, reason, number) => {
    const m = await createTestMerchant();
    const res = await authenticate(m, { number });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const a = res.body.data;
    expect(a).toMatchObject({ trans_status: status, eci, liability_shift: shift, status_reason: reason });
    expect(a.challenge_url).toBeNull();
    expect(a.card.last_four).toBe(number.slice(-4));
    expect(new Date(a.expires_at).getTime() - new Date(a.created_at).getTime()).toBe(10 * 60 * 1000);
    expect((await getAuthentication(m, a.id)).body.data).toEqual(a);
  });

  it("refuses another merchant's token, a secret-less bad key, and a bad browser block", async () => {
    const a = await createTestMerchant();
    const b = await createTestMerchant();
    const foreign = await authenticate(b, { token: await tokenFor(a) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({ code: "invalid_token", param: "token" });
  });

  it("challenge: the page shows the code to the framed buyer only; the right code authenticates", async () => {
    const m = await createTestMerchant();
    const res = await authenticate(m, { number: "4000000000003220" });
    const auth = res.body.data;
    expect(auth).toMatchObject({ trans_status: "C", eci: null, liability_shift: false });
    expect(auth.challenge_url).toMatch(/\/3ds\/challenge\/chl_/);
    const token = challengeTokenOf(auth.challenge_url);

    const page = await challengePage(token);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    // Only the page that started the authentication may frame it; no CORS, so no other origin reads it.
    expect(csp).toContain(`frame-ancestors ${MERCHANT_ORIGIN}`);
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("no-store");
    const code = sandboxCodeOf(page.body);
    // The API never answers the code.
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect(JSON.stringify((await getAuthentication(m, auth.id)).body)).not.toContain(code);

    const wrong = code === "000000" ? "111111" : "000000";
    const first = await postChallenge(token, { action: "submit", code: wrong });
    expect(first.status).toBe(200);
    expect(first.body).toContain("2");
    expect((await getAuthentication(m, auth.id)).body.data.trans_status).toBe("C");

    const done = await postChallenge(token, { action: "submit", code });
    expect(done.status).toBe(200);
    // The end tells the embedding page, and only its origin, that the challenge is over.
    expect(done.body).toContain(`"${MERCHANT_ORIGIN}"`);
    expect(done.body).toContain("pagamentos:3ds-challenge");
    expect(done.body).not.toContain(code);
    const final = (await getAuthentication(m, auth.id)).body.data;
    expect(final).toMatchObject({ trans_status: "Y", eci: "05", liability_shift: true, challenge_url: null });

    // The challenge is over: its page is gone, and so is the code from the database.
    expect((await challengePage(token)).status).toBe(404);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(threeDsAuthentications)
      .where(eq(threeDsAuthentications.id, auth.id));
    expect(row.challengeCode).toBeNull();
    expect(row.challengeToken).toBeNull();
  });

  it("challenge: three wrong codes end it N challenge_failed", async () => {
    const m = await createTestMerchant();
    const auth = (await authenticate(m, { number: "4000000000003220" })).body.data;
    const token = challengeTokenOf(auth.challenge_url);
    const code = sandboxCodeOf((await challengePage(token)).body);
    const wrong = code === "000000" ? "111111" : "000000";
    await postChallenge(token, { action: "submit", code: wrong });
    await postChallenge(token, { action: "submit", code: wrong });
    expect((await getAuthentication(m, auth.id)).body.data.trans_status).toBe("C");
    await postChallenge(token, { action: "submit", code: wrong });
    expect((await getAuthentication(m, auth.id)).body.data).toMatchObject({
      trans_status: "N",
      status_reason: "challenge_failed",
      liability_shift: false,
    });
    // Even the right code is too late now.
    expect((await postChallenge(token, { action: "submit", code })).status).toBe(404);
  });

  it("challenge: cancel (the page's button or the SDK's call) ends it N challenge_canceled", async () => {
    const m = await createTestMerchant();
    const viaPage = (await authenticate(m, { number: "4000000000003220" })).body.data;
    await postChallenge(challengeTokenOf(viaPage.challenge_url), { action: "cancel" });
    expect((await getAuthentication(m, viaPage.id)).body.data).toMatchObject({
      trans_status: "N",
      status_reason: "challenge_canceled",
    });
    const viaApi = (await authenticate(m, { number: "4000000000003220" })).body.data;
    const canceled = await cancelAuthentication(m, viaApi.id);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ trans_status: "N", status_reason: "challenge_canceled" });
    // A cancel after the end changes nothing.
    const y = (await authenticate(m)).body.data;
    expect((await cancelAuthentication(m, y.id)).body.data.trans_status).toBe("Y");
  });

  it("challenge page: cannot be posted from another origin, nor framed when no page started it", async () => {
    const m = await createTestMerchant();
    const auth = (await authenticate(m, { number: "4000000000003220", origin: null })).body.data;
    const token = challengeTokenOf(auth.challenge_url);
    expect((await challengePage(token)).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const csrf = await postChallenge(token, { action: "cancel" }, "https://evil.example");
    expect(csrf.status).toBe(403);
    expect((await getAuthentication(m, auth.id)).body.data.trans_status).toBe("C");
    // A form post from the page itself: its no-referrer policy makes the browser send Origin "null".
    const fromPage = await postChallenge(token, { action: "submit", code: "000001" }, "null");
    expect(fromPage.status).toBe(403);
    const { POST } = await import("@/app/3ds/challenge/[token]/route");
    const nullOrigin = (site: string) =>
      POST(
        new Request(`http://localhost/3ds/challenge/${token}`, {
          method: "POST",
          headers: { origin: "null", "sec-fetch-site": site, host: "localhost" },
          body: "action=submit&code=000001",
        }),
        { params: Promise.resolve({ token }) },
      );
    expect((await nullOrigin("cross-site")).status).toBe(403);
    expect((await nullOrigin("same-origin")).status).toBe(200);
    // A malformed or unknown token is the same 404.
    expect((await challengePage("chl_nope")).status).toBe(404);
    expect((await challengePage("chl_" + "a".repeat(32))).status).toBe(404);
  });

  it("keeps no card number in any authentication", async () => {
    const m = await createTestMerchant();
    const numbers = ["4000000000003055", "4000000000003220", "4000000000003063"];
    for (const number of numbers) await authenticate(m, { number });
    const rows = await (
      await getDb()
    )
      .select()
      .from(threeDsAuthentications)
      .where(eq(threeDsAuthentications.merchantId, m.id));
    const dump = JSON.stringify(rows);
    for (const number of numbers) expect(dump).not.toContain(number);
    expect(dump).not.toContain("400000000000");
  });
});

describe("charges with a 3-D Secure authentication", () => {
  const withAuth = (token: string, id: string, extra: Record<string, unknown> = {}) =>
    cardBody(token, {
      payment_details: { token, installments: 1, three_ds_authentication_id: id },
      ...extra,
    });

  it("a frictionless authentication is recorded on the charge, and GET shows it", async () => {
    const m = await createTestMerchant();
    const auth = await authenticate(m);
    const res = await postCharge(m, withAuth(auth.token, auth.body.data.id));
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe("captured");
    expect(res.body.data.three_ds).toEqual({
      authentication_id: auth.body.data.id,
      trans_status: "Y",
      eci: "05",
      liability_shift: true,
    });
    const after = (await getAuthentication(m, auth.body.data.id)).body.data;
    expect(after).toMatchObject({ used: true, charge_id: res.body.data.id });
  });

  it("the challenge card: refused without 3DS, paid after the challenge is passed", async () => {
    const m = await createTestMerchant();
    const token = await tokenFor(m, "4000000000003220");
    const without = await postCharge(m, cardBody(token));
    expect(without.body.data).toMatchObject({ status: "failed", failure_code: "authentication_required" });

    const auth = (await authenticate(m, { token })).body.data;
    const incomplete = await postCharge(m, withAuth(token, auth.id));
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error).toMatchObject({
      code: "authentication_incomplete",
      param: "payment_details.three_ds_authentication_id",
    });
    const challengeToken = challengeTokenOf(auth.challenge_url);
    const code = sandboxCodeOf((await challengePage(challengeToken)).body);
    await postChallenge(challengeToken, { action: "submit", code });
    const paid = await postCharge(m, withAuth(token, auth.id));
    expect(paid.body.data).toMatchObject({
      status: "captured",
      three_ds: { trans_status: "Y", liability_shift: true },
    });
  });

  it("refuses a used, another merchant's, another card's, a failed, an expired authentication, and a different amount", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    const expectRefused = async (body: unknown, code: string, who = m) => {
      const res = await postCharge(who, body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error.code).toBe(code);
    };

    const used = await authenticate(m);
    expect((await postCharge(m, withAuth(used.token, used.body.data.id))).status).toBe(201);
    await expectRefused(withAuth(used.token, used.body.data.id), "authentication_already_used");

    const foreign = await authenticate(other);
    await expectRefused(withAuth(used.token, foreign.body.data.id), "authentication_not_found");

    const otherCard = await authenticate(m, { number: "4111111111111111" });
    await expectRefused(withAuth(used.token, otherCard.body.data.id), "authentication_card_mismatch");

    const fresh = await authenticate(m);
    await expectRefused(withAuth(fresh.token, fresh.body.data.id, { amount: 10001 }), "authentication_amount_mismatch");

    const failed = await authenticate(m, { number: "4000000000003063" });
    await expectRefused(withAuth(failed.token, failed.body.data.id), "authentication_failed");

    const expiring = await authenticate(m);
    await (
      await getDb()
    )
      .update(threeDsAuthentications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(threeDsAuthentications.id, expiring.body.data.id));
    await expectRefused(withAuth(expiring.token, expiring.body.data.id), "authentication_expired");
    // None of the refusals created a charge or used the authentication.
    expect((await getAuthentication(m, fresh.body.data.id)).body.data.used).toBe(false);
  });

  it("two concurrent charges with one authentication: exactly one is created", async () => {
    const m = await createTestMerchant();
    const auth = await authenticate(m);
    const body = withAuth(auth.token, auth.body.data.id);
    const results = await Promise.all([postCharge(m, body), postCharge(m, body), postCharge(m, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
  });
});
