/**
 * The Central Bank's API Pix (release 2.9.0, ../shared/data/pix/api-pix-openapi.yaml, loaded by the tests),
 * as far as the service uses it: immediate charges, received Pix, their refunds, and the webhook. Field
 * names are the API's own, so a PSP's answer maps one to one. Every Pix PSP exposes this API; the service
 * talks to one through `PixPsp` (docs/api/pix.md).
 */

/** `CobrancaStatus`: the charge record's state, not whether it is overdue. */
export type CobStatus = "ATIVA" | "CONCLUIDA" | "REMOVIDA_PELO_USUARIO_RECEBEDOR" | "REMOVIDA_PELO_PSP";

/** `Devolucao.status`. */
export type RefundStatus = "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";

export interface PixRefund {
  id: string;
  rtrId: string;
  valor: string;
  natureza?: string;
  descricao?: string;
  horario: { solicitacao?: string; liquidacao?: string };
  status: RefundStatus;
  motivo?: string;
}

/** A Pix received (`Pix`). */
export interface PixReceived {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave?: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: PixRefund[];
}

/** An immediate charge as the PSP answers it (`CobCompleta`). */
export interface PixCob {
  txid: string;
  revisao: number;
  status: CobStatus;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string; modalidadeAlteracao?: number };
  chave: string;
  location?: string;
  loc?: { id: number; txid?: string; location: string; tipoCob: "cob" | "cobv"; criacao: string };
  pixCopiaECola?: string;
  solicitacaoPagador?: string;
  pix?: PixReceived[];
}

export interface CreateCobRequest {
  /** Lifetime in seconds from creation (`calendario.expiracao`). */
  expiresInSeconds: number;
  amountCents: number;
  /** The receiving key (DICT) the money lands on: the service's own account at the PSP. */
  key: string;
  /** Shown to the payer by their bank (`solicitacaoPagador`, at most 140 characters). */
  payerMessage?: string;
}

export interface ListReceivedRequest {
  from: Date;
  to: Date;
  txid?: string;
  page?: number;
  perPage?: number;
}

/** The PSP adapter: a client of API Pix (the HTTP one) or anything that answers as one. */
export interface PixPsp {
  /** `PUT /cob/{txid}`: the PSP answers with the charge, its payload location and the BR Code. */
  createImmediateCharge(txid: string, req: CreateCobRequest): Promise<PixCob>;
  /** `GET /cob/{txid}`; null when the PSP has no such charge. */
  getCharge(txid: string): Promise<PixCob | null>;
  /** `GET /pix/{e2eid}`; null when unknown. */
  getReceived(endToEndId: string): Promise<PixReceived | null>;
  /** `GET /pix?inicio&fim…`: one page of Pix received in the interval. */
  listReceived(req: ListReceivedRequest): Promise<{ pix: PixReceived[]; pages: number }>;
  /** `PUT /pix/{e2eid}/devolucao/{id}`: `id` is ours and makes the request idempotent. */
  requestRefund(endToEndId: string, id: string, req: { amountCents: number; description?: string }): Promise<PixRefund>;
  /** `GET /pix/{e2eid}/devolucao/{id}`; null when unknown. */
  getRefund(endToEndId: string, id: string): Promise<PixRefund | null>;
  /** `PUT /webhook/{chave}`: where the PSP posts `{url}/pix` when Pix with a txid arrive or refunds end. */
  configureWebhook(key: string, url: string): Promise<void>;
}

/**
 * A MED infraction report ("notificação de infração", DICT's `InfractionReport`) about a Pix the service
 * received, as its PSP passes it on (docs/api/disputes.md, "Pix MED"). The payer's PSP files it in the DICT;
 * the receiving PSP (ours) blocks the amount ("bloqueio cautelar") and tells its user. API Pix has no resource for
 * it, so each PSP tells its users its own way (a webhook of its own, or a list to poll); the adapter of a real PSP
 * turns that into this shape and hands it to `receivePixInfraction` (server/money/disputes), as the sandbox does.
 */
export interface PixInfractionReport {
  /** The report's id in the DICT (a UUID): reported twice, it is booked once. */
  id: string;
  /** The Pix it is about. */
  endToEndId: string;
  /** DICT's `infractionType`: MED covers fraud (`FRAUD`); refund requests are the same path. */
  infractionType: "FRAUD" | "REFUND_REQUEST";
  /** The centavos blocked: all or part of the Pix, what is left of it after devoluções. */
  amountCents: number;
  /** The payer's PSP's account of it (`reportDetails`), shown in the timeline. */
  reportDetails?: string;
  /** When the DICT registered it (`creationTime`): the analysis window counts from here. */
  creationTime: string;
}
