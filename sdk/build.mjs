// Builds the browser SDK (no runtime dependencies):
//   public/sdk/v1.js       the <script> bundle, global `PaymentSDK` (served by the app at /sdk/v1.js)
//   sdk/dist/index.js      the ES module, with its types in sdk/dist/*.d.ts
// The demo page (sdk/demo/index.html) is not copied: the app serves it at /sdk/demo.html outside production
// only, with its own CSP (app/sdk/demo.html/route.ts).
// `npm run dev` and `npm run build` run this first; public/sdk and sdk/dist are build output, not committed.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const sdkDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(sdkDir);
const publicDir = path.join(root, "public", "sdk");
const distDir = path.join(sdkDir, "dist");
const started = Date.now();

fs.mkdirSync(publicDir, { recursive: true });
fs.rmSync(distDir, { recursive: true, force: true });

const common = { bundle: true, keepNames: true, target: ["es2019"], legalComments: "none", logLevel: "warning" };

await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(sdkDir, "src", "browser.ts")],
    outfile: path.join(publicDir, "v1.js"),
    format: "iife",
    platform: "browser",
    minify: true,
    banner: {
      js: "/* PaymentSDK v1 - card tokenization, 3-D Secure, fraud device data. https://<service>/sdk/v1.js */",
    },
  }),
  build({
    ...common,
    entryPoints: [path.join(sdkDir, "src", "index.ts")],
    outfile: path.join(distDir, "index.js"),
    format: "esm",
    platform: "neutral",
    // keepNames wraps every class in a naming call that bundlers must keep, which would defeat tree-shaking
    // (a page importing only PaymentSDK would carry ThreeDS and Fraud). The errors set their names themselves.
    keepNames: false,
  }),
]);

// Types of the ES module, from the same sources.
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
execFileSync(process.execPath, [tsc, "-p", path.join(sdkDir, "tsconfig.json")], { stdio: "inherit" });

// An older build copied the demo here, where it would be served in production, unprotected.
fs.rmSync(path.join(publicDir, "demo.html"), { force: true });

console.log(`sdk: built public/sdk/v1.js, sdk/dist (esm + types) in ${Date.now() - started} ms`);
