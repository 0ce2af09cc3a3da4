import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The error codes written as literals where server code throws: the `code` argument of each class of
 * server/platform/errors (its position differs per class), read from the syntax tree of every file under server/.
 * Codes passed through a variable are not seen here: their lists (ERROR_CODES) name them by hand.
 */
const CODE_ARGUMENT: Record<string, number> = {
  DomainError: 1,
  ValidationError: 3,
  PermissionError: 1,
  AuthenticationError: 1,
  IdempotencyError: 1,
  InvalidRequestError: 0,
  AcquirerError: 0,
};

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

const parsed = new Map<string, Array<{ file: string; source: ts.SourceFile }>>();

/** Every .ts file under server/, parsed once per test file. */
function sourcesUnder(root: string) {
  let sources = parsed.get(root);
  if (!sources) {
    sources = filesUnder(path.join(root, "server")).map((file) => ({
      file,
      source: ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
    }));
    parsed.set(root, sources);
  }
  return sources;
}

export interface ThrownCode {
  code: string;
  file: string;
  line: number;
}

export function literalCodes(root: string, pick: (node: ts.Node) => ts.Expression | undefined): ThrownCode[] {
  const out: ThrownCode[] = [];
  for (const { file, source } of sourcesUnder(root)) {
    const visit = (node: ts.Node) => {
      const arg = pick(node);
      if (arg && ts.isStringLiteralLike(arg)) {
        out.push({
          code: arg.text,
          file: path.relative(root, file),
          line: source.getLineAndCharacterOfPosition(arg.getStart()).line + 1,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** `new XError(…, "code")`: the literal at the class's code position. */
export function thrownErrorCodes(root: string): ThrownCode[] {
  return literalCodes(root, (node) => {
    if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
    const index = CODE_ARGUMENT[node.expression.text];
    return index === undefined ? undefined : node.arguments?.[index];
  });
}

/** `failureCode: "…"` in an object literal: the failure codes of charges and withdrawals. */
export function failureCodeLiterals(root: string): ThrownCode[] {
  return literalCodes(root, (node) =>
    ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "failureCode"
      ? node.initializer
      : ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === "declined" &&
          node.arguments.length === 2
        ? node.arguments[0]
        : undefined,
  );
}

/** `type: "…"` of a ledger posting: an object literal that also names `walletId` (a line) or `lines` (a transaction). */
export function ledgerTypeLiterals(root: string): ThrownCode[] {
  return literalCodes(root, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return undefined;
    const props = new Map(
      node.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? [[p.name.text, p.initializer] as const] : [],
      ),
    );
    const names = node.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : ""));
    return names.includes("walletId") || names.includes("lines") ? props.get("type") : undefined;
  });
}
