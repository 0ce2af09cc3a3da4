import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/**
 * The folder of one `npm run test:reliability` run (made by global-setup.ts): the logs of every
 * process started, the databases created (dumped and scanned by the last part), the figures.
 */
export function runDir(): string {
  return inject("reliabilityRunDir");
}

export function logsDir(): string {
  const dir = path.join(runDir(), "logs");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A pg_dump of a database on a cluster the part throws away (the shared server's databases are dumped by part 8
 * itself), left in the run folder for the secrets scan of part 8.
 */
export function dumpForSecretsScan(name: string, url: string): void {
  const dumps = path.join(runDir(), "dumps");
  fs.mkdirSync(dumps, { recursive: true });
  fs.writeFileSync(
    path.join(dumps, `${name}.sql`),
    execFileSync("pg_dump", ["-d", url], { maxBuffer: 512 * 1024 * 1024 }),
  );
}

/** Adds the figures of one part to figures.json (printed at the end, copied into RELIABILITY.md by hand). */
export function recordFigures(part: string, figures: Record<string, unknown>): void {
  const file = path.join(runDir(), "figures.json");
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  all[part] = figures;
  fs.writeFileSync(file, JSON.stringify(all, null, 2));
  process.stdout.write(`\n[reliability] ${part}: ${JSON.stringify(figures)}\n`);
}

/** Values the secrets scan (part 8) must never find at rest: card numbers, CVVs, secret keys. */
export function recordSecrets(kind: "card" | "cvv" | "sk" | "whsec", values: string[]): void {
  const file = path.join(runDir(), "secrets.json");
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>) : {};
  all[kind] = [...new Set([...(all[kind] ?? []), ...values])];
  fs.writeFileSync(file, JSON.stringify(all, null, 2));
}
