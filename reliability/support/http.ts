import { randomUUID } from "node:crypto";
import type { KeyPair } from "./provision";
import { recordSecrets } from "./run-dir";

/** The answers of every operation, read field by field by the assertions that check them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
  ms: number;
}

export function basic(key: KeyPair | { publicKey: string; secretKey?: string }): string {
  return `Basic ${Buffer.from(`${key.publicKey}:${key.secretKey ?? ""}`).toString("base64")}`;
}

/** One request; a network failure answers status 0 (what a crashed server looks like). */
export async function call<T = Json>(
  base: string,
  method: string,
  path: string,
  opts: { auth?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = Date.now();
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.auth) headers.authorization = opts.auth;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers, ms: Date.now() - started };
  } catch (error) {
    return {
      status: 0,
      body: undefined as T,
      text: String((error as Error & { cause?: unknown }).cause ?? error),
      headers: new Headers(),
      ms: Date.now() - started,
    };
  }
}

/** The cards of docs/api/test-cards.md the suite uses (the secrets scan looks for each of them at rest). */
export const CARDS = {
  visa: { number: "4111111111111111", cvv: "837" },
  mastercard: { number: "5555555555554444", cvv: "591" },
  amex: { number: "378282246310005", cvv: "6274" },
  declined: { number: "4000000000000002", cvv: "462" },
} as const;

/** A merchant's API, as an integrator calls it. */
export class Client {
  constructor(
    readonly base: string,
    readonly key: KeyPair,
  ) {}

  call<T = Json>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
    return call<T>(this.base, method, path, { auth: basic(this.key), body, headers });
  }

  /** POST with an Idempotency-Key (a fresh one unless given): how a careful integrator retries. */
  post<T = Json>(path: string, body: unknown, idempotencyKey: string = randomUUID()): Promise<Answer<T>> {
    return this.call<T>("POST", path, body, { "idempotency-key": idempotencyKey });
  }

  async tokenize(card: keyof typeof CARDS = "visa"): Promise<string> {
    const c = CARDS[card];
    recordSecrets("card", [c.number]);
    recordSecrets("cvv", [c.cvv]);
    const res = await call(this.base, "POST", "/tokenize", {
      auth: basic({ publicKey: this.key.publicKey }),
      body: {
        card: {
          number: c.number,
          holderName: "MARIA DA SILVA",
          expirationMonth: "12",
          expirationYear: "2034",
          cvv: c.cvv,
        },
      },
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`tokenize: ${res.status} ${res.text}`);
    return (res.body as { data: { token: string } }).data.token;
  }

  /** A card charge; `installments` > 1 makes one receivable per installment. */
  charge<T = Json>(
    token: string,
    amount: number,
    opts: { capture?: boolean; installments?: number; key?: string } = {},
  ): Promise<Answer<T>> {
    return this.post<T>(
      "/v1/charges",
      {
        amount,
        payment_method: "credit_card",
        capture: opts.capture ?? true,
        payment_details: { token, installments: opts.installments ?? 1 },
      },
      opts.key,
    );
  }
}

/** The error envelope of docs/api/errors.md. */
export function hasEnvelope(body: unknown): boolean {
  const e = (body as { error?: { type?: unknown; code?: unknown; message?: unknown } } | undefined)?.error;
  return !!e && typeof e.type === "string" && typeof e.code === "string" && typeof e.message === "string";
}
