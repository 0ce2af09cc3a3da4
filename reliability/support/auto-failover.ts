import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const PG_AUTOCTL = process.env.PG_AUTOCTL ?? "/usr/bin/pg_autoctl";

export function autoFailoverInstalled(): boolean {
  return fs.existsSync(PG_AUTOCTL) && fs.existsSync("/usr/share/postgresql/15/extension/pgautofailover.control");
}

/**
 * The monitor's timings for the suite (OPERATIONS.md, "Failover", gives production's): a node is unhealthy after
 * 3 s without news, and a promoted standby takes writes once the old primary had 5 s to demote itself (it cannot
 * answer: its machine is gone). Production keeps the defaults (20 s and 30 s).
 */
const MONITOR_SETTINGS = {
  "pgautofailover.health_check_period": 1000,
  "pgautofailover.health_check_timeout": 1000,
  "pgautofailover.health_check_max_retries": 1,
  "pgautofailover.health_check_retry_delay": 500,
  "pgautofailover.node_considered_unhealthy_timeout": 3000,
  "pgautofailover.primary_demote_timeout": 5000,
};

/** Settings of the suite's nodes (small, on 127.0.0.1 only), after pg_auto_failover's own tuning for the machine. */
const NODE_SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  "shared_buffers = '64MB'",
  "effective_cache_size = '256MB'",
  "maintenance_work_mem = '64MB'",
  "work_mem = '4MB'",
  "max_connections = 80",
  "fsync = off",
  "wal_keep_size = '256MB'",
];

/** One `pg_autoctl run` (a monitor or a node): its processes in a group of their own, so a kill takes them all. */
class Service {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  constructor(
    readonly name: string,
    readonly pgdata: string,
    env: NodeJS.ProcessEnv,
    logFile: string,
  ) {
    const out = fs.openSync(logFile, "a");
    this.child = spawn("runuser", ["-u", "postgres", "--", PG_AUTOCTL, "run", "--pgdata", pgdata], {
      env,
      detached: true,
      stdio: ["ignore", out, out],
    });
    fs.closeSync(out);
    this.exited = new Promise((r) => this.child.once("exit", () => r()));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.child.pid!, signal);
    } catch {
      /* gone */
    }
  }
}

/**
 * A pg_auto_failover formation of the test's own: a monitor and two PostgreSQL nodes (a primary and its
 * synchronous standby) on free local ports, in a temporary folder, run as `postgres`. Never the machine's server.
 */
