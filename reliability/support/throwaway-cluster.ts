import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so that
 * stopping it harms no one. initdb refuses root: as root, the folder is given to `postgres`.
 */
export class ThrowawayCluster {
  readonly dir: string;
  readonly logFile: string;
  running = false;

  constructor(readonly port: number) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-pg-"));
    this.logFile = path.join(this.dir, "server.log");
  }

  run(bin: string, args: string[]): string {
    const asRoot = process.getuid?.() === 0;
    const [cmd, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(BIN, bin), ...args]]
      : [path.join(BIN, bin), args];
    return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 }).toString();
  }

  init(): this {
    if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres:postgres", this.dir]);
    this.run("initdb", [
      "-D",
      path.join(this.dir, "data"),
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
    ]);
    return this;
  }

  /** A streaming standby of `primary` (pg_basebackup -R): started, it replays the primary's writes. */
  standbyOf(primary: ThrowawayCluster): this {
    if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres:postgres", this.dir]);
    this.run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      path.join(this.dir, "data"),
      "-R",
      "-X",
      "stream",
      "--no-sync",
      // A spread checkpoint (the default) paces its writes over minutes: 95 s here after the migrations.
      "--checkpoint=fast",
    ]);
    return this;
  }

  start(): void {
    if (this.running) return;
    this.run("pg_ctl", [
      "-D",
      path.join(this.dir, "data"),
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      "-l",
      this.logFile,
      "-w",
      "-t",
      "60",
      "start",
    ]);
    this.running = true;
  }

  stop(mode: "fast" | "immediate" = "fast"): void {
    if (!this.running) return;
    this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", mode, "-w", "-t", "60", "stop"]);
    this.running = false;
  }

  url(database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  remove(): void {
    try {
      this.stop("immediate");
    } catch {
      /* already stopped */
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
