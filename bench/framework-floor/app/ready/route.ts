export const dynamic = "force-dynamic";

export const GET = () => Response.json({ status: "ready" });
