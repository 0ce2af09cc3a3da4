import http from "node:http";
import https from "node:https";

export interface JsonAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

/**
 * One HTTP request with a JSON (or form) body and a JSON answer, over node's http/https so that a client
 * certificate can ride along: the Central Bank's security manual has PSPs require mTLS on API Pix, which
 * `fetch` cannot do without an extra dispatcher package.
 */
export function requestJson(
  url: URL,
  init: {
    method: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: https.Agent;
    timeoutMs: number;
  },
): Promise<JsonAnswer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: {
          accept: "application/json, application/problem+json",
          ...(init.body !== undefined ? { "content-length": String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        agent: url.protocol === "https:" ? init.agent : undefined,
        timeout: init.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const contentType = String(res.headers["content-type"] ?? "");
          let body: unknown = null;
          if (text) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          resolve({ status: res.statusCode ?? 0, contentType, body });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url.origin} in ${init.timeoutMs} ms`)));
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
