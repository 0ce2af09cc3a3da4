import { threeDsAuthentications } from "@/db/schema";
import { executor, type Ctx } from "@/server/platform/context";
import { newId, randomToken } from "@/server/platform/ids";
import { merchantForNew } from "@/server/platform/tenancy";
import { revealCardForCharge } from "@/server/payments/tokens/reveal-card-for-charge";
import type { RevealedCard } from "@/server/payments/tokens/revealed-card";
import {
  AUTHENTICATION_TTL_MS,
  isSuccessful,
  presentAuthentication,
  type AuthenticationRow,
} from "./present-authentication";
import { threeDsServer } from "./provider";
import type { AuthenticationView, CreateAuthenticationInput } from "./schemas";

/** An http(s) origin, or null: the only page allowed to frame the challenge (docs/api/three-ds.md). */
export function framingOrigin(origin: string | null): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin ? origin : null;
  } catch {
    return null;
  }
}

/**
 * POST /v1/3ds/authentications (public key): asks the 3DS server whether the issuer authenticates the
 * cardholder for this amount. The card number goes to the 3DS server and nowhere else: the row keeps the
 * token's id, brand and last four. `origin` is the Origin of the SDK's call: the page that may frame the challenge.
 */
export async function createAuthentication({
  ctx,
  input,
  origin,
}: {
  ctx: Ctx;
  input: CreateAuthenticationInput;
  origin: string | null;
}): Promise<AuthenticationView> {
  const card = await revealCardForCharge({ ctx, token: input.token, param: "token" });
  return presentAuthentication(await authenticateCard({ ctx, card, input, origin }));
}

/**
 * The authentication of a card already opened by the caller: the API's token (above) or the hosted
 * checkout's page token (server/payments/payment-links/authenticate-link-payment.ts). Answers the stored row.
 */
export async function authenticateCard({
  ctx,
  card,
  input,
  origin,
}: {
  ctx: Ctx;
  card: RevealedCard;
  input: Omit<CreateAuthenticationInput, "token">;
  origin: string | null;
}): Promise<AuthenticationRow> {
  const merchantId = merchantForNew(ctx, "a 3-D Secure authentication");
  const id = newId();
  const now = ctx.now();
  const browser = { ...input.browser, ...(ctx.clientIp ? { ip: ctx.clientIp } : {}) };
  const server = threeDsServer();
  const result = await server.authenticate({
    reference: id,
    card: {
      number: card.number,
      brand: card.brand,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    },
    amount: input.amount,
    currency: input.currency,
    browser,
    at: now,
  });
  const db = await executor(ctx);
  const [row] = await db
    .insert(threeDsAuthentications)
    .values({
      id,
      merchantId,
      cardTokenId: card.tokenId,
      cardBrand: card.brand,
      cardLastFour: card.lastFourDigits,
      amount: input.amount,
      currency: input.currency,
      transStatus: result.transStatus,
      statusReason: result.statusReason,
      eci: result.eci,
      authenticationValue: result.authenticationValue,
      liabilityShift: isSuccessful(result.transStatus),
      messageVersion: result.messageVersion,
      dsTransId: result.dsTransId,
      acsTransId: result.acsTransId,
      provider: server.name,
      browser,
      challengeToken: result.challenge ? `chl_${randomToken(24)}` : null,
      challengeCode: result.challenge?.code ?? null,
      challengeOrigin: result.challenge ? framingOrigin(origin) : null,
      expiresAt: new Date(now.getTime() + AUTHENTICATION_TTL_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}
