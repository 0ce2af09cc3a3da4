import { z } from "zod";
import { pageQuery } from "@/server/platform/lists/pagination";

export const listBanksQuery = z.strictObject({
  ...pageQuery,
  search: z.string().trim().min(1).max(100).optional().meta({
    description:
      "Words of the name, short name or common name (the name people use: `nubank` finds NU PAGAMENTOS S.A., `pagbank` finds PAGSEGURO), a COMPE code or an ISPB; case and accents are ignored (`sao paulo` finds `São Paulo`), every word must match. An exact code or ISPB comes first, then the banks whose common name matches.",
    example: "nubank",
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
    common_name: z.string().nullable().meta({
      description:
        "The name people use for the institution (`Nubank`, `Itaú`, `PagBank`), kept by us for the best-known ones; null for the others.",
      example: "Itaú",
    }),
  })
  .meta({ id: "Bank" });

export type BankView = z.output<typeof bankSchema>;
