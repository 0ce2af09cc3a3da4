import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./procs";

export interface BenchDatabase {
  kind: "postgres" | "pglite";
  /** For the environment of every process: DATABASE_URL or DATA_DIR. */
  url?: string;
  dataDir?: string;
  /** What the run's description says about the database (no password). */
  label: string;
  dispose(): Promise<void>;
}

const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";

function withoutPassword(url: URL): string {
  const u = new URL(url.toString());
  u.password = "";
  return u.toString();
}

/**
 * BENCH_DATABASE_URL is used as it is (it gets filled with a million charges: give it a throwaway
 * database). Otherwise a fresh database `bench_<timestamp>` is created on the server of
 * DATABASE_URL (or the local default) and dropped afterwards, so a development database is never touched.
 */
export async function openBenchDatabase(opts: {
  pglite: boolean;
  keep: boolean;
  /**
   * `--commit-delay-us=N`: every commit of the bench database waits N µs before its WAL flush (commit_delay with
   * commit_siblings 0), as commits wait for a synchronous standby's answer or a network disk. Rows that every
   * transaction of a merchant updates are held that much longer, and how a merchant's charges queue on them shows.
   */
  commitDelayUs?: number;
}): Promise<BenchDatabase> {
  if (opts.pglite) {
    const dataDir = path.join(ROOT, ".data-b-bench");
    fs.rmSync(dataDir, { recursive: true, force: true });
    return {
      kind: "pglite",
      dataDir,
      label: `PGlite in ${path.relative(ROOT, dataDir)}`,
      dispose: async () => {
        if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { default: postgres } = await import("postgres");
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { kind: "postgres", url: given, label: withoutPassword(new URL(given)), dispose: async () => {} };
  const server = new URL(process.env.DATABASE_URL ?? DEFAULT_SERVER);
  const name = `bench_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
  const adminUrl = new URL(server.toString());
  adminUrl.pathname = "/postgres";
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const delay = opts.commitDelayUs;
  if (delay) {
    await admin.unsafe(`alter database ${name} set commit_delay = ${Math.round(delay)}`);
    await admin.unsafe(`alter database ${name} set commit_siblings = 0`);
  }
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    url: url.toString(),
    label: `${withoutPassword(url)}${delay ? `, every commit delayed ${Math.round(delay)} µs (commit_delay)` : ""}`,
    dispose: async () => {
      if (opts.keep) return;
      const a = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
