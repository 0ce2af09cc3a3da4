import { NextResponse, type NextRequest } from "next/server";
import { dashboardCsp, hasDashboardCsp } from "@/server/http/dashboard-csp";

/**
 * Gives every dashboard page its Content-Security-Policy with a fresh nonce (server/http/dashboard-csp.ts).
 * The policy goes on the request too: that is where Next finds the nonce to put on its scripts.
 */
export function proxy(request: NextRequest) {
  if (!hasDashboardCsp(request.nextUrl.pathname)) return NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = dashboardCsp(nonce, { dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Static assets, prefetches and the API need no policy; hasDashboardCsp leaves out the rest. The
      // API is left out here and not only there: running the proxy costs a /v1 call about a tenth of
      // its CPU (BENCHMARKS.md, "Writes").
      source: "/((?!_next/static|_next/image|favicon.ico|v1/|v1$|tokenize$|sdk/|health$|ready$|metrics$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
