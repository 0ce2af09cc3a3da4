import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/scripts/compile-hints";

/** `npm run build`'s last step: every browser chunk starts with V8's eager-compile hint, once. */
describe("scripts/compile-hints.ts", () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, "static", "chunks", name);

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    fs.mkdirSync(path.join(dist, "static", "chunks", "pages"), { recursive: true });
    fs.writeFileSync(chunk("a1.js"), "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);");
    fs.writeFileSync(chunk("pages/b2.js"), "self.x=1;");
    fs.writeFileSync(chunk("c3.css"), "body{color:red}");
    fs.mkdirSync(path.join(dist, "server"));
    fs.writeFileSync(path.join(dist, "server", "d4.js"), "module.exports={};");
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("puts the hint on the first line of every browser script, nested folders included, code unchanged", () => {
    expect(addCompileHints(dist)).toBe(2);
    expect(fs.readFileSync(chunk("a1.js"), "utf8")).toBe(
      "//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);",
    );
    expect(fs.readFileSync(chunk("pages/b2.js"), "utf8")).toBe(`${COMPILE_HINT}self.x=1;`);
  });

  it("leaves stylesheets and the server's files alone", () => {
    addCompileHints(dist);
    expect(fs.readFileSync(chunk("c3.css"), "utf8")).toBe("body{color:red}");
    expect(fs.readFileSync(path.join(dist, "server", "d4.js"), "utf8")).toBe("module.exports={};");
  });

  it("adds nothing the second time", () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
    expect(fs.readFileSync(chunk("pages/b2.js"), "utf8")).toBe(`${COMPILE_HINT}self.x=1;`);
  });

  it("refuses a folder without a build", () => {
    expect(() => addCompileHints(path.join(dist, "missing"))).toThrow(/no browser chunks/);
  });
});
