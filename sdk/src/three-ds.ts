import type { PaymentSDK } from "./client";
import { ThreeDSError } from "./errors";

/** What the challenge page posts to this page when the challenge ends; the same string is on the server. */
const CHALLENGE_MESSAGE_TYPE = "pagamentos:3ds-challenge";

export type ThreeDSStatus = "Y" | "A" | "N" | "R" | "U";

export interface ThreeDSResult {
  /** Send as `payment_details.three_ds_authentication_id` when `status` is `Y` or `A`. */
  authenticationId: string;
  /** EMV transStatus: Y authenticated, A attempted; N, R, U cannot pay a charge. */
  status: ThreeDSStatus;
  eci: string | null;
  liabilityShift: boolean;
}

export interface AuthenticateInput {
  /** A card token from `tokenize`. */
  token: string;
  /** Centavos: the amount of the charge that will use the authentication. */
  amount: number;
  currency?: string;
}

interface Authentication {
  id: string;
  trans_status: ThreeDSStatus | "C";
  eci: string | null;
  liability_shift: boolean;
  challenge_url: string | null;
  expires_at: string;
}

/** The EMV 3DS browser fields, read from this browser. */
function browserData() {
  const nav = typeof navigator !== "undefined" ? navigator : undefined;
  const scr = typeof screen !== "undefined" ? screen : undefined;
  return {
    accept_header: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    language: (nav && nav.language) || "pt-BR",
    color_depth: (scr && scr.colorDepth) || 24,
    screen_height: (scr && scr.height) || 0,
    screen_width: (scr && scr.width) || 0,
    time_zone_offset: new Date().getTimezoneOffset(),
    user_agent: (nav && nav.userAgent) || "unknown",
    java_enabled: false,
    javascript_enabled: true,
  };
}

const TEXTS = {
  pt: { title: "Confirme a compra com seu banco", close: "Cancelar", frame: "Autenticação do banco" },
  en: { title: "Confirm the purchase with your bank", close: "Cancel", frame: "Bank authentication" },
};

function css(el: HTMLElement, style: Record<string, string>): void {
  // CSSOM, not a style attribute: allowed by a page's CSP without 'unsafe-inline'.
  for (const k of Object.keys(style)) el.style.setProperty(k, style[k]);
}

/**
 * The challenge modal: a dialog over the page with the issuer's page in an iframe. Focus stays inside
 * (Tab cycles between the close button and the frame), Escape cancels, focus returns where it was,
 * and on a phone it takes the whole screen.
 */
function openModal(url: string, onCancel: () => void): { close(): void } {
  const t = /^pt\b/i.test((typeof navigator !== "undefined" && navigator.language) || "pt") ? TEXTS.pt : TEXTS.en;
  const previous = document.activeElement as HTMLElement | null;
  const small = window.innerWidth < 600;
  const overlay = document.createElement("div");
  css(overlay, {
    position: "fixed",
    inset: "0",
    "z-index": "2147483647",
    background: "rgba(15,23,42,.55)",
    display: "flex",
    "align-items": "center",
    "justify-content": "center",
  });
  const dialog = document.createElement("div");
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  const titleId = `pagamentos-3ds-title-${Math.random().toString(36).slice(2)}`;
  dialog.setAttribute("aria-labelledby", titleId);
  css(dialog, {
    background: "#fff",
    display: "flex",
    "flex-direction": "column",
    width: small ? "100%" : "440px",
    height: small ? "100%" : "min(640px, 92vh)",
    "border-radius": small ? "0" : "14px",
    overflow: "hidden",
    "box-shadow": "0 20px 50px rgba(15,23,42,.35)",
    font: "15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
    color: "#0f172a",
  });
  const bar = document.createElement("div");
  css(bar, {
    display: "flex",
    "align-items": "center",
    "justify-content": "space-between",
    gap: "8px",
    padding: "10px 12px 10px 16px",
    "border-bottom": "1px solid #e2e8f0",
  });
  const title = document.createElement("h2");
  title.id = titleId;
  title.textContent = t.title;
  css(title, { margin: "0", "font-size": "15px", "font-weight": "600" });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = t.close;
  css(close, {
    border: "1px solid #cbd5e1",
    background: "#fff",
    color: "#0f172a",
    "border-radius": "8px",
    padding: "6px 12px",
    font: "inherit",
    cursor: "pointer",
  });
  const frame = document.createElement("iframe");
  frame.title = t.frame;
  frame.src = url;
  css(frame, { border: "0", width: "100%", flex: "1" });
  // Keys pressed inside the cross-origin frame never reach this page, so Tab leaving the frame is caught by
  // two focusable sentinels at the dialog's edges that send focus round to the other end.
  const sentinel = (to: () => HTMLElement) => {
    const s = document.createElement("span");
    s.tabIndex = 0;
    s.addEventListener("focus", () => to().focus());
    return s;
  };
  bar.append(title, close);
  dialog.append(
    sentinel(() => frame),
    bar,
    frame,
    sentinel(() => close),
  );
  overlay.append(dialog);

  const overflow = document.body.style.overflow;
  document.body.style.overflow = "hidden";
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onCancel();
    } else if (e.key === "Tab") {
      // Two stops: the close button and the frame (whose own fields follow inside it).
      const focusables = [close, frame];
      const i = focusables.indexOf(document.activeElement as HTMLButtonElement);
      e.preventDefault();
      focusables[(i + (e.shiftKey ? focusables.length - 1 : 1)) % focusables.length].focus();
    }
  };
  close.addEventListener("click", onCancel);
  document.addEventListener("keydown", onKey, true);
  document.body.append(overlay);
  frame.addEventListener("load", () => frame.focus(), { once: true });
  close.focus();
  return {
    close() {
      document.removeEventListener("keydown", onKey, true);
      overlay.remove();
      document.body.style.overflow = overflow;
      if (previous && typeof previous.focus === "function") previous.focus();
    },
  };
}

