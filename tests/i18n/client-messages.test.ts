import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Client components get only the message catalogues that a `ClientMessages` provider above them picks
 * (components/layout/client-messages.tsx): a namespace left out shows its raw keys on screen. This test
 * follows the imports from every route file of app/ (page, layout, error, not-found, loading), notes the
 * `useTranslations("ns…")` namespaces of the files reached as client code (a "use client" file and what
 * it imports), and checks that the provider in force there picks exactly those: none missing, none sent
 * for nothing. A route file without a provider of its own is under its nearest layout's.
 */
const root = path.resolve(import.meta.dirname, "../..");
const ROUTE_FILE = /^(page|layout|error|not-found|loading|template|default|global-error)\.tsx?$/;
/** `useMessages()` gives no namespace to read: the ones such a file reads, by hand. */
const USE_MESSAGES: Record<string, string[]> = {};

/** What a file takes from another: the names it imports, or all of it (`*`, a dynamic import). */
type Names = Set<string> | "all";

interface SourceFacts {
  client: boolean;
  imports: Array<{ file: string; names: Names }>;
  /** `export … from`: followed only for the names an importer asks for (a barrel brings no more than that). */
  reexports: Array<{ file: string; names: Map<string, string> | "all" }>;
  namespaces: string[];
  /** The namespaces of a `<ClientMessages namespaces={[…]}>` in the file, if it has one. */
  provides?: string[];
  /** Returns of JSX with a component outside ClientMessages (an early `return <X />` beside the provider). */
  unwrapped: string[];
  problems: string[];
}

const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), (f) => ts.sys.readFile(f)).config,
  ts.sys,
  root,
).options;
const facts = new Map<string, SourceFacts>();

function rel(file: string): string {
  return path.relative(root, file).split(path.sep).join("/");
}

/** Whether JSX holds a component (`<Foo>`, maybe a client one) outside any ClientMessages in it. */
function componentOutsideProvider(node: ts.Node): boolean {
  if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === "ClientMessages") return false;
  if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && !/^[a-z]/.test(node.tagName.getText()))
    return node.tagName.getText() !== "ClientMessages";
  return node.forEachChild(componentOutsideProvider) ?? false;
}

/** The strings a namespace argument can be: `a ? "x" : "y"` is "x" or "y", never `a`'s strings. */
function stringsIn(node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...stringsIn(node.whenTrue), ...stringsIn(node.whenFalse)];
  const found: string[] = [];
  node.forEachChild((c) => void found.push(...stringsIn(c)));
  return found;
}

function factsOf(file: string): SourceFacts {
  const known = facts.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const f: SourceFacts = {
    client: source.statements.some(
      (s) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression) && s.expression.text === "use client",
    ),
    imports: [],
    reexports: [],
    unwrapped: [],
    namespaces: [...(USE_MESSAGES[rel(file)] ?? [])],
    problems: [],
  };
  facts.set(file, f);
  const imports: Array<{ specifier: string; names: Names }> = [];
  const reexports: Array<{ specifier: string; names: Map<string, string> | "all" }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      let names: Names = new Set<string>();
      if (bindings && ts.isNamespaceImport(bindings)) names = "all";
      else {
        if (clause?.name) names.add("default");
        if (bindings && ts.isNamedImports(bindings))
          for (const e of bindings.elements) if (!e.isTypeOnly) names.add((e.propertyName ?? e.name).text);
      }
      imports.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? new Map(
              clause.elements.filter((e) => !e.isTypeOnly).map((e) => [e.name.text, (e.propertyName ?? e.name).text]),
            )
          : "all";
      reexports.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, names });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) imports.push({ specifier: arg.text, names: "all" });
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === "useTranslations") {
        const literals = node.arguments.length ? stringsIn(node.arguments[0]) : [];
        if (!literals.length) f.problems.push(`${rel(file)}: useTranslations() without a namespace written out`);
        f.namespaces.push(...literals.map((n) => n.split(".")[0]));
      } else if (name === "useMessages" && !USE_MESSAGES[rel(file)])
        f.problems.push(`${rel(file)}: useMessages() needs its namespaces in USE_MESSAGES`);
    } else if (ts.isReturnStatement(node) && node.expression && componentOutsideProvider(node.expression)) {
      f.unwrapped.push(`${rel(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    } else if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === "ClientMessages"
    ) {
      const attr = node.attributes.properties.find(
        (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === "namespaces",
      );
      const value = attr?.initializer && ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined;
      if (!value || !ts.isArrayLiteralExpression(value) || !value.elements.every(ts.isStringLiteralLike))
        f.problems.push(`${rel(file)}: ClientMessages needs namespaces={["…"]} written out`);
      else {
        const list = value.elements.map((e) => (e as ts.StringLiteral).text);
        // Two providers in one file (an early return) must pick the same: the check below reads one list.
        if (f.provides && f.provides.join() !== list.join())
          f.problems.push(`${rel(file)}: its ClientMessages pick different namespaces`);
        f.provides = list;
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  const resolve = (specifier: string) => {
    const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName)
      ? path.resolve(resolved.resolvedFileName)
      : undefined;
  };
  for (const { specifier, names } of imports) {
    const target = resolve(specifier);
    if (target) f.imports.push({ file: target, names });
  }
  for (const { specifier, names } of reexports) {
    const target = resolve(specifier);
    if (target) f.reexports.push({ file: target, names });
  }
  return f;
}

/** Namespaces read by client code reachable from a route file (server code reads the request's catalogues). */
function clientNamespaces(start: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  // A file's own code counts whichever of its names is imported; its re-exports only for the names asked.
  const walk = (file: string, client: boolean, names: Names) => {
    const f = factsOf(file);
    const asClient = client || f.client;
    const key = `${file}|${asClient}|${names === "all" ? "*" : [...names].sort().join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (asClient) f.namespaces.forEach((n) => found.add(n));
    f.imports.forEach((i) => walk(i.file, asClient, i.names));
    for (const r of f.reexports) {
      if (r.names === "all") walk(r.file, asClient, names);
      else {
        const asked = [...r.names].filter(([exported]) => names === "all" || names.has(exported));
        if (asked.length) walk(r.file, asClient, new Set(asked.map(([, original]) => original)));
      }
    }
  };
  walk(start, false, "all");
  return found;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return ROUTE_FILE.test(e.name) ? [full] : [];
  });
}

