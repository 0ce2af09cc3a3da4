import { z } from "zod";
import { merchants } from "@/db/schema";
import { eq } from "drizzle-orm";
import { createApiKey } from "@/server/accounts/api-keys/create-api-key";
import { generatePassword } from "@/server/accounts/auth/password";
import { recordAudit } from "@/server/platform/audit/record-audit";
import { executor, inTransaction } from "@/server/platform/context";
import { NotFoundError, ValidationError } from "@/server/platform/errors";
import { createAdminUser, createMerchantWithUser } from "@/server/accounts/merchants/create-merchant-with-user";
import { merchantDocument } from "@/server/accounts/merchants/merchant-document";
import type { CliArgs, CliCommand } from "@/server/platform/contracts/cli-command";

function parseFlags<T extends z.ZodType>(schema: T, args: CliArgs): z.output<T> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue.path.join(".");
    throw new ValidationError(`--${param}: ${issue.message}`, param);
  }
  return parsed.data;
}

export const createMerchantCommand: CliCommand = {
  name: "create-merchant",
  usage: "create-merchant --name N --email E [--password P] [--document CPF_OR_CNPJ]",
  description:
    "A merchant, its dashboard user (generated password unless given) and a fresh API key pair. Without --document it can set no payout destination until an admin adds its CPF/CNPJ.",
  async run(args, ctx) {
    const input = parseFlags(
      z.strictObject({
        name: z.string().trim().min(1).max(200),
        email: z.email().max(254),
        password: z.string().min(12).max(200).optional(),
        document: z.string().max(30).optional(),
      }),
      args,
    );
    const document = merchantDocument(input.document) ?? null;
    const password = input.password ?? generatePassword();
    // The merchant and its audit event commit together, as when an admin creates one in the dashboard.
    const made = await inTransaction(ctx, async (t) => {
      const m = await createMerchantWithUser({
        ctx: t,
        input: { name: input.name, email: input.email, password, document },
      });
      await recordAudit(t, {
        action: "merchant.created",
        targetType: "merchant",
        targetId: m.merchantId,
        merchantId: m.merchantId,
        after: { name: input.name, email: m.email, document, user_id: m.userId },
      });
      return m;
    });
    return {
      merchant: { id: made.merchantId, name: input.name, email: made.email, document },
      user: { id: made.userId, email: made.email, password, role: "merchant" },
      api_key: { id: made.key.id, public_key: made.key.public_key, secret_key: made.key.secret_key },
    };
  },
};

export const createAdminCommand: CliCommand = {
  name: "create-admin",
  usage: "create-admin --email E [--password P] [--name N]",
  description: "An admin user (sees every merchant), with a generated password unless given.",
  async run(args, ctx) {
    const input = parseFlags(
      z.strictObject({
        email: z.email().max(254),
        password: z.string().min(12).max(200).optional(),
        name: z.string().trim().min(1).max(200).optional(),
      }),
      args,
    );
    const password = input.password ?? generatePassword();
    const user = await createAdminUser({ ctx, input: { email: input.email, password, name: input.name } });
    return { user: { id: user.id, email: user.email, password, role: "admin" } };
  },
};

export const createApiKeyCommand: CliCommand = {
  name: "create-api-key",
  usage: "create-api-key [--merchant ID] [--name N]",
  description: "A fresh API key pair for a merchant, or a platform (admin) key without --merchant.",
  async run(args, ctx) {
    const input = parseFlags(
      z.strictObject({ merchant: z.uuid().optional(), name: z.string().trim().min(1).max(100).optional() }),
      args,
    );
    if (input.merchant) {
      const db = await executor(ctx);
      const [found] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, input.merchant))
        .limit(1);
      if (!found) throw new NotFoundError("merchant");
    }
    const key = await createApiKey({
      ctx,
      input: { name: input.name ?? (input.merchant ? "CLI" : "Platform") },
      merchantId: input.merchant ?? null,
    });
    return { api_key: key };
  },
};

/** Accounts and access: merchants with their first user and keys, admins, API keys. */
export const accountCommands: CliCommand[] = [createMerchantCommand, createAdminCommand, createApiKeyCommand];
