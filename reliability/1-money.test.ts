import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { Client, call, basic } from "./support/http";
import { checkMoney, entriesTakingMainBelowZero, moneyIsSound } from "./support/invariants";
import { adminCli, baseEnv, PORT_BASE, startApp, type App } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { recordFigures } from "./support/run-dir";
import { day, runMoneyMix, SUSPENSION_MARGIN_MS } from "./support/money-mix";

/** Part 1 (money under concurrency) and part 2 (idempotency), on one app over one fresh database. */
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 8);
const OPS_PER_CLIENT = Number(process.env.RELIABILITY_OPS ?? 40);
const SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_516);

let app: App;
let sql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;

beforeAll(async () => {
  const db = await createDatabase("money");
  env = baseEnv(db.url);
  accounts = await provision(env);
  app = await startApp("money-app", PORT_BASE, env).ready();
  sql = sqlClient(db.url);
});

afterAll(async () => {
  await app?.stop();
  await sql?.end();
});

describe("part 1: money under concurrency", () => {
  it("keeps every ledger invariant under a random concurrent mix", async () => {
    const { counts, fivexx, suspensionWindows, cliRuns, mixMs } = await runMoneyMix({
      appUrls: [app.url],
      env,
      accounts,
      clients: CLIENTS,
      opsPerClient: OPS_PER_CLIENT,
      seed: SEED,
    });
    const platform = new Client(app.url, accounts.platform);

    // Whatever is still due is settled now; the in-app jobs (anticipation payouts, withdrawals) get a moment.
    const last = await platform.post("/v1/settlements", { as_of: day(400) });
    expect(last.status, last.text).toBe(200);
    await new Promise((r) => setTimeout(r, 5_000));

    const money = await checkMoney(sql);
    const ledgerCheck = await adminCli<{ ok: boolean; totals: unknown }>(env, ["ledger-check"]);
    const [rows] = await sql<
      {
        charges: number;
        receivables: number;
        settled: number;
        anticipated: number;
        withdrawals: number;
        refunds: number;
        disputes: number;
        disputes_lost: number;
      }[]
    >`
      select (select count(*)::int from charges) as charges, (select count(*)::int from receivables) as receivables,
        (select count(*)::int from receivables where status = 'settled') as settled,
        (select count(*)::int from receivables where status = 'anticipated') as anticipated,
        (select count(*)::int from withdrawals) as withdrawals, (select count(*)::int from charge_refunds) as refunds,
        (select count(*)::int from disputes) as disputes,
        (select count(*)::int from disputes where status in ('lost', 'accepted')) as disputes_lost`;
    const operations = Object.values(counts).reduce(
      (n, byStatus) => n + Object.values(byStatus).reduce((x, y) => x + y, 0),
      0,
    );
    recordFigures("1. money under concurrency", {
      clients: CLIENTS,
      seed: SEED,
      http_operations: operations,
      by_kind_and_status: counts,
      cli_settlement_runs: cliRuns.map((r) => r.settled),
      mix_seconds: Math.round(mixMs / 1000),
      rows,
      ledger: money,
      ledger_check_ok: ledgerCheck.ok,
      server_errors: fivexx.length,
      suspensions: suspensionWindows.length,
    });
    expect(fivexx).toEqual([]);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
    // A suspended merchant's payouts wait: none started inside a suspension (after a margin for one under way).
    const startedWhileSuspended = [];
    for (const w of suspensionWindows) {
      const from = new Date(w.from.getTime() + SUSPENSION_MARGIN_MS).toISOString();
      const to = new Date(w.to.getTime() - SUSPENSION_MARGIN_MS).toISOString();
      startedWhileSuspended.push(
        ...(await sql`select id from withdrawals where merchant_id = ${w.merchantId}
          and processing_at > ${from}::timestamptz and processing_at < ${to}::timestamptz`),
      );
    }
    expect(startedWhileSuspended).toEqual([]);
    // Refunds never took a merchant's main below its allowance; only a dispute may (entriesTakingMainBelowZero).
    const crossingEntries = await entriesTakingMainBelowZero(sql);
    expect(crossingEntries).toEqual([]);
    expect(suspensionWindows.length).toBeGreaterThan(0);
    expect(ledgerCheck.ok, JSON.stringify(ledgerCheck)).toBe(true);
    // The mix did what it says: money moved through every path.
    expect(counts.charge_captured?.["201"] ?? 0).toBeGreaterThan(0);
    expect(rows.settled).toBeGreaterThan(0);
    expect(counts.dispute_open?.["201"] ?? 0).toBeGreaterThan(0);
    expect((counts.dispute_close?.["200"] ?? 0) + (counts.dispute_accept?.["200"] ?? 0)).toBeGreaterThan(0);
  });
});

