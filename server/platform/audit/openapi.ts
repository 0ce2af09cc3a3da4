import type { ZodOpenApiPathsObject } from "zod-openapi";
import { type ApiTag, operation } from "@/server/platform/openapi/operation";
import { auditEventSchema, listAuditEventsQuery } from "./schemas";

const tag: ApiTag = {
  name: "Audit log",
  description:
    "What admins did (pricing, settlement runs, anticipation decisions, merchants, users, split partners, fraud settings, API keys), append-only (docs/api/audit.md).",
};

export const auditTags: ApiTag[] = [tag];

export const auditPaths: ZodOpenApiPathsObject = {
  "/v1/audit-events": {
    get: operation({
      tag,
      operationId: "listAuditEvents",
      summary: "List audit events",
      description:
        "Admins only, newest first. Each event names its actor (user, platform key, CLI or job), the action, its target, the merchant concerned, short before/after summaries without secrets, the request id and the client address. Events are written in the transaction of the change and can never be changed or deleted.",
      query: listAuditEventsQuery,
      response: auditEventSchema,
      list: true,
      errors: { "403": "Not an admin." },
    }),
  },
};
