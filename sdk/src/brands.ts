/**
 * The card brand table: ONE module, imported by the server (server/payments/tokens) and bundled into the
 * browser SDK, so that both sides detect the same brand for the same number.
 *
 * Each row is a range of prefixes of one length (`from`..`to`, inclusive, compared as numbers).
 * Detection takes the LONGEST matching prefix, so the specific ranges beat the broad ones:
 * elo 438935/451416 beat visa 4, elo 36297 beats diners 36, elo 650xxx beats discover 65.
 * The table and where its ranges come from: docs/api/card-brands.md.
 */
export const CARD_BRANDS = ["visa", "mastercard", "elo", "amex", "hipercard", "diners", "jcb", "discover"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface BrandRange {
  brand: CardBrand;
  from: string;
  to: string;
}

function r(brand: CardBrand, from: string, to: string = from): BrandRange {
  if (from.length !== to.length) throw new Error(`brand range ${from}-${to}: prefixes of different lengths`);
  return { brand, from, to };
}

export const BRAND_RANGES: readonly BrandRange[] = [
  // elo: the long-standing prefixes…
  r("elo", "636368"),
  r("elo", "438935"),
  r("elo", "504175"),
  r("elo", "451416"),
  r("elo", "509048", "509075"),
  r("elo", "36297"),
  // …and the further ranges published by the public BIN lists.
  r("elo", "636297"),
  r("elo", "401178", "401179"),
  r("elo", "431274"),
  r("elo", "457393"),
  r("elo", "457631", "457632"),
  r("elo", "506699", "506778"),
  r("elo", "509000", "509999"),
  r("elo", "627780"),
  r("elo", "650031", "650033"),
  r("elo", "650035", "650051"),
  r("elo", "650405", "650439"),
  r("elo", "650485", "650538"),
  r("elo", "650541", "650598"),
  r("elo", "650700", "650718"),
  r("elo", "650720", "650727"),
  r("elo", "650901", "650978"),
  r("elo", "651652", "651679"),
  r("elo", "655000", "655019"),
  r("elo", "655021", "655058"),
  // hipercard (the 637… prefixes stay hipercard: there is no separate brand)
  r("hipercard", "606282"),
  r("hipercard", "637095"),
  r("hipercard", "637568"),
  r("hipercard", "637599"),
  r("hipercard", "637609"),
  r("hipercard", "637612"),
  r("amex", "34"),
  r("amex", "37"),
  r("mastercard", "51", "55"),
  r("mastercard", "2221", "2720"),
  r("visa", "4"),
  r("diners", "300", "305"),
  r("diners", "36"),
  r("diners", "38"),
  r("jcb", "35"),
  r("discover", "6011"),
  r("discover", "622126", "622925"),
  r("discover", "644", "649"),
  r("discover", "65"),
];

// Longest first: the first row that matches is the most specific one.
const ORDERED = [...BRAND_RANGES].sort((a, b) => b.from.length - a.from.length);

/** The brand of a number (digits only), or undefined when no prefix of the table matches. */
export function detectBrand(digits: string): CardBrand | undefined {
  for (const row of ORDERED) {
    if (digits.length < row.from.length) continue;
    const head = Number(digits.slice(0, row.from.length));
    if (head >= Number(row.from) && head <= Number(row.to)) return row.brand;
  }
  return undefined;
}

/** The CVV length a brand prints: four digits on the front of an amex card, three on the back of the others. */
export function cvvLength(brand: CardBrand | undefined): 3 | 4 | undefined {
  if (!brand) return undefined;
  return brand === "amex" ? 4 : 3;
}
