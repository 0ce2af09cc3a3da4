import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { SANDBOX_RAIL_OUTCOMES, SANDBOX_STAYS_PROCESSING } from "@/server/money/bank-rail/sandbox-rail";
import {
  createWithdrawalBody,
  feeQuery,
  feeSchema,
  listWithdrawalsQuery,
  methodSchema,
  methodsQuery,
  receiptQuery,
  receiptVerificationSchema,
  summaryQuery,
  summarySchema,
  updateWithdrawalSettingsBody,
  withdrawalDecisionBody,
  withdrawalPaginationSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from "./schemas";

const tag: ApiTag = {
  name: "Withdrawals",
  description:
    "Payouts of a merchant's available balance to its own recipient by Pix (instant, any day) or TED (Brazilian " +
    "business days, 06:30–17:00 Brasília time). Past the merchant's daily total (rolling 24 hours) a withdrawal waits " +
    "for an admin (`pending_review`). Events `withdrawal.created`, `.processing`, `.completed`, `.failed`, " +
    "`.canceled`, `.approved`, `.rejected`.",
};

export const withdrawalTags: ApiTag[] = [tag];

const notFound = { "404": "No such withdrawal (or another merchant's)." };
const sandbox = Object.entries(SANDBOX_RAIL_OUTCOMES)
  .map(([cents, o]) => `\`…${cents}\` fails with \`${o.failureCode}\``)
  .join(", ");

const listOperation = operation({
  tag,
  operationId: "listWithdrawals",
  summary: "List withdrawals",
  description:
    "Newest first. A merchant sees its own; an admin sees everyone's, or one merchant's with `merchant_id`. " +
    "Pages with `page` and `per_page`, and the answer's `pagination` says `per_page` (not `limit`).",
  query: listWithdrawalsQuery,
});

export const withdrawalPaths: ZodOpenApiPathsObject = {
  "/v1/withdrawals": {
    post: operation({
      tag,
      operationId: "createWithdrawal",
      summary: "Create a withdrawal",
      description:
        "`amount` (centavos) reaches the recipient; the fee of the merchant's pricing is charged on top. `amount + fee` " +
        "moves from the `main` wallet to `reserve` at once; not enough available balance is 422 `insufficient_funds` " +
        "and changes nothing. Pix goes to the Pix key (or the bank account when there is no key), TED to the bank " +
        "account; without one it is 422 `pix_recipient_required` / `bank_account_required`. A TED asked outside the " +
        `bank window is scheduled for the next one (\`scheduled_for\`). Sandbox: the amount's last two digits ${sandbox}, ` +
        `\`…${SANDBOX_STAYS_PROCESSING}\` stays \`processing\`; anything else completes. One that would take the ` +
        "merchant's withdrawals of the last 24 hours (those that went on without an admin) past its `daily_max_amount` " +
        "(see withdrawal settings) is created all the same, its money held, as `pending_review`: it is sent only " +
        "after an admin approves it.",
      body: createWithdrawalBody,
      response: withdrawalSchema,
      status: 201,
      errors: {
        "422": "`insufficient_funds`, `pix_recipient_required`, `bank_account_required` or `merchant_required`.",
      },
    }),
    get: {
      ...listOperation,
      responses: {
        ...listOperation.responses,
        "200": {
          description: "OK",
          content: {
            "application/json": {
              schema: z.object({ data: z.array(withdrawalSchema), pagination: withdrawalPaginationSchema }),
            },
          },
        },
      },
    },
  },
  "/v1/withdrawals/methods": {
    get: operation({
      tag,
      operationId: "listWithdrawalMethods",
      summary: "List withdrawal methods",
      description:
        "Both methods, each `available` or not given the merchant's recipients (Pix needs a Pix key or a bank account, " +
        "TED a bank account), with its fee and timing.",
      query: methodsQuery,
      response: z.array(methodSchema),
    }),
  },
  "/v1/withdrawals/fee": {
    get: operation({
      tag,
      operationId: "getWithdrawalFee",
      summary: "Quote a withdrawal fee",
      description:
        "The fee the caller's merchant would pay to withdraw `amount` by `method` (Pix 0 and TED 367 by default), and " +
        "`total_amount`, what would leave the available balance.",
      query: feeQuery,
      response: feeSchema,
      errors: { "422": "An admin that has not chosen a merchant (`merchant_required`)." },
    }),
  },
  "/v1/withdrawals/summary": {
    get: operation({
      tag,
      operationId: "getWithdrawalsSummary",
      summary: "Withdrawals summary",
      description:
        "Counts, amounts and fees by status and by method for withdrawals requested in the period, with the amount " +
        "withdrawn and the fees paid (completed ones). A merchant's own, or everyone's for an admin.",
      query: summaryQuery,
      response: summarySchema,
    }),
  },
  "/v1/withdrawals/{id}": {
    get: operation({
      tag,
      operationId: "getWithdrawal",
      summary: "Get a withdrawal",
      description: "One withdrawal of the caller's merchant, with its amount, fee, method and status.",
      path: idPath,
      response: withdrawalSchema,
      errors: notFound,
    }),
  },
  "/v1/withdrawals/{id}/cancel": {
    post: operation({
      tag,
      operationId: "cancelWithdrawal",
      // A POST: the transport replays its Idempotency-Key like any other (docs/api/idempotency.md).
      idempotent: true,
      summary: "Cancel a pending withdrawal",
      description:
        "Only while `pending` (a TED waiting for the bank window, or a Pix the rail has not taken yet) or " +
        "`pending_review`; `amount + fee` " +
        "return to `main`. Otherwise 422 `invalid_state`.",
      path: idPath,
      response: withdrawalSchema,
      errors: { ...notFound, "422": "Not pending (`invalid_state`)." },
    }),
  },
  "/v1/withdrawals/{id}/approve": {
    post: operation({
      tag,
      operationId: "approveWithdrawal",
      summary: "Approve a withdrawal waiting for review (admin)",
      description:
        "A `pending_review` withdrawal becomes `pending` (`approval: manual`) and is sent at its `scheduled_for` by " +
        "the payout job; event `withdrawal.approved`, audited. A suspended merchant's is 422 `merchant_inactive` " +
        "until it is reactivated (it may be rejected meanwhile).",
      path: idPath,
      body: withdrawalDecisionBody,
      response: withdrawalSchema,
      errors: {
        "403": "Not an admin (`admin_only`).",
        ...notFound,
        "422": "Not `pending_review` (`invalid_state`), or the merchant is suspended (`merchant_inactive`).",
      },
    }),
  },
  "/v1/withdrawals/{id}/reject": {
    post: operation({
      tag,
      operationId: "rejectWithdrawal",
      summary: "Reject a withdrawal waiting for review (admin)",
      description:
        "A `pending_review` withdrawal becomes `rejected` with the `reason` given; `amount + fee` return to `main`. " +
        "Event `withdrawal.rejected`, audited.",
      path: idPath,
      body: withdrawalDecisionBody,
      response: withdrawalSchema,
      errors: { "403": "Not an admin (`admin_only`).", ...notFound, "422": "Not `pending_review` (`invalid_state`)." },
    }),
  },
  "/v1/merchants/{id}/withdrawal-settings": {
    get: operation({
      tag,
      operationId: "getWithdrawalSettings",
      summary: "Get a merchant's daily withdrawal limit",
      description:
        "`daily_max_amount` and how much of it the last 24 hours used and left. A merchant reads its own; another " +
        "merchant's id is 404.",
      path: idPath,
      response: withdrawalSettingsSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateWithdrawalSettings",
      summary: "Set a merchant's daily withdrawal limit (admin)",
      description:
        "Admins only (a merchant gets 403 `admin_only`); the change is audited. Applies from the next request.",
      path: idPath,
      body: updateWithdrawalSettingsBody,
      response: withdrawalSettingsSchema,
      idempotent: false,
      errors: { "403": "Not an admin (`admin_only`).", "404": "No such merchant." },
    }),
  },
  "/v1/withdrawals/{id}/receipt": {
    get: operation({
      tag,
      operationId: "getWithdrawalReceipt",
      summary: "Download a withdrawal receipt",
      description:
        "A PNG (`Content-Disposition: attachment`) of a completed withdrawal, 960×1600 pixels (480×800 at 2×): merchant, " +
        "amount, fee, total, method, masked recipient, bank with COMPE and ISPB, requested and completed times in " +
        "Brasília time, the withdrawal id and an authentication code. 422 `invalid_state` before it completes.",
      path: idPath,
      query: receiptQuery,
      contentType: "image/png",
      errors: { ...notFound, "422": "Not completed yet (`invalid_state`)." },
    }),
  },
  "/v1/withdrawals/{id}/receipt.pdf": {
    get: operation({
      tag,
      operationId: "getWithdrawalReceiptPdf",
      summary: "Download a withdrawal receipt as PDF",
      description:
        "The same receipt as `GET /v1/withdrawals/{id}/receipt`, as a one-page PDF (`Content-Disposition: attachment`) " +
        "of 360×600 points holding that image, for filing. 422 `invalid_state` before the withdrawal completes.",
      path: idPath,
      query: receiptQuery,
      contentType: "application/pdf",
      errors: { ...notFound, "422": "Not completed yet (`invalid_state`)." },
    }),
  },
  "/v1/receipts/{code}": {
    get: {
      ...operation({
        tag,
        operationId: "verifyWithdrawalReceipt",
        summary: "Verify a receipt's authentication code",
        description:
          "Public, no credentials: whoever holds a receipt can check it. Answers what the receipt prints about the " +
          "transfer; an unknown code is 404. Dashes and case do not matter. People open the page the receipt " +
          "prints, `/receipts/{code}`, which shows the same answer.",
        path: z.object({ code: z.string().meta({ description: "The code printed on the receipt." }) }),
        response: receiptVerificationSchema,
        errors: { "404": "No receipt has this code." },
      }),
      security: [],
    },
  },
};
