import type { NextRequest } from "next/server";
import { handlers } from "@/server/accounts/auth/next-auth";
import { withBodyWithinLimit } from "@/server/http/bounded-request";
import { route } from "@/server/http/route";

// next-auth owns sign-in and its own CSRF token; the wrapper adds the request id and the access log.
// next-auth would read a body of any size: it gets one already read within the JSON limit (413 beyond).
export const GET = route({ auth: "none" }, async ({ req }) => handlers.GET(req as NextRequest));
export const POST = route({ auth: "none" }, async ({ req }) => handlers.POST(await withBodyWithinLimit(req)));
