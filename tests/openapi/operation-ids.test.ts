import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET } from "@/app/v1/openapi.json/route";
import { operation } from "@/server/platform/openapi/operation";
import { call } from "../support/http";

type Operation = { operationId?: string; tags?: string[] };
type Doc = {
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
};

/**
 * Published operationIds: generated clients name their methods after them, so renaming one breaks every
 * integrator's build. New operations add lines here; existing lines never change (docs/api/openapi.md).
 */
const PUBLISHED: Record<string, string> = {
  "POST /v1/api-keys": "createApiKey",
  "GET /v1/api-keys": "listApiKeys",
  "GET /v1/api-keys/{id}": "getApiKey",
  "PATCH /v1/api-keys/{id}": "updateApiKey",
  "DELETE /v1/api-keys/{id}": "revokeApiKey",
  "POST /v1/charges": "createCharge",
  "GET /v1/charges": "listCharges",
  "GET /v1/charges/summary": "getChargesSummary",
  "GET /v1/charges/revenue-chart": "getRevenueChart",
  "GET /v1/charges/payment-methods": "listPaymentMethods",
  "GET /v1/charges/export": "exportCharges",
  "GET /v1/charges/{id}": "getCharge",
  "POST /v1/charges/{id}/capture": "captureCharge",
  "POST /v1/charges/{id}/refund": "refundCharge",
  "POST /v1/charges/{id}/cancel": "cancelCharge",
  "POST /v1/payment-links": "createPaymentLink",
  "GET /v1/payment-links": "listPaymentLinks",
  "GET /v1/payment-links/{id}": "getPaymentLink",
  "PATCH /v1/payment-links/{id}": "updatePaymentLink",
  "DELETE /v1/payment-links/{id}": "deactivatePaymentLink",
  "POST /v1/payment-links/{id}/upload-logo": "uploadPaymentLinkLogo",
  "POST /v1/payment-links/{id}/upload-cover": "uploadPaymentLinkCover",
  "DELETE /v1/payment-links/{id}/logo": "removePaymentLinkLogo",
  "DELETE /v1/payment-links/{id}/cover": "removePaymentLinkCover",
  "POST /pay/{id}/charge": "payPaymentLink",
  "GET /media/{key}": "getCheckoutImage",
  "POST /v1/postbacks/endpoints": "createWebhookEndpoint",
  "GET /v1/postbacks/endpoints": "listWebhookEndpoints",
  "GET /v1/postbacks/endpoints/{id}": "getWebhookEndpoint",
  "PATCH /v1/postbacks/endpoints/{id}": "updateWebhookEndpoint",
  "DELETE /v1/postbacks/endpoints/{id}": "deleteWebhookEndpoint",
  "POST /v1/postbacks/endpoints/{id}/regenerate-secret": "regenerateWebhookEndpointSecret",
  "POST /v1/postbacks/endpoints/{id}/test": "sendWebhookTestEvent",
  "GET /v1/postbacks/delivery-logs": "listWebhookDeliveries",
  "GET /v1/postbacks/delivery-logs/{id}": "getWebhookDelivery",
  "POST /v1/postbacks/delivery-logs/{id}/resend": "resendWebhookDelivery",
  "GET /v1/wallets": "listWallets",
  "GET /v1/wallets/{id}": "getWallet",
  "GET /v1/wallets/{id}/statement": "getWalletStatement",
  "GET /v1/wallets/{id}/entries": "listWalletEntries",
  "GET /v1/receivables": "listReceivables",
  "GET /v1/receivables/summary": "getReceivablesSummary",
  "GET /v1/receivables/{id}": "getReceivable",
  "POST /v1/settlements": "runSettlement",
  "GET /v1/merchants/{id}/pricing": "getMerchantPricing",
  "PATCH /v1/merchants/{id}/pricing": "updateMerchantPricing",
  "POST /v1/anticipations/simulate": "simulateAnticipation",
  "POST /v1/anticipations": "requestAnticipation",
  "GET /v1/anticipations": "listAnticipations",
  "GET /v1/anticipations/summary": "getAnticipationsSummary",
  "GET /v1/anticipations/{id}": "getAnticipation",
  "DELETE /v1/anticipations/{id}": "cancelAnticipation",
  "POST /v1/anticipations/{id}/approve": "approveAnticipation",
  "POST /v1/anticipations/{id}/reject": "rejectAnticipation",
  "GET /v1/merchants/{id}/anticipation-settings": "getAnticipationSettings",
  "PATCH /v1/merchants/{id}/anticipation-settings": "updateAnticipationSettings",
  "POST /tokenize": "tokenizeCard",
  "POST /v1/withdrawals": "createWithdrawal",
  "GET /v1/withdrawals": "listWithdrawals",
  "GET /v1/withdrawals/methods": "listWithdrawalMethods",
  "GET /v1/withdrawals/fee": "getWithdrawalFee",
  "GET /v1/withdrawals/summary": "getWithdrawalsSummary",
  "GET /v1/withdrawals/{id}": "getWithdrawal",
  "POST /v1/withdrawals/{id}/cancel": "cancelWithdrawal",
  "GET /v1/withdrawals/{id}/receipt": "getWithdrawalReceipt",
  "GET /v1/receipts/{code}": "verifyWithdrawalReceipt",
  "GET /v1/banks": "listBanks",
  "GET /v1/banks/{code}": "getBank",
  "GET /v1/banks/ispb/{ispb}": "getBankByIspb",
  "GET /v1/recipients": "listRecipients",
  "GET /v1/recipients/{type}": "getRecipient",
  "PUT /v1/recipients/{type}": "setRecipient",
  "POST /v1/split-partners": "createSplitPartner",
  "GET /v1/split-partners": "listSplitPartners",
  "DELETE /v1/split-partners/{id}": "deleteSplitPartner",
  "PATCH /v1/users/{id}": "updateUser",
  "POST /v1/users/{id}/revoke-sessions": "revokeUserSessions",
  "POST /v1/3ds/authentications": "createThreeDsAuthentication",
  "GET /v1/3ds/authentications/{id}": "getThreeDsAuthentication",
  "POST /v1/3ds/authentications/{id}/cancel": "cancelThreeDsAuthentication",
  "POST /v1/fraud/sessions": "createFraudSession",
  "GET /v1/merchants/{id}/fraud-settings": "getFraudSettings",
  "PATCH /v1/merchants/{id}/fraud-settings": "updateFraudSettings",
  "GET /v1/charges/reviews": "listChargeReviews",
  "POST /v1/charges/{id}/review": "reviewCharge",
  "GET /v1/merchants": "listMerchants",
  "POST /v1/merchants": "createMerchant",
  "GET /v1/merchants/{id}": "getMerchant",
  "PATCH /v1/merchants/{id}": "updateMerchant",
  "GET /v1/merchants/{id}/users": "listMerchantUsers",
  "GET /v1/merchants/{id}/security-settings": "getSecuritySettings",
  "PATCH /v1/merchants/{id}/security-settings": "updateSecuritySettings",
  "GET /v1/audit-events": "listAuditEvents",
  // The document's `webhooks`: the requests the service sends, one per event name.
  "WEBHOOK charge.created": "receiveChargeCreatedEvent",
  "WEBHOOK charge.authorized": "receiveChargeAuthorizedEvent",
  "WEBHOOK charge.captured": "receiveChargeCapturedEvent",
  "WEBHOOK charge.failed": "receiveChargeFailedEvent",
  "WEBHOOK charge.partially_refunded": "receiveChargePartiallyRefundedEvent",
  "WEBHOOK charge.refunded": "receiveChargeRefundedEvent",
  "WEBHOOK charge.canceled": "receiveChargeCanceledEvent",
  "WEBHOOK withdrawal.created": "receiveWithdrawalCreatedEvent",
  "WEBHOOK withdrawal.processing": "receiveWithdrawalProcessingEvent",
  "WEBHOOK withdrawal.completed": "receiveWithdrawalCompletedEvent",
  "WEBHOOK withdrawal.failed": "receiveWithdrawalFailedEvent",
  "WEBHOOK withdrawal.canceled": "receiveWithdrawalCanceledEvent",
  "WEBHOOK withdrawal.approved": "receiveWithdrawalApprovedEvent",
  "WEBHOOK withdrawal.rejected": "receiveWithdrawalRejectedEvent",
  "WEBHOOK anticipation.created": "receiveAnticipationCreatedEvent",
  "WEBHOOK anticipation.processing": "receiveAnticipationProcessingEvent",
  "WEBHOOK anticipation.completed": "receiveAnticipationCompletedEvent",
  "WEBHOOK anticipation.canceled": "receiveAnticipationCanceledEvent",
  "WEBHOOK anticipation.rejected": "receiveAnticipationRejectedEvent",
  "WEBHOOK recipient.updated": "receiveRecipientUpdatedEvent",
  "WEBHOOK webhook.test": "receiveWebhookTestEvent",
};

