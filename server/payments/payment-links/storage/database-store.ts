import { eq } from "drizzle-orm";
import { storedObjects } from "@/db/schema";
import { executor } from "@/server/platform/context";
import type { ImageStore } from "./store-contract";

export function databaseImageStore(): ImageStore {
  return {
    async put(ctx, key, body, contentType) {
      const db = await executor(ctx);
      // Same key means same bytes (the key carries their hash), so a repeat is a no-op.
      await db.insert(storedObjects).values({ key, body, contentType }).onConflictDoNothing();
    },
    async get(ctx, key) {
      const db = await executor(ctx);
      const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, key)).limit(1);
      return row ? { body: row.body, contentType: row.contentType } : undefined;
    },
    async delete(ctx, key) {
      const db = await executor(ctx);
      await db.delete(storedObjects).where(eq(storedObjects.key, key));
    },
  };
}
