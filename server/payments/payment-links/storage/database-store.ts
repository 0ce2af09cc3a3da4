import { eq } from "drizzle-orm";
import { storedObjects } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import type { ImageStore } from "./store-contract";

export function databaseImageStore(): ImageStore {
  return {
    async put(key, body, contentType, exec) {
      const db = exec ?? (await getDb());
      // Same key means same bytes (the key carries their hash), so a repeat is a no-op.
      await db.insert(storedObjects).values({ key, body, contentType }).onConflictDoNothing();
    },
    async get(key) {
      const db = await getDb();
      const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, key)).limit(1);
      return row ? { body: row.body, contentType: row.contentType } : undefined;
    },
    async delete(key, exec) {
      const db = exec ?? (await getDb());
      await db.delete(storedObjects).where(eq(storedObjects.key, key));
    },
  };
}
