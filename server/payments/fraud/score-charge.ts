import { and, eq, gt, gte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  cardTokens,
  chargeRevenueDaily,
  charges,
  fraudAssessments,
  type FraudDecision,
  type FraudReason,
} from "@/db/schema";
import { FRAUD_DENY_TEST_CARD } from "@/server/payments/acquirer/test-cards";
import { executor, type Ctx } from "@/server/platform/context";
import { renderedPerShape } from "@/server/platform/db/prepared";
import { newId } from "@/server/platform/ids";
import { rowsInsert } from "@/server/platform/db/rows-insert";
import { isDisposableEmail } from "./disposable-email";
import type { TokenRowToOpen } from "@/server/payments/tokens/reveal-card-for-charge";
import type { FraudSessionRow } from "./sessions";
import { fraudSettingsForCharge } from "./settings";

/**
 * The rules engine (docs/api/fraud.md): each rule that fires adds its points and names itself; the sum,
 * at most 100, meets the merchant's thresholds. Rules read only this merchant's history.
 */
export const RULE_POINTS = {
  sandbox_test_card: 100,
  card_velocity: 40,
  device_velocity: 30,
  ip_velocity: 25,
  email_velocity: 25,
  declines_in_a_row: 35,
  disposable_email: 30,
  amount_far_above_history: 25,
  amount_above_history: 15,
  country_mismatch: 15,
} as const;

/** Declines in a row, for one card or one device, from which the rule fires. */
export const DECLINE_STREAK = 3;
/** Fewer approved charges than this and a merchant has no history to compare an amount with. */
export const MIN_HISTORY = 5;

export interface ChargeToScore {
  merchantId: string;
  cardTokenId: string;
  /** Only compared with the sandbox's test card here; never stored nor logged. */
  cardNumber: string;
  amount: number;
  customerEmail: string | null;
  customerTaxId: string | null;
  session: FraudSessionRow | null;
}

export interface FraudAssessment {
  score: number;
  decision: FraudDecision;
  reasons: FraudReason[];
  input: ChargeToScore;
}

/** Brazilian time zones (IANA): the only country the zone rule needs to tell apart. */
const BR_ZONES =
  /^America\/(Sao_Paulo|Bahia|Fortaleza|Recife|Maceio|Belem|Araguaina|Manaus|Cuiaba|Campo_Grande|Porto_Velho|Boa_Vista|Rio_Branco|Eirunepe|Santarem|Noronha)$/;

