import { pgTable, text, integer, bigint, timestamp, jsonb, index, primaryKey, serial } from "drizzle-orm/pg-core";

/**
 * The sandbox Pix PSP's own books (server/payments/pix/sandbox): what a real PSP keeps on its side of the
 * API Pix. They belong to the PSP, not to a merchant: the service holds one PSP account (its receiving key)
 * and knows which merchant a charge is for by the txid it chose. No real money; nothing here is read by
 * the service's own areas, which reach the PSP through its HTTP API only (docs/api/pix.md).
 */

/** API Pix `CobrancaStatus`. */
export const SANDBOX_PIX_CHARGE_STATUSES = [
  "ATIVA",
  "CONCLUIDA",
  "REMOVIDA_PELO_USUARIO_RECEBEDOR",
  "REMOVIDA_PELO_PSP",
] as const;
export type SandboxPixChargeStatus = (typeof SANDBOX_PIX_CHARGE_STATUSES)[number];

/** API Pix `Devolucao.status`. */
export const SANDBOX_PIX_REFUND_STATUSES = ["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"] as const;
export type SandboxPixRefundStatus = (typeof SANDBOX_PIX_REFUND_STATUSES)[number];

/** An immediate charge (`/cob/{txid}`). `loc_id` numbers its payload location, as PSPs do. */
export const sandboxPixCharges = pgTable("sandbox_pix_charges", {
  txid: text("txid").primaryKey(),
  locId: serial("loc_id").notNull().unique(),
  revisao: integer("revisao").notNull().default(0),
  status: text("status").$type<SandboxPixChargeStatus>().notNull(),
  chave: text("chave").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  /** Seconds from `criacao`. */
  expiracao: integer("expiracao").notNull(),
  criacao: timestamp("criacao", { withTimezone: true, mode: "date" }).notNull(),
  location: text("location").notNull(),
  pixCopiaECola: text("pix_copia_e_cola").notNull(),
  /** `devedor`, `solicitacaoPagador`, `infoAdicionais` as the client sent them. */
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
});

/** A Pix received (`/pix/{e2eid}`), with or without a txid. */
export const sandboxPixPayments = pgTable(
  "sandbox_pix_payments",
  {
    endToEndId: text("end_to_end_id").primaryKey(),
    txid: text("txid"),
    chave: text("chave").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    horario: timestamp("horario", { withTimezone: true, mode: "date" }).notNull(),
    infoPagador: text("info_pagador"),
  },
  (t) => [index("sandbox_pix_payments_txid_idx").on(t.txid), index("sandbox_pix_payments_horario_idx").on(t.horario)],
);

/** A refund (devolução) of a received Pix, `/pix/{e2eid}/devolucao/{id}`. */
export const sandboxPixRefunds = pgTable(
  "sandbox_pix_refunds",
  {
    endToEndId: text("end_to_end_id").notNull(),
    id: text("id").notNull(),
    rtrId: text("rtr_id").notNull().unique(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    natureza: text("natureza").notNull(),
    descricao: text("descricao"),
    status: text("status").$type<SandboxPixRefundStatus>().notNull(),
    motivo: text("motivo"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.endToEndId, t.id] }), index("sandbox_pix_refunds_status_idx").on(t.status)],
);

/** The webhook a receiving key's notifications go to (`/webhook/{chave}`). */
export const sandboxPixWebhooks = pgTable("sandbox_pix_webhooks", {
  chave: text("chave").primaryKey(),
  webhookUrl: text("webhook_url").notNull(),
  criacao: timestamp("criacao", { withTimezone: true, mode: "date" }).notNull(),
});
