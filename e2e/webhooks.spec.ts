import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { Webhook } from "standardwebhooks";
import { chargeCard, signIn } from "./support/demo";

/**
 * The webhook journey: the merchant adds an endpoint in the dashboard pointing at a receiver on
 * this machine, a captured charge is delivered (verified with the standardwebhooks library) and
 * shows `success` in the logs; the receiver breaks, the next delivery shows `failed` with its next
 * retry time; after the fix, Resend makes it `success`.
 */

interface Hit {
  event: string;
  verified: boolean;
}

function startReceiver() {
  const hits: Hit[] = [];
  const state = { secret: "", status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified = false;
      try {
        new Webhook(state.secret).verify(body, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      hits.push({ event: (JSON.parse(body) as { event: string }).event, verified });
      res.writeHead(state.status, { "content-type": "text/plain" }).end(state.status < 300 ? "ok" : "receiver is down");
    });
  });
  return new Promise<{ url: string; hits: Hit[]; state: typeof state; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
        hits,
        state,
        close: () => server.close(),
      }),
    ),
  );
}

/** A captured card charge through the public API: tokenize with the public key, then charge. */
async function captureCharge(request: APIRequestContext, amount: number): Promise<string> {
  const charge = await chargeCard(request, { amount, customer: { name: "Maria Silva", email: "maria@example.com" } });
  expect(charge.status).toBe("captured");
  return charge.id;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("add an endpoint, see a captured charge delivered, a failure with its retry time, and a resend", async ({
  page,
  request,
}) => {
  // The first attempt is due 30 s after the event (docs/api/webhooks.md), twice here.
  test.setTimeout(240_000);
  const rx = await startReceiver();
  try {
    await signIn(page, "merchant");
    await page.goto("/webhooks");
    await page.getByRole("button", { name: "Adicionar endpoint" }).first().click();
    await page.locator("#endpoint-url").fill(rx.url);
    await page.locator("#endpoint-description").fill("Receptor local do teste");
    await page.getByRole("button", { name: "Criar" }).click();
    await page.getByTestId("secret-reveal").click();
    const secret = await page.getByTestId("webhook-secret").getAttribute("data-secret");
    expect(secret).toMatch(/^whsec_/);
    rx.state.secret = secret!;
    await shoot(page, "webhooks-secret");
    await page.getByTestId("secret-done").click();
    const row = page.getByTestId("endpoint-row").filter({ hasText: rx.url });
    await expect(row).toBeVisible();
    await shoot(page, "webhooks-endpoints");

    // A test event from the dashboard arrives signed at once.
    await row.getByRole("button", { name: "Enviar evento de teste" }).click();
    await expect(page.getByText(/Evento de teste entregue: HTTP 200/)).toBeVisible();
    expect(rx.hits.at(-1)).toEqual({ event: "webhook.test", verified: true });

    await captureCharge(request, 4990);
    // This endpoint's deliveries only (earlier runs on the same database may have left others).
    await row.getByRole("link", { name: "Ver entregas" }).click();
    await expect(page).toHaveURL(/endpoint_id=/);
    await page.getByTestId("filter-event").selectOption("charge.captured");
    const first = page.locator('[data-testid="delivery-row"][data-event="charge.captured"]').first();
    await expect(first).toHaveAttribute("data-status", "success", { timeout: 75_000 });
    expect(rx.hits.filter((h) => h.event === "charge.captured")).toEqual([
      { event: "charge.captured", verified: true },
    ]);
    await shoot(page, "webhooks-logs-success");

    // The receiver breaks: the next delivery fails and shows when it will be tried again.
    rx.state.status = 500;
    await captureCharge(request, 1290);
    await expect(page.locator('[data-testid="delivery-row"][data-event="charge.captured"]')).toHaveCount(2, {
      timeout: 15_000,
    });
    const failing = page.locator('[data-testid="delivery-row"][data-event="charge.captured"]').first();
    await expect(failing).toHaveAttribute("data-status", "failed", { timeout: 75_000 });
    await expect(failing.getByTestId("next-retry").locator("time")).toBeVisible();
    await shoot(page, "webhooks-logs-failed");

    // Detail: the request sent and the answer received.
    await failing.getByRole("link", { name: "charge.captured" }).click();
    await expect(page.getByTestId("response-status")).toHaveText("500");
    // The reason in the screen's language, from the stored code and status (never the API's English).
    await expect(page.getByTestId("delivery-error")).toHaveText("Erro: O destino respondeu HTTP 500.");
    await expect(page.getByText("Receiver answered")).toHaveCount(0);
    await expect(page.getByTestId("response-body")).toContainText("receiver is down");
    await expect(page.getByTestId("request-headers")).toContainText("webhook-signature: v1,");
    await expect(page.getByTestId("request-body")).toContainText('"event": "charge.captured"');
    await shoot(page, "webhooks-log-detail-failed");

    // A test event to the broken receiver: the toast says why in Portuguese too.
    const detailUrl = page.url();
    await page.goto("/webhooks");
    await row.getByRole("button", { name: "Enviar evento de teste" }).click();
    await expect(page.getByText("O evento de teste falhou: O destino respondeu HTTP 500.")).toBeVisible();
    await page.goto(detailUrl);

    // Fixed: resend makes it a success.
    rx.state.status = 200;
    await page.getByTestId("resend").click();
    await expect(page.getByTestId("delivery-status")).toHaveAttribute("data-status", "success");
    await expect(page.getByTestId("response-status")).toHaveText("200");
    expect(rx.hits.filter((h) => h.event === "charge.captured").every((h) => h.verified)).toBe(true);
    await shoot(page, "webhooks-log-detail-resent");
  } finally {
    rx.close();
  }
});
