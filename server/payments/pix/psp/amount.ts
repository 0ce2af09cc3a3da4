/**
 * API Pix writes money as a decimal string with two places ("37.00", pattern `\d{1,10}\.\d{2}`); the
 * service counts integer centavos. These convert without floating point.
 */
export function pixValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in centavos: ${cents}`);
  const digits = String(cents).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function centsOfPixValue(value: string): number {
  const m = /^(\d{1,10})\.(\d{2})$/.exec(value);
  if (!m) throw new RangeError(`not an API Pix amount: ${value}`);
  return Number(m[1]) * 100 + Number(m[2]);
}
