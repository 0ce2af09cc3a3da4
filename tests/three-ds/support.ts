import * as collection from "@/app/v1/3ds/authentications/route";
import * as item from "@/app/v1/3ds/authentications/[id]/route";
import * as cancel from "@/app/v1/3ds/authentications/[id]/cancel/route";
import * as challenge from "@/app/3ds/challenge/[token]/route";
import type { TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { tokenFor } from "../charges/support";

export const MERCHANT_ORIGIN = "https://loja.example.com";

export const BROWSER = {
  accept_header: "text/html,application/json",
  language: "pt-BR",
  color_depth: 24,
  screen_height: 900,
  screen_width: 1440,
  time_zone_offset: 180,
  user_agent: "Mozilla/5.0 (test)",
  java_enabled: false,
  javascript_enabled: true,
};

/** POST /v1/3ds/authentications as the SDK would, from MERCHANT_ORIGIN, with the public key. */
export async function authenticate(
  m: TestMerchant,
  opts: { number?: string; token?: string; amount?: number; currency?: string; origin?: string | null } = {},
) {
  const token = opts.token ?? (await tokenFor(m, opts.number ?? "4000000000003055"));
  const origin = opts.origin === undefined ? MERCHANT_ORIGIN : opts.origin;
  const res = await call(collection.POST, "POST", "/v1/3ds/authentications", {
    auth: m.publicAuth,
    headers: origin ? { origin } : {},
    body: { token, amount: opts.amount ?? 10000, currency: opts.currency ?? "BRL", browser: BROWSER },
  });
  return Object.assign(res, { token });
}

export async function getAuthentication(m: TestMerchant, id: string) {
  return call(item.GET, "GET", `/v1/3ds/authentications/${id}`, { auth: m.publicAuth, params: { id } });
}

export async function cancelAuthentication(m: TestMerchant, id: string) {
  return call(cancel.POST, "POST", `/v1/3ds/authentications/${id}/cancel`, { auth: m.publicAuth, params: { id } });
}

/** The challenge token of a challenge_url. */
export function challengeTokenOf(url: string): string {
  return new URL(url).pathname.split("/").pop() as string;
}

export async function challengePage(token: string, headers: Record<string, string> = {}) {
  return call(challenge.GET, "GET", `http://localhost/3ds/challenge/${token}`, { params: { token }, headers });
}

/** The challenge form, posted from the page itself (same origin). */
export async function postChallenge(token: string, form: Record<string, string>, origin = "http://localhost") {
  return call(challenge.POST, "POST", `http://localhost/3ds/challenge/${token}`, {
    params: { token },
    body: new URLSearchParams(form).toString(),
    headers: { origin, host: "localhost", "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The sandbox code printed on the challenge page. */
export function sandboxCodeOf(html: string): string {
  const match = html.match(/data-testid="sandbox-code">(\d{6})</);
  if (!match) throw new Error("no sandbox code on the page");
  return match[1];
}
