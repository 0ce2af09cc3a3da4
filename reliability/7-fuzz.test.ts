import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, sqlClient, type Sql } from "./support/database";
import { basic, call, Client, hasEnvelope } from "./support/http";
import {
  deepJsonBody,
  hostileString,
  resolve,
  textOf,
  valueOf,
  type Doc,
  type Operation,
} from "./support/openapi-arbitrary";
import { baseEnv, PORT_BASE, startApp, type App } from "./support/processes";
import { provision, type Accounts } from "./support/provision";
import { recordFigures, recordSecrets, runDir } from "./support/run-dir";

/**
 * Part 7: property-based requests for every operation of /v1/openapi.json (bodies, query strings,
 * headers, ids; huge and unicode values). No 5xx, every 4xx with the envelope, and a 4xx changes
 * nothing: the main tables' row counts are compared around each one (jobs are off, requests one at a
 * time, so nothing else writes). Seeded and bounded: RELIABILITY_FUZZ_RUNS cases per operation.
 */
const SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_516);
const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 40);
const BUDGET_MS = Number(process.env.RELIABILITY_FUZZ_BUDGET_MS ?? 300_000);
/** Tables whose rows are the service's data (not its bookkeeping: idempotency keys, rate limits, sessions). */
const TABLES = [
  "charges",
  "charge_refunds",
  "receivables",
  "ledger_transactions",
  "ledger_entries",
  "wallets",
  "events",
  "webhook_endpoints",
  "webhook_deliveries",
  "payment_links",
  "withdrawals",
  "anticipations",
  "recipients",
  "split_partners",
  "api_keys",
  "users",
  "merchants",
  "card_tokens",
  "three_ds_authentications",
  "fraud_sessions",
];
const METHODS = ["get", "post", "put", "patch", "delete"];

let sql: Sql;
let app: App;
let accounts: Accounts;

beforeAll(async () => {
  const db = await createDatabase("fuzz");
  const env = baseEnv(db.url, { RUN_JOBS_IN_APP: "false" });
  accounts = await provision(env);
  app = await startApp("fuzz-app", PORT_BASE + 50, env).ready();
  sql = sqlClient(db.url);
});

afterAll(async () => {
  await app?.stop();
  await sql?.end();
});

async function counts(): Promise<Record<string, number>> {
  const parts = TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(", ");
  const [row] = await sql.unsafe<Record<string, number>[]>(`select ${parts}`);
  return row;
}

function changed(a: Record<string, number>, b: Record<string, number>): string[] {
  return TABLES.filter((t) => a[t] !== b[t]).map((t) => `${t} ${a[t]}→${b[t]}`);
}

/** Path values go percent-encoded, except the malformed escapes meant to reach the server as they are. */
function pathValue(v: string): string {
  const s = v.slice(0, 600);
  if (/^%([0-9A-F]{2})?$/.test(s)) return s;
  // A lone surrogate cannot be percent-encoded; it travels as U+FFFD, as a browser would send it.
  return encodeURIComponent(s.toWellFormed()) || "%20";
}

