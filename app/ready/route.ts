import { route } from "@/server/http/route";
import { readiness } from "@/server/registries/startup/readiness";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "none" }, async () => {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "not_ready", checks },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
});
