/**
 * The floor of the bench (BENCHMARKS.md, "Floors"): the rows a created charge and a tokenized card
 * leave behind, written with hand-written SQL through postgres.js in as few round trips as PostgreSQL
 * allows: one read and one write statement for a charge (a single statement is its own transaction,
 * so no BEGIN/COMMIT), one statement for a card. The same crypto (secret hash, card fingerprint and
 * AES-GCM seal, opening the card for the acquirer), the same validation, the same JSON in the events.
 * What it leaves out is what the app decides, not the data work: fraud history reads (the assessment
 * row is written), rate-limit counters, the access log, the framework.
 *
 * Served by bench/floor-server.ts; bench/lib/round-trips.ts runs the handlers in-process to count.
 */
import type { Sql } from "postgres";
import { parseBasicAuth } from "@/server/accounts/api-keys/authenticate-api-key";
import { secretMatches } from "@/server/accounts/api-keys/key-material";
import { newId, randomToken } from "@/server/platform/ids";
import { presentCharge, type ChargeRow } from "@/server/payments/charges/present-charge";
import { mdrFor, DEFAULT_PRICING } from "@/server/money/pricing/defaults";
import { planReceivables } from "@/server/money/receivables/create-receivables";
import { cardFingerprint, openCard, sealCard } from "@/server/payments/tokens/card-cipher";
import { validateCard } from "@/sdk/src/validate-card";
import { basisPoints } from "@/server/universal/money-units";

export interface FloorAnswer {
  status: number;
  body: unknown;
}

const bad = (status: number, message: string): FloorAnswer => ({ status, body: { error: { message } } });

/** POST /tokenize: one statement, the key check folded into the insert. */
export async function floorTokenize(sql: Sql, authorization: string | undefined, text: string): Promise<FloorAnswer> {
  const creds = parseBasicAuth(authorization ?? null);
  if (!creds) return bad(401, "no key");
  const input = (JSON.parse(text) as { card?: Record<string, unknown> }).card ?? {};
  const checked = validateCard(input, new Date());
  if (!checked.ok) return bad(400, checked.issues[0].message);
  const card = checked.card;
  const id = newId();
  const now = new Date();
  const sealed = sealCard(id, {
    number: card.number,
    holderName: card.holderName,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  });
  const rows = await sql<{ token: string; brand: string; first_six: string; last_four: string }[]>`
    insert into card_tokens (id, token, merchant_id, fingerprint, brand, first_six, last_four, expiration_month,
      expiration_year, key_id, iv, ciphertext, created_at, updated_at)
    select ${id}, ${`tok_${randomToken(24)}`}, k.merchant_id, ${cardFingerprint(card.number)}, ${card.brand},
      ${card.number.slice(0, 6)}, ${card.number.slice(-4)}, ${card.expirationMonth}, ${card.expirationYear},
      ${sealed.keyId}, ${sealed.iv}, ${sealed.ciphertext}, ${now}, ${now}
    from api_keys k join merchants m on m.id = k.merchant_id and m.status = 'active'
    where k.public_key = ${creds.username} and k.status = 'active'
    on conflict (merchant_id, fingerprint) do nothing
    returning token, brand, first_six, last_four`;
  // Only new cards are measured; an unknown key or a known card would need a second statement here.
  if (!rows[0]) return bad(409, "unknown key or known card");
  const t = rows[0];
  return {
    status: 201,
    body: {
      data: {
        token: t.token,
        brand: t.brand,
        firstSixDigits: t.first_six,
        lastFourDigits: t.last_four,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
      },
    },
  };
}

interface ChargeBody {
  amount: number;
  payment_method: string;
  payment_details: { token: string; installments?: number };
  customer?: { name?: string; email?: string };
}

/**
 * POST /v1/charges (a captured card charge): one read (key, merchant, token, pricing) and one write, a
 * statement whose CTEs insert the charge, its fraud assessment, its three events, its receivables and
 * the wallet (on conflict, nothing).
 */
