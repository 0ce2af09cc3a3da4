/**
 * Lighthouse (the npm package) on Debian's Chromium, default mobile profile (simulated slow 4G and a
 * 4× slower CPU): the performance score, largest contentful paint, total blocking time and the bytes
 * moved, per page. Signed-in pages get the session cookie as a header.
 */
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

export interface LighthouseResult {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Bytes over the wire (compressed as served): all, and scripts only. */
  transferKb: number;
  scriptTransferKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to see which request or task cost the score.
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    return {
      url,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      fcpMs: Math.round(audit("first-contentful-paint")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      transferKb: kb(items.reduce((t, i) => t + (i.transferSize ?? 0), 0)),
      scriptTransferKb: kb(
        items.filter((i) => i.resourceType === "Script").reduce((t, i) => t + (i.transferSize ?? 0), 0),
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** The median run (by score, then LCP) of `runs` cold runs: one Lighthouse run on a shared machine is noisy. */
export async function medianLighthouse(url: string, runs: number, cookie?: string): Promise<LighthouseResult> {
  const all: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) all.push(await runLighthouse(url, cookie));
  all.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return all[Math.floor(all.length / 2)];
}
