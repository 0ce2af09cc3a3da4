import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { sandboxPixCharges, sandboxPixPayments, sandboxPixRefunds } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { centsOfPixValue, pixValue } from "../psp/amount";
import type { PixCob, PixReceived } from "../psp/types";
import { dynamicBrCode } from "./br-code";
import { locationId } from "./identifiers";
import { invalid, notFound } from "./problem";
import { presentReceived } from "./present-received";

export const TXID = /^[a-zA-Z0-9]{26,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;

/** `CobSolicitada`, as far as an immediate charge of this sandbox needs it; the rest is kept as sent. */
const cobRequest = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().max(2_147_483_647).optional() }).optional(),
  valor: z.object({
    original: z.string().regex(AMOUNT),
    modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  devedor: z.record(z.string(), z.unknown()).optional(),
  infoAdicionais: z
    .array(z.object({ nome: z.string().max(50), valor: z.string().max(200) }))
    .max(50)
    .optional(),
});

/** Where a payer's bank would fetch the payload: host and path, no scheme (as BR Codes carry it). */
function locationOf(host: string): string {
  return `${host}/sandbox/pix/qr/v2/${locationId()}`;
}

/** `PUT /cob/{txid}`: creates an immediate charge on the sandbox's receiving key. */
export async function createCob(ctx: Ctx, txid: string, body: unknown, host: string): Promise<PixCob> {
  if (!TXID.test(txid))
    throw invalid("CobOperacaoInvalida", "O txid deve ter de 26 a 35 letras e dígitos.", "cob.txid", txid);
  const parsed = cobRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid("CobOperacaoInvalida", issue.message, `cob.${issue.path.join(".")}`);
  }
  const req = parsed.data;
  if (req.chave !== config().PIX_RECEIVER_KEY)
    throw invalid("CobOperacaoInvalida", "A chave não pertence ao usuário recebedor.", "cob.chave", req.chave);
  const amountCents = centsOfPixValue(req.valor.original);
  if (amountCents === 0)
    throw invalid("CobOperacaoInvalida", "Valor da cobrança não pode ser 0.00", "cob.valor.original");
  const location = locationOf(host);
  const db = await executor(ctx);
  const [row] = await db
    .insert(sandboxPixCharges)
    .values({
      txid,
      status: "ATIVA",
      chave: req.chave,
      amountCents,
      expiracao: req.calendario?.expiracao ?? 86_400,
      criacao: ctx.now(),
      location,
      pixCopiaECola: dynamicBrCode(location),
      details: {
        ...(req.solicitacaoPagador ? { solicitacaoPagador: req.solicitacaoPagador } : {}),
        ...(req.devedor ? { devedor: req.devedor } : {}),
        ...(req.infoAdicionais ? { infoAdicionais: req.infoAdicionais } : {}),
      },
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid("CobOperacaoInvalida", "O txid informado já foi utilizado.", "cob.txid", txid);
  return presentCob(row, []);
}

/** `GET /cob/{txid}`: the charge and the Pix paid to it, with their refunds. */
export async function getCob(ctx: Ctx, txid: string): Promise<PixCob> {
  const db = await executor(ctx);
  const [row] = await db.select().from(sandboxPixCharges).where(eq(sandboxPixCharges.txid, txid));
  if (!row) throw notFound("Cobrança");
  const payments = await db
    .select()
    .from(sandboxPixPayments)
    .where(eq(sandboxPixPayments.txid, txid))
    .orderBy(asc(sandboxPixPayments.horario));
  const refunds = payments.length
    ? await db
        .select()
        .from(sandboxPixRefunds)
        .where(
          inArray(
            sandboxPixRefunds.endToEndId,
            payments.map((p) => p.endToEndId),
          ),
        )
    : [];
  return presentCob(
    row,
    payments.map((p) =>
      presentReceived(
        p,
        refunds.filter((r) => r.endToEndId === p.endToEndId),
      ),
    ),
  );
}

export function presentCob(row: typeof sandboxPixCharges.$inferSelect, pix: PixReceived[]): PixCob {
  return {
    calendario: { criacao: row.criacao.toISOString(), expiracao: row.expiracao },
    txid: row.txid,
    revisao: row.revisao,
    loc: { id: row.locId, txid: row.txid, location: row.location, tipoCob: "cob", criacao: row.criacao.toISOString() },
    location: row.location,
    status: row.status,
    valor: { original: pixValue(row.amountCents), modalidadeAlteracao: 0 },
    chave: row.chave,
    ...(row.details as Record<string, never>),
    pixCopiaECola: row.pixCopiaECola,
    ...(pix.length ? { pix: pix.map((p) => ({ ...p, txid: row.txid })) } : {}),
  };
}

/** Whether the charge's lifetime (`criacao` + `expiracao` seconds) has passed. */
export function isExpired(row: { criacao: Date; expiracao: number }, now: Date): boolean {
  return row.criacao.getTime() + row.expiracao * 1000 <= now.getTime();
}
