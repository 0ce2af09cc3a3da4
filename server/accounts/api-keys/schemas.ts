import { z } from "zod";
import { pageQuery } from "@/server/platform/lists/pagination";
import { isValidWhitelistEntry } from "./ip-whitelist";

const whitelistEntry = z
  .string()
  .trim()
  .refine(isValidWhitelistEntry, { message: "Must be an IPv4 or IPv6 address or CIDR range." });

export const ipWhitelistSchema = z
  .array(whitelistEntry)
  .max(100)
  .meta({
    description: "IPs or CIDR ranges (IPv4 and IPv6) allowed to use the key; empty means any address.",
    example: ["203.0.113.7", "10.0.0.0/8", "2001:db8::/32"],
  });

export const createApiKeyBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    ip_whitelist: ipWhitelistSchema.optional(),
  })
  .meta({ id: "CreateApiKeyRequest" });

export const updateApiKeyBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100).optional(),
    status: z.enum(["active", "inactive"]).optional(),
    ip_whitelist: ipWhitelistSchema.optional(),
  })
  .meta({ id: "UpdateApiKeyRequest" });

export const listApiKeysQuery = z.strictObject({
  ...pageQuery,
  merchant_id: z.uuid().optional().meta({ description: "Admins only: keys of one merchant." }),
  status: z.enum(["active", "inactive"]).optional(),
});

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    merchant_id: z.uuid().nullable().meta({ description: "Null for a platform (admin) key." }),
    name: z.string(),
    public_key: z.string().meta({ example: "pk_3hV…" }),
    secret_key_last_four: z.string(),
    status: z.enum(["active", "inactive"]),
    ip_whitelist: z.array(z.string()),
    last_used_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "ApiKey" });

export const createdApiKeySchema = apiKeySchema
  .extend({ secret_key: z.string().meta({ description: "Shown only in this answer; store it now." }) })
  .meta({ id: "CreatedApiKey" });

export const deletedApiKeySchema = apiKeySchema
  .extend({ deleted: z.literal(true).meta({ description: "Always `true`: the key no longer exists." }) })
  .meta({ id: "DeletedApiKey" });

export type ApiKeyView = z.infer<typeof apiKeySchema>;
