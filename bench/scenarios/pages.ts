import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { medianLighthouse, type LighthouseResult } from "./lighthouse";

export interface PageResult {
  url: string;
  /** Sum over the page's script resources: bytes as decoded, and gzipped (level 6, as servers do). */
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Median over the samples, each in a fresh browser context (cold cache), in ms. */
  firstContentfulPaint: number;
  domContentLoaded: number;
  samples: number;
}

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function median(values: number[]): number {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor(s.length / 2)] * 10) / 10 : NaN;
}

async function measure(
  browser: Browser,
  url: string,
  samples: number,
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>,
): Promise<PageResult> {
  const fcp: number[] = [];
  const dcl: number[] = [];
  let scripts = new Map<string, Buffer>();
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const seen = new Map<string, Promise<Buffer | undefined>>();
    page.on("response", (res) => {
      if (res.request().resourceType() === "script")
        seen.set(
          res.url(),
          res.body().catch(() => undefined),
        );
    });
    const answer = await page.goto(url, { waitUntil: "load" });
    if (!answer || !answer.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} redirected to ${page.url()}`);
    // The paint entry may come after `load` on a busy machine: wait for it (buffered), up to 5 s.
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const timing = await page.evaluate<{ fcp: number; dcl: number }>(`new Promise((resolve) => {
      const nav = performance.getEntriesByType("navigation")[0];
      const done = (fcp) => resolve({ fcp, dcl: nav ? nav.domContentLoadedEventEnd : NaN });
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (paint) done(paint.startTime);
      }).observe({ type: "paint", buffered: true });
      setTimeout(() => done(NaN), 5000);
    })`);
    fcp.push(timing.fcp);
    dcl.push(timing.dcl);
    const bodies = new Map<string, Buffer>();
    for (const [u, body] of seen) {
      const b = await body;
      if (b) bodies.set(u, b);
    }
    scripts = bodies;
    await context.close();
  }
  const all = [...scripts.values()];
  return {
    url,
    scripts: all.length,
    jsBytes: all.reduce((a, b) => a + b.length, 0),
    jsGzipBytes: all.reduce((a, b) => a + gzipSync(b, { level: 6 }).length, 0),
    firstContentfulPaint: median(fcp),
    domContentLoaded: median(dcl),
    samples,
  };
}

/**
 * The hosted checkout (/pay/{id}), the dashboard overview (signed in as the merchant's user), and
 * the baseline's blank page (the browser's own floor for a first render), in Debian's Chromium.
 */
export async function measurePages(opts: {
  appUrl: string;
  baselineUrl?: string;
  linkId: string;
  email: string;
  password: string;
  samples: number;
  /** Lighthouse runs per page (median kept); 0 skips Lighthouse. */
  lighthouseRuns?: number;
}): Promise<{
  checkout: PageResult;
  dashboard: PageResult;
  chargesList?: PageResult;
  blank?: PageResult;
  anticipations?: PageResult;
  receivables?: PageResult;
  lighthouse?: {
    checkout: LighthouseResult;
    overview: LighthouseResult;
    chargesList: LighthouseResult;
    anticipations?: LighthouseResult;
    receivables?: LighthouseResult;
  };
}> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: LAUNCH_ARGS });
  try {
    const checkout = await measure(browser, `${opts.appUrl}/pay/${opts.linkId}`, opts.samples);
    const login = await browser.newContext();
    const page = await login.newPage();
    await page.goto(`${opts.appUrl}/sign-in`);
    await page.fill("#email", opts.email);
    await page.fill("#password", opts.password);
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/", { timeout: 60_000 }),
      page.click("button[type=submit]"),
    ]);
    const state = await login.storageState();
    await login.close();
    const dashboard = await measure(browser, `${opts.appUrl}/`, opts.samples, state);
    const chargesList = await measure(browser, `${opts.appUrl}/charges`, opts.samples, state);
    // The two heaviest screens of issue 30 (277–290 KB of JS before their charts loaded on render).
    const anticipations = await measure(browser, `${opts.appUrl}/anticipations`, opts.samples, state);
    const receivables = await measure(browser, `${opts.appUrl}/receivables`, opts.samples, state);
    const blank = opts.baselineUrl ? await measure(browser, `${opts.baselineUrl}/blank`, opts.samples) : undefined;
    let lighthouse;
    if (opts.lighthouseRuns) {
      const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      lighthouse = {
        checkout: await medianLighthouse(`${opts.appUrl}/pay/${opts.linkId}`, opts.lighthouseRuns),
        overview: await medianLighthouse(`${opts.appUrl}/`, opts.lighthouseRuns, cookie),
        chargesList: await medianLighthouse(`${opts.appUrl}/charges`, opts.lighthouseRuns, cookie),
        anticipations: await medianLighthouse(`${opts.appUrl}/anticipations`, opts.lighthouseRuns, cookie),
        receivables: await medianLighthouse(`${opts.appUrl}/receivables`, opts.lighthouseRuns, cookie),
      };
    }
    return { checkout, dashboard, chargesList, anticipations, receivables, blank, lighthouse };
  } finally {
    await browser.close();
  }
}
