import path from "node:path";
import madge from "madge";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Import cycles, found by madge from the sources (type imports included: a cycle of types still
 * ties two areas together). Files: no cycle in server/, db/ or app/. Areas: the folders of
 * server/ (and its top-level files) form no cycle either, so each area can be read, tested and
 * moved on its own, and the registries (jobs, cli, seed, openapi) sit above the areas they list
 * (docs/api/registries.md).
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * Known area cycles, left for now: each is a file that closes a cycle between folders, with the
 * reason. The area check counts such a file as a folder of its own (where it should move), and
 * fails when the file no longer closes a cycle, so the entry is removed once it is fixed.
 */
const KNOWN_AREA_CYCLES: Array<{ file: string; reason: string }> = [];

let files: Record<string, string[]>;
let skipped: string[];

beforeAll(async () => {
  const result = await madge(["server", "db", "app"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    excludeRegExp: [/\.test\.tsx?$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  files = result.obj();
  skipped = result.warnings().skipped;
}, 120_000);

/**
 * `server/payments/charges/create-charge.ts` → `payments/charges`; a file at the top of a group such as
 * `server/platform/context.ts` → `platform/context`; a group without areas (`server/http/`, `server/universal/`)
 * is one area; a file in `separate` counts as a folder of its own.
 */
const GROUPS_OF_ONE_AREA = new Set(["http", "universal"]);
function areaOf(file: string, separate: ReadonlySet<string>): string | undefined {
  const parts = file.split("/");
  if (parts[0] !== "server") return undefined;
  if (separate.has(file)) return file;
  if (GROUPS_OF_ONE_AREA.has(parts[1])) return parts[1];
  return parts.length > 3 ? `${parts[1]}/${parts[2]}` : `${parts[1]}/${parts[2].replace(/\.tsx?$/, "")}`;
}

/** Strongly connected components with more than one node (Tarjan): each is a set of nodes on a cycle. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

function fileGraph(): Map<string, Set<string>> {
  return new Map(Object.entries(files).map(([file, deps]) => [file, new Set(deps)]));
}

/** One node per area; an edge when a file of one area imports a file of another (with an example import). */
function areaGraph(separate: ReadonlySet<string>): { graph: Map<string, Set<string>>; why: Map<string, string> } {
  const graph = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const [file, deps] of Object.entries(files)) {
    const from = areaOf(file, separate);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dep of deps) {
      const to = areaOf(dep, separate);
      if (!to || to === from) continue;
      graph.get(from)!.add(to);
      if (!why.has(`${from} -> ${to}`)) why.set(`${from} -> ${to}`, `${file} imports ${dep}`);
    }
  }
  return { graph, why };
}

/** The area cycles, each with the imports that make it (the failure message names them). */
function areaCycles(separate: ReadonlySet<string>): Array<{ areas: string[]; imports: string[] }> {
  const { graph, why } = areaGraph(separate);
  return cyclesOf(graph).map((areas) => {
    const inside = new Set(areas);
    const imports = [...why].filter(([edge]) => edge.split(" -> ").every((a) => inside.has(a))).map(([, v]) => v);
    return { areas, imports };
  });
}

describe("import cycles", () => {
  it("reads the whole tree, the @/ alias included", () => {
    // An import madge cannot resolve is left out of the graph silently: that would hide cycles.
    expect(skipped.filter((s) => s.startsWith("@/") || s.startsWith("."))).toEqual([]);
    expect(Object.keys(files).length).toBeGreaterThan(200);
    expect(files["server/registries/jobs/index.ts"]).toContain("server/money/receivables/jobs.ts");
    expect(files["app/v1/charges/route.ts"]).toEqual(
      expect.arrayContaining(["server/payments/charges/create-charge.ts"]),
    );
  });

  it("finds cycles when there are some (the check can fail)", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"]]);
  });

  it("has no cycle between files of server/, db/ and app/", () => {
    const cycles = cyclesOf(fileGraph());
    expect(cycles, JSON.stringify(cycles, null, 2)).toEqual([]);
  });

  it("has no cycle between the areas of server/, beyond the known ones", () => {
    const known = new Set(KNOWN_AREA_CYCLES.map((k) => k.file));
    const cycles = areaCycles(known);
    expect(cycles, JSON.stringify(cycles, null, 2)).toEqual([]);
  });
});
