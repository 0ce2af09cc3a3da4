import type { CardBrand } from "./brands";
import { ApiError, AuthenticationError, ValidationError } from "./errors";
import { validateCard, type CardInput } from "./validate-card";

export interface PaymentSDKOptions {
  /** The merchant's public key (`pk_…`). Never put a secret key in a browser. */
  publicKey: string;
  /**
   * Base address of the service, e.g. `https://pay.example.com`. The `<script>` bundle defaults it
   * to the address it was loaded from.
   */
  baseUrl?: string;
  /** A fetch implementation; the browser's by default. */
  fetch?: typeof fetch;
  /**
   * The hosted checkout's session (`cs_…`): tokenize then makes a single-use token bound to that
   * checkout page. Only the service's own hosted checkout sets it; a merchant's page leaves it out.
   */
  checkoutSession?: string;
}

export interface TokenizeResult {
  token: string;
  brand: CardBrand;
  lastFourDigits: string;
  firstSixDigits: string;
  expirationMonth: string;
  expirationYear: string;
}

interface ErrorBody {
  error?: { type?: string; code?: string; message?: string; param?: string };
}

function base64(text: string): string {
  // Keys are ASCII, so btoa suffices; Buffer covers Node without btoa.
  if (typeof btoa === "function") return btoa(text);
  return (globalThis as unknown as { Buffer: { from(s: string): { toString(enc: string): string } } }).Buffer.from(
    text,
  ).toString("base64");
}

/**
 * Replaces card data with an opaque token, straight from the buyer's browser to the service:
 * the merchant's backend only ever sees the token.
 */
export class PaymentSDK {
  /** Set by the `<script>` bundle to the origin it was served from. */
  static defaultBaseUrl: string | undefined;
  private readonly publicKey: string;
  /** The service's address, without a trailing slash. */
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly checkoutSession: string | undefined;

  constructor(options: PaymentSDKOptions) {
    if (!options || typeof options.publicKey !== "string" || !options.publicKey) {
      throw new AuthenticationError("A public key is required.", "missing_public_key");
    }
    if (options.publicKey.startsWith("sk_")) {
      throw new AuthenticationError(
        "This is a secret key: use the public key (pk_…) in a browser.",
        "secret_key_in_browser",
      );
    }
    const baseUrl = options.baseUrl ?? PaymentSDK.defaultBaseUrl;
    if (typeof baseUrl !== "string" || !baseUrl) throw new TypeError("PaymentSDK: baseUrl is required.");
    this.publicKey = options.publicKey;
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    const f = options.fetch ?? globalThis.fetch;
    this.fetchImpl = f.bind(globalThis);
    this.checkoutSession = options.checkoutSession || undefined;
  }

  /** Validates the card like the server does, then tokenizes it. The CVV is sent once, never kept. */
  async tokenize(card: CardInput): Promise<TokenizeResult> {
    const checked = validateCard(card ?? {}, new Date());
    if (!checked.ok) {
      const first = checked.issues[0];
      throw new ValidationError(first.field, first.message, first.code);
    }
    const { number, holderName, expirationMonth, expirationYear, cvv } = checked.card;
    const data = await this.request<TokenizeResult>(
      "POST",
      "/tokenize",
      { card: { number, holderName, expirationMonth, expirationYear, cvv } },
      this.checkoutSession ? { "X-Checkout-Session": this.checkoutSession } : undefined,
    );
    if (!data?.token) throw new ApiError("invalid_response", "The payment service gave an unexpected answer.");
    return data;
  }

  /**
   * One call to the service with the public key, answering its `data`; errors become the SDK's typed
   * errors. Used by tokenize and by the 3-D Secure and fraud modules (`ThreeDS`, `Fraud`).
   */
  async request<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          Authorization: `Basic ${base64(`${this.publicKey}:`)}`,
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "omit",
        cache: "no-store",
      });
    } catch {
      throw new ApiError("network_error", "The payment service could not be reached.");
    }
    let answer: unknown;
    try {
      answer = await res.json();
    } catch {
      answer = undefined;
    }
    if (res.ok) {
      const data = (answer as { data?: T } | undefined)?.data;
      if (data === undefined || data === null)
        throw new ApiError("invalid_response", "The payment service gave an unexpected answer.", res.status);
      return data;
    }
    const err = (answer as ErrorBody | undefined)?.error ?? {};
    const message = err.message ?? `The payment service answered ${res.status}.`;
    if (res.status === 401) throw new AuthenticationError(message, err.code);
    if (res.status === 400 && err.type === "validation_error" && err.param)
      throw new ValidationError(err.param, message, err.code);
    const retry = Number(res.headers.get("retry-after"));
    throw new ApiError(
      err.code ?? "api_error",
      message,
      res.status,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
    );
  }
}
