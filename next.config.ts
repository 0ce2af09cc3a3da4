import path from "node:path";
import { createRequire } from "node:module";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { NO_FRAMING, NOSNIFF, REFERRER_POLICY, STRICT_TRANSPORT } from "./server/http/site-headers";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

// The catalogues reach next-intl compiled (i18n/messages.ts, `loadCompiledMessages`), so every bundle formats
// them with use-intl's small formatter rather than intl-messageformat's ICU parser (~9 KB gzip on every
// page). This is what next-intl's own `experimental.messages.precompile` sets up; that option also
// compiles every JSON file under messages/ that code imports, which would change the plain strings
// server/payments/charges/export-charges.ts reads, so the alias is set here alone.
const formatOnly = createRequire(import.meta.url).resolve("use-intl/format-message/format-only");
const formatOnlyRelative = path.relative(process.cwd(), formatOnly);

const nextConfig: NextConfig = {
  // PGlite and the argon2 binding load files next to themselves; bundling breaks them. prom-client
  // stays one module with the custom server's copy (its registry is a process singleton anyway).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "postgres", "satori", "prom-client"],
  poweredByHeader: false,
  turbopack: {
    resolveAlias: {
      "use-intl/format-message": formatOnlyRelative.startsWith(".") ? formatOnlyRelative : `./${formatOnlyRelative}`,
    },
  },
  // Parallel builds (tests, benchmarks) each take a folder of their own.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typedRoutes: false,
  // `npm test` type-checks the whole project with `tsc --noEmit`; the build does not do it a second time.
  // Next adds its dist folder to the tsconfig it uses: with a dist folder per engineer and per run, it
  // writes into tsconfig.next.json (which extends tsconfig.json), so tsconfig.json stays stable.
  typescript: { ignoreBuildErrors: true, tsconfigPath: "tsconfig.next.json" },
  async headers() {
    const header = ([key, value]: [string, string]) => ({ key, value });
    return [
      { source: "/:path*", headers: [NOSNIFF, STRICT_TRANSPORT].map(header) },
      // These headers win over a route's own: the hosted checkouts set a stricter policy themselves.
      { source: "/((?!pay/|checkout/).*)", headers: [header(REFERRER_POLICY)] },
      // The dashboard and everything but the hosted checkouts must never be framed.
      { source: "/((?!pay/|sdk/).*)", headers: [header(NO_FRAMING)] },
    ];
  },
};

export default withNextIntl(nextConfig);
