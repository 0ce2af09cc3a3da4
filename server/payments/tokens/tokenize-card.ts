import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { cardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { PermissionError, ValidationError } from "@/server/platform/errors";
import { newId, randomToken } from "@/server/platform/ids";
import { log } from "@/server/platform/log";
import { validateCard, type CardInput, type ValidCard } from "@/sdk/src/validate-card";
import { cardFingerprint, openCard, sealCard, type CardSecret } from "./card-cipher";
import { presentToken, type TokenizeResult } from "./present-token";
import { merchantInScope } from "@/server/platform/tenancy";
import { preparedPerHandle } from "@/server/platform/db/prepared";
import type { Executor } from "@/server/platform/db";

export type { TokenizeResult } from "./present-token";
export type { CardInput } from "@/sdk/src/validate-card";

type Row = typeof cardTokens.$inferSelect;

/**
 * Tokenizes a card for the caller's merchant (ctx.actor: `public` from a public key or the hosted
 * checkout, or a merchant). Validated with the rules the SDK shares; the same card (by fingerprint)
 * for the same merchant answers the existing token. Not rate-limited itself: a route that takes
 * cards from browsers wraps it in withTokenizeBudget (./rate-limit).
 * The CVV is checked here and then dropped: it is neither stored nor logged.
 *
 * Throws ValidationError (400, `param` = `card.number` | `card.holderName` | `card.expirationMonth` |
 * `card.expirationYear` | `card.cvv`).
 */
export async function tokenizeCard(args: { ctx: Ctx; input: CardInput }): Promise<TokenizeResult> {
  return (await tokenizeCardOutcome(args)).result;
}

/**
 * As tokenizeCard, also telling whether a new token was made, the vault row's id, and the card as
 * typed (for a hosted checkout's bound token, ./tokenize-for-checkout.ts). `created` is for logs and
 * internal callers only: the HTTP answer must not tell a public-key holder whether a card is on file.
 *
 * A public-key holder (a buyer's browser, or anyone who read a key off a merchant's page) never
 * rewrites a stored card: its name and expiry stay, and the answer echoes the expiry that was sent,
 * so that it does not reveal the stored one either. Only the merchant's own callers refresh them.
 */
export async function tokenizeCardOutcome({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CardInput;
}): Promise<{ result: TokenizeResult; created: boolean; cardTokenId: string; card: CardSecret }> {
  const merchantId = merchantInScope(ctx);
  if (!merchantId)
    throw new PermissionError("Tokenization needs a merchant: use the merchant's public key.", "merchant_required");
  const checked = validateCard(input, ctx.now());
  if (!checked.ok) {
    const first = checked.issues[0];
    const details = checked.issues.map((i) => ({ param: i.field, message: i.message }));
    throw new ValidationError(first.message, first.field, details, first.code);
  }
  const card = checked.card;
  const fingerprint = cardFingerprint(card.number);
  const typed = secretOf(card);
  const answer = (row: Row) =>
    ctx.actor.role === "public"
      ? { ...presentToken(row), expirationMonth: card.expirationMonth, expirationYear: card.expirationYear }
      : presentToken(row);

  const reuse = async (found: Row) => {
    const row = ctx.actor.role === "public" ? found : await refreshIfChanged(ctx, found, card);
    log.info("card token reused", { requestId: ctx.requestId, merchantId, tokenId: row.id, brand: row.brand });
    return { result: answer(row), created: false, cardTokenId: row.id, card: typed };
  };

  // A new card takes one statement: the insert, unless a token of this fingerprint (the unique key) or
  // a legacy token that may be this card (rule 5, checked inside the insert) exists. Only then are they read.
  const inserted = await insertUnlessKnown(ctx, merchantId, card, fingerprint, typed);
  if (inserted) {
    log.info("card tokenized", { requestId: ctx.requestId, merchantId, tokenId: inserted.id, brand: inserted.brand });
    return { result: answer(inserted), created: true, cardTokenId: inserted.id, card: typed };
  }
  const found =
    (await byFingerprint(ctx, merchantId, fingerprint)) ?? (await adoptLegacy(ctx, merchantId, card, fingerprint));
  if (found) return reuse(found);
  // The legacy look-alike was another card: a token of its own (a concurrent twin answers its row).
  const made = await insertUnlessKnown(ctx, merchantId, card, fingerprint, typed, { ignoreLegacy: true });
  if (made) return { result: answer(made), created: true, cardTokenId: made.id, card: typed };
  const winner = await byFingerprint(ctx, merchantId, fingerprint);
  if (!winner) throw new Error("card token vanished after a fingerprint conflict");
  return reuse(winner);
}

const columns = Object.entries(getTableColumns(cardTokens));

/**
 * INSERT … SELECT … WHERE NOT EXISTS (a legacy token with this BIN, last four and expiry) ON CONFLICT
 * (merchant_id, fingerprint) DO NOTHING RETURNING *, built once per database handle and kind (with or without
 * the legacy check) with a placeholder per column (server/platform/db/prepared.ts): drizzle building it on
 * every card was a tenth of tokenization's CPU.
 */
function newTokenInsert(ignoreLegacy: boolean) {
  return preparedPerHandle((db: Executor) => {
    // Every column in the table's order, typed (a parameter in a SELECT list has no type of its own).
    const list = sql.join(
      columns.map(([key, column]) => sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`),
      sql`, `,
    );
    const legacy = ignoreLegacy
      ? sql``
      : sql` where not exists (select 1 from ${cardTokens} where ${and(
          eq(cardTokens.merchantId, sql.placeholder("merchantId")),
          isNull(cardTokens.fingerprint),
          eq(cardTokens.firstSix, sql.placeholder("firstSix")),
          eq(cardTokens.lastFour, sql.placeholder("lastFour")),
          eq(cardTokens.expirationYear, sql.placeholder("expirationYear")),
          eq(cardTokens.expirationMonth, sql.placeholder("expirationMonth")),
        )})`;
    return (
      db
        .insert(cardTokens)
        .select(sql`select ${list}${legacy}`)
        // A concurrent request with the same card won the unique (merchant_id, fingerprint): read its token.
        .onConflictDoNothing({ target: [cardTokens.merchantId, cardTokens.fingerprint] })
        .returning()
        .prepare(ignoreLegacy ? "card_token_insert" : "card_token_insert_unless_legacy")
    );
  });
}
const insertNewToken = newTokenInsert(false);
const insertNewTokenIgnoringLegacy = newTokenInsert(true);

async function insertUnlessKnown(
  ctx: Ctx,
  merchantId: string,
  card: ValidCard,
  fingerprint: string,
  typed: CardSecret,
  opts: { ignoreLegacy?: boolean } = {},
): Promise<Row | undefined> {
  const id = newId();
  // One instant for both: a new row has not been updated since it was created.
  const now = ctx.now();
  const values: Row = {
    id,
    token: `tok_${randomToken(24)}`,
    merchantId,
    fingerprint,
    brand: card.brand,
    firstSix: card.number.slice(0, 6),
    lastFour: card.number.slice(-4),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    ...sealCard(id, typed),
    createdAt: now,
    updatedAt: now,
  };
  // A placeholder in raw SQL is sent as given: each value encoded by its column first (dates, as drizzle would).
  const encoded: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = values[key as keyof Row];
    encoded[key] = value === null ? null : column.mapToDriverValue(value);
  }
  const db = await executor(ctx);
  const insert = opts.ignoreLegacy ? insertNewTokenIgnoringLegacy : insertNewToken;
  const [inserted] = await insert(db).execute(encoded);
  return inserted;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (x: unknown) => (x && typeof x === "object" && "code" in x ? x.code : undefined);
  return code(e) === "23505" || code((e as { cause?: unknown })?.cause) === "23505";
}

function secretOf(card: ValidCard) {
  return {
    number: card.number,
    holderName: card.holderName,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  };
}

async function byFingerprint(ctx: Ctx, merchantId: string, fingerprint: string): Promise<Row | undefined> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(cardTokens)
    .where(and(eq(cardTokens.merchantId, merchantId), eq(cardTokens.fingerprint, fingerprint)))
    .limit(1);
  return row;
}

/**
 * Rule 5's legacy fallback: a token made before fingerprints has none, so it is found by
 * BIN + last four + expiry. Those ten digits do not identify a card, so the candidate is
 * decrypted and compared in full before it is reused; the match then gets its fingerprint,
 * so the next lookup is the fast one.
 */
async function adoptLegacy(
  ctx: Ctx,
  merchantId: string,
  card: ValidCard,
  fingerprint: string,
): Promise<Row | undefined> {
  const db = await executor(ctx);
  const candidates = await db
    .select()
    .from(cardTokens)
    .where(
      and(
        eq(cardTokens.merchantId, merchantId),
        isNull(cardTokens.fingerprint),
        eq(cardTokens.firstSix, card.number.slice(0, 6)),
        eq(cardTokens.lastFour, card.number.slice(-4)),
        eq(cardTokens.expirationYear, card.expirationYear),
        eq(cardTokens.expirationMonth, card.expirationMonth),
      ),
    )
    .limit(20);
  const match = candidates.find((row) => openCard(row.id, row).number === card.number);
  if (!match) return undefined;
  try {
    const [adopted] = await db
      .update(cardTokens)
      .set({ fingerprint, updatedAt: ctx.now() })
      .where(and(eq(cardTokens.id, match.id), isNull(cardTokens.fingerprint)))
      .returning();
    if (adopted) return adopted;
  } catch (e) {
    // Another token already holds this fingerprint (made meanwhile): that one is the answer.
    // Inside a caller's transaction the failed statement has aborted it, so it must surface.
    if (ctx.tx || !isUniqueViolation(e)) throw e;
  }
  return (await byFingerprint(ctx, merchantId, fingerprint)) ?? match;
}

/**
 * The same number with a new expiry or name is the same card, reissued or retyped: the token stays
 * and its sealed data follows the latest input, so a charge never uses a superseded expiry. Only for
 * the merchant's own callers (see tokenizeCardOutcome): a public-key holder cannot rewrite a card.
 */
async function refreshIfChanged(ctx: Ctx, row: Row, card: ValidCard): Promise<Row> {
  const sameExpiry = row.expirationMonth === card.expirationMonth && row.expirationYear === card.expirationYear;
  if (sameExpiry && openCard(row.id, row).holderName === card.holderName) return row;
  const db = await executor(ctx);
  const [updated] = await db
    .update(cardTokens)
    .set({
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      ...sealCard(row.id, secretOf(card)),
      updatedAt: ctx.now(),
    })
    .where(eq(cardTokens.id, row.id))
    .returning();
  return updated ?? row;
}
