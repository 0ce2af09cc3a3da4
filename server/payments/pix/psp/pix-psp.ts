import { readFileSync } from "node:fs";
import { config } from "@/server/platform/config";
import { processSingleton } from "@/server/platform/process/singleton";
import { ApiPixClient } from "./api-pix-client";
import type { PixPsp } from "./types";

/** The PSP of this process: made from the configuration on first use, or the one a test put in its place. */
const slot = processSingleton("pix-psp", () => ({ psp: null as PixPsp | null, override: null as PixPsp | null }));

/** The app's own origin, where the sandbox PSP answers when PIX_PSP_BASE_URL is unset (not in production). */
function ownOrigin(): string {
  const cfg = config();
  return (cfg.PUBLIC_BASE_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, "");
}

function fromConfig(): PixPsp {
  const cfg = config();
  if (!cfg.PIX_PSP_BASE_URL && cfg.isProduction)
    throw new Error("PIX_PSP_BASE_URL is not set: production needs a real Pix PSP (OPERATIONS.md, The Pix provider).");
  const baseUrl = cfg.PIX_PSP_BASE_URL ?? `${ownOrigin()}/sandbox/pix/api/v2`;
  const tls =
    cfg.PIX_PSP_CERT_PATH && cfg.PIX_PSP_KEY_PATH
      ? {
          cert: readFileSync(cfg.PIX_PSP_CERT_PATH, "utf8"),
          key: readFileSync(cfg.PIX_PSP_KEY_PATH, "utf8"),
          ...(cfg.PIX_PSP_CA_PATH ? { ca: readFileSync(cfg.PIX_PSP_CA_PATH, "utf8") } : {}),
        }
      : undefined;
  return new ApiPixClient({
    baseUrl,
    tokenUrl: cfg.PIX_PSP_TOKEN_URL ?? `${baseUrl.replace(/\/$/, "")}/oauth/token`,
    clientId: cfg.PIX_PSP_CLIENT_ID,
    clientSecret: cfg.PIX_PSP_CLIENT_SECRET,
    tls,
  });
}

/** The Pix PSP the service talks to (docs/api/pix.md): API Pix at PIX_PSP_BASE_URL, or the sandbox. */
export function pixPsp(): PixPsp {
  if (slot.override) return slot.override;
  return (slot.psp ??= fromConfig());
}

/** Tests: talk to this PSP instead (a sandbox on a port of the test's own); null goes back to the configuration. */
export function setPixPspForTests(psp: PixPsp | null): void {
  slot.override = psp;
}
