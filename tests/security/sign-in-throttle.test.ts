import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { systemCtx } from "@/server/platform/context";
import { getDb, queryRows } from "@/server/platform/db";
import { attemptSignIn } from "@/server/accounts/auth/attempt-sign-in";
import { FREE_FAILURES, LOCKOUT_MS, signInThrottlePurgeJob } from "@/server/accounts/auth/sign-in-throttle";
import { jobs } from "@/server/registries/jobs";
import { addLogSink } from "@/server/platform/log";
import { createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";

/**
 * Sign-in brute force (docs/api/authentication.md): failures per account and per address, counted in
 * the database, growing delays, a lockout at 10 failures, and no e-mail in clear in logs or counters.
 */
const PASSWORD = "senha-muito-segura";
const T0 = Date.parse("2026-11-21T12:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);

async function user(email: string) {
  await createMerchantWithUser({ ctx: systemCtx(), input: { name: "Loja", email, password: PASSWORD } });
}

/** Fails `n` times, each as soon as the previous block allows; answers the clock after the last. */
async function failTimes(email: string, n: number, ip: (i: number) => string, start = 0): Promise<number> {
  let clock = start;
  for (let i = 0; i < n; i++) {
    let outcome = await attemptSignIn({ email, password: "errada", ip: ip(i), now: at(clock) });
    while (!outcome.ok && outcome.reason === "throttled") {
      clock += outcome.retryAfterSeconds * 1000;
      outcome = await attemptSignIn({ email, password: "errada", ip: ip(i), now: at(clock) });
    }
    expect(outcome).toEqual({ ok: false, reason: "invalid" });
  }
  return clock;
}

describe("sign-in throttling", () => {
  it("grows the delay after the third failure and locks the account after the tenth, from any address", async () => {
    await user("ana@example.com");
    const clock = await failTimes("ana@example.com", 4, (i) => `198.51.100.${i + 1}`);
    // The 4th failure blocks the account for a second: even the right password waits.
    const early = await attemptSignIn({
      email: "ana@example.com",
      password: PASSWORD,
      ip: "203.0.113.50",
      now: at(clock),
    });
    expect(early).toEqual({ ok: false, reason: "throttled", retryAfterSeconds: 1 });

    const later = await failTimes("ana@example.com", 6, (i) => `198.51.100.${i + 10}`, clock + 1000);
    const locked = await attemptSignIn({
      email: "ana@example.com",
      password: PASSWORD,
      ip: "203.0.113.51",
      now: at(later),
    });
    expect(locked.ok).toBe(false);
    expect(!locked.ok && locked.reason).toBe("throttled");
    expect(!locked.ok && locked.reason === "throttled" && locked.retryAfterSeconds).toBe(LOCKOUT_MS / 1000);

    const after = await attemptSignIn({
      email: "ana@example.com",
      password: PASSWORD,
      ip: "203.0.113.51",
      now: at(later + LOCKOUT_MS),
    });
    expect(after.ok).toBe(true);
  });

  it("locks an address that tries many accounts, and treats unknown e-mails the same", async () => {
    const clock = 0;
    for (let i = 0; i < 10; i++) {
      const outcome = await attemptSignIn({
        email: `ninguem${i}@example.com`,
        password: "errada",
        ip: "192.0.2.77",
        now: at(clock + i * 61_000),
      });
      expect(outcome.ok).toBe(false);
    }
    await user("bia@example.com");
    const fromThere = await attemptSignIn({
      email: "bia@example.com",
      password: PASSWORD,
      ip: "192.0.2.77",
      now: at(clock + 10 * 61_000),
    });
    expect(!fromThere.ok && fromThere.reason).toBe("throttled");
    const elsewhere = await attemptSignIn({
      email: "bia@example.com",
      password: PASSWORD,
      ip: "192.0.2.78",
      now: at(clock + 10 * 61_000),
    });
    expect(elsewhere.ok).toBe(true);
  });

  it("counts in the database, never keeps or logs the e-mail in clear, and purges old counts", async () => {
    const lines: string[] = [];
    const stop = addLogSink((line) => lines.push(line));
    try {
      await attemptSignIn({ email: "Segredo.Pessoal@Example.com", password: "errada", ip: "192.0.2.9", now: at(0) });
    } finally {
      stop();
    }
    const db = await getDb();
    const rows = await queryRows<{ t: string }>(db, sql`select to_jsonb(s)::text as t from sign_in_throttles s`);
    const dump = rows.map((r) => r.t).join("\n") + lines.join("\n");
    expect(lines.some((l) => l.includes("sign-in refused") && l.includes("emailHash"))).toBe(true);
    expect(dump.toLowerCase()).not.toContain("segredo.pessoal");

    expect(jobs).toContain(signInThrottlePurgeJob);
    await signInThrottlePurgeJob.run(systemCtx({ now: () => at(24 * 3600 * 1000) }));
    const left = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sign_in_throttles`);
    expect(left[0].n).toBe(0);
  });

  // On PostgreSQL these attempts run at once on separate connections: the claim before the check is what
  // keeps them from all being checked (40 parallel wrong passwords were all checked before the fix).
  it("checks attempts sent together no more often than one after another", async () => {
    await user("caio@example.com");
    const wrong = Array.from({ length: 29 }, (_, i) =>
      attemptSignIn({ email: "caio@example.com", password: "errada", ip: `198.51.100.${i + 1}`, now: at(0) }),
    );
    const right = attemptSignIn({ email: "caio@example.com", password: PASSWORD, ip: "203.0.113.9", now: at(0) });
    const outcomes = await Promise.all([...wrong, right]);
    const checked = outcomes.filter((o) => o.ok || o.reason !== "throttled");
    const throttled = outcomes.filter((o) => !o.ok && o.reason === "throttled");
    // Checked one after another, the first FREE_FAILURES + 1 attempts are checked and the 4th failure blocks.
    expect(checked.length).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(throttled.length).toBeGreaterThanOrEqual(30 - (FREE_FAILURES + 1));
    // The right password signs in only when it was among those first checks, never past a block.
    const signedIn = outcomes.filter((o) => o.ok).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    expect(checked.filter((o) => !o.ok).length + signedIn).toBe(checked.length);
  });

  it("locks out 40 wrong passwords sent at once after as few checks as sent one by one", async () => {
    await user("davi@example.com");
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        attemptSignIn({ email: "davi@example.com", password: "errada", ip: "192.0.2.40", now: at(0) }),
      ),
    );
    const invalid = outcomes.filter((o) => !o.ok && o.reason === "invalid").length;
    expect(invalid).toBe(FREE_FAILURES + 1);
    expect(outcomes.filter((o) => !o.ok && o.reason === "throttled")).toHaveLength(40 - invalid);
  });
});
