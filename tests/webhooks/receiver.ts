import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** Verified with the standardwebhooks library and the receiver's current secret. */
  verified: boolean;
  verifyError?: string;
  at: number;
}

/** What the receiver answers: a status (and body), or `hang` to never answer. */
export type Behaviour = { status: number; body?: string; delayMs?: number } | "hang";

/**
 * A real HTTP receiver on 127.0.0.1, written the way the README tells merchants to: it verifies
 * each request's raw body with the `standardwebhooks` library before anything else.
 */
export async function startReceiver(opts: { secret?: string; behave?: (n: number, r: Received) => Behaviour } = {}) {
  const received: Received[] = [];
  let secret = opts.secret;
  let behave: (n: number, r: Received) => Behaviour = opts.behave ?? (() => ({ status: 200, body: "ok" }));
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      const r: Received = { headers, body, verified: false, at: Date.now() };
      if (secret) {
        try {
          new Webhook(secret).verify(body, headers);
          r.verified = true;
        } catch (e) {
          r.verifyError = (e as Error).message;
        }
      }
      received.push(r);
      const b: Behaviour = behave(received.length, r);
      if (b === "hang") {
        hanging.add(res);
        return;
      }
      const answer = () => {
        res.writeHead(b.status, { "content-type": "text/plain" });
        res.end(b.body ?? "");
      };
      if (b.delayMs) setTimeout(answer, b.delayMs);
      else answer();
    });
  });
  // Each TCP connection the receiver accepted, and whether it is still open (kept alive).
  const sockets: Array<{ closed: boolean }> = [];
  server.on("connection", (socket) => {
    const s = { closed: false };
    sockets.push(s);
    socket.on("close", () => (s.closed = true));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    sockets,
    setSecret: (s: string) => (secret = s),
    /** Closes the idle kept-alive connections, as a receiver's keep-alive timeout does. */
    dropIdle: () => server.closeIdleConnections(),
    setBehaviour: (f: (n: number, r: Received) => Behaviour) => (behave = f),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
