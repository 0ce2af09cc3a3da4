import { eq } from "drizzle-orm";
import { sandboxPixCharges, sandboxPixPayments } from "@/db/schema";
import { inTransaction, type Ctx } from "@/server/platform/context";
import type { PixReceived } from "../psp/types";
import { isExpired } from "./charges";
import { endToEndId } from "./identifiers";
import { invalid, notFound } from "./problem";
import { presentReceived } from "./present-received";
import { notifyReceived } from "./webhook";

export interface PayCobOptions {
  txid: string;
  /** Pay after the charge expired (the payer's app read the code in time and paid late). */
  late?: boolean;
  /** Pay a charge that was already paid (the payer paid the same code twice). */
  again?: boolean;
  payerMessage?: string;
}

/**
 * What a payer's bank does with a BR Code: pays the charge's amount to its txid. The sandbox's buyer (CLI
 * `pix-pay`, the sandbox page, the checkout's development hook). Refuses an expired or paid charge unless
 * told to reproduce those cases. Calls the receiving key's webhook after the commit.
 */
export async function payCob(ctx: Ctx, opts: PayCobOptions): Promise<PixReceived> {
  const paid = await inTransaction(ctx, async (c) => {
    const [cob] = await c.tx
      .select()
      .from(sandboxPixCharges)
      .where(eq(sandboxPixCharges.txid, opts.txid))
      .for("update");
    if (!cob) throw notFound("Cobrança");
    if (cob.status.startsWith("REMOVIDA")) throw invalid("CobOperacaoInvalida", "A cobrança foi removida.", "txid");
    if (cob.status === "CONCLUIDA" && !opts.again)
      throw invalid("CobOperacaoInvalida", "A cobrança já foi paga.", "txid", opts.txid);
    if (isExpired(cob, ctx.now()) && !opts.late)
      throw invalid("CobOperacaoInvalida", "A cobrança expirou.", "txid", opts.txid);
    const [row] = await c.tx
      .insert(sandboxPixPayments)
      .values({
        endToEndId: endToEndId(ctx.now()),
        txid: cob.txid,
        chave: cob.chave,
        amountCents: cob.amountCents,
        horario: ctx.now(),
        infoPagador: opts.payerMessage ?? null,
      })
      .returning();
    await c.tx.update(sandboxPixCharges).set({ status: "CONCLUIDA" }).where(eq(sandboxPixCharges.txid, cob.txid));
    return row;
  });
  const pix = presentReceived(paid, []);
  await notifyReceived(ctx, paid.chave, [pix]);
  return pix;
}
