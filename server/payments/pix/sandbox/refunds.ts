import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { sandboxPixPayments, sandboxPixRefunds } from "@/db/schema";
import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { centsOfPixValue } from "../psp/amount";
import type { PixRefund } from "../psp/types";
import { returnId } from "./identifiers";
import { invalid, notFound } from "./problem";
import { presentReceived, presentRefund } from "./present-received";
import { notifyReceived } from "./webhook";

/** A Pix can be returned within 90 days of its payment (Regulamento Pix, art. 77). */
const REFUND_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

/** Test value (docs/api/test-cards.md): a refund of exactly R$ 6,66 is not made (the payer's account is closed). */
export const REFUND_FAILS_CENTS = 666;

const refundRequest = z.object({
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  natureza: z.enum(["ORIGINAL", "RETIRADA"]).optional(),
  descricao: z.string().max(140).optional(),
});

/** `PUT /pix/{e2eid}/devolucao/{id}`: the same id again answers the refund it made (the id is the client's). */
export async function requestRefund(ctx: Ctx, endToEndId: string, id: string, body: unknown): Promise<PixRefund> {
  if (!/^[a-zA-Z0-9]{1,35}$/.test(id))
    throw invalid("DevolucaoOperacaoInvalida", "O id da devolução deve ter de 1 a 35 letras e dígitos.", "id", id);
  const parsed = refundRequest.safeParse(body);
  if (!parsed.success) throw invalid("DevolucaoOperacaoInvalida", "valor deve ter o formato 0.00.", "valor");
  const amountCents = centsOfPixValue(parsed.data.valor);
  if (amountCents === 0) throw invalid("DevolucaoOperacaoInvalida", "O valor da devolução não pode ser 0.00.", "valor");
  return inTransaction(ctx, async (c) => {
    const [pix] = await c.tx
      .select()
      .from(sandboxPixPayments)
      .where(eq(sandboxPixPayments.endToEndId, endToEndId))
      .for("update");
    if (!pix) throw notFound("Pix");
    const [same] = await c.tx
      .select()
      .from(sandboxPixRefunds)
      .where(and(eq(sandboxPixRefunds.endToEndId, endToEndId), eq(sandboxPixRefunds.id, id)));
    if (same) {
      if (same.amountCents !== amountCents)
        throw invalid("DevolucaoOperacaoInvalida", "Já existe uma devolução com este id e outro valor.", "id", id);
      return presentRefund(same);
    }
    if (ctx.now().getTime() - pix.horario.getTime() > REFUND_WINDOW_MS)
      throw invalid("DevolucaoOperacaoInvalida", "O prazo de 90 dias para devolução terminou.", "e2eid", endToEndId);
    const [{ refunded }] = await c.tx
      .select({ refunded: sql<string>`coalesce(sum(${sandboxPixRefunds.amountCents}), 0)` })
      .from(sandboxPixRefunds)
      .where(and(eq(sandboxPixRefunds.endToEndId, endToEndId), ne(sandboxPixRefunds.status, "NAO_REALIZADO")));
    if (Number(refunded) + amountCents > pix.amountCents)
      throw invalid(
        "DevolucaoOperacaoInvalida",
        "A soma das devoluções ultrapassa o valor do Pix.",
        "valor",
        parsed.data.valor,
      );
    const [row] = await c.tx
      .insert(sandboxPixRefunds)
      .values({
        endToEndId,
        id,
        rtrId: returnId(ctx.now()),
        amountCents,
        natureza: parsed.data.natureza ?? "ORIGINAL",
        descricao: parsed.data.descricao ?? null,
        status: "EM_PROCESSAMENTO",
        requestedAt: ctx.now(),
      })
      .returning();
    return presentRefund(row);
  });
}

/** `GET /pix/{e2eid}/devolucao/{id}`. */
export async function getRefund(ctx: Ctx, endToEndId: string, id: string): Promise<PixRefund> {
  const db = await executor(ctx);
  const [row] = await db
    .select()
    .from(sandboxPixRefunds)
    .where(and(eq(sandboxPixRefunds.endToEndId, endToEndId), eq(sandboxPixRefunds.id, id)));
  if (!row) throw notFound("Devolução");
  return presentRefund(row);
}

/**
 * The SPI's answer to refunds in processing: each ends DEVOLVIDO (or NAO_REALIZADO for the test value),
 * and the PSP calls the receiving key's webhook for those of Pix with a txid. Run by the sandbox's job
 * and by `pix-settle-refunds`; answers how many ended.
 */
export async function settleSandboxRefunds(ctx: Ctx): Promise<number> {
  const ended = await inTransaction(ctx, async (c) => {
    const due = await c.tx
      .select()
      .from(sandboxPixRefunds)
      .where(eq(sandboxPixRefunds.status, "EM_PROCESSAMENTO"))
      .orderBy(asc(sandboxPixRefunds.requestedAt))
      .limit(100)
      .for("update", { skipLocked: true });
    for (const r of due) {
      const failed = r.amountCents === REFUND_FAILS_CENTS;
      await c.tx
        .update(sandboxPixRefunds)
        .set({
          status: failed ? "NAO_REALIZADO" : "DEVOLVIDO",
          settledAt: failed ? null : ctx.now(),
          motivo: failed ? "Conta do pagador encerrada." : null,
        })
        .where(and(eq(sandboxPixRefunds.endToEndId, r.endToEndId), eq(sandboxPixRefunds.id, r.id)));
    }
    return [...new Set(due.map((r) => r.endToEndId))];
  });
  const db = await executor(ctx);
  for (const e2eid of ended) {
    const [pix] = await db.select().from(sandboxPixPayments).where(eq(sandboxPixPayments.endToEndId, e2eid));
    if (!pix?.txid) continue;
    const refunds = await db.select().from(sandboxPixRefunds).where(eq(sandboxPixRefunds.endToEndId, e2eid));
    await notifyReceived(ctx, pix.chave, [presentReceived(pix, refunds)]);
  }
  return ended.length;
}
