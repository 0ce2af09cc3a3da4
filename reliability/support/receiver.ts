import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver on 127.0.0.1 that counts what it gets by path and `webhook-id` (Standard
 * Webhooks): the same pair twice is the same delivery sent twice. Answers 200 after `delayMs`.
 */
export class Receiver {
  readonly counts = new Map<string, number>();
  readonly eventTypes = new Map<string, string>();
  requests = 0;
  /** Requests that arrived but were not answered yet. */
  pending = 0;
  delayMs = 0;
  private server?: http.Server;

  async start(port: number): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.requests++;
        // webhook-id is the event's id; each endpoint (a path here) gets its own delivery of it.
        const id = `${req.url}|${String(req.headers["webhook-id"] ?? "")}`;
        this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
        try {
          this.eventTypes.set(id, (JSON.parse(Buffer.concat(chunks).toString()) as { type?: string }).type ?? "");
        } catch {
          /* counted anyway */
        }
        this.pending++;
        setTimeout(() => {
          this.pending--;
          res.writeHead(200, { "content-type": "application/json" }).end("{}");
        }, this.delayMs);
      });
    });
    this.server.keepAliveTimeout = 1_000;
    await new Promise<void>((r) => this.server!.listen(port, "127.0.0.1", r));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  get unique(): number {
    return this.counts.size;
  }

  /** webhook-ids received more than once, with their counts. */
  duplicates(): Array<[string, number]> {
    return [...this.counts].filter(([, n]) => n > 1);
  }

  async waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline)
        throw new Error(`receiver: ${what} not reached in ${timeoutMs} ms (${this.unique} unique)`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
