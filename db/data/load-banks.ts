import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { banks } from "../schema/recipients";
import { searchText } from "./search-text";

/** One institution of db/data/banks.json (fields as published; see docs/api/banks.md). */
interface PublishedBank {
  COMPE: string;
  ISPB: string;
  Document?: string | null;
  LongName: string;
  ShortName?: string | null;
}

/** The names people use, kept by us beside the published file (docs/api/banks.md). */
interface BankAlias {
  code: string;
  common_name: string;
  aliases: string[];
}

const file = path.join(process.cwd(), "db", "data", "banks.json");
const aliasFile = path.join(process.cwd(), "db", "data", "bank-aliases.json");

function readAliases(): Map<string, BankAlias> {
  const list = JSON.parse(fs.readFileSync(aliasFile, "utf8")) as BankAlias[];
  return new Map(list.map((a) => [a.code, a]));
}

export function readBanksFile(): (typeof banks.$inferInsert)[] {
  // The published file starts with a byte-order mark, which JSON.parse refuses.
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  const aliases = readAliases();
  return (JSON.parse(text) as PublishedBank[]).map((b) => {
    const alias = aliases.get(b.COMPE);
    const aliasText = alias ? searchText([alias.common_name, ...alias.aliases].join(" ")) : "";
    return {
      code: b.COMPE,
      ispb: b.ISPB,
      name: b.LongName.trim(),
      shortName: b.ShortName?.replace(/^"|"$/g, "").trim() || null,
      commonName: alias?.common_name ?? null,
      document: b.Document || null,
      searchText: searchText([b.COMPE, b.ISPB, b.LongName, b.ShortName ?? "", aliasText].join(" ")),
      aliasText,
    };
  });
}

/**
 * Brings the banks table up to the file: inserts new institutions and updates changed ones, and
 * writes nothing when they are equal, so that every start (and every test database) can run it.
 * Institutions missing from a newer file are kept for the recipients that name them.
 */
export async function loadBanks<S extends Record<string, unknown>>(db: PgDatabase<PgQueryResultHKT, S>): Promise<void> {
  await db
    .insert(banks)
    .values(readBanksFile())
    .onConflictDoUpdate({
      target: banks.code,
      set: {
        ispb: sql`excluded.ispb`,
        name: sql`excluded.name`,
        shortName: sql`excluded.short_name`,
        commonName: sql`excluded.common_name`,
        document: sql`excluded.document`,
        searchText: sql`excluded.search_text`,
        aliasText: sql`excluded.alias_text`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${banks.ispb}, ${banks.name}, ${banks.shortName}, ${banks.commonName}, ${banks.document},
          ${banks.searchText}, ${banks.aliasText})
        is distinct from (excluded.ispb, excluded.name, excluded.short_name, excluded.common_name, excluded.document,
          excluded.search_text, excluded.alias_text)`,
    });
}
