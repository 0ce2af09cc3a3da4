import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, operation } from "@/server/platform/openapi/operation";
import { bankCodePath, bankIspbPath, bankSchema, listBanksQuery } from "./schemas";

const tag: ApiTag = {
  name: "Banks",
  description:
    "The directory of Brazilian banks and payment institutions (COMPE code and ISPB), from Banco Central's public lists. " +
    "Recipients' `bank_code` must be one of its codes.",
};

export const bankTags: ApiTag[] = [tag];

export const bankPaths: ZodOpenApiPathsObject = {
  "/v1/banks": {
    get: operation({
      tag,
      operationId: "listBanks",
      summary: "List banks",
      description: "Ordered by COMPE code; with `search`, an exact code or ISPB comes first.",
      query: listBanksQuery,
      response: bankSchema,
      list: true,
    }),
  },
  "/v1/banks/{code}": {
    get: operation({
      tag,
      operationId: "getBank",
      summary: "Get a bank by COMPE code",
      description: "One bank of the directory, by its COMPE code (3 digits).",
      path: bankCodePath,
      response: bankSchema,
      errors: { "404": "No bank with this COMPE code (3 digits)." },
    }),
  },
  "/v1/banks/ispb/{ispb}": {
    get: operation({
      tag,
      operationId: "getBankByIspb",
      summary: "Get a bank by ISPB",
      description: "One bank of the directory, by its ISPB (8 digits).",
      path: bankIspbPath,
      response: bankSchema,
      errors: { "404": "No bank with this ISPB (8 digits)." },
    }),
  },
};
