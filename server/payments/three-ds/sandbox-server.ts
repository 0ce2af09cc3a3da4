import { randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { testCardThreeDs } from "@/server/payments/acquirer/test-cards";
import type { AuthenticationOutcome, ThreeDsServer } from "./types";

const MESSAGE_VERSION = "2.2.0";

/**
 * ECI by scheme: Mastercard 02 (authenticated) / 01 (attempted); Visa, Elo, Amex and the others 05 / 06.
 * N, R and U carry no ECI of an authentication (the charge would go without liability shift).
 */
export function eciFor(brand: string, status: "Y" | "A"): string {
  if (brand === "mastercard") return status === "Y" ? "02" : "01";
  return status === "Y" ? "05" : "06";
}

/** A 20-byte cryptogram, base64 (the shape of a CAVV/AAV). Random: it proves nothing outside the sandbox. */
function authenticationValue(): string {
  return randomBytes(20).toString("base64");
}

function outcome(brand: string, status: "Y" | "A" | "N" | "R" | "U", reason: string | null, acs: string | null) {
  const ok = status === "Y" || status === "A";
  return {
    transStatus: status,
    statusReason: reason,
    eci: ok ? eciFor(brand, status) : null,
    authenticationValue: ok ? authenticationValue() : null,
    dsTransId: randomUUID(),
    acsTransId: acs,
    messageVersion: MESSAGE_VERSION,
  } satisfies AuthenticationOutcome;
}

/** The sandbox directory server and ACS: outcomes come from the test cards; nothing leaves the process. */
export const sandboxThreeDsServer: ThreeDsServer = {
  name: "sandbox",
  async authenticate(req) {
    const status = testCardThreeDs(req.card.number);
    const acs = status === "U" ? null : randomUUID();
    if (status === "C") {
      return {
        ...outcome(req.card.brand, "U", null, acs),
        transStatus: "C",
        challenge: { code: String(randomInt(0, 1_000_000)).padStart(6, "0") },
      };
    }
    const reason =
      status === "N"
        ? "authentication_failed"
        : status === "R"
          ? "rejected_by_issuer"
          : status === "U"
            ? "issuer_unavailable"
            : null;
    return outcome(req.card.brand, status, reason, acs);
  },
  async challengeResult(req) {
    const result =
      req.ending === "passed"
        ? outcome(req.brand, "Y", null, req.acsTransId)
        : outcome(
            req.brand,
            "N",
            req.ending === "canceled" ? "challenge_canceled" : "challenge_failed",
            req.acsTransId,
          );
    return { ...result, dsTransId: req.dsTransId };
  },
  verifyCode(expected, given) {
    const a = Buffer.from(expected);
    const b = Buffer.from(given.trim());
    return a.length === b.length && timingSafeEqual(a, b);
  },
};
