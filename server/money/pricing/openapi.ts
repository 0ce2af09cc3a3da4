import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { pricingSchema, updatePricingBody } from "./schemas";

const tag: ApiTag = {
  name: "Pricing",
  description: "A merchant's fees: card MDR by number of installments, the anticipation rate and the withdrawal fees.",
};

export const pricingTags: ApiTag[] = [tag];

export const pricingPaths: ZodOpenApiPathsObject = {
  "/v1/merchants/{id}/pricing": {
    get: operation({
      tag,
      operationId: "getMerchantPricing",
      summary: "Get a merchant's pricing",
      description:
        "Card MDR by installment count, anticipation rate and withdrawal fees. A merchant sees its own; another merchant's id is 404.",
      path: idPath,
      response: pricingSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateMerchantPricing",
      summary: "Change a merchant's pricing (admin)",
      description:
        "Fields left out keep their value. Applies to charges captured from now on; existing receivables keep their fees.",
      path: idPath,
      body: updatePricingBody,
      response: pricingSchema,
      idempotent: false,
      errors: { "403": "Not an admin.", "404": "No such merchant." },
    }),
  },
};
