import { z } from "zod";
import { pageQuery } from "@/server/platform/lists/pagination";

export const listBanksQuery = z.strictObject({
  ...pageQuery,
  search: z.string().trim().min(1).max(100).optional().meta({
    description:
      "Words of the name or short name, a COMPE code or an ISPB; case and accents are ignored (`sao paulo` finds `São Paulo`), every word must match.",
    example: "itau",
  }),
});

export const bankCodePath = z.object({
  code: z.string().meta({ description: "COMPE code, 3 digits.", example: "341" }),
});
export const bankIspbPath = z.object({
  ispb: z.string().meta({ description: "ISPB, 8 digits.", example: "60701190" }),
});

export const bankSchema = z
  .object({
    code: z.string().meta({ description: "COMPE code, 3 digits.", example: "341" }),
    ispb: z.string().meta({ description: "ISPB, 8 digits.", example: "60701190" }),
    name: z.string().meta({ example: "Itaú Unibanco S.A." }),
    short_name: z.string().nullable().meta({ example: "ITAÚ UNIBANCO S.A." }),
  })
  .meta({ id: "Bank" });

export type BankView = z.output<typeof bankSchema>;
