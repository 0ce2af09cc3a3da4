import type { Ctx } from "@/server/platform/context";
import { NotFoundError } from "@/server/platform/errors";
import { bankByCode, bankByIspb, presentBank } from "./find-bank";

/** A bank by COMPE code (3 digits) or ISPB (8 digits); anything else is simply not found. */
export async function getBank({ ctx, by, value }: { ctx: Ctx; by: "code" | "ispb"; value: string }) {
  const bank = by === "code" ? await bankByCode(ctx, value) : await bankByIspb(ctx, value);
  if (!bank) throw new NotFoundError("bank");
  return presentBank(bank);
}
