import fs from "node:fs";
import path from "node:path";

/**
 * Operator commands against the app under test, as `npm run admin` forwards them while the app holds the
 * embedded database: the app wrote its CLI port and token into DATA_DIR (server/registries/cli/endpoint.ts).
 */
export async function runCli<T>(command: string, args: Record<string, string>): Promise<T> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through `npx playwright test`.");
  const endpoint = JSON.parse(fs.readFileSync(path.join(dir, "cli-endpoint.json"), "utf8")) as {
    port: number;
    token: string;
  };
  const res = await fetch(`http://127.0.0.1:${endpoint.port}/internal/cli`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${endpoint.token}` },
    body: JSON.stringify({ command, args }),
  });
  const body = (await res.json()) as { result?: T; error?: unknown };
  if (!res.ok) throw new Error(`${command} failed: ${JSON.stringify(body.error)}`);
  return body.result as T;
}

/** A merchant of the spec's own, so that what the spec changes about its user cannot leak into other journeys. */
export async function createMerchantUser(label: string): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const made = await runCli<{ user: { email: string; password: string } }>("create-merchant", {
    name: `${label} ${stamp}`,
    email: `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${stamp}@example.com`,
  });
  return made.user;
}
