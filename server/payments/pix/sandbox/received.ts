import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { sandboxPixPayments, sandboxPixRefunds } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import type { PixReceived } from "../psp/types";
import { invalid, notFound } from "./problem";
import { presentReceived } from "./present-received";

/** `GET /pix/{e2eid}`. */
export async function getReceived(ctx: Ctx, endToEndId: string): Promise<PixReceived> {
  const db = await executor(ctx);
  const [p] = await db.select().from(sandboxPixPayments).where(eq(sandboxPixPayments.endToEndId, endToEndId));
  if (!p) throw notFound("Pix");
  const refunds = await db.select().from(sandboxPixRefunds).where(eq(sandboxPixRefunds.endToEndId, endToEndId));
  return presentReceived(p, refunds);
}

function dateParam(q: URLSearchParams, name: string): Date {
  const v = q.get(name);
  const d = v ? new Date(v) : null;
  if (!d || Number.isNaN(d.getTime()))
    throw invalid(
      "ConsultaPixInvalida",
      `O parâmetro ${name} é obrigatório e deve ser uma data RFC 3339.`,
      name,
      v ?? undefined,
    );
  return d;
}

function intParam(q: URLSearchParams, name: string, fallback: number, max: number): number {
  const v = q.get(name);
  if (v === null) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) throw invalid("ConsultaPixInvalida", `${name} inválido.`, name, v);
  return n;
}

/** `GET /pix?inicio&fim[&txid&txIdPresente&paginacao.*]`: the `PixConsultados` page. */
export async function listReceived(ctx: Ctx, q: URLSearchParams) {
  const inicio = dateParam(q, "inicio");
  const fim = dateParam(q, "fim");
  if (fim < inicio) throw invalid("ConsultaPixInvalida", "fim é anterior a inicio.", "fim", q.get("fim")!);
  const page = intParam(q, "paginacao.paginaAtual", 0, 1_000_000);
  const perPage = Math.max(1, intParam(q, "paginacao.itensPorPagina", 100, 1000));
  const txid = q.get("txid");
  const txIdPresente = q.get("txIdPresente");
  const where = and(
    gte(sandboxPixPayments.horario, inicio),
    lte(sandboxPixPayments.horario, fim),
    txid ? eq(sandboxPixPayments.txid, txid) : undefined,
    txIdPresente === "true" ? isNotNull(sandboxPixPayments.txid) : undefined,
    txIdPresente === "false" ? isNull(sandboxPixPayments.txid) : undefined,
  );
  const db = await executor(ctx);
  const [{ total }] = await db.select({ total: count() }).from(sandboxPixPayments).where(where);
  const rows = await db
    .select()
    .from(sandboxPixPayments)
    .where(where)
    .orderBy(asc(sandboxPixPayments.horario), asc(sandboxPixPayments.endToEndId))
    .limit(perPage)
    .offset(page * perPage);
  const refunds = rows.length
    ? await db
        .select()
        .from(sandboxPixRefunds)
        .where(
          inArray(
            sandboxPixRefunds.endToEndId,
            rows.map((r) => r.endToEndId),
          ),
        )
    : [];
  return {
    parametros: {
      inicio: inicio.toISOString(),
      fim: fim.toISOString(),
      paginacao: {
        paginaAtual: page,
        itensPorPagina: perPage,
        quantidadeDePaginas: Math.ceil(total / perPage),
        quantidadeTotalDeItens: total,
      },
    },
    pix: rows.map((r) =>
      presentReceived(
        r,
        refunds.filter((d) => d.endToEndId === r.endToEndId),
      ),
    ),
  };
}
