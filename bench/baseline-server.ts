/**
 * The baseline of `npm run bench`: the same domain verbs the app's handlers call (authentication,
 * zod parsing, the tokenize rate limiter, tokenizeCardOutcome, createCharge, listCharges, chargesSummary) on the same
 * database, behind a bare node:http server with no framework, no route wrapper, no access log line.
 * What the app costs beyond this is the framework's (and our wrapper's) share.
 *
 * Run by bench/run.ts: `tsx bench/baseline-server.ts` with PORT and the run's environment.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import {
  authenticatePublicKey,
  authenticateSecretKey,
  parseBasicAuth,
} from "@/server/accounts/api-keys/authenticate-api-key";
import { createCharge } from "@/server/payments/charges/create-charge";
import { chargesSummary } from "@/server/payments/charges/charges-summary";
import { listCharges } from "@/server/payments/charges/list-charges";
import { chargeSummaryQuery, createChargeBody, listChargesQuery } from "@/server/payments/charges/schemas";
import type { Actor, Ctx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { toErrorResponse } from "@/server/http/envelope";
import { parseWith } from "@/server/http/parse";
import { ValidationError } from "@/server/platform/errors";
import { asTokenizeBody, tokenizeBody } from "@/server/payments/tokens/schemas";
import { tokenizeCardOutcome } from "@/server/payments/tokens/tokenize-card";
import { withTokenizeBudget } from "@/server/payments/tokens/rate-limit";

const port = Number(process.env.PORT ?? 3108);

/** A page with nothing on it: the browser's floor for time to first render. */
const BLANK_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>blank</title><p>Hello.</p></html>`;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError("The request body is not valid JSON.", "body", undefined, "invalid_json");
  }
}

function queryObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

function ctxOf(actor: Actor, req: http.IncomingMessage): Ctx {
  return {
    actor,
    requestId: randomUUID(),
    now: () => new Date(),
    clientIp: req.socket.remoteAddress?.replace(/^::ffff:/, ""),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function secretCtx(req: http.IncomingMessage): Promise<Ctx> {
  const ip = req.socket.remoteAddress?.replace(/^::ffff:/, "");
  return ctxOf(await authenticateSecretKey(parseBasicAuth(req.headers.authorization ?? null), ip), req);
}

type Handler = (req: Request) => Promise<Response>;

/**
 * `/via-route/<path>`: the app's own route handlers (route() wrapper included) called with a Web
 * Request on this bare server, to split the app's extra cost into ours (route(), Web Request and
 * Response) and the framework's (everything Next does around a handler).
 */
async function viaRoute(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice("/via-route".length);
  let handler: Handler | undefined;
  if (req.method === "POST" && path === "/tokenize") handler = (await import("@/app/tokenize/route")).POST;
  else if (path === "/v1/charges")
    handler = (await import("@/app/v1/charges/route"))[req.method === "POST" ? "POST" : "GET"];
  else if (path === "/v1/charges/summary") handler = (await import("@/app/v1/charges/summary/route")).GET;
  if (!handler) return send(res, 404, { error: { type: "not_found", code: "not_found", message: "No such route." } });
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  headers.set("x-pay-remote-addr", req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "");
  const body = req.method === "POST" ? await readBody(req) : undefined;
  const answer = await handler(
    new Request(`http://localhost${path}${url.search}`, { method: req.method, headers, body }),
  );
  const text = await answer.text();
  res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname.startsWith("/via-route/")) return viaRoute(req, res, url);
  const route = `${req.method} ${url.pathname}`;
  switch (route) {
    case "POST /tokenize": {
      const ctx = ctxOf(await authenticatePublicKey(parseBasicAuth(req.headers.authorization ?? null)), req);
      // The same rate limiter as the app's route (its limits are raised for the bench, not off).
      const { result, created } = await withTokenizeBudget(ctx, async () => {
        const card = parseWith(tokenizeBody, asTokenizeBody(parseJson(await readBody(req)))).card;
        return tokenizeCardOutcome({ ctx, input: card });
      });
      return send(res, created ? 201 : 200, { data: result });
    }
    case "POST /v1/charges": {
      const ctx = await secretCtx(req);
      const input = parseWith(createChargeBody, parseJson(await readBody(req)));
      return send(res, 201, { data: await createCharge({ ctx, input }) });
    }
    case "GET /v1/charges": {
      const ctx = await secretCtx(req);
      const { data, pagination } = await listCharges({
        ctx,
        input: parseWith(listChargesQuery, queryObject(url.searchParams)),
      });
      return send(res, 200, { data, pagination });
    }
    case "GET /v1/charges/summary": {
      const ctx = await secretCtx(req);
      return send(res, 200, {
        data: await chargesSummary({ ctx, input: parseWith(chargeSummaryQuery, queryObject(url.searchParams)) }),
      });
    }
    case "GET /blank": {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(BLANK_PAGE);
      return;
    }
    case "GET /health":
      return send(res, 200, { status: "ok" });
    case "GET /ready":
      await getDb();
      return send(res, 200, { status: "ready" });
    default:
      return send(res, 404, { error: { type: "not_found", code: "not_found", message: "No such route." } });
  }
}

// The database opens on the first request: the blank page must not claim a PGlite folder the app holds.
async function main(): Promise<void> {
  const server = http.createServer((req, res) => {
    void handle(req, res).catch(async (e: unknown) => {
      // The app's own error mapping, so that a 4xx here is the same 4xx there.
      const answer = toErrorResponse(e, "baseline");
      if (!res.headersSent) {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(await answer.text());
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, "127.0.0.1", () => process.stdout.write(`> baseline ready on http://127.0.0.1:${port}\n`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

main().catch((e: unknown) => {
  process.stderr.write(`baseline failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
