import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import { config } from "@/server/platform/config";
import { onShutdown } from "@/server/platform/lifecycle";
import { processSingleton } from "@/server/platform/process/singleton";

/**
 * While the app holds the embedded data folder, the CLI forwards its command to the app
 * (POST /internal/cli) instead of opening the folder a second time. The app writes where it
 * listens and a random token into DATA_DIR at start; only someone who can read DATA_DIR can call it.
 */
export const CLI_ENDPOINT_FILE = "cli-endpoint.json";

export interface CliEndpoint {
  pid: number;
  port: number;
  token: string;
}

const holder = processSingleton("cli-token", () => ({ token: undefined as string | undefined }));

export function writeCliEndpoint(): void {
  const cfg = config();
  if (cfg.dataDir.startsWith("memory://")) return;
  const token = randomBytes(32).toString("base64url");
  holder.token = token;
  const endpoint: CliEndpoint = { pid: process.pid, port: cfg.PORT, token };
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  const file = path.join(cfg.dataDir, CLI_ENDPOINT_FILE);
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  onShutdown(() => {
    if (readCliEndpoint(cfg.dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
  });
}

export function readCliEndpoint(dataDir: string): CliEndpoint | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, CLI_ENDPOINT_FILE), "utf8")) as CliEndpoint;
  } catch {
    return undefined;
  }
}

/** Constant-time check of a presented token against this process's token. */
export function isValidCliToken(presented: string | null | undefined): boolean {
  const expected = holder.token;
  if (!expected || !presented) return false;
  // Hashing first gives equal lengths, so timingSafeEqual never throws and the length leaks nothing.
  const a = createHash("sha256").update(presented).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
