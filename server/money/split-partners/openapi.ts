import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import {
  createSplitPartnerBody,
  deletedSplitPartnerSchema,
  listSplitPartnersQuery,
  splitPartnerSchema,
} from "./schemas";

const tag: ApiTag = {
  name: "Split partners",
  description:
    "Which merchants a merchant may name in the split rules of its charges. An admin creates and removes the relations; both merchants see them.",
};

export const splitPartnerTags: ApiTag[] = [tag];

export const splitPartnerPaths: ZodOpenApiPathsObject = {
  "/v1/split-partners": {
    post: operation({
      tag,
      operationId: "createSplitPartner",
      summary: "Allow a merchant to split with another",
      description:
        "Admins only. `merchant_id` may then name `partner_id` in `split.rules` of its charges, with the terms it sends (`liable`, `charge_processing_fee`). Creating an existing relation answers it again.",
      body: createSplitPartnerBody,
      response: splitPartnerSchema,
      status: 201,
    }),
    get: operation({
      tag,
      operationId: "listSplitPartners",
      summary: "List split partners",
      description: "The relations in which the merchant charges or receives, newest first. Admins see every relation.",
      query: listSplitPartnersQuery,
      response: splitPartnerSchema,
      list: true,
    }),
  },
  "/v1/split-partners/{id}": {
    delete: operation({
      tag,
      operationId: "deleteSplitPartner",
      summary: "Remove a split partner",
      description:
        "Admins only. New charges may no longer name the partner; charges already accepted are paid by their rules.",
      path: idPath,
      response: deletedSplitPartnerSchema,
      errors: { "404": "No such relation." },
    }),
  },
};