describe("part 1c: the security review's cash-out, replayed against the built app", () => {
  it("sends no money to the attacker, holds the anticipation past the day's total, refuses the refund, and balances", async () => {
    // A merchant of its own: the mix above leaves the others' balances wherever it left them.
    const made = await adminCli<{ merchant: { id: string }; api_key: { public_key: string; secret_key: string } }>(
      env,
      [
        "create-merchant",
        "--name",
        "Loja Vazada",
        "--email",
        `leak-${Date.now()}@rel.test`,
        "--document",
        "52998224725",
      ],
    );
    const leaked = new Client(app.url, { publicKey: made.api_key.public_key, secretKey: made.api_key.secret_key });
    const money = async () => {
      const r = await leaked.call<{ data: Array<{ wallet_type: string; balance: number }> }>("GET", "/v1/wallets");
      const of = (type: string) => r.body.data.find((w) => w.wallet_type === type)?.balance ?? 0;
      return { main: of("main"), reserve: of("reserve") };
    };
    // 1. R$ 100.000,00 charged on a card in three installments (receivables to anticipate).
    const token = await leaked.tokenize("visa");
    const first = await leaked.charge(token, 10_000_000, { installments: 3 });
    expect(first.body.data?.status, first.text).toBe("captured");
    // 2. The attacker's Pix key is refused (not the merchant's CPF); a key in the merchant's name cools off.
    const theirs = await leaked.call("PUT", "/v1/recipients/pix_key", {
      key_type: "email",
      key: "ladrao@terceiro.example",
    });
    expect(theirs.status, theirs.text).toBe(422);
    expect(theirs.body.error.code).toBe("recipient_not_owned");
    const own = await leaked.call("PUT", "/v1/recipients/pix_key", { key_type: "random", key: randomUUID() });
    expect(own.status, own.text).toBe(201);
    expect(own.body.data.status).toBe("pending_verification");
    // 3. Spot anticipations of R$ 40.000,00: the first at once, the second past the day's R$ 50.000,00 waits.
    const spot = () => leaked.post("/v1/anticipations", { anticipation_type: "spot", amount: 4_000_000 });
    const a1 = await spot();
    const a2 = await spot();
    expect([a1.body.data?.approval, a1.body.data?.status], a1.text).toEqual(["automatic", "completed"]);
    expect(a2.body.data?.status, a2.text).toBe("pending");
    // 4. A withdrawal of everything in main: taken into reserve, not paid while the key cools off.
    const before = await money();
    expect(before.main).toBeGreaterThan(0);
    const w = await leaked.post("/v1/withdrawals", { amount: before.main - 100, method: "pix" });
    expect(w.status, w.text).toBe(201);
    await new Promise((r) => setTimeout(r, 3_000)); // the app's payout job runs every few seconds
    const paid = await leaked.call("GET", `/v1/withdrawals/${w.body.data.id}`);
    expect(paid.body.data.status).toBe("pending");
    // 5. The full refund of the first charge would take main below its allowance (0): refused, nothing changes.
    const held = await money();
    const refund = await leaked.post(`/v1/charges/${first.body.data.id}/refund`, {});
    expect(refund.status, refund.text).toBe(422);
    expect(refund.body.error.code).toBe("insufficient_balance_for_refund");
    expect(await money()).toEqual(held);
    expect(held.main).toBeGreaterThanOrEqual(0);
    const ledgerCheck = await adminCli<{ ok: boolean }>(env, ["ledger-check"]);
    expect(ledgerCheck.ok, JSON.stringify(ledgerCheck)).toBe(true);
    recordFigures("1c. cash-out replay", {
      attacker_key: theirs.body.error.code,
      own_key: own.body.data.status,
      anticipations: [a1.body.data.status, a2.body.data.status],
      withdrawal: paid.body.data.status,
      refund: refund.body.error.code,
      main_after: held.main,
      ledger_check_ok: ledgerCheck.ok,
    });
  });
});

describe("part 2: idempotency", () => {
  const N = 50;

  async function chargeCount(merchantId: string): Promise<number> {
    const [{ n }] = await sql<
      { n: number }[]
    >`select count(*)::int as n from charges where merchant_id = ${merchantId}`;
    return n;
  }

  it("50 concurrent identical POSTs with one key create one charge", async () => {
    const m = accounts.merchants[0];
    const client = new Client(app.url, m);
    const token = await client.tokenize("visa");
    const before = await chargeCount(m.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: N }, () => client.charge(token, 4321, { key })));
    const after = await chargeCount(m.id);
    const ids = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.data.id));
    const statuses = tally(answers.map((r) => r.status));
    recordFigures("2a. idempotency, identical bodies", { requests: N, statuses, charges_created: after - before });
    expect(after - before).toBe(1);
    expect(ids.size).toBe(1);
    // Every answer is the charge (201, replayed) or "still running, retry" (409 in flight).
    for (const r of answers) {
      if (r.status === 409) expect(r.body.error.code).toBe("idempotency_in_flight");
      else expect(r.status, r.text).toBe(201);
    }
    // Once finished, a retry replays the same charge.
    const replay = await client.charge(token, 4321, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(ids.has(replay.body.data.id)).toBe(true);
  });

  it("50 concurrent POSTs with one key and different bodies create one charge, the rest 409", async () => {
    const m = accounts.merchants[1];
    const client = new Client(app.url, m);
    const token = await client.tokenize("visa");
    const before = await chargeCount(m.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => client.charge(token, 5000 + i, { key })));
    const after = await chargeCount(m.id);
    const created = answers.filter((r) => r.status === 201);
    const statuses = tally(answers.map((r) => r.status));
    recordFigures("2b. idempotency, different bodies", { requests: N, statuses, charges_created: after - before });
    expect(after - before).toBe(1);
    expect(created.length).toBe(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status, r.text).toBe(409);
      expect(["idempotency_key_reused", "idempotency_in_flight"]).toContain(r.body.error.code);
    }
    // The key stays bound to the first body: another body is refused after the fact too.
    const again = await call(app.url, "POST", "/v1/charges", {
      auth: basic(m),
      headers: { "idempotency-key": key },
      body: { amount: 999, payment_method: "credit_card", payment_details: { token } },
    });
    expect(again.status).toBe(409);
  });
});

function tally(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
