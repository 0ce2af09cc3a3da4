import { systemCtx } from "@/server/platform/context";
import { config } from "@/server/platform/config";
import { createCob, getCob } from "./charges";
import { assertBearer, issueToken } from "./oauth";
import { invalid, notFound, SandboxPixProblem } from "./problem";
import { getReceived, listReceived } from "./received";
import { getRefund, requestRefund } from "./refunds";
import { configureWebhook, deleteWebhook, getWebhook } from "./webhook";

async function jsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.length > 64 * 1024) throw invalid("RequisicaoInvalida", "Corpo da requisição grande demais.");
  try {
    return JSON.parse(text);
  } catch {
    throw invalid("RequisicaoInvalida", "O corpo da requisição não é um JSON válido.");
  }
}

/** The host (no scheme) payload locations are served from. */
function hostOf(req: Request): string {
  const base = config().PUBLIC_BASE_URL;
  return base ? new URL(base).host : (req.headers.get("host") ?? "localhost");
}

/**
 * The sandbox PSP's API Pix (its routes under /sandbox/pix/api/v2): the subset of the Central Bank's
 * specification the service uses, answered as the specification says (the tests validate every answer
 * against ../shared/data/pix/api-pix-openapi.yaml). `segments` is the path after the API's base.
 */
export async function handleSandboxPixRequest(req: Request, segments: string[]): Promise<Response> {
  const ctx = systemCtx({ requestId: req.headers.get("x-request-id") ?? "sandbox-pix" });
  const now = ctx.now();
  const [head, a, b, c] = segments.map(decodeURIComponent);
  const m = req.method;
  try {
    if (head === "oauth" && a === "token" && segments.length === 2 && m === "POST") return await issueToken(req, now);
    assertBearer(req, now);
    if (head === "cob" && a && segments.length === 2) {
      if (m === "PUT") return Response.json(await createCob(ctx, a, await jsonBody(req), hostOf(req)), { status: 201 });
      if (m === "GET") return Response.json(await getCob(ctx, a));
    }
    if (head === "pix" && segments.length === 1 && m === "GET")
      return Response.json(await listReceived(ctx, new URL(req.url).searchParams));
    if (head === "pix" && a && segments.length === 2 && m === "GET") return Response.json(await getReceived(ctx, a));
    if (head === "pix" && a && b === "devolucao" && c && segments.length === 4) {
      if (m === "PUT") return Response.json(await requestRefund(ctx, a, c, await jsonBody(req)), { status: 201 });
      if (m === "GET") return Response.json(await getRefund(ctx, a, c));
    }
    if (head === "webhook" && a && segments.length === 2) {
      if (m === "PUT") {
        await configureWebhook(ctx, a, await jsonBody(req));
        return new Response(null, { status: 200 });
      }
      if (m === "GET") return Response.json(await getWebhook(ctx, a));
      if (m === "DELETE") {
        await deleteWebhook(ctx, a);
        return new Response(null, { status: 204 });
      }
    }
    throw notFound("Recurso");
  } catch (e) {
    if (e instanceof SandboxPixProblem) return e.toResponse();
    throw e;
  }
}