function resultOf(a: Authentication): ThreeDSResult {
  return {
    authenticationId: a.id,
    status: a.trans_status as ThreeDSStatus,
    eci: a.eci,
    liabilityShift: a.liability_shift,
  };
}

/**
 * EMV 3-D Secure 2 from the buyer's browser (docs/api/three-ds.md). `authenticate` collects the browser
 * data, asks the service, shows the issuer's challenge in a modal when the issuer wants one, and resolves
 * with the final result; the buyer closing the challenge rejects with `ThreeDSError("canceled")`.
 */
export class ThreeDS {
  constructor(private readonly sdk: PaymentSDK) {}

  async authenticate(input: AuthenticateInput): Promise<ThreeDSResult> {
    const first = await this.sdk.request<Authentication>("POST", "/v1/3ds/authentications", {
      token: input.token,
      amount: input.amount,
      currency: input.currency ?? "BRL",
      browser: browserData(),
    });
    if (first.trans_status !== "C") return resultOf(first);
    if (!first.challenge_url || typeof document === "undefined")
      throw new ThreeDSError("challenge_unavailable", "The challenge cannot be shown here.", first.id);
    const serviceOrigin = new URL(this.sdk.baseUrl).origin;
    const path = `/v1/3ds/authentications/${first.id}`;
    const ending = await new Promise<"done" | "canceled" | "expired">((resolve) => {
      const timer = setTimeout(() => finish("expired"), Math.max(0, Date.parse(first.expires_at) - Date.now()));
      const onMessage = (e: MessageEvent) => {
        const data = e.data as { type?: string; id?: string; action?: string } | null;
        if (e.origin === serviceOrigin && data && data.type === CHALLENGE_MESSAGE_TYPE && data.id === first.id)
          finish(data.action === "cancel" ? "canceled" : "done");
      };
      const modal = openModal(first.challenge_url as string, () => finish("canceled"));
      window.addEventListener("message", onMessage);
      function finish(how: "done" | "canceled" | "expired") {
        clearTimeout(timer);
        window.removeEventListener("message", onMessage);
        modal.close();
        resolve(how);
      }
    });
    if (ending === "canceled") {
      // The server records the cancel (N); a cancel racing a right code keeps the code's Y.
      const after = await this.sdk.request<Authentication>("POST", `${path}/cancel`);
      if (after.trans_status === "Y" || after.trans_status === "A") return resultOf(after);
      throw new ThreeDSError("canceled", "The buyer closed the authentication.", first.id);
    }
    // The message only says the challenge ended; the result comes from the service.
    const final = await this.sdk.request<Authentication>("GET", path);
    if (final.trans_status === "C")
      throw new ThreeDSError("expired", "The authentication expired before the challenge ended.", first.id);
    return resultOf(final);
  }
}
