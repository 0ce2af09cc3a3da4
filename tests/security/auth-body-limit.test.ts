import { afterEach, describe, expect, it, vi } from "vitest";
import * as authRoute from "@/app/api/auth/[...nextauth]/route";
import { resetConfigForTests } from "@/server/platform/config";
import { REMOTE_ADDR_HEADER } from "@/server/platform/request/client-ip";

/**
 * `/api/auth/*` is next-auth's, and next-auth reads a body of any size (60 MB was shown): the route
 * hands it one already read within JSON_BODY_MAX_BYTES, and answers 413 with the error envelope beyond
 * (server/http/bounded-request.ts). next-auth itself cannot be loaded under vitest (its ESM imports of
 * `next/server`), so its handlers are stood in for by ones that record what they were given; the route,
 * the wrapper and the limit are the real ones. The real sign-in runs in e2e/account-security.spec.ts.
 */
const received = vi.hoisted(() => ({ requests: [] as Array<{ body: string; headers: Headers; method: string }> }));
vi.mock("@/server/accounts/auth/next-auth", () => ({
  auth: async () => null,
  handlers: {
    GET: async () => Response.json({}),
    POST: async (req: Request) => {
      received.requests.push({ body: await req.text(), headers: req.headers, method: req.method });
      return new Response(null, { status: 302, headers: { location: "/" } });
    },
  },
}));

afterEach(() => {
  delete process.env.JSON_BODY_MAX_BYTES;
  resetConfigForTests();
  received.requests.length = 0;
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return authRoute.POST(
    new Request("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", [REMOTE_ADDR_HEADER]: "203.0.113.9", ...headers },
      // A stream needs it (Node's fetch); harmless for the others.
      duplex: "half",
    } as RequestInit),
    { params: Promise.resolve({}) },
  );
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  const body = (await res.json()) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ type: "validation_error", code: "payload_too_large", param: "body" });
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(received.requests).toHaveLength(0);
}

describe("/api/auth/* bodies are capped like the rest", () => {
  it("a form over JSON_BODY_MAX_BYTES is a 413 with the envelope, and next-auth never sees it", async () => {
    process.env.JSON_BODY_MAX_BYTES = "4096";
    resetConfigForTests();
    await expectTooLarge(await post(form({ email: "a@example.com", password: "x".repeat(8192) })));
  });

  it("so is one streamed without Content-Length over the default 1 MiB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 60 MB on offer; reading stops just past the limit.
        if (sent++ >= 960) return controller.close();
        controller.enqueue(chunk);
      },
    });
    await expectTooLarge(await post(stream));
    expect(sent).toBeLessThan(40);
  });

  it("a form within the limit reaches next-auth whole, with its headers and the client address", async () => {
    const body = form({ csrfToken: "t".repeat(64), email: "ana@example.com", password: "senha-muito-segura" });
    const res = await post(body, { cookie: "authjs.csrf-token=abc" });
    expect(res.status).toBe(302);
    expect(received.requests).toHaveLength(1);
    const [seen] = received.requests;
    expect(seen).toMatchObject({ body, method: "POST" });
    expect(seen.headers.get("cookie")).toBe("authjs.csrf-token=abc");
    expect(seen.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    // The sign-in throttle counts per address (server/accounts/auth/next-auth.ts reads it from the request).
    expect(seen.headers.get(REMOTE_ADDR_HEADER)).toBe("203.0.113.9");
  });
});
