import https from "node:https";
import { pixValue } from "./amount";
import { PixPspRejectedError, PixPspUnavailableError } from "./errors";
import { requestJson, type JsonAnswer } from "./request-json";
import type { CreateCobRequest, ListReceivedRequest, PixCob, PixPsp, PixReceived, PixRefund } from "./types";

export interface ApiPixClientOptions {
  /** The API's base, e.g. `https://pix.example.com/api/v2`; paths (`/cob/{txid}`) are appended. */
  baseUrl: string;
  /** OAuth2 token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Client certificate, key and the PSP's CA (PEM), for mTLS; absent against the sandbox. */
  tls?: { cert: string; key: string; ca?: string };
  timeoutMs?: number;
}

/** Renew the access token this long before the PSP says it expires. */
const TOKEN_MARGIN_MS = 30_000;

/**
 * A client of the API Pix: OAuth2 client credentials (over mTLS when certificates are configured), a
 * bearer token kept until shortly before it expires and renewed once on a 401. Works against any PSP
 * that implements the Central Bank's specification, and against the sandbox (docs/api/pix.md).
 */
export class ApiPixClient implements PixPsp {
  private readonly agent?: https.Agent;
  private readonly timeoutMs: number;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly opts: ApiPixClientOptions) {
    this.agent = opts.tls ? new https.Agent({ ...opts.tls, keepAlive: true }) : undefined;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  async createImmediateCharge(txid: string, req: CreateCobRequest): Promise<PixCob> {
    const body = {
      calendario: { expiracao: req.expiresInSeconds },
      valor: { original: pixValue(req.amountCents), modalidadeAlteracao: 0 },
      chave: req.key,
      ...(req.payerMessage ? { solicitacaoPagador: req.payerMessage.slice(0, 140) } : {}),
    };
    return (await this.expect("PUT", `/cob/${encodeURIComponent(txid)}`, [201], body)) as PixCob;
  }

  async getCharge(txid: string): Promise<PixCob | null> {
    return (await this.expect("GET", `/cob/${encodeURIComponent(txid)}`, [200], undefined, true)) as PixCob | null;
  }

  async getReceived(endToEndId: string): Promise<PixReceived | null> {
    const path = `/pix/${encodeURIComponent(endToEndId)}`;
    return (await this.expect("GET", path, [200], undefined, true)) as PixReceived | null;
  }

  async listReceived(req: ListReceivedRequest): Promise<{ pix: PixReceived[]; pages: number }> {
    const q = new URLSearchParams({ inicio: req.from.toISOString(), fim: req.to.toISOString() });
    if (req.txid) q.set("txid", req.txid);
    if (req.page !== undefined) q.set("paginacao.paginaAtual", String(req.page));
    if (req.perPage !== undefined) q.set("paginacao.itensPorPagina", String(req.perPage));
    const answer = (await this.expect("GET", `/pix?${q}`, [200])) as {
      parametros: { paginacao: { quantidadeDePaginas: number } };
      pix?: PixReceived[];
    };
    return { pix: answer.pix ?? [], pages: answer.parametros.paginacao.quantidadeDePaginas };
  }

  async requestRefund(
    endToEndId: string,
    id: string,
    req: { amountCents: number; description?: string },
  ): Promise<PixRefund> {
    const body = {
      valor: pixValue(req.amountCents),
      ...(req.description ? { descricao: req.description.slice(0, 140) } : {}),
    };
    const path = `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(id)}`;
    return (await this.expect("PUT", path, [201], body)) as PixRefund;
  }

  async getRefund(endToEndId: string, id: string): Promise<PixRefund | null> {
    const path = `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(id)}`;
    return (await this.expect("GET", path, [200], undefined, true)) as PixRefund | null;
  }

  async configureWebhook(key: string, url: string): Promise<void> {
    await this.expect("PUT", `/webhook/${encodeURIComponent(key)}`, [200, 201, 204], { webhookUrl: url });
  }

  /** Sends the request and answers its body when the status is expected (null for a 404 when asked). */
  private async expect(
    method: string,
    path: string,
    ok: number[],
    body?: unknown,
    notFoundIsNull = false,
  ): Promise<unknown> {
    let answer = await this.send(method, path, body, await this.accessToken());
    if (answer.status === 401) {
      // The token was revoked or the PSP restarted: one fresh token, then the answer stands.
      this.token = null;
      answer = await this.send(method, path, body, await this.accessToken());
    }
    if (ok.includes(answer.status)) return answer.body;
    if (notFoundIsNull && answer.status === 404) return null;
    if (answer.status >= 500 || answer.status === 429) throw new PixPspUnavailableError(`HTTP ${answer.status}`);
    throw new PixPspRejectedError(answer.status, problemOf(answer));
  }

  private async send(method: string, path: string, body: unknown, token: string): Promise<JsonAnswer> {
    const url = new URL(this.opts.baseUrl.replace(/\/$/, "") + path);
    try {
      return await requestJson(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        agent: this.agent,
        timeoutMs: this.timeoutMs,
      });
    } catch (e) {
      throw new PixPspUnavailableError(e instanceof Error ? e.message : String(e));
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + TOKEN_MARGIN_MS) return this.token.value;
    const basic = Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString("base64");
    let answer: JsonAnswer;
    try {
      answer = await requestJson(new URL(this.opts.tokenUrl), {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
        agent: this.agent,
        timeoutMs: this.timeoutMs,
      });
    } catch (e) {
      throw new PixPspUnavailableError(e instanceof Error ? e.message : String(e));
    }
    const token = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof token?.access_token !== "string") {
      if (answer.status >= 500) throw new PixPspUnavailableError(`token endpoint answered HTTP ${answer.status}`);
      throw new PixPspRejectedError(answer.status, problemOf(answer));
    }
    const lifetime = typeof token.expires_in === "number" ? token.expires_in : 300;
    this.token = { value: token.access_token, expiresAt: Date.now() + lifetime * 1000 };
    return this.token.value;
  }
}

function problemOf(answer: JsonAnswer): PixPspRejectedError["problem"] {
  return answer.body && typeof answer.body === "object" ? answer.body : null;
}
