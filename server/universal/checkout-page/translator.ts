/** A message of a page's catalogue, with `{name}` placeholders filled in. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A tiny `{name}` translator over a catalog section, the same on the server and in the designer preview. */
export function translator(strings: Record<string, unknown>): Translate {
  return (key, vars) => {
    let node: unknown = strings;
    for (const part of key.split("."))
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === "string" ? node : key;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
  };
}
