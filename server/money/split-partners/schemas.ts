import { z } from "zod";
import { pageQuery } from "@/server/platform/lists/pagination";

const uuid = z.string().uuid();

export const createSplitPartnerBody = z
  .strictObject({
    merchant_id: uuid.meta({ description: "The charging merchant: it may name `partner_id` in its split rules." }),
    partner_id: uuid.meta({ description: "The merchant that may receive parts of `merchant_id`'s charges." }),
  })
  .meta({ id: "CreateSplitPartnerRequest" });

export const listSplitPartnersQuery = z.strictObject({
  ...pageQuery,
  merchant_id: uuid.optional().meta({
    description:
      "Relations in which this merchant charges or receives. A merchant sees its own only; naming another is a 403.",
  }),
});

export const splitPartnerSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string().meta({ description: "The charging merchant." }),
    partner_id: z.string().meta({ description: "The merchant that may receive parts of its charges." }),
    created_at: z.string(),
  })
  .meta({ id: "SplitPartner" });

export const deletedSplitPartnerSchema = splitPartnerSchema
  .extend({ deleted: z.literal(true) })
  .meta({ id: "DeletedSplitPartner" });
