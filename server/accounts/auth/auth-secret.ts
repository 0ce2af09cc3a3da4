import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/server/platform/config";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * The key that signs session cookies: AUTH_SECRET, or outside production a random one kept in
 * DATA_DIR so that `npm run dev` needs no setup and sessions survive a restart.
 */
export function authSecret(): string {
  const cfg = config();
  if (cfg.AUTH_SECRET) return cfg.AUTH_SECRET;
  if (cfg.isProduction) throw new Error("AUTH_SECRET must be set in production (e.g. `openssl rand -base64 32`).");
  if (cfg.dataDir.startsWith("memory://")) {
    // One per process: the custom server and Next's bundle must sign and read cookies with the same key.
    return processSingleton("memory-auth-secret", () => randomBytes(32).toString("base64"));
  }
  const file = path.join(cfg.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64");
    // `wx` fails if another process wrote it first: then theirs wins.
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