export class AutoFailover {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-paf-"));
  readonly services: Service[] = [];
  readonly nodes: Array<{ name: string; port: number; pgdata: string; service?: Service }> = [];
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    readonly monitorPort: number,
    nodePorts: [number, number],
    readonly database = "app",
  ) {
    execFileSync("chown", ["postgres:postgres", this.dir]);
    this.env = {
      ...process.env,
      PATH: `${BIN}:${process.env.PATH ?? ""}`,
      PG_CONFIG: path.join(BIN, "pg_config"),
      XDG_CONFIG_HOME: path.join(this.dir, "config"),
      XDG_DATA_HOME: path.join(this.dir, "share"),
      HOME: this.dir,
      LANG: "C.UTF-8",
    };
    nodePorts.forEach((port, i) =>
      this.nodes.push({ name: `node${i + 1}`, port, pgdata: path.join(this.dir, `node${i + 1}`) }),
    );
  }

  get monitorUri(): string {
    return `postgres://autoctl_node@127.0.0.1:${this.monitorPort}/pg_auto_failover?sslmode=disable`;
  }

  private autoctl(args: string[]): string {
    return execFileSync("runuser", ["-u", "postgres", "--", PG_AUTOCTL, ...args], {
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 180_000,
    }).toString();
  }

  private common(pgdata: string, port: number): string[] {
    return [
      "--pgdata",
      pgdata,
      "--pgport",
      String(port),
      "--hostname",
      "127.0.0.1",
      "--listen",
      "127.0.0.1",
      "--auth",
      "trust",
      "--no-ssl",
      "--pgctl",
      path.join(BIN, "pg_ctl"),
    ];
  }

  private tune(pgdata: string): void {
    fs.appendFileSync(path.join(pgdata, "postgresql.auto.conf"), `\n${NODE_SETTINGS.join("\n")}\n`);
  }

  private start(name: string, pgdata: string): Service {
    const service = new Service(name, pgdata, this.env, path.join(this.dir, `${name}.log`));
    this.services.push(service);
    return service;
  }

  /** Until `sql` answers on `port` (the node's or the monitor's PostgreSQL). */
  async query<T extends object>(port: number, database: string, text: string, timeoutMs = 120_000): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const client = postgres(`postgres://postgres@127.0.0.1:${port}/${database}`, {
        max: 1,
        connect_timeout: 2,
        onnotice: () => {},
      });
      try {
        return (await client.unsafe(text)) as unknown as T[];
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 250));
      } finally {
        await client.end({ timeout: 1 });
      }
    }
  }

  /** The monitor, then the primary, then the standby (a pg_basebackup of it); resolves once both report healthy. */
  async create(): Promise<this> {
    const monitor = path.join(this.dir, "monitor");
    this.autoctl(["create", "monitor", ...this.common(monitor, this.monitorPort)]);
    this.tune(monitor);
    this.start("monitor", monitor);
    await this.query(this.monitorPort, "pg_auto_failover", "select 1");
    for (const [k, v] of Object.entries(MONITOR_SETTINGS))
      await this.query(this.monitorPort, "pg_auto_failover", `alter system set ${k} = ${v}`);
    await this.query(this.monitorPort, "pg_auto_failover", "select pg_reload_conf()");
    for (const [i, node] of this.nodes.entries()) {
      this.autoctl([
        "create",
        "postgres",
        ...this.common(node.pgdata, node.port),
        "--monitor",
        this.monitorUri,
        "--name",
        node.name,
        "--dbname",
        this.database,
      ]);
      this.tune(node.pgdata);
      node.service = this.start(node.name, node.pgdata);
      await this.waitForStates(i === 0 ? ["single"] : ["primary", "secondary"], 180_000);
    }
    return this;
  }

  /** The states the monitor reports, in node order. */
  async states(): Promise<Array<{ name: string; port: number; reported: string; assigned: string }>> {
    return this.query(
      this.monitorPort,
      "pg_auto_failover",
      `select nodename as name, nodeport as port, reportedstate::text as reported, goalstate::text as assigned
       from pgautofailover.node order by nodeid`,
      5_000,
    );
  }

  async waitForStates(wanted: string[], timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await this.states().catch(() => []);
      const reported = states.map((s) => s.reported);
      if (wanted.every((w, i) => reported[i] === w && states[i].assigned === w)) return;
      if (Date.now() > deadline)
        throw new Error(`pg_auto_failover: wanted ${wanted.join(",")}, have ${JSON.stringify(states)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** `postgres://…@h1:p1,h2:p2/db?target_session_attrs=primary`: the URL the app is given (OPERATIONS.md, "Failover"). */
  url(): string {
    const hosts = this.nodes.map((n) => `127.0.0.1:${n.port}`).join(",");
    return `postgres://postgres@${hosts}/${this.database}?target_session_attrs=primary`;
  }

  nodeUrl(i: number, database = this.database): string {
    return `postgres://postgres@127.0.0.1:${this.nodes[i].port}/${database}`;
  }

  /** The postmaster's pid of node `i` (its postmaster.pid). */
  postmasterPid(i: number): number {
    return Number(fs.readFileSync(path.join(this.nodes[i].pgdata, "postmaster.pid"), "utf8").split("\n")[0]);
  }

  /**
   * The machine of node `i` is lost: SIGKILL to its postmaster and to its pg_autoctl (which would otherwise start
   * PostgreSQL again in place and no failover would be needed). Nothing is stopped cleanly.
   */
  killNode(i: number): void {
    const pid = this.postmasterPid(i);
    this.nodes[i].service?.signal("SIGKILL");
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* went with its group */
    }
  }

  async remove(): Promise<void> {
    for (const s of this.services) if (s.running) s.signal("SIGTERM");
    await Promise.race([Promise.all(this.services.map((s) => s.exited)), new Promise((r) => setTimeout(r, 20_000))]);
    for (const s of this.services) if (s.running) s.signal("SIGKILL");
    // A postmaster left behind by a killed keeper: only ours (its command line names our folder).
    for (const [i, node] of this.nodes.entries())
      try {
        const pid = this.postmasterPid(i);
        if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(node.pgdata)) process.kill(pid, "SIGKILL");
      } catch {
        /* none */
      }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
