/** CPF (11 digits) and CNPJ (14 digits) with their check digits; input may be formatted. */
function cpfValid(d: string): boolean {
  if (/^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

function cnpjValid(d: string): boolean {
  if (/^(\d)\1{13}$/.test(d)) return false;
  const digit = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(d[12]) && digit(13) === Number(d[13]);
}

export function taxIdDigits(value: string): string {
  return value.replace(/[.\-/\s]/g, "");
}

export function taxIdKind(digits: string): "cpf" | "cnpj" | undefined {
  if (/^\d{11}$/.test(digits) && cpfValid(digits)) return "cpf";
  if (/^\d{14}$/.test(digits) && cnpjValid(digits)) return "cnpj";
  return undefined;
}
