import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/server/platform/config";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * The card encryption keys and the fingerprint key.
 *
 * From configuration: CARD_ENCRYPTION_KEY (32 bytes, base64) with CARD_ENCRYPTION_KEY_ID, older keys
 * still able to decrypt in CARD_ENCRYPTION_OLD_KEYS (`id:base64,id:base64`), CARD_FINGERPRINT_KEY.
 * Production refuses to run without them. In development they are generated once into
 * DATA_DIR/card-keys.json (mode 0600, never committed: the data folders are git-ignored); with DATA_DIR=memory://
 * (tests) they live in this process only.
 *
 * The fingerprint key never rotates with the encryption key: de-duplication depends on it.
 */
export interface CardKeys {
  current: { id: string; key: Buffer };
  /** Every key able to decrypt, current included, by id. */
  byId: Map<string, Buffer>;
  fingerprintKey: Buffer;
}

interface KeyFile {
  encryptionKeyId: string;
  encryptionKey: string;
  fingerprintKey: string;
}

const holder = processSingleton("card-keys", () => ({
  loaded: undefined as CardKeys | undefined,
  /** The generated development keys of a `memory://` data folder. */
  memory: undefined as KeyFile | undefined,
}));

function decodeKey(value: string, name: string): Buffer {
  const key = Buffer.from(value.trim(), "base64");
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded (got ${key.length} bytes).`);
  return key;
}

function generated(): KeyFile {
  return {
    encryptionKeyId: "dev1",
    encryptionKey: randomBytes(32).toString("base64"),
    fingerprintKey: randomBytes(32).toString("base64"),
  };
}

/** The development key file: created exclusively, so two processes starting at once agree on one. */
function developmentKeys(dataDir: string): KeyFile {
  if (dataDir.startsWith("memory://")) return (holder.memory ??= generated());
  const file = path.join(dataDir, "card-keys.json");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(generated(), null, 2), { flag: "wx", mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as KeyFile;
}

export function parseOldKeys(value: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const part of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(":");
    if (colon < 1) throw new Error("CARD_ENCRYPTION_OLD_KEYS entries must be `id:base64`.");
    out.set(
      part.slice(0, colon),
      decodeKey(part.slice(colon + 1), `CARD_ENCRYPTION_OLD_KEYS[${part.slice(0, colon)}]`),
    );
  }
  return out;
}

function load(): CardKeys {
  const cfg = config();
  const byId = parseOldKeys(cfg.CARD_ENCRYPTION_OLD_KEYS);
  let dev: KeyFile | undefined;
  const needDev = !cfg.CARD_ENCRYPTION_KEY || !cfg.CARD_FINGERPRINT_KEY;
  if (needDev) {
    if (cfg.isProduction) {
      throw new Error(
        "CARD_ENCRYPTION_KEY and CARD_FINGERPRINT_KEY must be set in production (32 bytes, base64 each).",
      );
    }
    dev = developmentKeys(cfg.dataDir);
  }
  // A configured key wins; the generated development key stays readable so that a switch
  // to configured keys can re-encrypt what was made before (rotate-card-key).
  if (dev && !byId.has(dev.encryptionKeyId))
    byId.set(dev.encryptionKeyId, decodeKey(dev.encryptionKey, "development key"));
  const current = cfg.CARD_ENCRYPTION_KEY
    ? { id: cfg.CARD_ENCRYPTION_KEY_ID, key: decodeKey(cfg.CARD_ENCRYPTION_KEY, "CARD_ENCRYPTION_KEY") }
    : { id: dev!.encryptionKeyId, key: decodeKey(dev!.encryptionKey, "development key") };
  byId.set(current.id, current.key);
  const fingerprintKey = cfg.CARD_FINGERPRINT_KEY
    ? decodeKey(cfg.CARD_FINGERPRINT_KEY, "CARD_FINGERPRINT_KEY")
    : decodeKey(dev!.fingerprintKey, "development fingerprint key");
  return { current, byId, fingerprintKey };
}

export function cardKeys(): CardKeys {
  return (holder.loaded ??= load());
}

/** Tests and the rotation command change the environment; this forgets the loaded keys. */
export function resetCardKeys(): void {
  holder.loaded = undefined;
}
