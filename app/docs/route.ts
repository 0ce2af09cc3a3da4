import { ApiReference } from "@scalar/nextjs-api-reference";

export const GET = ApiReference({ url: "/v1/openapi.json", pageTitle: "Payments API reference" });
