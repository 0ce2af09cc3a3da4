import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { runDir } from "./run-dir";

/** The shared PostgreSQL server of the machine (never stopped by this suite). */
export const SERVER_URL = process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Sql = postgres.Sql;

export function urlOf(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database on the shared server, listed for the secrets scan and the final drop. */
export async function createDatabase(part: string): Promise<{ name: string; url: string }> {
  const name = `rel_${part}_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = urlOf(SERVER_URL, name);
  fs.appendFileSync(path.join(runDir(), "databases.txt"), `${url}\n`);
  return { name, url };
}

/** A client for the test's own checks (read-only by convention: the app is what writes). */
export function sqlClient(url: string): Sql {
  return postgres(url, { max: 4, onnotice: () => {}, connect_timeout: 5 });
}
