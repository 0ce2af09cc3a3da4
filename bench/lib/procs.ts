import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
export const LOG_DIR = path.join(ROOT, "bench", ".logs");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function logFd(name: string): number {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  return fs.openSync(path.join(LOG_DIR, `${name}.log`), "a");
}

/** Runs a command to its end; its output goes to bench/.logs/<name>.log. Rejects on a non-zero exit. */
export function runToEnd(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const fd = logFd(name);
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", fd, fd] });
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${name} exited with ${code}: see bench/.logs/${name}.log`));
    });
  });
}

/** Runs a tsx script and parses the last line it prints as JSON. */
export function runTsxJson<T>(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const fd = logFd(name);
    const child = spawn(TSX, [...nodeArgs, script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", fd],
    });
    let out = "";
    child.stdout?.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      fs.closeSync(fd);
      const last = out.trim().split("\n").pop() ?? "";
      if (code !== 0)
        return reject(new Error(`${name} exited with ${code}: see bench/.logs/${name}.log\n${out.slice(-500)}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${name} printed no JSON result: ${out.slice(-500)}`));
      }
    });
  });
}

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before it was ready: see bench/.logs/${name}.log`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready within ${timeoutMs} ms`);
}

/**
 * Starts a server and waits until `readyPath` answers 2xx. `command` is a tsx script (with node
 * flags before it), or `next start` when it is ["next", "start"]; `cwd` is the app's folder.
 */
export async function startServer(
  name: string,
  command: string[],
  port: number,
  env: Record<string, string>,
  readyPath = "/health",
  cwd = ROOT,
): Promise<Server> {
  const fd = logFd(name);
  const [cmd, ...rest] =
    command[0] === "next"
      ? [path.join(ROOT, "node_modules", ".bin", "next"), ...command.slice(1), "-p", String(port), "-H", "127.0.0.1"]
      : [TSX, ...command];
  const child = spawn(cmd, rest, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", fd, fd],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url + readyPath, child, name);
  } catch (e) {
    child.kill("SIGKILL");
    throw e;
  }
  return {
    name,
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.closeSync(fd);
    },
  };
}

/** Runs fn with a server up, and always stops it. */
export async function withServer<T>(start: () => Promise<Server>, fn: (s: Server) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}
