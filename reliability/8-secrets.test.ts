import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { SERVER_URL } from "./support/database";
import { recordFigures, runDir } from "./support/run-dir";

/**
 * Part 8 (runs last, after every other part: vitest.reliability.config.ts): a pg_dump of every database the run created and
 * every app and worker log contain no card number, CVV, `sk_` secret or `whsec_` secret.
 * (The operator CLI's own output, which prints new API keys on purpose, is kept apart in cli/.)
 * CI adds the dumps and the log the whole vitest suite on PostgreSQL left (SECRETS_SCAN_PATHS: files or
 * folders, space-separated), so that the scan covers every test, not only this suite's runs.
 */
function extraFiles(): string[] {
  const paths = (process.env.SECRETS_SCAN_PATHS ?? "").split(/\s+/).filter((p) => p && fs.existsSync(p));
  return paths.flatMap((p) => (fs.statSync(p).isDirectory() ? fs.readdirSync(p).map((f) => path.join(p, f)) : [p]));
}
/** Test cards the vitest suite uses, so that its dump is searched for them by number and by BIN too. */
const WELL_KNOWN_CARDS = ["4111111111111111", "5555555555554444", "4000000000000002", "378282246310005"];
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function readSecrets(): Record<string, string[]> {
  const file = path.join(runDir(), "secrets.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>) : {};
}

function findSecrets(text: string, secrets: Record<string, string[]>): string[] {
  const hits: string[] = [];
  const cards = secrets.card ?? [];
  const bins = new Set(cards.map((c) => c.slice(0, 6)));
  // Card numbers: a known one in any grouping, or any Luhn-valid 13-19 digit run on a BIN the run used.
  // A run must stand alone as a word: inside a hash, a ciphertext or an id (hex, base64) digits come in runs by
  // chance, and one of them on a test BIN that passes Luhn failed a run with nothing leaked.
  for (const m of text.matchAll(/(?<![0-9A-Za-z_])[0-9](?:[ -]?[0-9]){12,18}(?![0-9A-Za-z_])/g)) {
    const digits = m[0].replace(/[ -]/g, "");
    if (cards.includes(digits) || (bins.has(digits.slice(0, 6)) && luhn(digits)))
      hits.push(`card number …${digits.slice(-4)}`);
  }
  // CVVs are short, so only next to a name that says what they are.
  for (const cvv of secrets.cvv ?? [])
    if (new RegExp(`(cvv|cvc|security.?code)\\W{0,6}${cvv}(?![0-9])`, "i").test(text))
      hits.push(`cvv ${cvv.length} digits`);
  for (const sk of secrets.sk ?? []) if (text.includes(sk)) hits.push(`secret key sk_…${sk.slice(-4)}`);
  // Shaped like a key and standing alone: base64url ciphertext (sealed answers, card blobs) holds "sk_" by chance.
  for (const m of text.matchAll(/(?<![A-Za-z0-9_-])sk_[A-Za-z0-9_-]{40,}/g))
    hits.push(`sk_-shaped secret …${m[0].slice(-4)}`);
  for (const w of secrets.whsec ?? []) if (text.includes(w)) hits.push(`webhook secret whsec_…${w.slice(-4)}`);
  for (const m of text.matchAll(/(?<![A-Za-z0-9_+/=-])whsec_[A-Za-z0-9+/=]{16,}/g))
    hits.push(`whsec_-shaped secret …${m[0].slice(-4)}`);
  return [...new Set(hits)];
}

describe("part 8: secrets at rest", () => {
  it("finds no card number, CVV, sk_ or whsec_ secret in any database dump or log of the run", async () => {
    const dir = runDir();
    const dumps = path.join(dir, "dumps");
    fs.mkdirSync(dumps, { recursive: true });
    const listed = fs.existsSync(path.join(dir, "databases.txt"))
      ? fs.readFileSync(path.join(dir, "databases.txt"), "utf8").split("\n").filter(Boolean)
      : [];
    for (const url of listed) {
      const name = new URL(url).pathname.slice(1);
      fs.writeFileSync(
        path.join(dumps, `${name}.sql`),
        execFileSync("pg_dump", ["-d", url], { maxBuffer: 1024 * 1024 * 1024 }),
      );
    }
    const recorded = readSecrets();
    const secrets: Record<string, string[]> = {
      ...recorded,
      card: [...new Set([...(recorded.card ?? []), ...WELL_KNOWN_CARDS])],
    };
    const files = [
      ...fs.readdirSync(dumps).map((f) => path.join(dumps, f)),
      ...fs.readdirSync(path.join(dir, "logs")).map((f) => path.join(dir, "logs", f)),
      ...extraFiles(),
    ].filter((f) => fs.statSync(f).isFile());
    const found: string[] = [];
    let bytes = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      bytes += text.length;
      for (const hit of findSecrets(text, secrets)) found.push(`${path.basename(file)}: ${hit}`);
    }
    recordFigures("8. secrets at rest", {
      dumps: fs.readdirSync(dumps).length,
      logs: files.length - fs.readdirSync(dumps).length - extraFiles().length,
      vitest_files: extraFiles().length,
      megabytes_scanned: Math.round(bytes / 1e5) / 10,
      looked_for: Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, v.length])),
      found: found.length,
    });
    // The scan can find: a planted number is reported (guards against a scan that sees nothing).
    expect(
      findSecrets(
        `{"cvv":"${secrets.cvv?.[0] ?? "123"}","number":"${secrets.card?.[0] ?? "4111111111111111"}"}`,
        secrets,
      ).length,
    ).toBe(2);
    // ...and a Luhn-valid run on a used BIN inside a hex hash is not a card number.
    expect(findSecrets(`"hash":"a9f${secrets.card?.[0]}c0"`, secrets)).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
    expect(found).toEqual([]);

    if (process.env.RELIABILITY_KEEP_DATABASES !== "1") {
      const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
      for (const url of listed)
        await admin.unsafe(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      await admin.end();
      fs.writeFileSync(path.join(dir, "databases.txt"), "");
    }
  });
});
