import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { expect } from "vitest";
import { Client, type Answer } from "./http";
import { adminCli } from "./processes";
import type { Accounts } from "./provision";

/**
 * The money mix of part 1: concurrent clients running seeded plans of charges, captures, refunds, settlements,
 * anticipations, withdrawals, payout-destination changes, suspensions and disputes (opened by the sandbox
 * acquirer, won, lost or accepted) over two merchants, with two settlement runs of the operator CLI during it. Part 1 runs it on one app; part 9 through PgBouncer on two apps and two workers.
 */
export type Kind =
  | "charge_captured"
  | "charge_declined"
  | "authorize_then_capture"
  | "refund_partial"
  | "settlement_api"
  | "anticipation"
  | "withdrawal"
  | "recipient_change"
  | "refund_full"
  | "suspension"
  | "dispute_open"
  | "dispute_close"
  | "dispute_accept";

/**
 * How long a suspension in the mix lasts, and the margin at each end of it: inside the rest, no payout may start
 * (a payout's start instant is read a moment before the conditional update that checks the merchant).
 */
const SUSPENSION_MS = 2_500;
export const SUSPENSION_MARGIN_MS = 500;
const SUSPENSIONS_PER_MERCHANT = 1;

export interface MixOptions {
  /** The apps the clients call: client i calls `appUrls[i % appUrls.length]`. */
  appUrls: string[];
  env: NodeJS.ProcessEnv;
  accounts: Accounts;
  clients: number;
  opsPerClient: number;
  seed: number;
  /** The two settlement runs of the operator CLI during the mix (default true; part 11 kills the primary instead). */
  cliSettlements?: boolean;
  /** Merchants (indexes in `accounts.merchants`) the mix never suspends: part 11's probe charges as one of them. */
  neverSuspend?: number[];
  /**
   * Called when the set-up is done (Pix keys, tokens) and the plans start: part 11 kills the primary a set time after
   * this, not after the call, so a slow set-up cannot meet the failover it is not written to survive.
   */
  onStart?: () => void;
}

export interface MixResult {
  counts: Record<string, Record<string, number>>;
  fivexx: string[];
  suspensionWindows: Array<{ merchantId: string; from: Date; to: Date }>;
  cliRuns: Array<{ settled: number }>;
  mixMs: number;
  /** The ids of every charge a client saw created (201): part 11 finds each on the promoted primary. */
  charges201: string[];
}

