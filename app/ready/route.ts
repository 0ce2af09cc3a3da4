import { readiness } from "@/server/startup/readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness();
  return Response.json({ status: ready ? "ready" : "not_ready", checks }, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
