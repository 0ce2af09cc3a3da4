/** Lower case without accents: "São Paulo" and "sao paulo" meet. The bank directory's search column and queries share it. */
export function searchText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}
