/** The part of a next-intl translator of the `fraud` catalogue that labels reasons (client or server). */
interface ReasonTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * A reason's label in the user's language, by its code (messages/<locale>/fraud.json): the API's `detail`
 * is English, for integrators. A code without a label yet (a newer rule) shows as the code itself.
 */
export function reasonLabel(t: ReasonTranslator, code: string): string {
  return t.has(`reasons.${code}`) ? t(`reasons.${code}`) : code;
}
