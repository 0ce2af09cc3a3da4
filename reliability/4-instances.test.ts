import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { Client, call, basic, CARDS } from "./support/http";
import { checkMoney, moneyIsSound } from "./support/invariants";
import { baseEnv, PORT_BASE, ROOT, startApp, startWorker, type App, type Proc } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { Receiver } from "./support/receiver";
import { recordFigures, recordSecrets } from "./support/run-dir";

/**
 * Part 4: two app processes and two `npm run worker` processes started at the same moment over one
 * empty database (the migrations and the first-start seed run under advisory locks), then load.
 */
const PORTS = [PORT_BASE + 20, PORT_BASE + 21];
const RATE_LIMIT = 10;

let sql: Sql;
let env: NodeJS.ProcessEnv;
let accounts: Accounts;
let apps: App[] = [];
let workers: Proc[] = [];
const receiver = new Receiver();
const ADMIN_EMAIL = "first-admin@rel.test";

beforeAll(async () => {
  const db = await createDatabase("instances");
  env = baseEnv(db.url, {
    FIRST_ADMIN_EMAIL: ADMIN_EMAIL,
    FIRST_ADMIN_PASSWORD: "a-long-password-for-reliability",
    TOKENIZE_RATE_LIMIT_PER_IP: String(RATE_LIMIT),
  });
  sql = sqlClient(db.url);
  await receiver.start(PORT_BASE + 81);
});

afterAll(async () => {
  await Promise.all([...apps, ...workers].map((p) => p.stop()));
  await receiver.close();
  await sql?.end();
});

describe("part 4: several instances", () => {
  it("two apps and two workers started together over an empty database migrate once and all come up", async () => {
    apps = PORTS.map((port, i) => startApp(`instances-app-${i}`, port, env));
    workers = [0, 1].map((i) => startWorker(`instances-worker-${i}`, env));
    await Promise.all([...apps.map((a) => a.ready()), ...workers.map((w) => w.waitFor(/worker running/, 180_000))]);
    const files = fs.readdirSync(path.join(ROOT, "db", "migrations")).filter((f) => f.endsWith(".sql")).length;
    const [{ applied, distinct }] = await sql<{ applied: number; distinct: number }[]>`
      select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
    const [{ admins }] = await sql<
      { admins: number }[]
    >`select count(*)::int as admins from users where email = ${ADMIN_EMAIL}`;
    const failures = [...apps, ...workers]
      .filter((p) => /start-up failed|seed failed/.test(p.output))
      .map((p) => p.name);
    recordFigures("4a. concurrent start", {
      processes: 4,
      migrations: files,
      applied,
      distinct,
      first_admins: admins,
      failures,
    });
    expect(applied).toBe(files);
    expect(distinct).toBe(files);
    expect(admins).toBe(1);
    expect(failures).toEqual([]);
    accounts = await provision(env);
  });

  it("under load over both apps: no delivery sent twice, no receivable settled twice", async () => {
    const clients = apps.map((a) => new Client(a.url, accounts.merchants[0]));
    const platforms = apps.map((a) => new Client(a.url, accounts.platform));
    for (let i = 0; i < 2; i++) {
      const r = await clients[i].post("/v1/postbacks/endpoints", { url: `${receiver.url}/hook${i}` });
      expect(r.status, r.text).toBe(201);
      recordSecrets("whsec", [r.body.data.secret]);
    }
    const token = await clients[0].tokenize("visa");
    const statuses: Record<string, number> = {};
    const count = (s: number) => (statuses[s] = (statuses[s] ?? 0) + 1);
    let n = 0;
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    await Promise.all(
      Array.from({ length: 6 }, async (_, w) => {
        while (n < 60) {
          const i = n++;
          const r = await clients[i % 2].charge(token, 2_000 + i, { installments: 1 + (i % 4) });
          count(r.status);
          // Settlement runs on both apps at once, over the same due receivables.
          if (i % 10 === w) count((await platforms[i % 2].post("/v1/settlements", { as_of: day(31 + i) })).status);
        }
      }),
    );
    await Promise.all(
      platforms.map((p) => p.post("/v1/settlements", { as_of: day(200) }).then((r) => count(r.status))),
    );
    const [{ events }] = await sql<
      { events: number }[]
    >`select count(*)::int as events from events where merchant_id = ${accounts.merchants[0].id}`;
    await receiver.waitFor(() => receiver.unique >= events * 2, 240_000, "every delivery");
    await new Promise((r) => setTimeout(r, 3_000));
    const money = await checkMoney(sql);
    const [{ deliveries }] = await sql<
      { deliveries: number }[]
    >`select count(*)::int as deliveries from webhook_deliveries`;
    recordFigures("4b. load over two apps and two workers", {
      http_statuses: statuses,
      events,
      deliveries,
      received: receiver.requests,
      sent_twice: receiver.duplicates().length,
      receivables_settled_twice: money.receivablesSettledTwice,
    });
    expect(
      Object.keys(statuses).every((s) => s === "200" || s === "201"),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(receiver.duplicates()).toEqual([]);
    expect(receiver.unique).toBe(deliveries);
    expect(moneyIsSound(money), JSON.stringify(money)).toBe(true);
  });

  it("rate limits are shared between the instances", async () => {
    // One client address, alternating between the two apps: the budget is the configured one, not twice it.
    // The windows are fixed and aligned (60 s by default): start where the 20 requests end in the same window, or a
    // window's end would give them two budgets (a run saw 17 accepted, which a window ending mid-run explains).
    const windowMs = 60_000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const answers = [];
    for (let i = 0; i < RATE_LIMIT * 2; i++) {
      answers.push(
        await call(apps[i % 2].url, "POST", "/tokenize", {
          auth: basic({ publicKey: accounts.merchants[1].publicKey }),
          body: {
            card: {
              number: CARDS.visa.number,
              holderName: "MARIA",
              expirationMonth: "12",
              expirationYear: "2034",
              cvv: CARDS.visa.cvv,
            },
          },
        }),
      );
    }
    const accepted = answers.filter((r) => r.status === 200 || r.status === 201).length;
    const limited = answers.filter((r) => r.status === 429).length;
    recordFigures("4c. shared rate limit", { limit_per_ip: RATE_LIMIT, sent: answers.length, accepted, limited });
    expect(accepted).toBeLessThanOrEqual(RATE_LIMIT);
    expect(limited).toBeGreaterThanOrEqual(RATE_LIMIT);
  });
});