async function operations(): Promise<{ doc: Doc; ops: Array<{ key: string; op: Operation }> }> {
  const res = await call<Doc>(GET, "GET", "/v1/openapi.json");
  expect(res.status).toBe(200);
  const ops = Object.entries(res.body.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );
  // The webhooks are operations too: generated types name them by operationId.
  for (const [event, item] of Object.entries(res.body.webhooks ?? {}))
    for (const op of Object.values(item)) ops.push({ key: `WEBHOOK ${event}`, op });
  return { doc: res.body, ops };
}

describe("operationIds and tags", () => {
  it("every operation has a unique camelCase operationId and exactly one tag", async () => {
    const { ops } = await operations();
    expect(ops.length).toBeGreaterThanOrEqual(Object.keys(PUBLISHED).length);
    for (const { key, op } of ops) {
      expect(op.operationId, key).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)+$/);
      expect(op.tags, key).toHaveLength(1);
    }
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("published operationIds never change", async () => {
    const { ops } = await operations();
    const current = Object.fromEntries(ops.map(({ key, op }) => [key, op.operationId]));
    for (const [key, id] of Object.entries(PUBLISHED)) expect(current[key], key).toBe(id);
  });

  it("every tag in use is declared once with a description", async () => {
    const { doc, ops } = await operations();
    const declared = doc.tags ?? [];
    expect(new Set(declared.map((t) => t.name)).size).toBe(declared.length);
    for (const tag of declared) expect(tag.description?.length, tag.name).toBeGreaterThan(20);
    const used = new Set(ops.flatMap(({ op }) => op.tags ?? []));
    expect([...used].sort()).toEqual(declared.map((t) => t.name).sort());
  });

  it("operation() refuses an operationId that is not <verb><Resource> camelCase", () => {
    const tag = { name: "Charges", description: "Card payments." };
    const spec = { tag, summary: "List charges", response: z.object({}) };
    expect(() => operation({ ...spec, operationId: "list_charges" })).toThrow(/camelCase/);
    expect(() => operation({ ...spec, operationId: "charges" })).toThrow(/camelCase/);
    expect(operation({ ...spec, operationId: "listCharges" }).operationId).toBe("listCharges");
  });
});
