import type { z } from "zod";
import { and, count, desc, eq } from "drizzle-orm";
import { apiKeys } from "@/db/schema";
import { executor, type Ctx } from "@/server/context";
import { offsetOf, pagination } from "@/server/http/pagination";
import { keyScope } from "./key-scope";
import { presentApiKey } from "./present-api-key";
import type { listApiKeysQuery } from "./schemas";

export async function listApiKeys({ ctx, input }: { ctx: Ctx; input: z.output<typeof listApiKeysQuery> }) {
  const db = await executor(ctx);
  const a = ctx.actor;
  // An admin may narrow to one merchant; a merchant's own scope cannot be widened.
  const merchantFilter = a.role === "admin" ? (input.merchant_id ?? a.actingMerchantId) : undefined;
  const where = and(
    keyScope(ctx),
    merchantFilter ? eq(apiKeys.merchantId, merchantFilter) : undefined,
    input.status ? eq(apiKeys.status, input.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(apiKeys).where(where).orderBy(desc(apiKeys.createdAt)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return { data: rows.map(presentApiKey), pagination: pagination(input.page, input.limit, total) };
}
