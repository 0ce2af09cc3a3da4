import { z } from "zod";

export const userStatusSchema = z.enum(["active", "disabled"]);

export const userSchema = z
  .object({
    object: z.literal("user"),
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(["merchant", "admin"]),
    merchant_id: z.uuid().nullable(),
    status: userStatusSchema,
    two_factor_enabled: z.boolean(),
    sessions_valid_after: z
      .string()
      .nullable()
      .meta({ description: "Dashboard sessions signed in before this instant are refused (ISO 8601)." }),
  })
  .meta({ id: "User" });

export type UserView = z.infer<typeof userSchema>;

export const updateUserBody = z
  .strictObject({
    status: userStatusSchema.meta({
      description: "`disabled`: the user cannot sign in and its sessions end at their next request.",
    }),
  })
  .meta({ id: "UpdateUser" });
