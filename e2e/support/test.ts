import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";

export { expect };
export type * from "@playwright/test";

/**
 * Every spec imports `test` from here: a journey fails on any error the browser reports, a `console.error` (React's
 * hydration errors among them) or an uncaught exception (`pageerror`), in the test's own page and in every context
 * it opens (an admin beside the merchant). Collected while the test runs, checked at its teardown, so the failure
 * names each message and the page it came from.
 */

/** An error a journey causes on purpose, with why: the browser reports it, nothing is broken. */
const EXPECTED: Array<{ why: string; matches: (text: string, url: string, page: string) => boolean }> = [
  {
    // A refused API call the journey makes on purpose (a wrong code, a 4xx the screen explains) makes the browser
    // log the failed resource; the screen's own handling is what the journey checks.
    // The SDK's /tokenize with an invalid key answers 401 on purpose too (tokenize.spec.ts).
    why: "a 4xx answer of the API, which the screen or the SDK shows as a message",
    matches: (text, url) =>
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
      /\/(v1\/|tokenize$)/.test(url),
  },
  {
    // A journey opens an unknown page on purpose to see its not-found page (the dashboard's 404 keeps the menu, an
    // unknown payment link's page): the document itself answers 404, and the browser logs it.
    why: "a not-found page the journey opens on purpose",
    matches: (text, url, page) =>
      /^Failed to load resource: the server responded with a status of 404/.test(text) && url === page,
  },
  {
    // The link designer's preview is a sandboxed, script-less srcdoc frame on purpose
    // (components/payment-links/checkout-preview.tsx, the renderer's `preview` mode writes no script); Playwright
    // injects its own script into every frame, the sandbox blocks it, and Chromium says so.
    why: "Playwright's script refused by the designer's script-less preview",
    matches: (text, url) =>
      url === "about:srcdoc" &&
      /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/.test(
        text,
      ),
  },
  {
    // Pages that must not be framed are framed on purpose to prove the browser refuses them (the secure checkout in
    // charges.spec.ts, the 3-D Secure challenge from another origin in three-ds.spec.ts).
    why: "a page refusing to be framed where its frame-ancestors say no",
    matches: (text) =>
      /^Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors /.test(text),
  },
  {
    // three-ds.spec.ts proves the merchant's page cannot read the challenge page: its fetch is refused by CORS.
    why: "the merchant's page refused a read of the 3-D Secure challenge page",
    matches: (text, url) =>
      (/^Access to fetch at '[^']+\/3ds\/challenge\/[^']+' from origin '[^']+' has been blocked by CORS policy/.test(
        text,
      ) ||
        text === "Failed to load resource: net::ERR_FAILED") &&
      (/\/3ds\/challenge\//.test(url) || /\/3ds\/challenge\//.test(text)),
  },
];

interface Problem {
  kind: "console.error" | "pageerror";
  page: string;
  text: string;
}

function watch(page: Page, problems: Problem[]) {
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() !== "error") return;
    const url = m.location().url ?? "";
    if (EXPECTED.some((e) => e.matches(m.text(), url, page.url()))) return;
    problems.push({ kind: "console.error", page: page.url(), text: `${m.text()}${url ? ` (${url})` : ""}` });
  });
  page.on("pageerror", (e) => problems.push({ kind: "pageerror", page: page.url(), text: String(e) }));
}

function watchContext(context: BrowserContext, problems: Problem[]) {
  for (const page of context.pages()) watch(page, problems);
  context.on("page", (page) => watch(page, problems));
}

export const test = base.extend<{ browserErrors: Problem[] }>({
  browserErrors: [
    async ({ context, browser }: { context: BrowserContext; browser: Browser }, run) => {
      const problems: Problem[] = [];
      watchContext(context, problems);
      // Contexts the test opens itself (`browser.newContext()`) are watched too, for the test's duration.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const created = await newContext(...args);
        watchContext(created, problems);
        return created;
      };
      try {
        await run(problems);
      } finally {
        browser.newContext = newContext;
      }
      expect(
        problems.map((p) => `${p.kind} on ${p.page}: ${p.text.slice(0, 500)}`),
        "errors the browser reported during the journey",
      ).toEqual([]);
    },
    { auto: true },
  ],
});
