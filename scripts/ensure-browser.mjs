// The browser for `npm test`: Debian's Chromium where it is installed (this project's CI machines, where
// nothing can be downloaded); elsewhere Playwright's own Chromium, downloaded once if it is missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

if (!fs.existsSync(DEBIAN_CHROMIUM)) {
  const { chromium } = await import("@playwright/test");
  if (!fs.existsSync(chromium.executablePath())) {
    console.log("No Chromium at /usr/bin/chromium: installing Playwright's own (once).");
    const run = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
    process.exit(run.status ?? 1);
  }
}
