import type { PaymentSDK } from "./client";

const DEVICE_KEY = "pagamentos.device_id";

export interface FraudCollectResult {
  /** Send as `payment_details.fraud_session_id` with one charge. */
  fraudSessionId: string;
  deviceId: string;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  // Every browser the SDK supports has Web Crypto; a guessable device id would let one device pass for another.
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A random id kept in this browser's storage, so that the same device is recognised across visits. */
function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode, a sandboxed frame): an id for this page only.
    return randomId();
  }
}

/** Device data for fraud analysis (docs/api/fraud.md). Nothing here identifies the buyer beyond the device. */
export class Fraud {
  constructor(private readonly sdk: PaymentSDK) {}

  async collect(): Promise<FraudCollectResult> {
    const id = deviceId();
    const nav = typeof navigator !== "undefined" ? navigator : undefined;
    const scr = typeof screen !== "undefined" ? screen : undefined;
    let timeZone: string | undefined;
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      timeZone = undefined;
    }
    const session = await this.sdk.request<{ id: string }>("POST", "/v1/fraud/sessions", {
      device_id: id,
      user_agent: nav ? nav.userAgent.slice(0, 2048) : undefined,
      language: nav && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(nav.language) ? nav.language : undefined,
      screen: scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : undefined,
      time_zone: timeZone,
      time_zone_offset: new Date().getTimezoneOffset(),
    });
    return { fraudSessionId: session.id, deviceId: id };
  }
}