/** The countries the signals name: the browser's language region, its time zone, a CPF/CNPJ. */
function countrySignals(c: ChargeToScore): Map<string, string> {
  const out = new Map<string, string>();
  const region = c.session?.language?.match(/^[a-z]{2,3}-([A-Z]{2})\b/i)?.[1];
  if (region) out.set("browser language", region.toUpperCase());
  const zone = c.session?.timeZone;
  if (zone && BR_ZONES.test(zone)) out.set("time zone", "BR");
  else if (zone && /^(Europe|Asia|Africa|Australia)\//.test(zone)) out.set("time zone", zone.split("/")[0]);
  if (c.customerTaxId) out.set("customer document", "BR");
  if (c.session?.ipCountry) out.set("address", c.session.ipCountry);
  return out;
}

type VelocityKey = "cardTokenId" | "deviceId" | "clientIp" | "customerEmail";
const VELOCITY_KEYS: VelocityKey[] = ["cardTokenId", "deviceId", "clientIp", "customerEmail"];

/** The history statement's values, by name (`sql.placeholder`): the statement's text is made once per shape. */
const value = (name: string) => sql.placeholder(name);

/** The card token read with the history when the charge names its card by token (scoreTokenCharge). */
const token = alias(cardTokens, "t");

/** The token's columns that open its card (the tokens area opens it: revealedCardOf); nothing here decrypts. */
const TOKEN_COLUMNS: Record<keyof TokenRowToOpen, SQL> = {
  tokenId: sql`${token.id}`,
  brand: sql`${token.brand}`,
  firstSix: sql`${token.firstSix}`,
  lastFour: sql`${token.lastFour}`,
  keyId: sql`${token.keyId}`,
  iv: sql`${token.iv}`,
  ciphertext: sql`${token.ciphertext}`,
};

/**
 * The earlier charges in the window for one value of a key, counted up to its limit: a scalar subquery.
 * The rule only asks whether the limit is reached, and an uncapped count would read every charge of a
 * busy card or e-mail in the window on every charge. `of` is the key's value (the card's: the token's id).
 */
function countSince(key: VelocityKey, of: SQLWrapper): SQL {
  const column = fraudAssessments[key];
  return sql`(select count(*) from (select 1 from ${fraudAssessments} where ${and(
    eq(fraudAssessments.merchantId, value("merchant")),
    eq(column, of),
    gt(fraudAssessments.createdAt, value("since")),
  )} limit ${value(`${key}Limit`)}) as earlier)::int`;
}

/** How many of the latest charges of one card or device failed, newest first, until one did not. */
function declineStreak(key: "cardTokenId" | "deviceId", of: SQLWrapper): SQL {
  const column = fraudAssessments[key];
  return sql`(select coalesce(min(rn) filter (where status <> 'failed') - 1, count(*))::int from (
    select ${charges.status} as status, row_number() over (order by ${fraudAssessments.createdAt} desc) as rn
    from ${fraudAssessments} inner join ${charges} on ${charges.id} = ${fraudAssessments.chargeId}
    where ${and(eq(fraudAssessments.merchantId, value("merchant")), eq(column, of))}
    order by ${fraudAssessments.createdAt} desc limit ${DECLINE_STREAK}) as latest)`;
}

/** The days of captured charges the amount rules compare with. */
export const HISTORY_DAYS = 30;

/**
 * The merchant's charges captured in the last HISTORY_DAYS days: how many, and their average amount.
 * Read from the daily rollups (db/schema/charge-rollups.ts), so it costs the same for a merchant with
 * ten charges as for one with a million.
 */
function amountHistory(): { n: SQL; average: SQL } {
  const recent = sql`from ${chargeRevenueDaily} where ${and(
    eq(chargeRevenueDaily.merchantId, value("merchant")),
    gte(chargeRevenueDaily.day, value("historyFrom")),
  )}`;
  return {
    n: sql`(select coalesce(sum(${chargeRevenueDaily.capturedCount}), 0) ${recent})::int`,
    average: sql`(select coalesce(sum(${chargeRevenueDaily.capturedAmount})::float8 / nullif(sum(${chargeRevenueDaily.capturedCount}), 0), 0) ${recent})::float8`,
  };
}

/**
 * Every history signal of the rules in one statement (one round trip on the charge path): the velocity
 * counts, the decline streaks and the amount history, each a subquery on this merchant's rows. Its shape
 * is which velocity keys the charge has (in VELOCITY_KEYS' order), whether it has a device, and whether
 * the card is given by its token ("cardTokenId,customerEmail|device|token"): then the statement reads the
 * merchant's token too, and the card's subqueries take its id from that row, so that a charge's card and
 * its history come in one round trip instead of two. drizzle makes the text once per shape (BENCHMARKS.md).
 */
const historyStatement = renderedPerShape<Record<string, unknown>>((shape) => {
  const [keys, device, byToken] = shape.split("|");
  const card = byToken ? sql`${token.id}` : value("cardTokenIdValue");
  const history = amountHistory();
  const columns = [
    ...(keys ? (keys.split(",") as VelocityKey[]) : []).map((key) =>
      countSince(key, key === "cardTokenId" ? card : value(`${key}Value`)),
    ),
    declineStreak("cardTokenId", card),
    device ? declineStreak("deviceId", value("deviceIdValue")) : sql`0`,
    history.n,
    history.average,
  ];
  const select = sql.join(
    [
      ...columns.map((col, i) => sql`${col} as ${sql.raw(`s${i}`)}`),
      ...(byToken ? Object.entries(TOKEN_COLUMNS).map(([name, col]) => sql`${col} as ${sql.identifier(name)}`) : []),
    ],
    sql`, `,
  );
  if (!byToken) return sql`select ${select}`;
  // An alias renders as its name alone in a template: the table is named, then aliased.
  return sql`select ${select} from ${cardTokens} ${sql.identifier("t")} where ${and(
    eq(token.token, value("token")),
    eq(token.merchantId, value("merchant")),
  )} limit 1`;
});

/** A charge's facts before its card is known: what scoreTokenCharge is given. */
export type ChargeFacts = Omit<ChargeToScore, "cardTokenId" | "cardNumber">;

type VelocityRule = [keyof typeof RULE_POINTS, VelocityKey, string, number, string];

interface History {
  settings: Awaited<ReturnType<typeof fraudSettingsForCharge>>;
  /** The velocity rules that apply (their key has a value), in order. */
  velocity: VelocityRule[];
  counts: number[];
  cardStreak: number;
  deviceStreak: number;
  n: number;
  average: number;
  /** The token's row, when the card was given by its token and the merchant has it. */
  token?: TokenRowToOpen;
}

/** Stands for the card's token id in a read that finds the token itself (its value is never sent). */
const CARD_OF_TOKEN = "(the token's)";

/** The merchant's settings and the charge's history: one statement, with the token when `card` is one. */
async function historyOf(
  ctx: Ctx,
  c: ChargeFacts,
  card: { cardTokenId: string } | { token: string },
): Promise<History> {
  const settings = await fraudSettingsForCharge(ctx, c.merchantId);
  const since = new Date(ctx.now().getTime() - settings.velocity_window_minutes * 60_000);
  const byToken = "token" in card;
  // Velocity: the earlier charges in the window; the rule trips once they reach the limit.
  const rules: Array<[keyof typeof RULE_POINTS, VelocityKey, string | null | undefined, number, string]> = [
    ["card_velocity", "cardTokenId", byToken ? CARD_OF_TOKEN : card.cardTokenId, settings.card_velocity_limit, "card"],
    ["device_velocity", "deviceId", c.session?.deviceId, settings.device_velocity_limit, "device"],
    ["ip_velocity", "clientIp", c.session?.clientIp, settings.ip_velocity_limit, "client address"],
    ["email_velocity", "customerEmail", c.customerEmail, settings.email_velocity_limit, "e-mail"],
  ];
  const velocity = rules.filter((v): v is VelocityRule => !!v[2]);
  const asked = VELOCITY_KEYS.filter((key) => velocity.some(([, k]) => k === key));
  const values: Record<string, unknown> = {
    merchant: c.merchantId,
    since: since.toISOString(),
    deviceIdValue: c.session?.deviceId ?? null,
    historyFrom: new Date(ctx.now().getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10),
  };
  if (byToken) values.token = card.token;
  for (const [, key, v, limit] of velocity) {
    // The card's id comes from the token row in the statement itself; every other key's value is sent.
    if (!(byToken && key === "cardTokenId")) values[`${key}Value`] = v;
    values[`${key}Limit`] = limit;
  }
  const shape = `${asked.join(",")}|${c.session ? "device" : ""}|${byToken ? "token" : ""}`;
  const [row] = await historyStatement(await executor(ctx), shape, values);
  const at = (i: number) => Number(row?.[`s${i}`] ?? 0);
  const k = asked.length;
  return {
    settings,
    velocity,
    counts: velocity.map(([, key]) => at(asked.indexOf(key))),
    cardStreak: at(k),
    deviceStreak: at(k + 1),
    n: at(k + 2),
    average: at(k + 3),
    token: byToken && row ? (row as unknown as TokenRowToOpen) : undefined,
  };
}

/** Scores a card charge before it reaches the acquirer. Reads only; the result is recorded with the charge. */
export async function scoreCharge(ctx: Ctx, c: ChargeToScore): Promise<FraudAssessment> {
  return assess(c, await historyOf(ctx, c, { cardTokenId: c.cardTokenId }));
}

/**
 * scoreCharge for a card given by the merchant's token, with the token's row read in the same statement
 * as the history (one round trip fewer on the charge path). `reveal` opens the card from the row (the
 * tokens area's work); undefined when the merchant has no such token.
 */
export async function scoreTokenCharge<Card extends { tokenId: string; number: string }>(
  ctx: Ctx,
  c: ChargeFacts,
  cardToken: string,
  reveal: (row: TokenRowToOpen) => Card,
): Promise<{ card: Card; fraud: FraudAssessment } | undefined> {
  const history = await historyOf(ctx, c, { token: cardToken });
  if (!history.token) return undefined;
  const card = reveal(history.token);
  return { card, fraud: assess({ ...c, cardTokenId: card.tokenId, cardNumber: card.number }, history) };
}

/** The rules, on the charge and its history: each rule that fires adds its points and names itself. */
function assess(c: ChargeToScore, history: History): FraudAssessment {
  const { settings } = history;
  const window = `${settings.velocity_window_minutes} min`;
  const reasons: FraudReason[] = [];
  const add = (code: keyof typeof RULE_POINTS, detail: string) =>
    reasons.push({ code, points: RULE_POINTS[code], detail });

  if (c.cardNumber.replace(/\D/g, "") === FRAUD_DENY_TEST_CARD)
    add("sandbox_test_card", "The sandbox's fraud test card.");

  history.velocity.forEach(([code, , , limit, what], i) => {
    // Counted up to the limit: reaching it is all the rule asks.
    if (history.counts[i] >= limit)
      add(code, `${limit} or more earlier charges of this ${what} in ${window} (the limit).`);
  });

  const { cardStreak, deviceStreak } = history;
  if (cardStreak >= DECLINE_STREAK || deviceStreak >= DECLINE_STREAK)
    add(
      "declines_in_a_row",
      `The last ${DECLINE_STREAK} charges of this ${cardStreak >= DECLINE_STREAK ? "card" : "device"} were declined.`,
    );

  if (c.customerEmail && isDisposableEmail(c.customerEmail))
    add("disposable_email", `${c.customerEmail.split("@").pop()} is a disposable e-mail provider.`);

  if (history.n >= MIN_HISTORY && history.average > 0) {
    const ratio = c.amount / history.average;
    if (ratio > 5) add("amount_far_above_history", `${ratio.toFixed(1)}× the merchant's average charge.`);
    else if (ratio > 3) add("amount_above_history", `${ratio.toFixed(1)}× the merchant's average charge.`);
  }

  const countries = countrySignals(c);
  if (new Set(countries.values()).size > 1)
    add("country_mismatch", [...countries].map(([signal, country]) => `${signal}: ${country}`).join(", "));

  const score = Math.min(
    100,
    reasons.reduce((sum, r) => sum + r.points, 0),
  );
  const decision: FraudDecision =
    score >= settings.deny_score ? "deny" : score >= settings.review_score ? "review" : "approve";
  return { score, decision, reasons, input: c };
}

/** Records the assessment with its charge: the insert, unsent, a part of the charge's one-statement write (server/platform/db/write-atomically.ts). */
export function assessmentInsert(ctx: Ctx, chargeId: string, a: FraudAssessment) {
  return rowsInsert(fraudAssessments, [
    {
      id: newId(),
      merchantId: a.input.merchantId,
      chargeId,
      fraudSessionId: a.input.session?.id ?? null,
      cardTokenId: a.input.cardTokenId,
      deviceId: a.input.session?.deviceId ?? null,
      clientIp: a.input.session?.clientIp ?? null,
      customerEmail: a.input.customerEmail,
      score: a.score,
      decision: a.decision,
      reasons: a.reasons,
      createdAt: ctx.now(),
    },
  ]);
}
