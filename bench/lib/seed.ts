/**
 * Seeding for `npm run bench`. Merchants, keys, card tokens, webhook endpoints and payment links go
 * through the domain verbs; bulk rows (charges, webhook deliveries) go in with one SQL statement
 * each (generate_series). Imported only after the run's environment is set: config is read once.
 */
import { sql } from "drizzle-orm";
import { createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";
import { systemCtx, type Ctx } from "@/server/platform/context";
import { closeDatabase, databaseHandle, getDb, queryRows } from "@/server/platform/db";
import { tokenizeCard } from "@/server/payments/tokens/tokenize-card";
import { createEndpoint } from "@/server/delivery/webhooks/create-endpoint";
import { createEndpointBody } from "@/server/delivery/webhooks/schemas";
import { createPaymentLink } from "@/server/payments/payment-links/create-payment-link";
import { createPaymentLinkBody } from "@/server/payments/payment-links/schemas";
import { benchCardNumber } from "./cards";

export interface BenchMerchant {
  id: string;
  email: string;
  publicKey: string;
  secretKey: string;
  /** `Authorization` for the secret key and for the public key alone. */
  auth: string;
  publicAuth: string;
}

export const BENCH_PASSWORD = "bench-password-123";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const basic = (user: string, password = "") => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

export async function migrate(): Promise<string> {
  const handle = await databaseHandle();
  await handle.migrate();
  return handle.kind;
}

/** PGlite allows one process per folder: the seeder lets go before a server or worker opens it. */
export async function release(kind: "postgres" | "pglite"): Promise<void> {
  if (kind === "pglite") await closeDatabase();
}

/**
 * Brings PostgreSQL to the steady state of a service that has been running, before timed write runs: the
 * seed's bulk rows vacuumed and analysed (what autovacuum starts doing in the first minute of the load) and
 * its dirty pages written out (a checkpoint). Without it the first server timed (the app) paid for the
 * seed: back-to-back runs of one build climbed from 173 to 230 to 258 captured charges/s (BENCHMARKS.md).
 */
export async function settle(kind: "postgres" | "pglite"): Promise<void> {
  if (kind !== "postgres") return;
  const db = await getDb();
  await db.execute(sql`vacuum (analyze)`);
  // A checkpoint needs a superuser or pg_checkpoint (PostgreSQL 15); without one the vacuum alone is done.
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

/** `count` merchants with a user and a key pair; `prefix` keeps the e-mails of a second batch apart. */
export async function seedMerchants(count: number, prefix = "bench"): Promise<BenchMerchant[]> {
  const out: BenchMerchant[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@example.com`;
    const m = await createMerchantWithUser({
      ctx: systemCtx(),
      input: { name: `Loja Bench ${i}`, email, password: BENCH_PASSWORD },
    });
    out.push({
      id: m.merchantId,
      email,
      publicKey: m.key.public_key,
      secretKey: m.key.secret_key,
      auth: basic(m.key.public_key, m.key.secret_key),
      publicAuth: basic(m.key.public_key),
    });
  }
  return out;
}

function publicCtx(merchantId: string): Ctx {
  return { ...systemCtx(), actor: { role: "public", merchantId, via: "public_key" } };
}

/**
 * `perMerchant` card tokens for each merchant, each from a card number of its own, for the charge
 * scenario. Interleaved (token k of every merchant before token k+1 of any), so any run of the list
 * spreads over the merchants; made ten at a time, as the seeding is minutes long at full size.
 */
export async function seedTokens(
  merchants: BenchMerchant[],
  perMerchant: number,
): Promise<Array<{ auth: string; token: string }>> {
  const out: Array<{ auth: string; token: string }> = [];
  const first = 900_000_000;
  for (let i = 0; i < perMerchant; i++) {
    const made = await Promise.all(
      merchants.map(async (m, j) => {
        const t = await tokenizeCard({
          ctx: publicCtx(m.id),
          input: {
            number: benchCardNumber(first + i * merchants.length + j),
            holderName: "MARIA DA SILVA",
            expirationMonth: "12",
            expirationYear: "2031",
            cvv: "123",
          },
        });
        return { auth: m.auth, token: t.token };
      }),
    );
    out.push(...made);
  }
  return out;
}

export async function countCharges(): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(await getDb(), sql`select count(*) as n from charges`);
  return Number(row.n);
}

/** The customers' first and last names of every seeded charge (card and Pix alike, bench/lib/seed-mix.ts). */
export const FIRST = [
  "Maria",
  "Joao",
  "Ana",
  "Pedro",
  "Julia",
  "Lucas",
  "Beatriz",
  "Gabriel",
  "Larissa",
  "Rafael",
  "Camila",
  "Bruno",
  "Fernanda",
  "Thiago",
  "Patricia",
  "Diego",
  "Aline",
  "Marcos",
  "Renata",
  "Felipe",
];
export const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Ferreira",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Carvalho",
  "Gomes",
  "Martins",
  "Araujo",
  "Ribeiro",
  "Barbosa",
  "Rocha",
  "Dias",
  "Teixeira",
];

/**
 * Adds the charges numbered [from, to) spread over the merchants, over the last 365 days, with a
 * realistic mix of states (captured most, failed some, refunds...). Pseudo-random from the row
 * number (hashint8), so every run seeds the same rows.
 */
export async function growCharges(merchantIds: string[], from: number, to: number): Promise<void> {
  if (to <= from) return;
  if (!merchantIds.every((id) => UUID.test(id))) throw new Error("merchant ids must be uuids");
  const ids = sql.raw(`array[${merchantIds.map((id) => `'${id}'`).join(",")}]::uuid[]`);
  const names = (list: string[]) => sql.raw(`array[${list.map((s) => `'${s}'`).join(",")}]`);
  const db = await getDb();
  // One statement per 100,000 rows keeps each transaction (and PGlite's memory) bounded.
  for (let start = from; start < to; start += 100_000) {
    const end = Math.min(to, start + 100_000);
    await db.execute(sql`
      insert into charges (id, merchant_id, status, amount, captured_amount, refunded_amount, currency, payment_method,
        product_type, installments, customer_name, customer_email, customer_tax_id, customer_type, card_brand,
        card_first_six, card_last_four, card_holder_name, created_at, updated_at, authorized_at, captured_at,
        failed_at, failure_code, failure_message)
      select gen_random_uuid(), (${ids})[1 + (g % ${merchantIds.length})], s.status, x.amount,
        case when s.status in ('captured', 'partially_refunded', 'refunded') then x.amount else 0 end,
        case s.status when 'refunded' then x.amount when 'partially_refunded' then x.amount / 2 else 0 end,
        'BRL', case when s.status = 'pending' then 'apple_pay' else 'credit_card' end,
        case when g % 3 = 0 then 'digital' else 'physical' end,
        case when x.r2 < 60 then 1 else 1 + x.r2 % 12 end,
        x.first || ' ' || x.last, lower(x.first || '.' || x.last || g || '@example.com'),
        lpad((abs(hashint8(g + 13)) % 100000000000)::text, 11, '0'), 'individual',
        'visa', '411111', lpad((g % 10000)::text, 4, '0'), upper(x.first || ' ' || x.last),
        x.created_at, x.created_at,
        case when s.status not in ('pending', 'processing', 'failed') then x.created_at end,
        case when s.status in ('captured', 'partially_refunded', 'refunded') then x.created_at + interval '1 second' end,
        case when s.status = 'failed' then x.created_at end,
        case when s.status = 'failed' then 'card_declined' end,
        case when s.status = 'failed' then 'The card was declined.' end
      from generate_series(${start}::bigint, ${end - 1}::bigint) g
      cross join lateral (
        select 1000 + abs(hashint8(g + 1)) % 200000 as amount,
               abs(hashint8(g + 2)) % 100 as r1,
               abs(hashint8(g + 3)) % 100 as r2,
               (${names(FIRST)})[1 + abs(hashint8(g + 4)) % ${FIRST.length}] as first,
               (${names(LAST)})[1 + abs(hashint8(g + 5)) % ${LAST.length}] as last,
               now() - (abs(hashint8(g + 6)) % (365 * 86400)) * interval '1 second' as created_at
      ) x
      cross join lateral (
        select case when x.r1 < 62 then 'captured' when x.r1 < 72 then 'failed' when x.r1 < 77 then 'authorized'
                    when x.r1 < 82 then 'refunded' when x.r1 < 85 then 'partially_refunded' when x.r1 < 88 then 'canceled'
                    when x.r1 < 94 then 'pending' else 'processing' end as status
      ) s`);
  }
}

/**
 * The seeded history's rollups as a running service has them: its days spread over shards by the bulk inserts,
 * folded into one row per figure by the compaction job (server/payments/charges/compact-rollups.ts), all but
 * today's and yesterday's.
 */
export async function compactRollups(): Promise<void> {
  const { compactChargeRollups } = await import("@/server/payments/charges/compact-rollups");
  const { systemCtx } = await import("@/server/platform/context");
  await compactChargeRollups({ ctx: systemCtx() });
  for (const table of ["charge_daily_rollups", "charge_revenue_daily"]) await vacuumAnalyze(table);
}

export async function vacuumAnalyze(table: string): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error("bad table name");
  await (await getDb()).execute(sql.raw(`vacuum analyze ${table}`));
}

/** Events made by the earlier scenarios are marked done, so the webhook runs send only their own rows. */
export async function markEventsFannedOut(): Promise<void> {
  await (await getDb()).execute(sql`update events set fanned_out_at = now() where fanned_out_at is null`);
}

export async function seedEndpoints(merchants: BenchMerchant[], urlOf: (i: number) => string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, m] of merchants.entries()) {
    const ctx: Ctx = { ...systemCtx(), actor: { role: "merchant", merchantId: m.id, via: "cli" } };
    const endpoint = await createEndpoint({ ctx, input: createEndpointBody.parse({ url: urlOf(i), events: ["*"] }) });
    ids.push(endpoint.id);
  }
  return ids;
}

export async function setEndpointUrls(endpointIds: string[], urlOf: (i: number) => string): Promise<void> {
  const db = await getDb();
  for (const [i, id] of endpointIds.entries()) {
    await db.execute(sql`update webhook_endpoints set url = ${urlOf(i)} where id = ${id}`);
  }
}

/**
 * `perEndpoint` due deliveries for every endpoint (or only `onlyEndpoint`), interleaved (delivery k of
 * every endpoint is due before delivery k+1 of any), each with a payload the size of a real charge event.
 */
export async function seedDeliveries(perEndpoint: number, payload: string, onlyEndpoint?: string): Promise<number> {
  const db = await getDb();
  const which = onlyEndpoint ? sql`and e.id = ${onlyEndpoint}` : sql``;
  await db.execute(sql`
    insert into webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_name, payload, status, attempt,
      max_attempts, next_retry_at, created_at, updated_at)
    select gen_random_uuid(), e.merchant_id, e.id, gen_random_uuid(), 'charge.captured', ${payload}, 'pending', 0, 10,
      now() - interval '1 hour' + g * interval '1 millisecond', now(), now()
    from webhook_endpoints e cross join generate_series(1, ${perEndpoint}) g
    where e.deleted_at is null ${which}`);
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from webhook_deliveries where status = 'pending'`,
  );
  return Number(row.n);
}

export async function seedPaymentLink(merchant: BenchMerchant): Promise<string> {
  const ctx: Ctx = { ...systemCtx(), actor: { role: "merchant", merchantId: merchant.id, via: "cli" } };
  const link = await createPaymentLink({
    ctx,
    input: createPaymentLinkBody.parse({
      title: "Camiseta Bench",
      description: "Algodão, tamanho M",
      amount: 8990,
      product_type: "physical",
      allowed_payment_methods: ["credit_card"],
      max_installments: 6,
    }),
  });
  return link.id;
}
