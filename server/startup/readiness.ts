import { sql } from "drizzle-orm";
import { getDb } from "@/server/db";
import { isStarted } from "@/server/lifecycle";

/** Ready: start-up finished (migrations applied, seed done) and the database answers now. */
export async function readiness(): Promise<{ ready: boolean; checks: Record<string, "ok" | "failing" | "pending"> }> {
  const started = isStarted();
  let database: "ok" | "failing" = "failing";
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    database = "ok";
  } catch {
    database = "failing";
  }
  return { ready: started && database === "ok", checks: { migrations: started ? "ok" : "pending", database } };
}