/** The file whose provider is in force for a route file: itself, else the nearest layout above it. */
function providerOf(file: string): string | undefined {
  if (factsOf(file).provides) return file;
  const appDir = path.join(root, "app");
  let dir = path.dirname(file);
  // A layout sits under the layouts of the folders above it, other route files under their own folder's.
  if (/^layout\.tsx?$/.test(path.basename(file))) dir = path.dirname(dir);
  for (; dir.startsWith(appDir); dir = path.dirname(dir)) {
    for (const name of ["layout.tsx", "layout.ts"]) {
      const layout = path.join(dir, name);
      if (layout !== file && fs.existsSync(layout)) return providerOf(layout);
    }
  }
  return undefined;
}

describe("client message catalogues", () => {
  const routes = routeFiles(path.join(root, "app"));
  const catalogues = new Set(fs.readdirSync(path.join(root, "messages", "en")).map((f) => f.replace(/\.json$/, "")));
  const needed = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const route of routes) {
    const namespaces = clientNamespaces(route);
    const provider = providerOf(route);
    if (!provider) {
      if (namespaces.size) problems.push(`${rel(route)}: no ClientMessages above it for ${[...namespaces].join(", ")}`);
      continue;
    }
    const set = needed.get(provider) ?? new Set<string>();
    namespaces.forEach((n) => set.add(n));
    needed.set(provider, set);
  }

  it("reads namespaces that are written out", () => {
    for (const f of facts.values()) problems.push(...f.problems);
    expect(problems).toEqual([]);
  });

  it("gives each provider exactly the namespaces of the client components under it", () => {
    const wrong: Record<string, { picks: string[]; needs: string[] }> = {};
    for (const [file, f] of facts) {
      if (!f.provides) continue;
      const needs = [...(needed.get(file) ?? [])].sort();
      const picks = [...f.provides].sort();
      if (needs.join() !== picks.join()) wrong[rel(file)] = { picks, needs };
    }
    expect(wrong).toEqual({});
  });

  it("puts every screen a route file with a provider returns under it", () => {
    // The provider covers only what it wraps: an early `return <ChooseMerchant />` beside it got no catalogue.
    const unwrapped = [...facts.values()].filter((f) => f.provides).flatMap((f) => f.unwrapped);
    expect(unwrapped).toEqual([]);
  });

  it("picks only catalogues that exist", () => {
    const unknown = [...facts.values()]
      .flatMap((f) => [...(f.provides ?? []), ...f.namespaces])
      .filter((n) => !catalogues.has(n));
    expect(unknown).toEqual([]);
  });

  it("follows the imports of the dashboard (a check of the check)", () => {
    // The charges list's client component, a dynamic import in the recipients screen, the layout's chrome
    // (the step-up dialog, itself a dynamic import of the providers).
    expect(clientNamespaces(path.join(root, "app/(dashboard)/charges/page.tsx"))).toContain("charges");
    const lazy = factsOf(path.join(root, "components/recipients/recipients-screen.tsx"));
    expect(lazy.imports.map((i) => rel(i.file))).toContain("components/recipients/pix-key-form.tsx");
    expect(clientNamespaces(path.join(root, "app/(dashboard)/layout.tsx"))).toContain("stepUp");
  });
});
