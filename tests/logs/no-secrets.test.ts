import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLogSink, log } from "@/server/platform/log";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as keyRoute from "@/app/v1/api-keys/[id]/route";
import { runCommand } from "@/server/registries/cli/run-command";
import { verifyCredentials } from "@/server/accounts/auth/verify-credentials";
import { basic, createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { findSecrets, rememberSecret } from "../support/log-guard";

const lines: string[] = [];
let remove: () => void;
beforeAll(() => {
  remove = addLogSink((line) => lines.push(line));
});
afterAll(() => remove());

describe("log lines never carry a secret", () => {
  it("across key creation, authentication failures, the CLI and sign-in", async () => {
    const m = await createTestMerchant();
    rememberSecret(m.secretKey);
    const created = await call<{ data: { id: string; secret_key: string } }, Record<string, never>>(
      keysRoute.POST,
      "POST",
      "/v1/api-keys",
      { auth: m.auth, body: { name: "logs" } },
    );
    expect(created.status).toBe(201);
    const secret = created.body.data.secret_key;
    rememberSecret(secret);
    // A wrong secret that differs from the real one by one character, and a request with no key at all.
    expect(
      (await call(keysRoute.GET, "GET", "/v1/api-keys", { auth: basic(m.publicKey, secret.slice(0, -1) + "x") }))
        .status,
    ).toBe(401);
    expect(
      (await call(keysRoute.GET, "GET", "/v1/api-keys", { auth: `Basic ${Buffer.from(secret).toString("base64")}` }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${created.body.data.id}`, {
          auth: m.auth,
          body: { name: secret.repeat(3), extra: secret },
        })
      ).status,
    ).toBe(400);

    const cli = (await runCommand("create-merchant", { name: "Loja Log", email: "log@example.com" })) as {
      user: { password: string };
      api_key: { secret_key: string };
    };
    rememberSecret(cli.user.password);
    rememberSecret(cli.api_key.secret_key);
    expect(await verifyCredentials("log@example.com", cli.user.password)).not.toBeNull();
    expect(await verifyCredentials("log@example.com", "not-the-password")).toBeNull();

    // Even a careless log call is scrubbed before it is written anywhere.
    log.error("careless", {
      note: `key ${secret}`,
      password: cli.user.password,
      card: "4111 1111 1111 1111",
      error: new Error(`boom ${secret}`),
    });

    expect(lines.length).toBeGreaterThan(3);
    const leaks = lines.filter((l) => findSecrets(l).length > 0);
    expect(leaks).toEqual([]);
  });

  it("the detector finds what it must (so the check above can fail)", () => {
    const secret = "sk_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v";
    expect(findSecrets(`{"msg":"x","k":"${secret}"}`, [])).toContain("api secret");
    expect(findSecrets(`{"pan":"4111 1111 1111 1111"}`, [])).toContain("card number");
    expect(findSecrets(`{"n":"5555555555554444"}`, [])).toContain("card number");
    expect(findSecrets(`{"whsec":"whsec_c2VjcmV0c2VjcmV0c2VjcmV0"}`, [])).toContain("webhook secret");
    expect(findSecrets(`{"cvv":"123"}`, [])).toContain("cvv");
    expect(findSecrets(`{"p":"Dwn6-6FWN-aRJe-WvEs"}`, ["Dwn6-6FWN-aRJe-WvEs"])).toContain("registered secret");
    // Clean lines stay clean: redacted markers, request ids, timestamps.
    expect(findSecrets(`{"time":"2026-11-21T12:00:00.000Z","k":"sk_[redacted]","ms":1763726400000}`, [])).toEqual([]);
    expect(
      findSecrets(`{"path":"/v1/postbacks/delivery-logs/01a1fe63-31b3-7663-9051-45563da9cd94/resend"}`, []),
    ).toEqual([]);
    expect(findSecrets(`{"msg":"card 4111-1111-1111-1111 seen"}`, [])).toContain("card number");
    // An e-mail hash whose digits between letters pass Luhn (it failed a CI run as a "card number").
    const emailHash = "bb1553c3efd9e492278010990d3056445742306f213917994910a08ff88452e1";
    expect(findSecrets(`{"msg":"step-up throttled","emailHash":"${emailHash}","ip":"203.0.113.9"}`, [])).toEqual([]);
    expect(findSecrets(`{"msg":"x","n":"4111111111111111","emailHash":"${emailHash}"}`, [])).toContain("card number");
  });
});
