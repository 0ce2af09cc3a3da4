import { ApiReference } from "@scalar/nextjs-api-reference";
import { route } from "@/server/http/route";

// The reference page renders /v1/openapi.json with the Scalar bundle served by us (public/vendor),
// not a CDN, and without web fonts or telemetry: it works offline and tells nobody who reads it.
const reference = ApiReference({
  url: "/v1/openapi.json",
  pageTitle: "Payments API reference",
  cdn: "/vendor/scalar-api-reference-1.40.2.js",
  withDefaultFonts: false,
  telemetry: false,
});

export const GET = route({ auth: "none" }, async () => reference());
