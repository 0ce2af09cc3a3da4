import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, call, hasEnvelope, type Answer } from "./support/http";
import { baseEnv, PORT_BASE, startApp, type App } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { dumpForSecretsScan, recordFigures } from "./support/run-dir";
import { ThrowawayCluster } from "./support/throwaway-cluster";

/**
 * Part 5: PostgreSQL stops under traffic (a cluster of this test's own on another port) and comes
 * back: answers are fast 503s with the envelope meanwhile, and the same process recovers.
 */
const PG_PORT = Number(process.env.RELIABILITY_OUTAGE_PG_PORT ?? 55432);
const OUTAGE_MS = 10_000;
/** No answer may take longer: the connect timeout (5 s) plus a margin for a loaded machine. */
const MAX_ANSWER_MS = 9_000;

const cluster = new ThrowawayCluster(PG_PORT);
let app: App;
let accounts: Accounts;

beforeAll(async () => {
  cluster.init().start();
  const admin = postgres(cluster.url(), { max: 1, onnotice: () => {} });
  await admin.unsafe("create database rel_outage");
  await admin.end();
  const env = baseEnv(cluster.url("rel_outage"));
  accounts = await provision(env);
  app = await startApp("outage-app", PORT_BASE + 30, env).ready();
});

afterAll(async () => {
  await app?.stop();
  // The dump joins the others for the secrets scan (part 8).
  try {
    cluster.start();
    dumpForSecretsScan("rel_outage", cluster.url("rel_outage"));
  } finally {
    cluster.remove();
  }
});

type Phase = "before" | "outage" | "after";
interface Seen {
  phase: Phase;
  what: string;
  answer: Answer;
}

describe("part 5: database outage", () => {
  it("answers fast 503s with the envelope while PostgreSQL is down, and recovers in the same process", async () => {
    const client = new Client(app.url, accounts.merchants[0]);
    const token = await client.tokenize("visa");
    const pid = app.pid;
    let phase: Phase = "before";
    let stop = false;
    const seen: Seen[] = [];
    const traffic = Array.from({ length: 4 }, async (_, w) => {
      let i = 0;
      while (!stop) {
        const what = ["create charge", "list charges", "ready", "balance"][(w + i++) % 4];
        const p = phase;
        const answer =
          what === "create charge"
            ? await client.charge(token, 1_000 + i)
            : what === "list charges"
              ? await client.call("GET", "/v1/charges?limit=5")
              : what === "ready"
                ? await call(app.url, "GET", "/ready")
                : await client.call("GET", "/v1/wallets");
        seen.push({ phase: p === phase ? p : "outage", what, answer });
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await new Promise((r) => setTimeout(r, 3_000));
    phase = "outage";
    cluster.stop("fast");
    const downAt = Date.now();
    // The balancer's probe says so quickly.
    let readyDown: Answer | undefined;
    for (let i = 0; i < 20; i++) {
      readyDown = await call(app.url, "GET", "/ready");
      if (readyDown.status === 503) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - downAt))));
    cluster.start();
    const upAt = Date.now();
    phase = "after";
    let recoveredMs = -1;
    for (let i = 0; i < 120; i++) {
      const r = await client.charge(token, 4_242);
      if (r.status === 201) {
        recoveredMs = Date.now() - upAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 3_000));
    stop = true;
    await Promise.all(traffic);
    const readyUp = await call(app.url, "GET", "/ready");

    const during = seen.filter((s) => s.phase === "outage");
    const bad = seen.filter(
      (s) =>
        s.answer.status === 0 ||
        s.answer.status === 500 ||
        (s.answer.status >= 400 && s.what !== "ready" && !hasEnvelope(s.answer.body)) ||
        s.answer.ms > MAX_ANSWER_MS,
    );
    const statuses = (list: Seen[]) => {
      const out: Record<string, number> = {};
      for (const s of list) out[s.answer.status] = (out[s.answer.status] ?? 0) + 1;
      return out;
    };
    recordFigures("5. database outage", {
      requests: seen.length,
      outage_seconds: OUTAGE_MS / 1000,
      before: statuses(seen.filter((s) => s.phase === "before")),
      during: statuses(during),
      after: statuses(seen.filter((s) => s.phase === "after")),
      slowest_answer_during_ms: Math.max(...during.map((s) => s.answer.ms)),
      ready_during: readyDown?.status,
      ready_after: readyUp.status,
      recovered_after_restart_ms: recoveredMs,
      same_process: app.running && app.pid === pid,
      bad: bad.length,
    });
    expect(bad.map((s) => `${s.what}: ${s.answer.status} in ${s.answer.ms} ms ${s.answer.text.slice(0, 200)}`)).toEqual(
      [],
    );
    expect(readyDown?.status).toBe(503);
    expect(during.filter((s) => s.answer.status === 503).length).toBeGreaterThan(0);
    for (const s of during.filter((x) => x.answer.status === 503 && x.what !== "ready"))
      expect(s.answer.body.error.code).toBe("service_unavailable");
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(readyUp.status).toBe(200);
    expect(app.running && app.pid === pid).toBe(true);
  });
});
