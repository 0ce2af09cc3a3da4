/** WCAG 2.x contrast, for the checkout's colours and the designer's warnings. Pure: runs on server and client. */

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const DARK_TEXT = "#0F172A";
export const LIGHT_TEXT = "#FFFFFF";

/** The text colour that reads best on a background: near-black or white. */
export function textOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

/** WCAG AA for normal text. */
export const AA_NORMAL = 4.5;

/**
 * The colour to draw text in on `background`: the merchant's `preferred` colour when it reads (AA),
 * else near-black or white, else pure black or white. One of pure black and pure white always reaches
 * 4.58:1 on any background, so the answer always passes AA: the checkout never draws a price the
 * buyer cannot read, whatever colours the merchant chose (the designer only warns).
 */
export function readableText(preferred: string, background: string): string {
  const candidates = [preferred, textOn(background), "#000000", "#FFFFFF"];
  return (
    candidates.find((c) => contrastRatio(c, background) >= AA_NORMAL) ??
    candidates.reduce((a, b) => (contrastRatio(b, background) > contrastRatio(a, background) ? b : a))
  );
}

export const DEFAULT_PRIMARY = "#0F766E";
export const DEFAULT_PANEL = "#F1F5F9";
export const PAGE_BACKGROUND = "#FFFFFF";

export interface ContrastCheck {
  id: "button" | "accentOnPage" | "accentOnPanel" | "panelText";
  ratio: number;
  passes: boolean;
}

/**
 * Every pairing of text and background the checkout draws with the merchant's colours: the button
 * label on the primary colour, the primary colour as text (prices, links) on the page and on the
 * summary panel, and the panel's own text.
 */
export function checkoutContrast(primary: string, panel: string): ContrastCheck[] {
  const pairs: Array<[ContrastCheck["id"], string, string]> = [
    ["button", textOn(primary), primary],
    ["accentOnPage", primary, PAGE_BACKGROUND],
    ["accentOnPanel", primary, panel],
    ["panelText", textOn(panel), panel],
  ];
  return pairs.map(([id, fg, bg]) => {
    const ratio = contrastRatio(fg, bg);
    return { id, ratio, passes: ratio >= AA_NORMAL };
  });
}
