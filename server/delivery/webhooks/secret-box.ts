import fs from "node:fs";
import path from "node:path";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { config } from "@/server/platform/config";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * Secrets kept at rest (webhook signing secrets) are sealed with AES-256-GCM under
 * SECRETS_ENCRYPTION_KEY: the dispatcher must read them back to sign, so they cannot be hashed.
 * Outside production the key is generated into DATA_DIR (or kept in memory for `memory://`).
 * Sealed form: `v1.<iv>.<ciphertext>.<tag>`, each base64url.
 */
const holder = processSingleton("secrets-key", () => ({
  loaded: undefined as { dir: string; key: Buffer } | undefined,
  opened: new Map<string, string>(),
}));

/** Endpoint signing secrets kept opened at most (openEndpointSecret). */
const OPENED_MAX = 1_000;

function parseKey(value: string): Buffer {
  const key = Buffer.from(value, "base64");
  if (key.length !== 32)
    throw new Error("SECRETS_ENCRYPTION_KEY must be 32 bytes, base64 encoded (`openssl rand -base64 32`).");
  return key;
}

function loadKey(): Buffer {
  const cfg = config();
  if (cfg.SECRETS_ENCRYPTION_KEY) return parseKey(cfg.SECRETS_ENCRYPTION_KEY);
  if (cfg.isProduction)
    throw new Error("SECRETS_ENCRYPTION_KEY must be set in production (`openssl rand -base64 32`).");
  if (holder.loaded?.dir === cfg.dataDir) return holder.loaded.key;
  let key: Buffer;
  if (cfg.dataDir.startsWith("memory://")) {
    key = randomBytes(32);
  } else {
    const file = path.join(cfg.dataDir, "secrets-encryption.key");
    try {
      key = parseKey(fs.readFileSync(file, "utf8").trim());
    } catch {
      fs.mkdirSync(cfg.dataDir, { recursive: true });
      try {
        // `wx` fails if another process wrote it first: then theirs wins.
        fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
      } catch {
        /* written by another process */
      }
      key = parseKey(fs.readFileSync(file, "utf8").trim());
    }
  }
  holder.loaded = { dir: cfg.dataDir, key };
  holder.opened.clear();
  return key;
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", loadKey(), iv);
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), ct.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(
    ".",
  );
}

export function openSecret(sealed: string): string {
  const [version, iv, ct, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !ct || !tag) throw new Error("Unknown sealed secret format.");
  const decipher = createDecipheriv("aes-256-gcm", loadKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * A webhook endpoint's signing secret, kept opened by its sealed form. The dispatcher signs every delivery
 * with its endpoint's secret, and opening it (a GCM decipher) cost about 30 µs per delivery for the same few
 * endpoints (BENCHMARKS.md, issue 30, "one endpoint's share"). A regenerated secret is sealed under a new IV,
 * so its sealed form is a new key here: nothing stale is used. Only endpoint secrets are kept: the other
 * sealed values (idempotent answers, TOTP secrets) are opened with openSecret each time, and not held.
 */
export function openEndpointSecret(sealed: string): string {
  loadKey(); // first: a new key (another data folder) clears what the old one opened
  const known = holder.opened.get(sealed);
  if (known !== undefined) return known;
  const plain = openSecret(sealed);
  // Oldest first in a Map: the first key is the one opened longest ago.
  if (holder.opened.size >= OPENED_MAX) holder.opened.delete(holder.opened.keys().next().value as string);
  holder.opened.set(sealed, plain);
  return plain;
}
