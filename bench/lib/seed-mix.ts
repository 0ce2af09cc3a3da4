/**
 * The rest of a busy merchant's history beside its card charges, for the scale scenario: Pix charges (with
 * their QR codes and the Pix that paid them), the refunds of refunded charges, disputes (card chargebacks
 * and Pix MED reports) and withdrawals. One set-based statement per kind (generate_series or a select over
 * the merchant's charges), with the columns as the verbs write them: create-charge.ts and
 * record-pix-payment.ts (Pix), refund-charge.ts (refunds), receive-dispute-notification.ts and
 * receive-pix-infraction.ts (disputes), create-withdrawal.ts and advance-withdrawals.ts (withdrawals).
 * Pseudo-random from the row number or the charge id, so every run seeds the same mix.
 *
 * Left out: the ledger transactions behind disputes and withdrawals and the receivables of Pix captures.
 * The reads measured here (lists, summaries, the revenue chart) do not read them.
 */
import { sql } from "drizzle-orm";
import { recipients } from "@/db/schema";
import { maskRecipient, type RecipientRecord } from "@/server/money/recipients/primary-recipients";
import { chargeBrCode, qrImageOf } from "@/server/payments/pix/charge-code";
import { getDb, queryRows } from "@/server/platform/db";
import { newId } from "@/server/platform/ids";
import { FIRST, LAST } from "./seed";

