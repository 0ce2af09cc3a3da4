import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, idPath, operation } from "@/server/platform/openapi/operation";
import { reserveSettingsSchema, rollingReserveSchema, updateReserveSettingsBody } from "./schemas";

const tag: ApiTag = {
  name: "Reserves",
  description:
    "Money held against refunds (docs/api/risk.md): how far a refund may take a merchant's `main` wallet below zero, and the rolling reserve, a share of each credit to `main` kept in `reserve` for some days.",
};

export const reservesTags: ApiTag[] = [tag];

export const reservesPaths: ZodOpenApiPathsObject = {
  "/v1/merchants/{id}/reserve-settings": {
    get: operation({
      tag,
      operationId: "getMerchantReserveSettings",
      summary: "Get a merchant's refund allowance and rolling reserve",
      description:
        "Defaults while no admin set them (`custom: false`): refund allowance 0 (a refund must be covered by the charge's unsettled receivables plus `main`), rolling reserve off (0), 30 days. A merchant sees its own; another merchant's id is 404.",
      path: idPath,
      response: reserveSettingsSchema,
      errors: { "404": "No such merchant." },
    }),
    patch: operation({
      tag,
      operationId: "updateMerchantReserveSettings",
      summary: "Change a merchant's refund allowance and rolling reserve (admin)",
      description:
        "Fields left out keep their value; the change is in the audit log (`reserve_settings.updated`). A new percentage or period applies to credits from now on: holds already made keep their amount and release date.",
      path: idPath,
      body: updateReserveSettingsBody,
      response: reserveSettingsSchema,
      idempotent: false,
      errors: { "403": "Not an admin (`admin_only`).", "404": "No such merchant." },
    }),
  },
  "/v1/merchants/{id}/rolling-reserve": {
    get: operation({
      tag,
      operationId: "getMerchantRollingReserve",
      summary: "Get what a merchant's rolling reserve holds",
      description:
        "The amount held now (it is part of the `reserve` wallet's balance, beside the funds of pending withdrawals) and the next days it returns to `main`. A merchant sees its own; another merchant's id is 404.",
      path: idPath,
      response: rollingReserveSchema,
      errors: { "404": "No such merchant." },
    }),
  },
};
