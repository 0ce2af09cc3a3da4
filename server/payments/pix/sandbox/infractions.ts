import { and, eq, ne, sql } from "drizzle-orm";
import { sandboxPixPayments, sandboxPixRefunds } from "@/db/schema";
import { config } from "@/server/platform/config";
import { executor, type Ctx } from "@/server/platform/context";
import { newId } from "@/server/platform/ids";
import type { PixInfractionReport } from "../psp/types";
import { notFound } from "./problem";

/**
 * The sandbox PSP raises a MED infraction report about a Pix it received, as a payer's PSP would file one in the
 * DICT (`pix-med-open`, `POST /v1/disputes` with a Pix charge). The amount defaults to what is left of the Pix
 * after its devoluções. The report is what a real PSP's adapter hands to `receivePixInfraction`.
 */
export async function raiseSandboxInfraction(
  ctx: Ctx,
  input: { endToEndId: string; amountCents?: number; details?: string },
): Promise<PixInfractionReport> {
  const db = await executor(ctx);
  const [pix] = await db
    .select()
    .from(sandboxPixPayments)
    .where(eq(sandboxPixPayments.endToEndId, input.endToEndId))
    .limit(1);
  if (!pix) throw notFound("Pix");
  const [{ returned }] = await db
    .select({ returned: sql<string>`coalesce(sum(${sandboxPixRefunds.amountCents}), 0)` })
    .from(sandboxPixRefunds)
    .where(and(eq(sandboxPixRefunds.endToEndId, pix.endToEndId), ne(sandboxPixRefunds.status, "NAO_REALIZADO")));
  return {
    id: newId(),
    endToEndId: pix.endToEndId,
    infractionType: "FRAUD",
    amountCents: input.amountCents ?? pix.amountCents - Number(returned),
    reportDetails: input.details ?? "Pagador relata golpe: não reconhece a transação.",
    creationTime: ctx.now().toISOString(),
  };
}

/**
 * The sandbox PSP's analysis of the merchant's answer to a MED report (docs/api/disputes.md, "Sandbox outcomes"),
 * the same rule as the sandbox issuer's: `winning_evidence` is decided for the merchant, `losing_evidence` against,
 * anything else waits for an admin's decision. A real PSP decides within its analysis window and says so later.
 */
export function sandboxMedAnalysis(evidenceText: string): "won" | "lost" | "pending" {
  if (config().isProduction) return "pending";
  if (evidenceText.includes("winning_evidence")) return "won";
  if (evidenceText.includes("losing_evidence")) return "lost";
  return "pending";
}