const names = (list: string[]) => sql.raw(`array[${list.map((n) => `'${n}'`).join(",")}]`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidOnly(id: string): string {
  if (!UUID.test(id)) throw new Error("merchant ids must be uuids");
  return id;
}

/**
 * A real BR Code and QR image (the functions create-charge.ts calls), for a location as long as a PSP's: every
 * seeded Pix charge stores one of this size, as every real one does (the image stays after the charge is paid).
 */
async function sampleQr(merchantName: string): Promise<{ code: string; image: string }> {
  const code = chargeBrCode(`pix.example.com/qr/v2/cob/${newId().replace(/-/g, "")}`, merchantName);
  return { code, image: await qrImageOf(code) };
}

/**
 * Pix charges numbered [from, to) for one merchant over the last 365 days. Paid ones are `captured` (some
 * refunded later, in full or in part); unpaid ones are `canceled` when their hour ran out (the expiry job),
 * or still `pending` within it. One hour of expiry (PIX_DEFAULT_EXPIRES_IN), no card fields, one installment.
 */
export async function growPixCharges(merchantId: string, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const merchant = sql.raw(`'${uuidOnly(merchantId)}'::uuid`);
  const qr = await sampleQr("Loja Bench");
  const db = await getDb();
  for (let start = from; start < to; start += 100_000) {
    const end = Math.min(to, start + 100_000);
    await db.execute(sql`
      insert into charges (id, merchant_id, status, amount, captured_amount, refunded_amount, currency, payment_method,
        product_type, installments, customer_name, customer_email, customer_tax_id, customer_type,
        pix_txid, pix_qr_code, pix_qr_code_image, pix_expires_at, pix_end_to_end_id,
        created_at, updated_at, captured_at, canceled_at, failure_code, failure_message)
      select x.id, ${merchant}, s.status, x.amount,
        case when s.paid then x.amount else 0 end,
        case s.status when 'refunded' then x.amount when 'partially_refunded' then x.amount / 2 else 0 end,
        'BRL', 'pix', case when g % 3 = 0 then 'digital' else 'physical' end, 1,
        x.first || ' ' || x.last, lower(x.first || '.' || x.last || g || '@example.com'),
        lpad((abs(hashint8(g + 13)) % 100000000000)::text, 11, '0'), 'individual',
        replace(x.id::text, '-', ''), ${qr.code}, ${qr.image}, x.created_at + interval '1 hour',
        case when s.paid then 'E18236120' || to_char(x.paid_at at time zone 'UTC', 'YYYYMMDDHH24MI')
          || upper(substr(md5('e2e' || g), 1, 11)) end,
        x.created_at,
        case when s.paid then x.paid_at when s.status = 'canceled' then x.created_at + interval '1 hour' else x.created_at end,
        case when s.paid then x.paid_at end,
        case when s.status = 'canceled' then x.created_at + interval '1 hour' end,
        case when s.status = 'canceled' then 'expired' end,
        case when s.status = 'canceled' then 'The Pix code expired before it was paid.' end
      from generate_series(${start}::bigint, ${end - 1}::bigint) g
      cross join lateral (
        select md5('pix-charge' || g)::uuid as id,
               500 + abs(hashint8(g + 1)) % 150000 as amount,
               abs(hashint8(g + 2)) % 100 as r1,
               (${names(FIRST)})[1 + abs(hashint8(g + 4)) % ${FIRST.length}] as first,
               (${names(LAST)})[1 + abs(hashint8(g + 5)) % ${LAST.length}] as last,
               now() - (abs(hashint8(g + 6)) % (365 * 86400)) * interval '1 second' as created_at,
               -- Paid within a few minutes of the code being shown (never in the future).
               least(now(), now() - (abs(hashint8(g + 6)) % (365 * 86400)) * interval '1 second'
                 + (20 + abs(hashint8(g + 7)) % 900) * interval '1 second') as paid_at
      ) x
      cross join lateral (
        select case when x.r1 < 70 then 'captured' when x.r1 < 75 then 'refunded' when x.r1 < 78 then 'partially_refunded'
                    when x.created_at > now() - interval '1 hour' then 'pending' else 'canceled' end as status
      ) s0
      cross join lateral (select s0.status, s0.status in ('captured', 'refunded', 'partially_refunded') as paid) s`);
  }
}

/** The Pix that paid each paid Pix charge of these merchants (`pix_payments`, disposition `captured`). */
export async function seedPixPayments(merchantIds: string[]): Promise<void> {
  const ids = sql.raw(`array[${merchantIds.map((id) => `'${uuidOnly(id)}'`).join(",")}]::uuid[]`);
  await (
    await getDb()
  ).execute(sql`
    insert into pix_payments (end_to_end_id, merchant_id, charge_id, txid, amount, paid_at, disposition, return_id,
      created_at, updated_at)
    select pix_end_to_end_id, merchant_id, id, pix_txid, captured_amount, captured_at, 'captured', null, captured_at, captured_at
    from charges
    where merchant_id = any(${ids}) and payment_method = 'pix' and pix_end_to_end_id is not null`);
}

/**
 * One refund row per refunded charge of these merchants (the whole refunded amount, within a week of the
 * capture): the list shows a charge's refunds, and the revenue chart counts them on the day they were made
 * (their trigger, migration 0018).
 */
export async function seedRefunds(merchantIds: string[]): Promise<void> {
  const ids = sql.raw(`array[${merchantIds.map((id) => `'${uuidOnly(id)}'`).join(",")}]::uuid[]`);
  await (
    await getDb()
  ).execute(sql`
    insert into charge_refunds (id, charge_id, merchant_id, amount, reason, acquirer_reference, created_at)
    select md5('refund' || id::text)::uuid, id, merchant_id, refunded_amount,
      case when abs(hashtext(id::text)) % 3 = 0 then 'Pedido do cliente' end,
      case when payment_method = 'pix' then null else 'sandbox_rf_' || substr(md5(id::text), 1, 16) end,
      least(now(), captured_at + (abs(hashtext(id::text)) % (7 * 86400)) * interval '1 second')
    from charges
    where merchant_id = any(${ids}) and refunded_amount > 0 and captured_at is not null`);
}

/** A timestamp as the app stores it in a timeline (`Date.toISOString()`). */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The sandbox's Visa reason codes (server/payments/acquirer/sandbox-disputes.ts); the seeded card charges are Visa. */
const VISA_REASONS: Array<[string, string]> = [
  ["fraudulent", "10.4"],
  ["fraudulent", "10.4"],
  ["fraudulent", "10.4"],
  ["product_not_received", "13.1"],
  ["product_not_received", "13.1"],
  ["product_unacceptable", "13.3"],
  ["credit_not_processed", "13.6"],
  ["duplicate", "12.6.1"],
  ["subscription_canceled", "13.2"],
  ["unrecognized", "10.4"],
];

/**
 * Disputes of about `perTenThousand` in 10,000 of the merchant's disputable charges (captured or partly
 * refunded, as bookDispute requires): a chargeback for a card charge (10 days to answer, the R$ 15 fee), a MED
 * report for a Pix one (7 days, no fee). Opened 5–60 days after the capture; those still within their
 * deadline wait for an answer or a decision, the others were decided (a lapsed deadline is lost, as
 * lose-overdue-disputes.ts does) or are still under review.
 */
export async function seedDisputes(merchantId: string, perTenThousand: number): Promise<number> {
  const merchant = sql.raw(`'${uuidOnly(merchantId)}'::uuid`);
  const reasons = sql.raw(`array[${VISA_REASONS.map(([r]) => `'${r}'`).join(",")}]`);
  const codes = sql.raw(`array[${VISA_REASONS.map(([, c]) => `'${c}'`).join(",")}]`);
  const db = await getDb();
  await db.execute(sql`
    insert into disputes (id, merchant_id, charge_id, kind, amount, currency, fee_amount, reason, network_reason_code,
      network, status, acquirer_reference, due_by, funds_withdrawn, funds_reinstated, liability, evidence,
      evidence_submitted_at, timeline, created_at, updated_at, closed_at, pix_devolucao_id, pix_devolucao_status)
    select md5('dispute' || d.charge_id::text)::uuid, ${merchant}, d.charge_id, d.kind, d.amount, 'BRL',
      case when d.withdrawn and d.kind = 'card' then 1500 else 0 end,
      d.reason, d.code, d.network, d.status, d.reference, d.due_by, d.withdrawn, d.status = 'won',
      case when d.withdrawn then jsonb_build_array(jsonb_build_object('merchant_id', ${merchant}, 'amount', d.amount)) else '[]'::jsonb end,
      case when d.submitted_at is not null then jsonb_build_object('product_description', 'Pedido entregue conforme anunciado',
        'customer_name', d.customer_name, 'shipping_carrier', 'Correios') else '{}'::jsonb end,
      d.submitted_at,
      jsonb_build_array(jsonb_build_object('at', ${iso("d.opened_at")}, 'type', 'opened', 'status', d.opened_status))
        || case when d.withdrawn then jsonb_build_array(jsonb_build_object('at', ${iso("d.opened_at")}, 'type', 'funds_withdrawn', 'status', d.opened_status)) else '[]'::jsonb end
        || case when d.submitted_at is not null then jsonb_build_array(jsonb_build_object('at', ${iso("d.submitted_at")}, 'type', 'submitted', 'status', 'under_review')) else '[]'::jsonb end
        || case when d.closed_at is not null then jsonb_build_array(jsonb_build_object('at', ${iso("d.closed_at")},
             'type', case d.status when 'won' then 'won' when 'lost' then 'lost' else 'accepted' end, 'status', d.status)) else '[]'::jsonb end
        || case when d.status = 'won' then jsonb_build_array(jsonb_build_object('at', ${iso("d.closed_at")}, 'type', 'funds_reinstated', 'status', 'won')) else '[]'::jsonb end,
      d.opened_at, coalesce(d.closed_at, d.submitted_at, d.opened_at), d.closed_at,
      case when d.kind = 'pix_med' and d.status in ('lost', 'accepted') then 'D' || substr(md5('devolucao' || d.charge_id::text), 1, 30) end,
      case when d.kind = 'pix_med' and d.status in ('lost', 'accepted') then 'returned' end
    from (
      select c.*, case when c.stage = 'open' and c.r % 4 = 1 then least(now(), c.opened_at + interval '2 days') end as submitted_at0
      from (
        select o.*,
          case when o.due_by > now() then 'open' else 'past' end as stage,
          -- Card: 15 % of the open ones are retrieval requests (an inquiry, no money moved yet).
          case when o.kind = 'card' and o.due_by > now() and o.r % 100 < 15 then 'warning_needs_response' else 'needs_response' end
            as opened_status
        from (
          select ch.id as charge_id, ch.customer_name,
            case when ch.payment_method = 'pix' then 'pix_med' else 'card' end as kind,
            ch.captured_amount - ch.refunded_amount as amount,
            case when ch.payment_method = 'pix' then (array['fraudulent','fraudulent','fraudulent','credit_not_processed'])[1 + abs(hashtext(ch.id::text || 'r')) % 4]
                 else (${reasons})[1 + abs(hashtext(ch.id::text || 'r')) % ${VISA_REASONS.length}] end as reason,
            case when ch.payment_method = 'pix' then (case when abs(hashtext(ch.id::text || 'r')) % 4 = 3 then 'REFUND_REQUEST' else 'FRAUD' end)
                 else (${codes})[1 + abs(hashtext(ch.id::text || 'r')) % ${VISA_REASONS.length}] end as code,
            case when ch.payment_method = 'pix' then 'pix' else 'visa' end as network,
            case when ch.payment_method = 'pix' then 'med_' || substr(md5(ch.id::text), 1, 24) else 'sandbox_dp_' || md5(ch.id::text)::uuid end as reference,
            least(now() - interval '1 minute', ch.captured_at + (5 + abs(hashtext(ch.id::text || 'o')) % 56) * interval '1 day') as opened_at,
            least(now() - interval '1 minute', ch.captured_at + (5 + abs(hashtext(ch.id::text || 'o')) % 56) * interval '1 day')
              + case when ch.payment_method = 'pix' then interval '7 days' else interval '10 days' end as due_by,
            abs(hashtext(ch.id::text || 's')) as r
          from charges ch
          where ch.merchant_id = ${merchant} and ch.status in ('captured', 'partially_refunded')
            and abs(hashtext(ch.id::text)) % 10000 < ${perTenThousand}
        ) o
      ) c
    ) c0
    cross join lateral (
      select c0.*,
        c0.opened_status <> 'warning_needs_response' as withdrawn,
        case when c0.stage = 'open' then case when c0.submitted_at0 is not null then 'under_review' else c0.opened_status end
             when c0.r % 100 < 15 then 'under_review' when c0.r % 100 < 50 then 'won' when c0.r % 100 < 80 then 'lost'
             else 'accepted' end as status,
        case when c0.stage = 'open' then c0.submitted_at0
             when c0.r % 100 < 80 then c0.due_by - interval '3 days' end as submitted_at,
        case when c0.stage = 'past' and c0.r % 100 >= 15 then least(now(), c0.due_by + (c0.r % 30) * interval '1 day') end
          as closed_at
    ) d`);
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from disputes where merchant_id = ${merchantId}`,
  );
  return Number(row.n);
}

/**
 * `count` withdrawals over the last 365 days to the merchant's two recipients (a Pix key and a bank account,
 * made here): mostly Pix, completed; some TED; a few failed, canceled, rejected, or still on their way. The
 * destination is the snapshot createWithdrawal freezes (maskRecipient).
 */
export async function seedWithdrawals(merchantId: string, count: number): Promise<void> {
  uuidOnly(merchantId);
  const db = await getDb();
  const past = new Date(Date.now() - 400 * 86_400_000);
  const base = { merchantId, createdAt: past, payoutsFrom: past, replacedAt: null };
  const bank: RecipientRecord = {
    ...base,
    id: newId(),
    type: "bank_account",
    bankCode: "341",
    branch: "0001",
    branchCheckDigit: null,
    accountNumber: "12345678",
    accountCheckDigit: "9",
    accountType: "checking",
    holderName: "Loja Bench Ltda",
    holderDocument: "11222333000181",
    keyType: null,
    key: null,
  };
  const pixKey: RecipientRecord = {
    ...bank,
    id: newId(),
    type: "pix_key",
    bankCode: null,
    branch: null,
    accountNumber: null,
    accountCheckDigit: null,
    accountType: null,
    holderName: null,
    holderDocument: null,
    keyType: "random",
    key: "7d9f2c1e-8b3a-4f6d-9e2b-1a4c5d6e7f80",
  };
  await db.insert(recipients).values([
    { ...bank, createdAt: past },
    { ...pixKey, createdAt: past },
  ]);
  const [itau] = await queryRows<{ code: string; ispb: string; name: string }>(
    db,
    sql`select code, ispb, name from banks where code = '341'`,
  );
  const pixDestination = JSON.stringify({ recipientType: "pix_key", recipient: maskRecipient(pixKey), bank: null });
  const tedDestination = JSON.stringify({
    recipientType: "bank_account",
    recipient: maskRecipient(bank),
    bank: itau ? { code: itau.code, ispb: itau.ispb, name: itau.name } : null,
  });
  await db.execute(sql`
    insert into withdrawals (id, merchant_id, method, status, amount, fee_amount, currency, description, recipient_id,
      destination, scheduled_for, rail_reference, failure_code, failure_message, approval, reason, authentication_code,
      created_at, updated_at, processing_at, completed_at, failed_at, canceled_at, approved_at, rejected_at)
    select md5('withdrawal' || ${merchantId} || g)::uuid, ${merchantId}, w.method, s.status, w.amount,
      case when w.method = 'ted' then 367 else 0 end, 'BRL',
      case when g % 5 = 0 then 'Saque semanal' end,
      case when w.method = 'ted' then ${bank.id}::uuid else ${pixKey.id}::uuid end,
      case when w.method = 'ted' then ${tedDestination}::jsonb else ${pixDestination}::jsonb end,
      w.scheduled_for,
      case when s.status in ('processing', 'completed', 'failed') then 'rail_' || substr(md5('rail' || ${merchantId} || g), 1, 20) end,
      case when s.status = 'failed' then 'recipient_bank_unavailable' end,
      case when s.status = 'failed' then 'The recipient''s bank did not answer.' end,
      case when s.status = 'pending_review' then null when s.manual then 'manual' else 'automatic' end,
      case when s.status = 'rejected' then 'Valor acima do habitual' end,
      case when s.status = 'completed' then upper(substr(md5('auth' || ${merchantId} || g), 1, 24)) end,
      w.created_at,
      case s.status when 'completed' then w.done_at when 'failed' then w.done_at when 'canceled' then w.created_at + interval '5 minutes'
        when 'rejected' then w.created_at + interval '3 hours' when 'processing' then w.scheduled_for else w.created_at end,
      case when s.status in ('processing', 'completed', 'failed') then w.scheduled_for end,
      case when s.status = 'completed' then w.done_at end,
      case when s.status = 'failed' then w.done_at end,
      case when s.status = 'canceled' then w.created_at + interval '5 minutes' end,
      case when s.manual and s.status <> 'rejected' then w.created_at + interval '3 hours' end,
      case when s.status = 'rejected' then w.created_at + interval '3 hours' end
    from generate_series(1, ${count}) g
    cross join lateral (
      select case when abs(hashint8(g + 21)) % 100 < 80 then 'pix' else 'ted' end as method,
             1000 + abs(hashint8(g + 22)) % 5000000 as amount,
             abs(hashint8(g + 23)) % 1000 as r,
             now() - (abs(hashint8(g + 24)) % (365 * 86400)) * interval '1 second' as created_at
    ) w0
    cross join lateral (
      select w0.*, case when w0.method = 'ted' then w0.created_at + interval '2 hours' else w0.created_at end as scheduled_for,
        least(now(), w0.created_at + case when w0.method = 'ted' then interval '5 hours' else interval '10 seconds' end) as done_at
    ) w
    cross join lateral (
      select case when w.created_at > now() - interval '1 hour' and w.r < 500 then 'pending'
                  when w.created_at > now() - interval '1 hour' then 'processing'
                  when w.r < 900 then 'completed' when w.r < 940 then 'failed' when w.r < 970 then 'canceled'
                  when w.r < 985 then 'rejected'
                  when w.created_at > now() - interval '2 days' then 'pending_review' else 'completed' end as status,
             w.r >= 970 and w.r < 985 or w.r % 50 = 0 as manual
    ) s`);
}
