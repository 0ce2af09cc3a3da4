import http from "node:http";
import type { AddressInfo } from "node:net";
import * as sandboxRoute from "@/app/sandbox/pix/api/v2/[...path]/route";

type Handler = (req: Request, segment: { params: Promise<{ path: string[] }> }) => Promise<Response>;

export interface Exchange {
  method: string;
  path: string;
  requestBody: unknown;
  status: number;
  body: unknown;
}

export interface Notification {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { pix: unknown[] };
}

const PREFIX = "/sandbox/pix/api/v2/";

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * The sandbox PSP's route module behind a real HTTP server (as Next serves it), recording every exchange so
 * the test can validate each against the specification, and a receiver of its webhook calls on `/hooks/pix`.
 */
export async function startSandboxPsp() {
  const exchanges: Exchange[] = [];
  const notifications: Notification[] = [];
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    if (url.pathname === "/hooks/pix") {
      notifications.push({ headers: req.headers, raw, body: JSON.parse(raw) as Notification["body"] });
      res.writeHead(200).end();
      return;
    }
    if (!url.pathname.startsWith(PREFIX)) {
      res.writeHead(404).end();
      return;
    }
    const method = req.method ?? "GET";
    const handler = (sandboxRoute as unknown as Record<string, Handler>)[method];
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new Request(url, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : raw,
    });
    const segments = url.pathname.slice(PREFIX.length).split("/");
    const answer = handler
      ? await handler(request, { params: Promise.resolve({ path: segments }) })
      : new Response(null, { status: 405 });
    const text = await answer.text();
    exchanges.push({
      method,
      path: url.pathname.slice(PREFIX.length - 1),
      requestBody: method === "GET" ? undefined : parseJson(raw),
      status: answer.status,
      body: parseJson(text),
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers.entries())).end(text);
  };
  const server = http.createServer((req, res) => {
    serve(req, res).catch((e: unknown) => res.writeHead(500).end(String(e)));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/sandbox/pix/api/v2`,
    hookUrl: `${origin}/hooks`,
    exchanges,
    notifications,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
