import { and, asc, eq, gt, ne } from "drizzle-orm";
import { cardTokens } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { CliCommand } from "@/server/platform/contracts/cli-command";
import { log } from "@/server/platform/log";
import { CardKeyMissingError, openCard, sealCard } from "./card-cipher";
import { cardKeys } from "./card-keys";

export interface RotationReport {
  keyId: string;
  reencrypted: number;
  /** Tokens whose key is not configured: they stay as they are until the key is given. */
  missingKey: number;
  dryRun: boolean;
}

/**
 * Re-encrypts every token sealed under another key than the current one (after a rotation:
 * the new key in CARD_ENCRYPTION_KEY, the old ones in CARD_ENCRYPTION_OLD_KEYS). Resumable and
 * safe to run while the service runs: each row is rewritten only if its key id is still the
 * one that was read (a conditional update), and a fresh IV is drawn for every row.
 */
export async function rotateCardKey({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { dryRun?: boolean; batchSize?: number };
}): Promise<RotationReport> {
  const { current } = cardKeys();
  const db = await executor(ctx);
  const report: RotationReport = { keyId: current.id, reencrypted: 0, missingKey: 0, dryRun: Boolean(input.dryRun) };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select()
      .from(cardTokens)
      .where(and(ne(cardTokens.keyId, current.id), gt(cardTokens.id, after)))
      .orderBy(asc(cardTokens.id))
      .limit(input.batchSize ?? 200);
    if (!rows.length) break;
    for (const row of rows) {
      after = row.id;
      let secret;
      try {
        secret = openCard(row.id, row);
      } catch (e) {
        if (!(e instanceof CardKeyMissingError)) throw e;
        report.missingKey += 1;
        continue;
      }
      if (report.dryRun) {
        report.reencrypted += 1;
        continue;
      }
      const updated = await db
        .update(cardTokens)
        .set({ ...sealCard(row.id, secret), updatedAt: ctx.now() })
        .where(and(eq(cardTokens.id, row.id), eq(cardTokens.keyId, row.keyId)))
        .returning({ id: cardTokens.id });
      report.reencrypted += updated.length;
    }
  }
  log.info("card key rotation", { ...report });
  return report;
}

export const rotateCardKeyCommand: CliCommand = {
  name: "rotate-card-key",
  usage: "rotate-card-key [--dry-run]",
  description:
    "Re-encrypts card tokens under the current CARD_ENCRYPTION_KEY (keep the old key in CARD_ENCRYPTION_OLD_KEYS until this reports missingKey: 0).",
  run: (args, ctx) => rotateCardKey({ ctx, input: { dryRun: Boolean(args["dry-run"]) } }),
};
