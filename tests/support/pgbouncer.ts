import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sessionSettings } from "@/db/client";

const execFileAsync = promisify(execFile);

/** Debian's `pgbouncer` (`.ci/run` installs it). */
export const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN ?? "/usr/sbin/pgbouncer";

export function pgbouncerInstalled(): boolean {
  return fs.existsSync(PGBOUNCER_BIN);
}

/**
 * A PgBouncer of the test's own in transaction mode (`pool_mode = transaction`), in front of one
 * database: the deployment OPERATIONS.md describes ("Through PgBouncer"), on a port of its own.
 * PgBouncer refuses to run as root; as root it runs as `postgres`, in a folder given to that user.
 */
export class Pgbouncer {
  readonly dir: string;
  readonly logFile: string;
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    /** postgres://user@host:port/database of the server behind it. */
    readonly target: string,
    readonly poolSize = 5,
  ) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "pgbouncer-"));
    this.logFile = path.join(this.dir, "pgbouncer.log");
  }

  /** The database's name in PgBouncer is the target's: DATABASE_URL changes only its port. */
  url(): string {
    const u = new URL(this.target);
    u.host = `127.0.0.1:${this.port}`;
    return u.toString();
  }

  async start(): Promise<this> {
    const t = new URL(this.target);
    const db = t.pathname.slice(1);
    const user = decodeURIComponent(t.username || "postgres");
    // What the app sends as start-up parameters when it talks to PostgreSQL directly, set here by the
    // pooler on every server connection it opens instead (PgBouncer refuses unknown start-up parameters).
    const connectQuery = Object.entries(sessionSettings())
      .map(([k, v]) => `SET ${k} = ${v}`)
      .join("; ");
    fs.writeFileSync(path.join(this.dir, "users.txt"), `"${user}" ""\n`);
    fs.writeFileSync(
      path.join(this.dir, "pgbouncer.ini"),
      [
        "[databases]",
        `${db} = host=${t.hostname} port=${t.port || 5432} dbname=${db} user=${user} connect_query='${connectQuery}'`,
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        `listen_port = ${this.port}`,
        "unix_socket_dir =",
        "auth_type = trust",
        `admin_users = ${user}`,
        `auth_file = ${path.join(this.dir, "users.txt")}`,
        "pool_mode = transaction",
        `default_pool_size = ${this.poolSize}`,
        "max_client_conn = 2000",
        `logfile = ${this.logFile}`,
        `pidfile = ${path.join(this.dir, "pgbouncer.pid")}`,
        "",
      ].join("\n"),
    );
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", this.dir]);
    const ini = path.join(this.dir, "pgbouncer.ini");
    this.child = spawn(PGBOUNCER_BIN, asRoot ? ["-u", "postgres", ini] : [ini], { stdio: "ignore" });
    await waitForPort(this.port, 10_000, () => this.log());
    return this;
  }

  /**
   * The pool of the target database as PgBouncer's console reports it (`SHOW POOLS`). Through psql:
   * the console speaks the simple protocol only and refuses postgres.js's start-up.
   */
  async pool(): Promise<{ clients: number; servers: number }> {
    const t = new URL(this.target);
    const { stdout } = await execFileAsync("psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(this.port),
      "-U",
      t.username || "postgres",
      "-d",
      "pgbouncer",
      "-AF",
      "\t",
      "-c",
      "show pools",
    ]);
    const [header, ...rows] = stdout.trim().split("\n");
    const names = header.split("\t");
    const row = rows
      .map((r) => r.split("\t"))
      .find((cells) => cells[names.indexOf("database")] === t.pathname.slice(1));
    const n = (name: string) => (row ? Number(row[names.indexOf(name)] ?? 0) : 0);
    return {
      clients: n("cl_active") + n("cl_waiting"),
      servers: n("sv_active") + n("sv_idle") + n("sv_used") + n("sv_tested") + n("sv_login"),
    };
  }

  log(): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, "utf8") : "";
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      child.kill("SIGINT");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A free TCP port on 127.0.0.1 (asked of the kernel). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`pgbouncer did not listen on ${port} within ${timeoutMs} ms:\n${log()}`);
}
