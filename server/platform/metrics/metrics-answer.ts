import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/server/platform/config";
import { refreshDatabaseGauges } from "./database-gauges";
import { metrics } from "./metrics";

function sameToken(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may scrape `GET /metrics`: `disabled` without METRICS_TOKEN (the endpoint does not exist),
 * `denied` without the right `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function metricsAccess(authorization: string | null): "allowed" | "disabled" | "denied" {
  const token = config().METRICS_TOKEN;
  if (!token) return "disabled";
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return given && sameToken(given, token) ? "allowed" : "denied";
}

/** The Prometheus text exposition, with the database gauges read now (docs/api/operations.md). */
export async function metricsExposition(): Promise<{ body: string; contentType: string }> {
  await refreshDatabaseGauges();
  const registry = metrics().registry;
  return { body: await registry.metrics(), contentType: registry.contentType };
}
