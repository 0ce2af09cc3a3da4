import fs from "node:fs";
import type { Page } from "@playwright/test";

/**
 * Screenshots for review, at a desktop (1440 px) and a phone (390 px) width, into `dir` as `<name>-desktop.png`
 * and `<name>-phone.png`; not on CI. The page goes back to the specs' default size afterwards.
 */
export function screenshotsInto(dir: string) {
  return async function shoot(page: Page, name: string): Promise<void> {
    if (process.env.CI) return;
    fs.mkdirSync(dir, { recursive: true });
    for (const [label, size] of [
      ["desktop", { width: 1440, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
}
