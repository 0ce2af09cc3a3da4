import { route } from "@/server/http/route";

// The process is up and answering; says nothing about the database (that is /ready).
export const dynamic = "force-dynamic";

export const GET = route({ auth: "none" }, async () =>
  Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);
