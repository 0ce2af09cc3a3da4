import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { logsDir } from "./run-dir";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-reliability";
/** The ports of this suite: apps from 3300, receivers from 3380. */
export const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3300);

/**
 * The settings every instance must share (OPERATIONS.md): fixed per run, so that the apps, the
 * workers and the CLI of one test decrypt each other's cards and webhook secrets.
 */
const sharedKeys = {
  CARD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  CARD_FINGERPRINT_KEY: randomBytes(32).toString("base64"),
  SECRETS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  AUTH_SECRET: randomBytes(32).toString("base64"),
};

export function baseEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The vitest worker's own settings must not leak into the app.
  for (const k of ["NODE_ENV", "APP_ENV", "LOG_LEVEL", "DATA_DIR", "VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID"])
    delete env[k];
  return {
    ...env,
    ...sharedKeys,
    DATABASE_URL: databaseUrl,
    // A test deployment: no demo data, webhooks to 127.0.0.1 allowed, the crash points of server/platform/faults usable.
    APP_ENV: "test",
    SEED_DEMO: "false",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "info",
    WEBHOOK_TIMEOUT_MS: "3000",
    ...extra,
  };
}

let serial = 0;

/** One process of ours (app, worker, CLI), its output in a log file and in memory. */
export class Proc {
  readonly child: ChildProcess;
  readonly logFile: string;
  output = "";
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private readonly waiters: Array<{ re: RegExp; resolve: () => void }> = [];

  /** `kind` "cli": its output holds secrets on purpose (new API keys), so it is kept apart from the scanned logs. */
  constructor(
    readonly name: string,
    script: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    kind: "service" | "cli" = "service",
  ) {
    const dir = kind === "service" ? logsDir() : path.join(logsDir(), "..", "cli");
    fs.mkdirSync(dir, { recursive: true });
    this.logFile = path.join(dir, `${String(++serial).padStart(3, "0")}-${name}.log`);
    const log = fs.createWriteStream(this.logFile);
    // `node --import tsx <script>` is what `tsx <script>` (npm start, npm run worker) runs, in one
    // process: a SIGKILL reaches the server itself, not a wrapper that would leave it orphaned.
    this.child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      this.output += chunk.toString();
      if (this.output.length > 4_000_000) this.output = this.output.slice(-2_000_000);
      for (const w of [...this.waiters])
        if (w.re.test(this.output)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve();
        }
    };
    this.child.stdout!.on("data", onData);
    this.child.stderr!.on("data", onData);
    this.exited = new Promise((resolve) =>
      this.child.once("exit", (code, signal) => {
        log.end();
        resolve({ code, signal, at: Date.now() });
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves when the output matches `re` (already or later); rejects after `timeoutMs` or at exit. */
  waitFor(re: RegExp, timeoutMs = 120_000): Promise<void> {
    if (re.test(this.output)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${this.name}: no ${re} within ${timeoutMs} ms; last output:\n${this.output.slice(-2000)}`)),
        timeoutMs,
      );
      this.waiters.push({
        re,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        if (!re.test(this.output)) reject(new Error(`${this.name} exited before ${re}:\n${this.output.slice(-3000)}`));
      });
    });
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  async stop(graceMs = 30_000): Promise<void> {
    if (!this.running) return;
    this.kill("SIGTERM");
    const timer = setTimeout(() => this.kill("SIGKILL"), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

export class App extends Proc {
  constructor(
    name: string,
    readonly port: number,
    env: NodeJS.ProcessEnv,
  ) {
    super(name, "scripts/serve.ts", [], { ...env, PORT: String(port), HOST: "127.0.0.1" });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Until /ready answers 200 (migrations applied, database up). */
  async ready(timeoutMs = 180_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited during start-up:\n${this.output.slice(-3000)}`);
      try {
        const res = await fetch(`${this.url}/ready`, { signal: AbortSignal.timeout(5_000) });
        if (res.status === 200) return this;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${this.name} not ready within ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
  }
}

export function startApp(name: string, port: number, env: NodeJS.ProcessEnv): App {
  return new App(name, port, env);
}

export function startWorker(name: string, env: NodeJS.ProcessEnv): Proc {
  return new Proc(name, "scripts/worker.ts", [], env);
}

/** Apps on `ports` and `workers` workers over one environment, each ready (a worker says so) when this resolves. */
export async function startFleet(
  name: string,
  ports: number[],
  workers: number,
  env: NodeJS.ProcessEnv,
): Promise<{ apps: App[]; workers: Proc[] }> {
  const fleet = {
    apps: ports.map((port, i) => startApp(`${name}-app-${i}`, port, env)),
    workers: Array.from({ length: workers }, (_, i) => startWorker(`${name}-worker${workers > 1 ? `-${i}` : ""}`, env)),
  };
  await Promise.all([
    ...fleet.apps.map((a) => a.ready()),
    ...fleet.workers.map((w) => w.waitFor(/worker running/, 180_000)),
  ]);
  return fleet;
}

/** `npm run admin -- <args>` against the database of `env`; answers its JSON. */
export async function adminCli<T = unknown>(env: NodeJS.ProcessEnv, args: string[]): Promise<T> {
  const proc = new Proc(`admin-${args[0]}`, "scripts/admin.ts", args, { ...env, LOG_LEVEL: "warn" }, "cli");
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`admin ${args.join(" ")} exited ${code}:\n${proc.output}`);
  return JSON.parse(proc.output.slice(proc.output.indexOf("{"))) as T;
}

/** Runs a script of ours (reliability/support/*.ts) with the app's environment; answers its JSON. */
export async function runScript<T = unknown>(name: string, script: string, env: NodeJS.ProcessEnv): Promise<T> {
  const proc = new Proc(name, script, [], { ...env, LOG_LEVEL: "warn" }, "cli");
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`${script} exited ${code}:\n${proc.output}`);
  return JSON.parse(proc.output.slice(proc.output.indexOf("{"))) as T;
}