export async function floorCreateCharge(
  sql: Sql,
  authorization: string | undefined,
  text: string,
): Promise<FloorAnswer> {
  const creds = parseBasicAuth(authorization ?? null);
  if (!creds) return bad(401, "no key");
  const body = JSON.parse(text) as ChargeBody;
  const [k] = await sql<
    {
      secret_hash: string;
      merchant_id: string;
      token_id: string;
      key_id: string;
      iv: string;
      ciphertext: string;
      brand: string;
      first_six: string;
      last_four: string;
      mdr_1x_bp: number | null;
      mdr_2_6_bp: number | null;
      mdr_7_12_bp: number | null;
    }[]
  >`
    select k.secret_hash, k.merchant_id, t.id as token_id, t.key_id, t.iv, t.ciphertext, t.brand, t.first_six,
      t.last_four, p.mdr_1x_bp, p.mdr_2_6_bp, p.mdr_7_12_bp
    from api_keys k
    join merchants m on m.id = k.merchant_id and m.status = 'active'
    join card_tokens t on t.token = ${body.payment_details.token} and t.merchant_id = k.merchant_id
    left join merchant_pricing p on p.merchant_id = k.merchant_id
    where k.public_key = ${creds.username} and k.status = 'active'`;
  if (!k || !secretMatches(creds.password, k.secret_hash)) return bad(401, "bad key or token");
  // What the acquirer would be handed (the sandbox approves these cards).
  const card = openCard(k.token_id, { keyId: k.key_id, iv: k.iv, ciphertext: k.ciphertext });
  const installments = body.payment_details.installments ?? 1;
  const pricing =
    k.mdr_1x_bp === null
      ? DEFAULT_PRICING
      : {
          ...DEFAULT_PRICING,
          mdr1xBp: basisPoints(k.mdr_1x_bp),
          mdr2to6Bp: basisPoints(k.mdr_2_6_bp ?? 0),
          mdr7to12Bp: basisPoints(k.mdr_7_12_bp ?? 0),
        };
  const now = new Date();
  const row: ChargeRow = {
    id: newId(),
    merchantId: k.merchant_id,
    status: "captured",
    amount: body.amount,
    capturedAmount: body.amount,
    refundedAmount: 0,
    refundPendingAmount: 0,
    currency: "BRL",
    paymentMethod: "credit_card",
    productType: null,
    installments,
    captureRequested: true,
    customerName: body.customer?.name ?? null,
    customerEmail: body.customer?.email ?? null,
    customerTaxId: null,
    customerPhone: null,
    customerType: null,
    items: [],
    split: null,
    cardTokenId: k.token_id,
    cardBrand: k.brand,
    cardFirstSix: k.first_six,
    cardLastFour: k.last_four,
    cardHolderName: card.holderName,
    returnUrl: null,
    paymentLinkId: null,
    acquirerReference: `sbx_${newId()}`,
    pendingOperationId: null,
    authorizationCode: "123456",
    failureCode: null,
    failureMessage: null,
    threeDsAuthenticationId: null,
    threeDsTransStatus: null,
    threeDsEci: null,
    threeDsLiabilityShift: null,
    fraudScore: 0,
    fraudDecision: "approve",
    fraudReasons: [],
    fraudReviewStatus: null,
    pixTxid: null,
    pixQrCode: null,
    pixQrCodeImage: null,
    pixExpiresAt: null,
    pixEndToEndId: null,
    createdAt: now,
    updatedAt: now,
    authorizedAt: now,
    capturedAt: now,
    failedAt: null,
    canceledAt: null,
    searchVector: null,
    merchantTerms: null,
  };
  const view = presentCharge(row, []);
  const stages: Array<[string, ChargeRow]> = [
    ["charge.created", { ...row, status: "processing", capturedAmount: 0, authorizedAt: null, capturedAt: null }],
    ["charge.authorized", { ...row, status: "authorized", capturedAmount: 0, capturedAt: null }],
    ["charge.captured", row],
  ];
  const events = stages.map(([name, r]) => ({
    id: newId(),
    merchant_id: row.merchantId,
    name,
    data: sql.json(JSON.parse(JSON.stringify(presentCharge(r, []))) as Parameters<Sql["json"]>[0]),
    created_at: now,
  }));
  const receivables = planReceivables(
    {
      chargeId: row.id,
      merchantId: row.merchantId,
      amount: row.amount,
      currency: row.currency,
      installments,
      paymentMethod: "credit_card",
      split: null,
      capturedAt: now,
    },
    mdrFor(pricing, installments),
  ).map((p) => ({
    id: newId(),
    charge_id: row.id,
    source_merchant_id: row.merchantId,
    owner_type: "merchant",
    merchant_id: p.merchantId,
    split_rule: p.splitRule,
    installment_number: p.installmentNumber,
    installments_total: installments,
    currency: "BRL",
    payment_method: "credit_card",
    amount: p.amount,
    fee_amount: p.feeAmount,
    net_amount: p.amount - p.feeAmount,
    settlement_date: p.settlementDate,
    created_at: now,
    updated_at: now,
  }));
  await sql`
    with c as (
      insert into charges (id, merchant_id, status, amount, captured_amount, currency, payment_method, installments,
        capture_requested, customer_name, customer_email, items, card_token_id, card_brand, card_first_six,
        card_last_four, card_holder_name, acquirer_reference, authorization_code, fraud_score, fraud_decision,
        fraud_reasons, created_at, updated_at, authorized_at, captured_at)
      values (${row.id}, ${row.merchantId}, 'captured', ${row.amount}, ${row.amount}, 'BRL', 'credit_card',
        ${installments}, true, ${row.customerName}, ${row.customerEmail}, '[]'::jsonb, ${row.cardTokenId},
        ${row.cardBrand}, ${row.cardFirstSix}, ${row.cardLastFour}, ${row.cardHolderName}, ${row.acquirerReference},
        ${row.authorizationCode}, 0, 'approve', '[]'::jsonb, ${now}, ${now}, ${now}, ${now})
    ), f as (
      insert into fraud_assessments (id, merchant_id, charge_id, card_token_id, customer_email, score, decision,
        reasons, created_at)
      values (${newId()}, ${row.merchantId}, ${row.id}, ${row.cardTokenId}, ${row.customerEmail}, 0, 'approve',
        '[]'::jsonb, ${now})
    ), e as (
      insert into events ${sql(events, "id", "merchant_id", "name", "data", "created_at")}
    ), r as (
      insert into receivables ${sql(
        receivables,
        "id",
        "charge_id",
        "source_merchant_id",
        "owner_type",
        "merchant_id",
        "split_rule",
        "installment_number",
        "installments_total",
        "currency",
        "payment_method",
        "amount",
        "fee_amount",
        "net_amount",
        "settlement_date",
        "created_at",
        "updated_at",
      )}
    ), w as (
      insert into wallets (id, owner_type, owner_id, wallet_type, currency, created_at, updated_at)
      values (${newId()}, 'merchant', ${row.merchantId}, 'main', 'BRL', ${now}, ${now})
      on conflict do nothing
    )
    select 1`;
  return { status: 201, body: { data: view } };
}