/** What the mix reads of a charge's answer. */
type ChargeBody = { data: { id: string; status: string } };

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function runMoneyMix(opts: MixOptions): Promise<MixResult> {
  const { accounts, env } = opts;
  const clientOf = (merchant: number, plan: number) =>
    new Client(opts.appUrls[plan % opts.appUrls.length], accounts.merchants[merchant]);
  const platformOf = (plan: number) => new Client(opts.appUrls[plan % opts.appUrls.length], accounts.platform);
  const merchants = [0, 1];
  // Withdrawals go to a Pix key of each merchant.
  for (const i of merchants) {
    const r = await clientOf(i, 0).call("PUT", "/v1/recipients/pix_key", { key_type: "random", key: randomUUID() });
    expect([200, 201], r.text).toContain(r.status);
    // A new destination cools off for 24 hours (docs/api/risk.md); the platform confirms and releases it.
    const released = await platformOf(0).post(
      `/v1/recipients/pix_key/release?merchant_id=${accounts.merchants[i].id}`,
      {},
    );
    expect(released.status, released.text).toBe(200);
  }
  const tokens = new Map<number, { ok: string[]; declined: string }>();
  for (const i of merchants) {
    const c = clientOf(i, 0);
    tokens.set(i, {
      ok: [await c.tokenize("visa"), await c.tokenize("mastercard")],
      declined: await c.tokenize("declined"),
    });
  }

  const counts: Record<string, Record<string, number>> = {};
  const fivexx: string[] = [];
  const captured: Array<{ merchant: number; id: string; amount: number }> = [];
  const disputed: Array<{ merchant: number; id: string }> = [];
  const charges201: string[] = [];
  const note = (kind: Kind, res: Answer) => {
    counts[kind] ??= {};
    counts[kind][String(res.status)] = (counts[kind][String(res.status)] ?? 0) + 1;
    if (res.status === 0 || res.status >= 500) fivexx.push(`${kind} → ${res.status} ${res.text.slice(0, 300)}`);
  };

  // The plan is generated from a seed (fast-check), so a failing mix can be replayed.
  const kinds: Kind[] = [
    "charge_captured",
    "charge_captured",
    "charge_captured",
    "charge_declined",
    "authorize_then_capture",
    "authorize_then_capture",
    "refund_partial",
    "refund_partial",
    "settlement_api",
    "anticipation",
    "withdrawal",
    "withdrawal",
    // Money-out controls in the same mix (docs/api/risk.md): a new payout destination cools off, full refunds
    // of money that may already be paid out, and suspensions that freeze the merchant's money out.
    "recipient_change",
    "refund_full",
    "suspension",
    // Disputes of captured charges (docs/api/disputes.md), racing the refunds, settlements and withdrawals of the
    // same money: a chargeback takes the amount and its fee out of `main` (below zero if it must), won brings the
    // amount back, lost or accepted sends it out.
    "dispute_open",
    "dispute_close",
    "dispute_accept",
  ];
  // While its merchant is suspended, a client tries money out (refused) and otherwise waits for the reactivation,
  // as an integrator told "suspended" would: refusals are instant, and a client that kept going would spend its
  // whole plan on them.
  const suspended = new Map<number, Promise<void> | undefined>();
  const suspensionsOf = new Map<number, number>();
  const suspensionWindows: MixResult["suspensionWindows"] = [];
  const opArb = fc.record({
    kind: fc.constantFrom(...kinds),
    merchant: fc.integer({ min: 0, max: 1 }),
    amount: fc.integer({ min: 500, max: 90_000 }),
    installments: fc.integer({ min: 1, max: 6 }),
    fraction: fc.double({ min: 0.05, max: 0.7, noNaN: true }),
    offsetDays: fc.integer({ min: 20, max: 200 }),
  });
  const plans = fc.sample(fc.array(opArb, { minLength: opts.opsPerClient, maxLength: opts.opsPerClient }), {
    seed: opts.seed,
    numRuns: opts.clients,
  });

  const runOp = async (op: (typeof plans)[number][number], plan: number) => {
    const client = clientOf(op.merchant, plan);
    const platform = platformOf(plan);
    const t = tokens.get(op.merchant)!;
    const reactivated = suspended.get(op.merchant);
    if (reactivated && op.kind !== "withdrawal" && op.kind !== "refund_full") await reactivated;
    switch (op.kind) {
      case "charge_captured": {
        const res = await client.charge<ChargeBody>(t.ok[op.amount % 2], op.amount, {
          installments: op.installments,
        });
        note(op.kind, res);
        if (res.status === 201) charges201.push(res.body.data.id);
        if (res.status === 201 && res.body.data.status === "captured")
          captured.push({ merchant: op.merchant, id: res.body.data.id, amount: op.amount });
        return;
      }
      case "charge_declined":
        return note(op.kind, await client.charge(t.declined, op.amount));
      case "authorize_then_capture": {
        const res = await client.charge<ChargeBody>(t.ok[0], op.amount, {
          capture: false,
          installments: op.installments,
        });
        note(op.kind, res);
        if (res.status === 201) charges201.push(res.body.data.id);
        if (res.status !== 201 || res.body.data.status !== "authorized") return;
        // Half in full, half in part (the rest is released).
        const amount =
          op.installments % 2 ? op.amount : Math.max(op.installments, Math.floor(op.amount * (1 - op.fraction)));
        const cap = await client.post(`/v1/charges/${res.body.data.id}/capture`, { amount });
        note(op.kind, cap);
        if (cap.status === 200) captured.push({ merchant: op.merchant, id: res.body.data.id, amount });
        return;
      }
      case "refund_partial": {
        const mine = captured.filter((c) => c.merchant === op.merchant);
        if (!mine.length) return;
        const target = mine[op.amount % mine.length];
        const amount = Math.max(1, Math.floor(target.amount * op.fraction * 0.5));
        return note(op.kind, await client.post(`/v1/charges/${target.id}/refund`, { amount }));
      }
      case "settlement_api":
        return note(op.kind, await platform.post("/v1/settlements", { as_of: day(op.offsetDays) }));
      case "anticipation":
        return note(
          op.kind,
          await client.post("/v1/anticipations", { anticipation_type: "spot", amount: op.amount * 3 }),
        );
      case "withdrawal":
        return note(
          op.kind,
          await client.post("/v1/withdrawals", { amount: Math.floor(op.amount / 3), method: "pix" }),
        );
      case "recipient_change": {
        // A new key cools off; half the time the platform confirms it at once, as an admin would.
        note(op.kind, await client.call("PUT", "/v1/recipients/pix_key", { key_type: "random", key: randomUUID() }));
        if (op.installments % 2) return;
        const merchantId = accounts.merchants[op.merchant].id;
        return note(op.kind, await platform.post(`/v1/recipients/pix_key/release?merchant_id=${merchantId}`, {}));
      }
      case "refund_full": {
        const mine = captured.filter((c) => c.merchant === op.merchant);
        if (!mine.length) return;
        // Whole charges, possibly refunded in part already or paid out: refused beyond what the rules allow.
        return note(op.kind, await client.post(`/v1/charges/${mine[op.amount % mine.length].id}/refund`, {}));
      }
      case "dispute_open": {
        const mine = captured.filter((c) => c.merchant === op.merchant);
        if (!mine.length) return;
        const target = mine[op.amount % mine.length];
        // Part of the charge: more than is left after refunds is refused (422), as is a second dispute.
        const amount = Math.max(1, Math.floor(target.amount * op.fraction));
        const res = await platform.post<{ data: { id: string } }>("/v1/disputes", {
          charge_id: target.id,
          reason: "fraudulent",
          amount,
        });
        note(op.kind, res);
        if (res.status === 201) disputed.push({ merchant: op.merchant, id: res.body.data.id });
        return;
      }
      case "dispute_close": {
        // The issuer decides: won or lost by the seed (a closed one is refused with 422).
        const mine = disputed.filter((d) => d.merchant === op.merchant);
        if (!mine.length) return;
        const outcome = op.installments % 2 ? "won" : "lost";
        return note(
          op.kind,
          await platform.post(`/v1/disputes/${mine[op.amount % mine.length].id}/close`, { outcome }),
        );
      }
      case "dispute_accept": {
        const mine = disputed.filter((d) => d.merchant === op.merchant);
        if (!mine.length) return;
        return note(op.kind, await client.post(`/v1/disputes/${mine[op.amount % mine.length].id}/accept`, {}));
      }
      case "suspension": {
        // One suspension of a merchant at a time, so its window is exact; always reactivated. One per merchant
        // in a run: a suspended merchant's calls answer 401, and the mix is there to move money.
        if (suspended.get(op.merchant) || (suspensionsOf.get(op.merchant) ?? 0) >= SUSPENSIONS_PER_MERCHANT) return;
        if (opts.neverSuspend?.includes(op.merchant)) return;
        suspensionsOf.set(op.merchant, (suspensionsOf.get(op.merchant) ?? 0) + 1);
        let reactivate = () => {};
        suspended.set(op.merchant, new Promise<void>((r) => (reactivate = r)));
        const merchantId = accounts.merchants[op.merchant].id;
        const off = await platform.call("PATCH", `/v1/merchants/${merchantId}`, { status: "inactive" });
        note(op.kind, off);
        const from = new Date();
        await new Promise((r) => setTimeout(r, SUSPENSION_MS));
        const to = new Date();
        let on = await platform.call("PATCH", `/v1/merchants/${merchantId}`, { status: "active" });
        note(op.kind, on);
        // Through a failover (part 11) the operator tries again until the database answers.
        for (let i = 0; i < 120 && (on.status === 503 || on.status === 0); i++) {
          await new Promise((r) => setTimeout(r, 500));
          on = await platform.call("PATCH", `/v1/merchants/${merchantId}`, { status: "active" });
          note(op.kind, on);
        }
        suspended.set(op.merchant, undefined);
        reactivate();
        expect(on.status, on.text).toBe(200);
        if (off.status === 200) suspensionWindows.push({ merchantId, from, to });
        return;
      }
    }
  };

  const started = Date.now();
  opts.onStart?.();
  // Two settlement runs of the operator CLI at the same time as the traffic, as a cron would start them.
  const cli = (opts.cliSettlements === false ? [] : [day(45), day(120)]).map((asOf) =>
    new Promise((r) => setTimeout(r, 5_000)).then(() =>
      adminCli<{ settled: number }>(env, ["settle", "--as-of", asOf]),
    ),
  );
  await Promise.all(
    plans.map(async (plan, i) => {
      for (const op of plan) await runOp(op, i);
    }),
  );
  const cliRuns = await Promise.all(cli);
  return { counts, fivexx, suspensionWindows, cliRuns, mixMs: Date.now() - started, charges201 };
}
