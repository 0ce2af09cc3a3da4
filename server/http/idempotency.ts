import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { idempotencyKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { IdempotencyError, ValidationError } from "@/server/platform/errors";
import { openSecret, sealSecret } from "@/server/delivery/webhooks/secret-box";

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const TTL_MS = IDEMPOTENCY_TTL_MS;
/**
 * An `in_flight` key older than this was left by a process that died mid-request (a request lasts
 * seconds: statements stop at 30 s, shutdown waits 25 s). It is taken over, so a retry runs the request
 * again instead of answering 409 for 24 hours; the verbs are safe to repeat (charges keep their acquirer
 * intents, captures and refunds are conditional updates).
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;

/**
 * Stored answers hold what the first answer held, new API secrets and webhook secrets included, so
 * they are sealed at rest with the secrets key (AES-256-GCM, server/delivery/webhooks/secret-box.ts) and
 * purged after 24 h (server/http/idempotency-purge.ts). docs/api/idempotency.md.
 */
function openStored(body: string | null): string | null {
  return body === null ? null : openSecret(body);
}

export function requestHash(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

export function checkIdempotencyKey(key: string): string {
  if (key.length < 1 || key.length > 255)
    throw new ValidationError("Idempotency-Key must be 1 to 255 characters.", "Idempotency-Key");
  return key;
}

/**
 * Runs `run` at most once per (scope, key). Same key and same request replays the stored answer;
 * another request with the key, or one while the first is running, is a 409. Validation failures
 * and server errors are not kept, so the caller may fix the request and retry with the same key.
 */
export async function withIdempotency(
  ctx: Ctx,
  scope: string,
  key: string,
  hash: string,
  run: () => Promise<Response>,
): Promise<Response> {
  // The route's Ctx has no transaction: the claim and the stored answer commit on their own.
  const db = await executor(ctx);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, state: "in_flight" })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return withIdempotency(ctx, scope, key, hash, run);
    if (Date.now() - row.createdAt.getTime() > TTL_MS) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - TTL_MS)),
          ),
        );
      return withIdempotency(ctx, scope, key, hash, run);
    }
    if (row.state === "in_flight" && Date.now() - row.createdAt.getTime() > IDEMPOTENCY_ABANDONED_MS) {
      // Conditional: of two retries racing for an abandoned key, one deletes it and claims it anew;
      // the other finds the new claim in flight.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, "in_flight"),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS)),
          ),
        );
      return withIdempotency(ctx, scope, key, hash, run);
    }
    if (row.state === "in_flight") {
      throw new IdempotencyError(
        "A request with this Idempotency-Key is still being processed.",
        "idempotency_in_flight",
      );
    }
    if (row.requestHash !== hash) {
      throw new IdempotencyError(
        "This Idempotency-Key was already used with a different request.",
        "idempotency_key_reused",
      );
    }
    return new Response(openStored(row.responseBody), {
      status: row.responseStatus ?? 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Idempotent-Replayed": "true",
        "Cache-Control": "no-store",
      },
    });
  }

  const forget = () =>
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  let res: Response;
  try {
    res = await run();
  } catch (e) {
    await forget();
    throw e;
  }
  if (res.status === 400 || res.status >= 500) {
    await forget();
    return res;
  }
  const body = await res.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ state: "done", responseStatus: res.status, responseBody: sealSecret(body) })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return res;
}