describe("part 7: fuzzing every documented operation", () => {
  it("answers no 5xx, the envelope on every 4xx, and changes nothing on a 4xx", async () => {
    const owner = new Client(app.url, accounts.merchants[0]);
    const docAnswer = await call(app.url, "GET", "/v1/openapi.json");
    expect(docAnswer.status).toBe(200);
    const doc = docAnswer.body as Doc;

    // Real ids, so that some generated requests reach existing rows of every kind.
    const token = await owner.tokenize("visa");
    const charge = await owner.charge(token, 5_000, { installments: 2 });
    const link = await owner.post("/v1/payment-links", { title: "Fuzz", amount: 1_000 });
    const endpoint = await owner.post("/v1/postbacks/endpoints", { url: "http://127.0.0.1:9/hook" });
    if (endpoint.status === 201) recordSecrets("whsec", [endpoint.body.data.secret]);
    const [wallet] = await sql<
      { id: string }[]
    >`select id from wallets where owner_id = ${accounts.merchants[0].id} limit 1`;
    const [receivable] = await sql<{ id: string }[]>`select id from receivables limit 1`;
    const ids = [
      charge.body?.data?.id,
      link.body?.data?.id,
      endpoint.body?.data?.id,
      wallet?.id,
      receivable?.id,
      accounts.merchants[0].id,
    ].filter((x): x is string => typeof x === "string");
    const auths = fc.oneof(
      { weight: 8, arbitrary: fc.constant(basic(accounts.merchants[0])) },
      { weight: 2, arbitrary: fc.constant(basic(accounts.platform)) },
      { weight: 1, arbitrary: fc.constant(basic({ publicKey: accounts.merchants[0].publicKey })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: hostileString.map((s) => `Basic ${Buffer.from(`${s}:${s}`).toString("base64")}`) },
      { weight: 1, arbitrary: fc.constantFrom("Bearer x", "Basic", "Basic !!!", "Digest a=b") },
    );

    const operations: Array<{ method: string; path: string; op: Operation }> = [];
    for (const [p, item] of Object.entries(doc.paths))
      for (const m of METHODS) if (item[m]) operations.push({ method: m.toUpperCase(), path: p, op: item[m] });

    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let cases = 0;
    let before = await counts();
    const started = Date.now();
    for (const [index, { method, path: template, op }] of operations.entries()) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
      const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      const requestArb = fc.record({
        path: fc.tuple(
          ...pathParams.map((p) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...ids, randomUUID()) },
              { weight: 2, arbitrary: textOf(doc, p.schema) },
            ),
          ),
        ),
        query: fc.tuple(...queryParams.map((p) => fc.option(textOf(doc, p.schema), { freq: 2 }))),
        extraQuery: fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostileString), { freq: 6 }),
        body: bodySchema
          ? fc.oneof(
              { weight: 8, arbitrary: valueOf(doc, resolve(doc, bodySchema)).map((v) => ({ json: v })) },
              { weight: 1, arbitrary: fc.constantFrom("{", "", "[1,", "\u0000", "null").map((raw) => ({ raw })) },
              { weight: 1, arbitrary: deepJsonBody.map((raw) => ({ raw })) },
            )
          : fc.constant(undefined),
        contentType: fc.constantFrom(
          "application/json",
          "application/json",
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
        ),
        auth: auths,
        idempotencyKey: fc.option(fc.oneof(fc.uuid(), hostileString), { freq: 4 }),
        origin: fc.option(fc.constantFrom("null", "http://evil.example", "\u0000"), { freq: 6 }),
      });
      const samples = fc.sample(requestArb, { seed: SEED + index, numRuns: RUNS });
      for (const r of samples) {
        if (Date.now() - started > BUDGET_MS) break;
        let url = template;
        pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, pathValue(String(r.path[i])))));
        const qs = new URLSearchParams();
        queryParams.forEach((p, i) => {
          const v = r.query[i];
          if (v !== null && v !== undefined) qs.append(p.name, v.slice(0, 600));
        });
        if (r.extraQuery) qs.append(r.extraQuery[0] || "x", r.extraQuery[1].slice(0, 600));
        const query = qs.toString();
        const headers: Record<string, string> = {};
        if (r.body) headers["content-type"] = r.contentType;
        if (r.idempotencyKey !== null)
          headers["idempotency-key"] = r.idempotencyKey.replace(/[\r\n\u0000]/g, "").slice(0, 400) || "k";
        if (r.origin !== null) headers.origin = r.origin.replace(/\u0000/g, "%00");
        // Header values must be ByteStrings; hostile bytes go through the auth header's base64 instead.
        const safe = Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)));
        const res = await call(app.url, method, `${url}${query ? `?${query}` : ""}`, {
          auth: r.auth,
          headers: safe,
          rawBody: r.body ? ("raw" in r.body ? r.body.raw : JSON.stringify(r.body.json)) : undefined,
          timeoutMs: 30_000,
        });
        cases++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const label = `${method} ${url.slice(0, 120)}${query ? `?${query.slice(0, 80)}` : ""}`;
        if (res.status === 0 || res.status >= 500) failures.push(`${label} → ${res.status} ${res.text.slice(0, 160)}`);
        const after = await counts();
        if (res.status >= 400 && res.status < 500) {
          const json = (res.headers.get("content-type") ?? "").includes("json");
          const html = (res.headers.get("content-type") ?? "").includes("text/html");
          if (!(json && hasEnvelope(res.body)) && !(html && !template.startsWith("/v1")))
            failures.push(`${label} → ${res.status} without the envelope: ${res.text.slice(0, 120)}`);
          const diff = changed(before, after);
          if (diff.length) failures.push(`${label} → ${res.status} changed ${diff.join(", ")}`);
        }
        before = after;
      }
    }
    const elapsed = Math.round((Date.now() - started) / 1000);
    fs.writeFileSync(path.join(runDir(), "fuzz-failures.txt"), failures.join("\n"));
    recordFigures("7. fuzzing", {
      seed: SEED,
      operations: operations.length,
      cases,
      seconds: elapsed,
      statuses,
      server_errors: failures.filter((f) => / → (0|5\d\d) /.test(f)).length,
      failures: failures.length,
    });
    expect(failures.slice(0, 40)).toEqual([]);
    expect(cases).toBeGreaterThan(operations.length);
  });
});
