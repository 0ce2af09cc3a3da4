import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/components/format";

/** Every .tsx file under a folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith(".tsx") ? [full] : [];
  });
}

describe("negative money is written one way", () => {
  it("the shared formatter writes the sign, in both languages", () => {
    expect(formatMoney(-759, "pt-BR")).toBe("-R$ 7,59");
    expect(formatMoney(-13613, "en")).toBe("-R$136.13");
  });

  it("no screen puts a sign of its own before a formatted amount", () => {
    // `−{fmt.money(x)}` or `− ${fmt.money(x)}` printed "− R$ 136,13" beside the formatter's "-R$ 7,59".
    const handWritten = /[−-]\s*\$?\{\s*\w+\.money\(/;
    const offenders = sources(path.join(process.cwd(), "components")).filter((f) =>
      handWritten.test(fs.readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
