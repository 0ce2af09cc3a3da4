import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "@/server/platform/config";
import { SandboxPixProblem } from "./problem";

const TOKEN_LIFETIME_SECONDS = 3600;

function sign(payload: string): string {
  return createHmac("sha256", config().PIX_PSP_CLIENT_SECRET).update(payload).digest("base64url");
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `POST /oauth/token` (client credentials, HTTP Basic): the sandbox knows one client, the service's
 * (PIX_PSP_CLIENT_ID/SECRET). Its tokens are signed, not stored: `<client>.<expiry>.<mac>`.
 */
export async function issueToken(req: Request, now: Date): Promise<Response> {
  const [scheme, encoded] = (req.headers.get("authorization") ?? "").split(" ");
  const [id, secret] = Buffer.from(encoded ?? "", "base64")
    .toString("utf8")
    .split(":");
  const form = new URLSearchParams(await req.text());
  const { PIX_PSP_CLIENT_ID, PIX_PSP_CLIENT_SECRET } = config();
  if (
    scheme?.toLowerCase() !== "basic" ||
    !equal(id ?? "", PIX_PSP_CLIENT_ID) ||
    !equal(secret ?? "", PIX_PSP_CLIENT_SECRET)
  )
    return Response.json({ error: "invalid_client" }, { status: 401 });
  if (form.get("grant_type") !== "client_credentials")
    return Response.json({ error: "unsupported_grant_type" }, { status: 400 });
  const expiry = Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS;
  const payload = `${Buffer.from(PIX_PSP_CLIENT_ID).toString("base64url")}.${expiry}`;
  return Response.json({
    access_token: `${payload}.${sign(payload)}`,
    token_type: "Bearer",
    expires_in: TOKEN_LIFETIME_SECONDS,
    scope: "cob.write cob.read pix.write pix.read webhook.write webhook.read",
  });
}

/** Refuses a request without a valid, unexpired bearer token of the sandbox's client. */
export function assertBearer(req: Request, now: Date): void {
  const [scheme, token] = (req.headers.get("authorization") ?? "").split(" ");
  const [client, expiry, mac] = (token ?? "").split(".");
  const valid =
    scheme?.toLowerCase() === "bearer" &&
    client !== undefined &&
    expiry !== undefined &&
    mac !== undefined &&
    equal(mac, sign(`${client}.${expiry}`)) &&
    Number(expiry) * 1000 > now.getTime();
  if (!valid)
    throw new SandboxPixProblem(401, "AcessoNegado", "Não autenticado", "Token de acesso ausente ou inválido.");
}
