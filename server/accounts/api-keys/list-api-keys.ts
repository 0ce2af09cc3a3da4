import type { z } from "zod";
import { and, count, desc, eq } from "drizzle-orm";
import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { presentApiKey } from "./present-api-key";
import type { listApiKeysQuery } from "./schemas";
import { tenantWhere } from "@/server/platform/tenancy";

export async function listApiKeys({ ctx, input }: { ctx: Ctx; input: z.output<typeof listApiKeysQuery> }) {
  const db = await executor(ctx);
  const where = and(
    tenantWhere(ctx, apiKeys.merchantId, input.merchant_id),
    input.status ? eq(apiKeys.status, input.status) : undefined,
  );
  return pageOf(input, {
    rows: (limit, offset) =>
      db.select().from(apiKeys).where(where).orderBy(desc(apiKeys.createdAt)).limit(limit).offset(offset),
    total: async () => (await db.select({ total: count() }).from(apiKeys).where(where))[0].total,
    present: (rows) => rows.map(presentApiKey),
  });
}
