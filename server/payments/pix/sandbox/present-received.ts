import type { sandboxPixPayments, sandboxPixRefunds } from "@/db/schema";
import { pixValue } from "../psp/amount";
import type { PixReceived, PixRefund } from "../psp/types";

export function presentRefund(r: typeof sandboxPixRefunds.$inferSelect): PixRefund {
  return {
    id: r.id,
    rtrId: r.rtrId,
    valor: pixValue(r.amountCents),
    natureza: r.natureza,
    ...(r.descricao ? { descricao: r.descricao } : {}),
    horario: {
      solicitacao: r.requestedAt.toISOString(),
      ...(r.settledAt ? { liquidacao: r.settledAt.toISOString() } : {}),
    },
    status: r.status,
    ...(r.motivo ? { motivo: r.motivo } : {}),
  };
}

/** `Pix`: one received payment and its refunds. */
export function presentReceived(
  p: typeof sandboxPixPayments.$inferSelect,
  refunds: (typeof sandboxPixRefunds.$inferSelect)[],
): PixReceived {
  return {
    endToEndId: p.endToEndId,
    ...(p.txid ? { txid: p.txid } : {}),
    valor: pixValue(p.amountCents),
    chave: p.chave,
    horario: p.horario.toISOString(),
    ...(p.infoPagador ? { infoPagador: p.infoPagador } : {}),
    ...(refunds.length ? { devolucoes: refunds.map(presentRefund) } : {}),
  };
}
