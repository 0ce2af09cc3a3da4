/**
 * Statements and round trips per request (BENCHMARKS.md, "Floors"), counted in this process on the
 * wire: the app's own route handlers (route() wrapper, verbs, drizzle) on a database handle opened with
 * a counter, and the floor's handlers on a postgres.js client with the same counter. Requests run one
 * at a time, so a round trip is a group of statements sent together (db/query-counter.ts).
 */
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { QueryCounter } from "@/db/query-counter";
// Not a React hook: the name of the server/platform/db function that swaps the process's database handle.
import { closeDatabase, useDatabaseHandle as setDatabaseHandle } from "@/server/platform/db";
import { floorCreateCharge, floorTokenize } from "../floor";
import { benchCardNumber } from "./cards";

export interface Counts {
  statements: number;
  roundTrips: number;
  transactions: number;
}

export interface CountPlan {
  kind: "tokenize" | "charge";
  /** `Authorization` per request (public key for tokenize, key pair for charges). */
  auths: string[];
  tokens?: string[];
  installments?: number;
}

const SAMPLES = 20;

function bodyOf(plan: CountPlan, i: number): string {
  if (plan.kind === "tokenize") {
    return JSON.stringify({
      card: {
        // Above every load run's cards (bench/run.ts offsets 0 to 4·10⁸), below the seeded tokens' 9·10⁸.
        number: benchCardNumber(500_000_000 + Math.floor(Math.random() * 1e5) * 1000 + i),
        holderName: "MARIA DA SILVA",
        expirationMonth: "12",
        expirationYear: "2031",
        cvv: "123",
      },
    });
  }
  return JSON.stringify({
    amount: 12_000,
    payment_method: "credit_card",
    payment_details: { token: plan.tokens?.[i % plan.tokens.length], installments: plan.installments ?? 1 },
    // A buyer of its own per request, as in the load (bench/load-worker.ts): no velocity rule trips.
    customer: {
      name: `Cliente contagem ${i}`,
      email: `buyer-count-${plan.kind}-${plan.installments ?? 1}-${i}@example.com`,
    },
  });
}

const per = (c: QueryCounter, n: number): Counts => ({
  statements: Math.round((c.statements / n) * 10) / 10,
  roundTrips: Math.round((c.roundTrips / n) * 10) / 10,
  transactions: Math.round((c.transactions / n) * 10) / 10,
});

/** Requests through the app's route handlers (what Next calls), on a counting handle. */
export async function countApp(url: string, plan: CountPlan): Promise<Counts> {
  const counter = new QueryCounter();
  await closeDatabase();
  setDatabaseHandle(await openDatabase({ url, dataDir: "memory://", onQuery: counter.onQuery }));
  try {
    const handler =
      plan.kind === "tokenize"
        ? (await import("@/app/tokenize/route")).POST
        : (await import("@/app/v1/charges/route")).POST;
    const path = plan.kind === "tokenize" ? "/tokenize" : "/v1/charges";
    const send = async (i: number) => {
      const res = await handler(
        new Request(`http://localhost${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: plan.auths[i % plan.auths.length],
            "x-pay-remote-addr": "127.0.0.1",
          },
          body: bodyOf(plan, i),
        }),
      );
      if (res.status >= 300) throw new Error(`count ${plan.kind}: HTTP ${res.status} ${await res.text()}`);
    };
    // Each key's first request of the minute writes its last_used_at: warm them, as a running service is.
    for (let i = 0; i < plan.auths.length; i++) await send(SAMPLES + i);
    counter.reset();
    for (let i = 0; i < SAMPLES; i++) await send(i);
    return per(counter, SAMPLES);
  } finally {
    await closeDatabase();
  }
}

/** The same requests through the floor's handlers (bench/floor.ts). */
export async function countFloor(url: string, plan: CountPlan): Promise<Counts> {
  const counter = new QueryCounter();
  const sql = postgres(url, { max: 2, onnotice: () => {}, debug: (_c, q) => counter.onQuery(q) });
  try {
    const run = plan.kind === "tokenize" ? floorTokenize : floorCreateCharge;
    const auth = (k: number) => plan.auths[k % plan.auths.length];
    await run(sql, auth(SAMPLES + 1000), bodyOf(plan, SAMPLES + 1000));
    counter.reset();
    for (let i = 0; i < SAMPLES; i++) {
      const answer = await run(sql, auth(i + 2000), bodyOf(plan, i + 2000));
      if (answer.status >= 300) throw new Error(`floor ${plan.kind}: ${JSON.stringify(answer.body)}`);
    }
    return per(counter, SAMPLES);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
