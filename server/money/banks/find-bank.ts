import { eq } from "drizzle-orm";
import { banks } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";

export interface Bank {
  /** COMPE code, 3 digits. */
  code: string;
  /** ISPB, 8 digits. */
  ispb: string;
  name: string;
  shortName?: string;
  /** The name people use (db/data/bank-aliases.json), when we keep one. */
  commonName?: string;
}

type BankRow = typeof banks.$inferSelect;

export function bankOf(row: BankRow): Bank {
  return {
    code: row.code,
    ispb: row.ispb,
    name: row.name,
    ...(row.shortName ? { shortName: row.shortName } : {}),
    ...(row.commonName ? { commonName: row.commonName } : {}),
  };
}

/** The API view of a bank (docs/api/banks.md). */
export function presentBank(bank: Bank) {
  return {
    code: bank.code,
    ispb: bank.ispb,
    name: bank.name,
    short_name: bank.shortName ?? null,
    common_name: bank.commonName ?? null,
  };
}

/** A bank of the directory by its COMPE code. The directory is public: any caller may read it. */
export async function bankByCode(ctx: Ctx, code: string): Promise<Bank | undefined> {
  if (!/^\d{3}$/.test(code)) return undefined;
  const db = await executor(ctx);
  const [row] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
  return row ? bankOf(row) : undefined;
}

/** A bank of the directory by its ISPB. */
export async function bankByIspb(ctx: Ctx, ispb: string): Promise<Bank | undefined> {
  if (!/^\d{8}$/.test(ispb)) return undefined;
  const db = await executor(ctx);
  const [row] = await db.select().from(banks).where(eq(banks.ispb, ispb)).limit(1);
  return row ? bankOf(row) : undefined;
}
