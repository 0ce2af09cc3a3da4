import type { z } from "zod";
import { and, asc, count, sql } from "drizzle-orm";
import { banks } from "@/db/schema";
import { searchText } from "@/db/data/search-text";
import { executor, type Ctx } from "@/server/platform/context";
import { pageOf } from "@/server/platform/lists/pagination";
import { bankOf, presentBank } from "./find-bank";
import type { listBanksQuery } from "./schemas";

function likeEscape(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The banks directory, by COMPE code. A search matches every word against the normalized search
 * column (code, ISPB, names and the common names and aliases, without accents); an exact code or ISPB comes
 * first, then the banks whose common name or alias matches ("inter" is Banco Inter before "internet").
 */
export async function listBanks({ ctx, input }: { ctx: Ctx; input: z.output<typeof listBanksQuery> }) {
  const db = await executor(ctx);
  const words = input.search ? searchText(input.search).split(" ").filter(Boolean) : [];
  const where = words.length
    ? and(...words.map((w) => sql`${banks.searchText} like ${`%${likeEscape(w)}%`}`))
    : undefined;
  const exact = input.search?.trim() ?? "";
  const byAlias = words.length
    ? and(...words.map((w) => sql`${banks.aliasText} like ${`%${likeEscape(w)}%`}`))
    : sql`false`;
  return pageOf(input, {
    rows: (limit, offset) =>
      db
        .select()
        .from(banks)
        .where(where)
        .orderBy(
          sql`(${banks.code} = ${exact} or ${banks.ispb} = ${exact}) desc`,
          sql`coalesce(${byAlias}, false) desc`,
          asc(banks.code),
        )
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ total: count() }).from(banks).where(where))[0].total,
    present: (rows) => rows.map((row) => presentBank(bankOf(row))),
  });
}
