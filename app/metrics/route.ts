import { AuthenticationError, DomainError } from "@/server/platform/errors";
import { errorBody, json } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { metricsAccess, metricsExposition } from "@/server/platform/metrics/metrics-answer";

// Counters live in the process: never prerendered, never cached.
export const dynamic = "force-dynamic";

/**
 * Prometheus scrape endpoint behind METRICS_TOKEN (docs/api/operations.md): 404 when no token is
 * configured, as for any unknown path; 401 with the envelope for a missing or wrong token.
 */
export const GET = route({ auth: "none" }, async ({ req }) => {
  const access = metricsAccess(req.headers.get("authorization"));
  if (access === "disabled") throw new DomainError("not_found", "resource_not_found", "No such path.");
  if (access === "denied") {
    const err = new AuthenticationError(
      "Missing or wrong metrics token: send `Authorization: Bearer <METRICS_TOKEN>`.",
    );
    return json(errorBody(err), 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  const { body, contentType } = await metricsExposition();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
});
